"""A food or drink given up is a way of eating: the ending a sentence says of it ("I cut out
dairy", "gave up meat two years ago", 我不吃肉了, 已经不喝酒了) comes with the diet it makes
(dairy-free, vegetarian, no alcohol), read off the diet lexicons (`en_health.FOOD_DIETS`,
`zh_health.DIETS`), never off one wording.

Pure: each function takes the sentence's fills (and text) and returns them with the diets.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_health, zh_health
from memstream.processors.grammar.fills import NEGATE, Fill

_EN_WHILE: Final = re.compile(
    r"\bfor (?:lent|a (?:week|month|bit|while|few days)|january|dry january|the month|now)\b"
    r"|\b(?:today|tonight|this week|this month)\b|\?"
)
"""A food given up for a while only, or a question: no way of eating."""
GIVING_UP: Final = (
    "quit", "quitted", "stopped", "gave up", "given up", "giving up", "cut out", "cutting out",
    "cut", "ditched", "dropped", "kicked", "no more", "done with", "off", "sworn off",
    "swore off", "eliminated", "anymore", "any more", "no longer",
)  # fmt: skip
"""Words of giving a food up: an ending said with none of them ("I'm fine with gluten now")
accepts the food again and makes no diet."""
_GIVING_UP: Final = re.compile(r"\b(?:" + "|".join(map(re.escape, GIVING_UP)) + r")\b")
_ZH_WHILE: Final = re.compile(r"今天|今晚|这顿|明天|这周|这几天|这个月|吗|？|\?")


def en_diets(fills: list[Fill], low: str) -> list[Fill]:
    """The fills with the diet a user's ending of a food makes ("I cut out dairy" → dairy-free),
    unless the sentence already says a diet or gives the food up for a while only."""
    if _EN_WHILE.search(low) or any(f.slot == "diet" and f.subject == "user" for f in fills):
        return fills
    if _GIVING_UP.search(low) is None:
        return fills
    for fill in fills:
        if fill.action != NEGATE or fill.subject != "user":
            continue
        slots = fill.extra.get("slots")
        if isinstance(slots, list) and ("diet" not in slots or "allergy" in slots):
            continue  # an ending of an employer or a pet names no food; an allergy outgrown
        diet = en_health.diet_of_food(str(fill.extra.get("object") or ""))
        if diet is not None:
            return [*fills, Fill("diet", diet)]
    return fills


def zh_diets(fills: list[Fill], text: str) -> list[Fill]:
    """The fills with the diet a user's ending of a food makes (我不吃肉了 → vegetarian,
    已经不喝酒了 → no alcohol), unless the sentence already says a diet or is of a day only."""
    if _ZH_WHILE.search(text) or any(f.slot == "diet" and f.subject == "user" for f in fills):
        return fills
    for fill in fills:
        said = str(fill.extra.get("said") or "")
        if fill.action == NEGATE and fill.subject == "user" and said in zh_health.DIETS:
            return [*fills, Fill("diet", zh_health.DIETS[said])]
    return fills
