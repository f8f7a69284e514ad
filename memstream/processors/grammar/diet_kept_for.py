"""A diet said by how long it has been kept, the time first: "Six years vegan now", "eighteen
months sober this week", "recovering alcoholic, 2 years clean". The way of eating holds now;
the time is no plan ("eighteen months sober this week" names no event on a day).

"clean" is a diet only where the message speaks of drink ("alcoholic", "drinking"); a time
kept that is over ("I was vegan for six years") or wished ("I want to be a year sober") is
not read here.

Pure: the sentence and its fills in, the fills with the diet out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_NUMBER: Final = (
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen"
    r"|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|several"
    r"|many|a few|a couple of)"
)
_DIETS: Final[dict[str, str]] = {
    "vegan": "vegan", "vegetarian": "vegetarian", "veggie": "vegetarian",
    "pescatarian": "pescatarian", "sober": "no alcohol", "teetotal": "no alcohol",
    "alcohol-free": "no alcohol", "booze-free": "no alcohol", "kosher": "kosher",
    "halal": "halal", "gluten-free": "gluten-free", "clean": "no alcohol",
}  # fmt: skip
_KEPT_FOR: Final = re.compile(
    r"(?:^|[,;:.!]\s*|\b(?:and|now|i'm|i am|im)\s+)"
    rf"(?P<span>{_NUMBER}(?:\s+and\s+a\s+half)?\s+(?:days?|weeks?|months?|years?|yrs?)"
    rf"\s+(?P<d>{'|'.join(map(re.escape, _DIETS))}))\b(?!-|\s+(?:recipes?|restaurants?|options?"
    r"|food|meals?|dishes|diet plan|challenge|trial))",
    re.IGNORECASE,
)
"""How long, then the way of eating kept that long, opening a part of the sentence."""
_DRINK_SAID: Final = re.compile(r"\b(?:alcoholic|alcohol|drink|drinking|booze|aa)\b", re.I)
_NOT_KEPT: Final = re.compile(
    r"\b(?:was|were|used to|would|if|want|wanna|hope|hoping|goal|try|trying|aim|plan)\b|\?",
    re.IGNORECASE,
)


def kept_for(sentence: str) -> tuple[str, str] | None:
    """(diet, the words that say it) of a diet said by how long it has been kept."""
    found = _KEPT_FOR.search(sentence)
    if found is None or _NOT_KEPT.search(sentence[: found.end()]):
        return None
    diet = found["d"].lower()
    if diet == "clean" and _DRINK_SAID.search(sentence) is None:
        return None  # "two years clean" of what is not said
    return _DIETS[diet], found["span"]


def with_kept_diet(sentence: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the diet kept for a while, when none is found, and without a plan read
    from the same words ("eighteen months sober" is no event)."""
    found = kept_for(sentence)
    if found is None:
        return fills
    diet, span = found
    kept = [f for f in fills if not (f.slot == "plan" and f.value.lower() in span.lower())]
    if any(f.slot == "diet" and f.subject == "user" for f in kept):
        return kept
    return [*kept, Fill("diet", diet)]
