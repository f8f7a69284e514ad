"""The diet holds one value: of several said in one sentence, the one the slot table keeps.

A named diet wins over a food left out ("I don't eat pork, I keep kosher" is kosher;
不吃猪肉，我们是清真 is halal); a diet corrected in the sentence keeps the correction only
("I'm vegetarian — well, pescatarian, I eat fish"). Diets said of someone else are left alone.

Pure: a sentence's fills in, its fills out.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

_CORRECTED: Final = re.compile(
    r"(?:[—–-]|,)\s*(?:well|i mean|or rather|actually|sorry|technically|more like)\b[ ,]*"
    r"|\b(?:no wait|scratch that)\b|(?:不对|准确说|准确地说|应该说|其实是|严格来说)",
    re.IGNORECASE,
)
"""A correction between two values ("vegetarian — well, pescatarian", 吃素，准确说是蛋奶素)."""


def _left_out(value: str) -> bool:
    """A diet that only leaves a food out (`no pork`, 不吃猪牛羊), not a named one."""
    return value.lower().startswith(("no ", "不"))


def one_diet(sentence: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the user's diet as the sentence settles it: a named diet over a food
    left out, a corrected diet over the one it corrects."""
    diets = [f for f in fills if f.slot == "diet" and f.subject == "user" and f.action != NEGATE]
    if len(diets) < 2:
        return fills
    named = [f for f in diets if not _left_out(f.value)]
    dropped = [f for f in diets if _left_out(f.value)] if named else []
    corrected = _corrected(sentence, named)
    if corrected is not None:
        dropped += [f for f in named if f is not corrected]
    return [f for f in fills if not any(f is d for d in dropped)]


def _corrected(sentence: str, named: list[Fill]) -> Fill | None:
    """The named diet said after a correction that follows another named diet."""
    low = sentence.lower()
    placed = sorted(
        ((low.find(f.value.lower()), f) for f in named if low.find(f.value.lower()) >= 0),
        key=lambda pair: pair[0],
    )
    for (before, _), (after, fill) in pairwise(placed):
        if _CORRECTED.search(low[before:after]):
            return fill
    return None
