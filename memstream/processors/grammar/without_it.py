"""A habit said by what a day is like without it, ZH and EN (issue 22, g52t): 早上不喝碗羊肉汤这一天
都不得劲, 晚上不泡脚我睡不着, 一天不跑步就难受, "I can't fall asleep without reading first": what
the user cannot go without is done as a rule, at the time said.

Pure: `chinese(text)` and `english(text)` give the habit fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

HABIT: Final = "habit"

_ZH_WHEN: Final = (
    r"(?:每天|天天|一天|每天早上|早上|早晨|一早|晚上|每晚|睡前|睡觉前|饭后|午饭后|晚饭后|下班后"
    r"|下班|收工后?|上班前|起床后?|起来|周末|一周|每周|中午)"
)
"""When the doing is kept (早上, 睡前, 一天 said for each day)."""
_ZH_AMOUNT: Final = (
    r"(?:[一两二三四五六七八九十半几\d]*(?:个)?(?:杯|碗|根|泡|小时|钟头|口|包|瓶|罐|次|趟|圈|公里"
    r"|页|集|局|盘|把|段|会儿?|下)|个)?"
)
"""How much, said between the verb and what it is done to (一杯, 碗, 半小时)."""
_ZH_AMISS: Final = (
    r"(?:不得劲|难受|睡不着|没精神|没劲|打不起精神|醒不过来|懵|犯困|手痒|痒|不舒服|不自在|不踏实"
    r"|少点什么|缺点什么|浑身难受|心里发慌|没法上班|干不了活|不习惯|没胃口|不对劲|别扭)"
)
"""How the user is without the doing (不得劲, 睡不着, 没精神): a want of it, no illness."""
_ZH_WITHOUT: Final = re.compile(
    rf"^(?:(?:老头子|老太太|老娘|老子|本人|咱|哥|姐)?(?:我|俺))?(?P<when>{_ZH_WHEN})(?:我|俺)?(?:要是|如果)?不(?P<v>[\u4e00-\u9fff]){_ZH_AMOUNT}"
    r"(?P<o>[\u4e00-\u9fffA-Za-z]{1,6}?)(?:的话)?[，, ]?(?:我|俺)?"
    r"(?:整个人|这一天|一整天|一上午|一天|一晚上|浑身|全身|手|心里|嘴|就|都|是|会|也|总|老|真的)*"
    rf"{_ZH_AMISS}"
)
"""A time, then a doing not done, then how amiss the user is (早上不喝碗羊肉汤这一天都不得劲)."""
_ZH_SENTENCES: Final = re.compile(r"[。！!？?；;~～\n]+")
_ZH_ASIDE: Final = re.compile(r"[？?吗呢]|以前|小时候|那时|要是你|如果你")
_ZH_BODY: Final = frozenset("手 心 嘴 头 身 浑身 全身 心里".split())
"""A part of the body read where the thing done should be: the thing went unsaid."""
_ZH_OTHERS: Final = re.compile(r"他|她|你|孩子|老公|老婆|儿子|女儿")
_ZH_EACH: Final = {"一天": "每天", "一周": "每周", "一早": "早上", "起来": "起床后"}


def chinese(text: str) -> list[Fill]:
    """The habits a Chinese sentence says by how the user is without them (晚上不泡脚我睡不着 →
    晚上泡脚)."""
    found: list[Fill] = []
    for sentence in _ZH_SENTENCES.split(text):
        match = _ZH_WITHOUT.match(sentence.strip())
        if match is None or _ZH_ASIDE.search(sentence) or _ZH_OTHERS.search(match.group(0)):
            continue
        if match["o"] in _ZH_BODY:
            continue  # 每天不拉两个小时手就痒: what is done was said before, 手 is the body
        when = _ZH_EACH.get(match["when"], match["when"])
        found.append(Fill(HABIT, f"{when}{match['v']}{match['o']}"))
    return found


_EN_WITHOUT: Final = re.compile(
    r"\bi (?:can't|cannot|can not|couldn't) (?P<f>fall asleep|sleep|get to sleep|start (?:my|the)"
    r" day|function|wake up|get going|get through (?:the|my) day) without (?P<x>[a-z]+ing"
    r"(?: [\w'-]+){0,4}?)(?: first)?(?=\s*(?:$|[,.;!—–]|every\b|each\b|anymore\b))"
)
"""I can't sleep or start the day without a doing ("I can't fall asleep without reading a few
pages first")."""
_EN_ASIDE: Final = re.compile(r"\?|\b(?:if|would|could you|used to|when i was)\b")


def english(text: str) -> list[Fill]:
    """The habits an English sentence says by the user's not managing without them ("I can't
    fall asleep without reading first" → reading)."""
    low = text.lower()
    if _EN_ASIDE.search(low):
        return []
    return [
        Fill(HABIT, text[m.start("x") : m.end("x")] + _EN_WHEN.get(m["f"].split()[0], ""))
        for m in _EN_WITHOUT.finditer(low)
    ]


_EN_WHEN: Final = {
    "fall": " before bed",
    "sleep": " before bed",
    "get": "",
    "start": " every morning",
    "wake": " every morning",
}
"""When the doing is kept, by what it is needed for (sleep: before bed)."""


def added(fills: list[Fill], found: list[Fill]) -> list[Fill]:
    """The fills with the habits found that no habit read already says (in more words or
    fewer)."""
    habits = [f.value.lower() for f in fills if f.slot == HABIT and f.subject == "user"]
    return fills + [f for f in found if not any(_overlap(f.value.lower(), h) for h in habits)]


def _overlap(one: str, other: str) -> bool:
    """True when one value holds the other."""
    return one in other or other in one
