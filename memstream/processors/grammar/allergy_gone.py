"""An allergy that no longer holds: all of them ("So no allergies at all actually", "turns out
I'm not allergic to anything", 我其实什么都不过敏), or the thing one can take again ("I can eat
shellfish again now", 海鲜我现在能吃了). What was known ends; a question, a wish or someone
else's allergies ("my son has no allergies") end nothing.

Pure: the sentence in, the endings out.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

_EN_NONE: Final = re.compile(
    r"(?:^|[,;.:]\s*|\b(?:so|actually|turns out|now)\s+)(?:(?:i have|i've got|i've|i got) )?"
    r"no (?:food |known )?allergies(?: at all| whatsoever| anymore| now)?\b"
    r"|\b(?:i'm|i am|im) (?:actually |now )?not allergic to anything\b",
    re.IGNORECASE,
)
_ZH_NONE: Final = re.compile(
    r"(?:我|本人)?(?:其实|现在|已经)?(?:什么都不|啥都不|没有任何|对什么都不)过敏"
)
_EN_AGAIN: Final = re.compile(
    r"\bi can (?:eat|have|drink|touch|be around|use) (?P<x>[a-z][\w' -]{1,30}?)"
    r" (?:again|now)\b",
    re.IGNORECASE,
)
_ZH_AGAIN: Final = re.compile(
    r"(?:^|[，,。])(?P<x>[\u4e00-\u9fff]{1,6}?)(?:我)?(?:现在|已经|终于)(?:也)?(?:能|可以)(?:吃|碰|喝|用)了"
)
_NOT_OWN: Final = re.compile(
    r"\?|？|吗|\bif\b|\bwish\b|\bhope\b|\b(?:he|she|they|his|her|their)\b|\bmy (?:son|daughter|kid"
    r"|kids|wife|husband|partner|mum|mom|dad|friend)\b|如果|要是|希望|[他她]|我(?:儿子|女儿|老公|老婆|孩子)",
    re.IGNORECASE,
)


def allergy_gone(sentence: str) -> list[Fill]:
    """The endings of the user's allergies a sentence says no longer hold."""
    if _NOT_OWN.search(sentence):
        return []
    chinese = re.search(r"[\u4e00-\u9fff]", sentence) is not None
    if (_ZH_NONE if chinese else _EN_NONE).search(sentence):
        extra = {"object": "", "verb": "", "slots": ["allergy"], "whole": True}
        return [Fill("ending", "allergies", action=NEGATE, terms=("allergy",), extra=extra)]
    found = (_ZH_AGAIN if chinese else _EN_AGAIN).search(sentence)
    if found is None:
        return []
    thing = found["x"]
    extra = {"object": thing, "verb": "", "slots": ["allergy"]}
    return [Fill("ending", thing, action=NEGATE, terms=(thing,), extra=extra)]


def with_gone(sentence: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the allergies the sentence says are gone; an ending another reader
    found of the same thing (as a taste: 海鲜我现在能吃了) ends the allergy too."""
    gone = allergy_gone(sentence)
    if not gone:
        return fills
    ended = {f.value for f in fills if f.action == NEGATE and f.slot == "ending"}
    kept = [_also_allergy(f) if f.value in ended and f.action == NEGATE else f for f in fills]
    return kept + [g for g in gone if g.value not in ended]


def _also_allergy(fill: Fill) -> Fill:
    """An ending that names its slots, the allergy among them."""
    slots = fill.extra.get("slots")
    if not isinstance(slots, list) or "allergy" in slots:
        return fill
    return replace(fill, extra={**fill.extra, "slots": [*slots, "allergy"]})
