"""Chinese goals named after they are said: a clause, then 这（就）是我的目标 / 梦想 / 心愿
(今年瘦到一百斤，这就是我的目标): the clause is the goal. As `en_goal_label` reads "…, that's
the target". Someone else's goal (这是他的梦想) is not the user's. Pure."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_NAMED_AFTER: Final = re.compile(
    r"^(?P<x>[^，,。；;！!？?]{2,30})[，,；;—]\s*(?:这|那)(?:就|才|也)?是我(?:们)?"
    r"(?:今年|明年|这辈子|现在|目前)?的?(?:最大的?|唯一的?|终极|小|大)?(?:目标|梦想|心愿|愿望|追求)"
)
_LEAD: Final = re.compile(r"^(?:我|咱)?(?:们)?(?:想|要|希望|打算|争取|今年|明年)*")
_NOT_A_DOING: Final = re.compile(r"^(?:这|那|它|他|她|你)|[吗呢？?]")


def named_after(text: str) -> list[Fill]:
    """The goal a clause is called after it (see the module), its lead words (我想, 今年)
    left out."""
    found = _NAMED_AFTER.match(text.strip())
    if found is None or _NOT_A_DOING.search(found["x"]):
        return []
    value = _LEAD.sub("", found["x"].strip())
    return [Fill("goal", value)] if len(value) >= 2 else []
