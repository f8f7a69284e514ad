"""A taste said by what a thing tastes or smells like to the user, EN and ZH (issue 22,
g54t): "Coriander tastes of soap to me", "IPAs taste like pine soap to me now", "Durian
smells like heaven to me", 香菜吃起来一股肥皂味, 榴莲闻着像臭袜子, 苦瓜在我嘴里跟药一样. A
thing likened to what no one eats is disliked; likened to heaven or home, liked.

Silent on a thing at hand ("This wine tastes like vinegar", "the coffee here…", 这杯咖啡), a
person, a question and someone else's mouth ("to my husband"). Pure: text in, fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

LIKE: Final = "like"
DISLIKE: Final = "dislike"

_EN_BAD: Final = (
    r"soap|dirt|cardboard|garbage|trash|feet|medicine|chalk|plastic|rubber|metal|pennies|ash"
    r"|ashes|an ashtray|sweat|socks|vomit|mud|petrol|gasoline|bleach|perfume|toothpaste"
    r"|cough syrup|sawdust|glue|paper|wet dog|dish ?water|mould|mold|rot|death|nothing"
)
_EN_GOOD: Final = r"heaven|home|candy|magic|perfection|childhood|summer|christmas|paradise|bliss"
_EN_SENSED: Final = re.compile(
    r"^\W*(?:(?:honestly|tbh|ugh|man|and|but|so|also)[,\s]+)*"
    r"(?P<x>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,3}?)\s+"
    r"(?:(?:just|really|literally|honestly|always|all|still|now|has started to|have started to"
    r"|started to)\s+)*(?:tastes?|smells?)\s+(?:like|of)\s+(?:(?:a|an|pure|actual|straight|old"
    r"|wet|dirty|burnt|pine|dish|bar|cheap|hand)\s+)*"
    rf"(?:(?P<bad>{_EN_BAD})|(?P<good>{_EN_GOOD}))\b"
    r"(?:\s+(?:to me|for me|in my mouth))?(?:\s+(?:now|honestly|tbh|lol))*\s*(?:$|[.!,;—–])",
    re.IGNORECASE,
)
"""A thing, then what it tastes or smells like."""
_EN_NOT_THINGS: Final = re.compile(
    r"^(?:it|this|that|these|those|the|my|your|our|his|her|their|he|she|they|you|we|i"
    r"|everything|something|anything|nothing|today|tonight|food here|coffee here)\b",
    re.IGNORECASE,
)
"""A pointer, a thing at hand or a person where the thing goes: no lasting taste."""
_EN_ASIDE: Final = re.compile(r"\?|\b(?:if|would|might|says|said|thinks)\b", re.IGNORECASE)
_EN_THEIRS: Final = re.compile(
    r"\b(?:tastes?|smells?)\b.*\bto (?:him|her|them|my (?!mouth\b)\w+)\b", re.IGNORECASE
)
"""A thing likened to something in someone else's mouth: their taste, not the user's."""


def english(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the taste an English sentence says by what a thing tastes like."""
    found = _EN_SENSED.match(text.strip())
    if found is not None and _EN_THEIRS.search(text):  # "… tastes like soap to my husband"
        return [f for f in fills if f.value.lower() != found["x"].lower()]
    if found is None or _EN_ASIDE.search(text) or _EN_NOT_THINGS.match(found["x"]):
        return fills
    thing = found["x"]
    if not any(c.isupper() for c in thing[1:].split(" ")[0]):
        thing = thing[:1].lower() + thing[1:]  # "Coriander" as a kind: "coriander"; "IPAs" kept
    if any(f.value.lower() == thing.lower() for f in fills if f.slot in (LIKE, DISLIKE)):
        return fills
    return [*fills, Fill(DISLIKE if found["bad"] else LIKE, thing)]


_ZH_BAD: Final = (
    r"肥皂|洗洁精|洗衣粉|泥土|泥巴|土|臭袜子|袜子|药|中药|纸板|塑料|铁锈|汽油|臭脚|抹布|泔水|馊"
)
_ZH_SENSED: Final = re.compile(
    r"^(?P<x>[\u4e00-\u9fffA-Za-z]{1,8}?)(?:在我嘴里|对我来说|我)?(?:吃起来|喝起来|闻起来|尝起来"
    r"|吃着|喝着|闻着|尝着|的味道|味道)?(?:就|简直|真的|总|总是|完全)*(?:像|跟|有股|有一股|一股|股|就是|是一股)"
    r"(?:子)?"
    rf"(?P<bad>{_ZH_BAD})(?:一样|似的|的?味儿?|的?味道)?(?:了|啊|呀)*$"
)
"""A thing, then what it tastes or smells like (香菜吃起来一股肥皂味)."""
_ZH_NOT_THINGS: Final = re.compile(r"^(?:这|那|他|她|你|它|今天|昨天|我)")
_ZH_ASIDE: Final = re.compile(r"[？?吗]|如果|要是|他说|她说|觉得你")
_ZH_CLAUSES: Final = re.compile(r"[，,。！!；;~～\n]+")


def chinese(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the dislike a Chinese sentence says by what a thing tastes like."""
    if _ZH_ASIDE.search(text):
        return fills
    known = {f.value for f in fills if f.slot in (LIKE, DISLIKE)}
    for clause in (c.strip() for c in _ZH_CLAUSES.split(text)):
        found = _ZH_SENSED.match(clause)
        if found is None or len(found["x"]) < 2 or _ZH_NOT_THINGS.match(found["x"]):
            continue
        if found["x"] in known or clause == found["x"] + found["bad"]:
            continue  # a sensing word or a likening must stand between them
        fills = [*fills, Fill(DISLIKE, found["x"])]
        known.add(found["x"])
    return fills
