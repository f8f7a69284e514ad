"""Chinese skills said with the thing first, then that the user can handle it (issue 22, g51t):

- a vehicle or a craft's object, then 会 and the verb (叉车我会开, 空调我也会修): the verb
  and the object (开叉车, 修空调);
- instruments or tools, then that they are held well (琵琶三弦都拿得起, 这俩软件我都玩得转);
- a craft named as a topic, then the years it has been practised (盆景这块我搞了二十来年);
- a list after a 的-phrase header of what the user is good at (我擅长的：PS、剪映, g57z).

Pure: each reader takes the sentence and returns the skills its user clauses say.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import zh_objects, zh_subjects
from memstream.processors.grammar.fills import Fill

_THING: Final = r"(?P<o>(?![这那我你他她它])[\u4e00-\u9fffA-Za-z0-9、]{2,9}?)"
_WHO: Final = r"(?:我|俺|本人)?(?:现在|也|都|还|全|倒是|基本)*"
_CAN_DO: Final = re.compile(
    rf"^{_THING}{_WHO}(?:会|能)(?P<v>开|修|焊|弹|拉|画|织|绣|雕|吹|补|装)(?:一点|点)?(?:的)?$"
)
"""A thing first, then that the user can work it (叉车我会开, 二胡我也会拉): no 了 (a change),
no object of one character (饭我会做: a promise more than a craft)."""
_VEHICLE: Final = re.compile(r"(?:车|吊|船|机|艇|铲)$")
"""What 开 works as a skill: a vehicle or a machine (开叉车), not 开窗户 or 开会."""
_HELD: Final = re.compile(
    rf"^{_THING}{_WHO}(?:拿得起来?|拿得下来?|拿得出手|玩得转|玩得溜|不在话下)(?:的)?$"
)
"""Things first, then that the user holds them well (琵琶三弦都拿得起, 氩弧焊我都拿得下)."""
_YEARS: Final = (
    r"(?:快|近|有|都)?(?:[一二三四五六七八九十两几\d]+|十几|二十多|三十多|好几)"
    r"(?:来)?年(?:多)?(?:了)?"
)
_TRADE_YEARS: Final = re.compile(
    rf"^{_THING}这(?:一?块|门手艺|手艺|方面){_WHO}(?:已经)?(?:搞|玩|弄|练|学)(?:了)?{_YEARS}$"
)
"""A craft named as a topic, then the years the user has practised it (盆景这块我搞了二十来年);
not 这行 with 干 or 做 (斫琴这行干了十一年: a trade, read as the role)."""
_CLAUSES: Final = re.compile(
    r"[，,。！!；;\s]+|、(?![^，,。！!；;\s、]*(?:拿得|玩得|不在话下|会|能))"
)
"""Clause ends; a pause inside a list of things held (琵琶、三弦都拿得起) is no end."""
_ASKED_OR_OTHERS: Final = re.compile(r"[吗？?]|[他她你]")
_HEADED: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s]))(?:我|俺|本人)(?:最|比较)?(?:擅长|拿手|会|熟悉|精通|在行)的"
    r"(?:技能|东西|菜|活儿?)?(?:是|有|就是|包括|主要是|主要有)?[：:]?\s*(?P<o>[^，,。！!；;：:]+)"
)
"""A list after a 的-phrase header of what the user is good at (我擅长的：PS、剪映, 我拿手的有
红烧肉和水煮鱼, 我最熟悉的是Python 和 SQL)."""
_ITEMS: Final = re.compile(r"\s*(?:、|和|跟|及|以及|/)\s*")


def fronted(text: str) -> list[Fill]:
    """The skills said with the thing first in the user's own clauses (叉车我会开 → 开叉车,
    琵琶三弦都拿得起 → 琵琶, 三弦; 盆景这块我搞了二十来年 → 盆景)."""
    if _ASKED_OR_OTHERS.search(text):
        return []
    found: list[Fill] = []
    headed = _HEADED.search(text)
    listed = _ITEMS.split(headed["o"].strip()) if headed is not None else []
    for item in listed:  # g57z: 我擅长的：PS、AI、剪映
        if zh_objects.is_skill_name(item) and not zh_subjects.someone_in(item):
            found.append(Fill("skill", item))
    for clause in _CLAUSES.split(text):
        for value in _clause_skills(clause):
            if Fill("skill", value) not in found:
                found.append(Fill("skill", value))
    return found


def _clause_skills(clause: str) -> list[str]:
    """The skills one clause says with its thing first (none when a person is the thing)."""
    can = _CAN_DO.match(clause)
    if can is not None and (can["v"] != "开" or _VEHICLE.search(can["o"])):
        return [can["v"] + item for item in _things(can["o"])]
    match = _HELD.match(clause) or _TRADE_YEARS.match(clause)
    return _things(match["o"]) if match is not None else []


def _things(said: str) -> list[str]:
    """The things named in a short run (琵琶三弦 → 琵琶, 三弦; 叉车 → 叉车): split where
    jieba's words are each a word of two characters or more, else whole."""
    if zh_subjects.someone_in(said):
        return []
    parts = [p for p in re.split(r"[、和跟]", said) if p]
    if len(parts) == 1:
        words = _words(said)
        parts = list(words) if 2 <= len(words) <= 3 and all(len(w) >= 2 for w in words) else parts
    return [p for p in parts if zh_objects.is_skill_name(p)]


@lru_cache(maxsize=1024)
def _words(text: str) -> tuple[str, ...]:
    """jieba's words of `text` (its dictionary alone, no model of unknown words)."""
    import jieba

    jieba.setLogLevel(60)
    return tuple(jieba.lcut(text, HMM=False))
