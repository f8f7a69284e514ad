"""A Chinese way of eating said as what one eats now (issue 22 point 2): 现在吃蛋奶素了, 开始吃全素,
改成吃长素 after another diet. The diet is read, never a habit of eating it (吃蛋奶素 is no
routine). Only the user's clause with a word of now or of starting, never 不再吃长素了 (an
ending), a wish or a question. Pure; the diets are `zh_health.DIETS`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_health import DIETS

_EATEN: Final = tuple(
    sorted(
        (k for k in DIETS if k.startswith(("素", "蛋", "全", "纯", "长", "吃"))),
        key=len,
        reverse=True,
    )
)
_NOW: Final = re.compile(
    r"^(?:我们?|我家)?(?:现在|如今|目前|最近|这阵子|已经|也|就)*(?:改成了?|改为|改|开始|换成了?|都|只)*吃?(?P<d>"
    + "|".join(map(re.escape, _EATEN))
    + r")(?:了|啦|的)?$"
)
_CUE: Final = re.compile(r"现在|如今|目前|最近|改|开始|换成|了$")
_NOT: Final = re.compile(r"不|没|想|打算|准备|要是|如果|吗|？|\?")
_CLAUSES: Final = re.compile(r"[，,。！!；;～~…\s]+")


def diet_now(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the diet a clause says is eaten now (see the module) in place of a habit
    of eating it; as they are when a diet is read already or none is said."""
    if any(f.slot == "diet" and f.subject == "user" and f.action != "negate" for f in fills):
        return [f for f in fills if not _diet_habit(f)]
    for clause in _CLAUSES.split(text):
        found = _NOW.match(clause)
        if found is None or _NOT.search(clause) or not _CUE.search(clause):
            continue
        said = found.group("d")
        kept = [f for f in fills if not _diet_habit(f)]
        return [*kept, Fill("diet", DIETS[said], extra={"changed": True})]
    return fills


def _diet_habit(fill: Fill) -> bool:
    """True for a habit of the user's that only names a diet eaten (吃蛋奶素): no routine."""
    value = re.sub(r"^(?:现在|如今|目前|每天|平时|都|改|开始)*吃?", "", fill.value)
    return fill.slot == "habit" and fill.subject == "user" and value.rstrip("了啦") in DIETS
