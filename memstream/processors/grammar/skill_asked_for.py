"""A skill said by being the one people ask for it: "People always ask me to fix their
bikes" (`fixing bikes`), "Everyone at work gets me to do their spreadsheets", "My
neighbours come to me to sharpen their knives", "I'm the one everyone asks to cut their
hair", 朋友们总找我修电脑 (`修电脑`), 亲戚家孩子都找我补数学, 邻居有事都请我帮忙修水管.

The askers are people in general or the user's own circle (people, everyone, friends,
family, colleagues, neighbours, 大家, 朋友, 同事, 亲戚, 邻居), the one asked is the user, and
the ask is habitual (always, often, keep, 都, 总, 老, 经常) or said in the present. What is
asked must be a doing with an object; their possessive goes ("their bikes" → bikes). Never
a single favour in the past, a question, a wish, or someone else asked; never what people
call the user (大家都叫我佳佳 is a name). Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.skill_learned_from import gerund

SKILL: Final = "skill"
_EN_ASKERS: Final = (
    r"(?:people|everyone|everybody|friends|my friends|family|my family|colleagues|my colleagues"
    r"|coworkers|co-workers|my coworkers|neighbours|neighbors|my neighbours|my neighbors"
    r"|relatives|the whole (?:street|family|office|village|team)|half the (?:street|village"
    r"|office|town))"
)
_EN_ASKED: Final = re.compile(
    rf"\b{_EN_ASKERS}(?:\s+(?:at work|in the office|on my street|around here))?\s+"
    r"(?:(?:always|often|constantly|still|usually|keep)\s+)?"
    r"(?:asks?|asking|gets?|getting|comes? to|coming to|rope|ropes|call|calls|want|wants)\s+"
    r"me\s+(?:in\s+)?to\s+(?P<v>[a-z]+)\s+(?:(?:their|his|her|our|the|all their)\s+)?"
    r"(?P<o>[a-z-]+(?:\s+[a-z-]+)?)"
    r"|\bi'?m\s+the\s+one\s+(?:everyone|everybody|people|they)\s+(?:always\s+)?"
    r"(?:asks?|calls?|gets?)\s+to\s+(?P<v2>[a-z]+)\s+(?:(?:their|his|her|the)\s+)?"
    r"(?P<o2>[a-z-]+(?:\s+[a-z-]+)?)",
    re.IGNORECASE,
)
_EN_STOP: Final = re.compile(
    r"\s+(?:for|when|because|since|and|but|so|at|in|on|every|all|again|lol|haha)\b.*$",
    re.IGNORECASE,
)
_EN_NOT_DOING: Final = frozenset(
    """help be come go stay pick drive babysit watch listen talk explain translate sign lend
    take look""".split()
)
"""Favours, not skills ("ask me to help", "asks me to pick up the kids")."""
_EN_ASIDE: Final = re.compile(r"\?|\b(?:if|would|wish|used to|once|yesterday|last)\b", re.I)
_ZH_ASKERS: Final = (
    r"(?:大家|朋友们?|同事们?|亲戚们?|邻居们?|家里人|周围的人|身边的人|全村|全组|组里|办公室|熟人"
    r"|亲戚家(?:的)?孩子)"
)
_ZH_ASKED: Final = re.compile(
    rf"{_ZH_ASKERS}(?:有[\u4e00-\u9fff]{{1,4}}?)?(?:都|总|老|经常|总是|老是|一般)+"
    r"(?:来)?(?:找|请)(?:我|俺)(?:帮忙|帮他们|帮)?(?P<d>[\u4e00-\u9fffA-Za-z]{2,5}?)"
    r"(?=[，,。！!；;]|$)"
)
_ZH_NOT_DOING: Final = re.compile(r"^(?:吃饭|喝酒|玩|聊天|帮忙|办事|出去|打牌|借钱|带娃|接孩子)")
_ZH_ASIDE: Final = re.compile(r"吗|？|\?|如果|要是|昨天|上次|那次|以前")


def english(text: str) -> list[Fill]:
    """The skills an English sentence says people ask the user for."""
    if _EN_ASIDE.search(text):
        return []
    found: list[str] = []
    for match in _EN_ASKED.finditer(text):
        verb = (match["v"] or match["v2"]).lower()
        thing = _EN_STOP.sub("", match["o"] or match["o2"])
        if verb not in _EN_NOT_DOING and thing.lower() not in ("it", "them", "this", "that"):
            found.append(f"{gerund(verb)} {thing}")
    return [Fill(SKILL, value) for value in dict.fromkeys(found)]


def chinese(text: str) -> list[Fill]:
    """The skills a Chinese sentence says people ask the user for."""
    if _ZH_ASIDE.search(text):
        return []
    found = [m["d"] for m in _ZH_ASKED.finditer(text) if not _ZH_NOT_DOING.match(m["d"])]
    return [Fill(SKILL, value) for value in dict.fromkeys(found)]


def added(fills: list[Fill], found: list[Fill]) -> list[Fill]:
    """The fills with each skill found that no fill already names."""
    known = {f.value.lower() for f in fills if f.slot == SKILL}
    return fills + [f for f in found if f.value.lower() not in known]
