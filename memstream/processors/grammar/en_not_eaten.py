"""A food or drink the user does not take, with a reason of taste beside it, is a dislike
(issue 22, g51t; docs/slots.md: a food avoided by taste is a `dislike`, one avoided as a rule
a `diet`): "i dont drink coffee at all (tastes burnt to me)", "I don't eat okra, the texture
is awful", "I never eat mushrooms, too slimy". Without a reason of taste ("I don't eat
breakfast", "I don't eat pork") nothing is read here. Pure."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_NOT_TAKEN: Final = re.compile(
    r"(?i)\bi\s+(?:just\s+|really\s+|usually\s+|normally\s+|generally\s+)?"
    r"(?:don't|dont|do not|never|won't|wont|can't|cant)\s+(?:really\s+|ever\s+)?"
    r"(?:eat|drink|touch|stomach)\s+(?P<x>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}?)"
    r"(?=\s*(?:$|[,.;!(—–-]|\bat all\b|\banymore\b|\bbecause\b|\bcause\b|\bcoz\b|\bsince\b))"
)
"""The user does not take a thing ("I don't drink coffee", "I never eat mushrooms")."""
_TASTE_REASON: Final = re.compile(
    r"(?i)\b(?:tastes?|tasted|taste of|flavou?r|texture|smell|smells|slimy|bitter|burnt|"
    r"too (?:spicy|sweet|bitter|sour|salty|rich|greasy|oily|hot|strong)|gross|vile|yuck"
    r"|disgusting|revolting|nasty|can't stand|hate)\b"
)
"""A reason of taste said beside it (the taste, the texture, the smell, too spicy)."""
_NOT_FOODS: Final = frozenset(
    """breakfast lunch dinner supper brunch meals meal much a lot out late anything that it this
    them those these meat pork beef fish seafood shellfish dairy eggs gluten alcohol booze
    sugar carbs""".split()
)
"""What is no taste (a meal, an amount, a pronoun) or a diet's food (read as the diet)."""


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with a dislike of what the user does not take for its taste."""
    if "?" in text or _TASTE_REASON.search(text) is None:
        return fills
    found = _NOT_TAKEN.search(text)
    if found is None or found["x"].lower() in _NOT_FOODS:
        return fills
    thing = found["x"]
    said = {(f.slot, f.value.lower()) for f in fills}
    if ("dislike", thing.lower()) in said or any(f.slot == "diet" for f in fills):
        return fills
    return [*fills, Fill("dislike", thing)]
