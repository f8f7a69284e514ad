"""Chinese skills said with what is worked on first, then the user and the verb (issue 22,
g50t): 叉车我会开, 吉他我也会弹, 叉车和吊车我都会开, 黄酒酿了四十年, 琴我拉了快二十年.

Pure: each reader takes the sentence (and the fills read so far) and returns fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects
from memstream.processors.grammar.fills import Fill

_VERBS: Final = "开修做画写剪拍编雕刻织绣烤炒贴砌焊弹拉吹唱跳调酿打"
"""One-character verbs of a craft said after what they work on (叉车我会开 → 开叉车)."""
_YEARS: Final = (
    r"(?:快|近|有|都)?(?:[一二三四五六七八九十两几\d]+|十几|二十多|三十多|好几)年(?:多)?(?:了)?"
)
_CAN: Final = re.compile(
    r"^(?P<o>(?:[^我\W_]|[、和跟]){1,8}?)我(?:也|都|还|倒是)?(?:会|能)(?P<v>[" + _VERBS + r"])$"
)
_FOR_YEARS: Final = re.compile(
    r"^(?P<o>[^我\W_]{1,6}?)我?(?:已经)?(?P<v>[" + _VERBS + r"])了" + _YEARS + r"$"
)
_NOT_TOPICS: Final = re.compile(
    r"[他她你它这那啥谁]|什么|电话|饭|作业|家务|孩子|娃|人|事|明天|今天|晚上|到时|以后|下次|回头"
)
"""What fronted is no craft's object (电话我会打 is a call promised, 这个我会做 a thing)."""
_CLAUSES: Final = re.compile(r"[，,。！!；;？?\s]+")
_PARTS: Final = re.compile(r"[、和跟]")


def _crafts(verb: str, topic: str) -> list[str]:
    """The crafts of one verb over a topic of one or more objects (叉车和吊车 → 开叉车, 开吊车)."""
    if _NOT_TOPICS.search(topic):
        return []
    names = [verb + part for part in _PARTS.split(topic) if part]
    return names if all(zh_objects.is_skill_name(n) for n in names) else []


def fronted(text: str, fills: list[Fill]) -> list[Fill]:
    """Crafts said with their object first (叉车我会开, 黄酒酿了四十年): skills, unless the
    sentence asks, or a skill already names the object (钢琴我弹了二十年 → 钢琴)."""
    if re.search(r"[吗？?]", text):
        return []
    read = {f.value for f in fills if f.slot == "skill"}
    found = []
    for clause in _CLAUSES.split(text):
        match = _CAN.match(clause) or _FOR_YEARS.match(clause)
        if match is None or match["o"] in read or match["o"].startswith(match["v"]):
            continue  # 拉小提琴拉了十年: the verb said again, read apart
        found += [Fill("skill", name) for name in _crafts(match["v"], match["o"])]
    return found
