"""A want to try something is a taste to test, not a goal (g53o): "I want to try a sweater",
"I'd like to try the new ramen place", "want to give pottery a go", 想试试吃素一段时间,
我想尝尝这家火锅, 想试一下攀岩. A goal is something the user wants to achieve
(docs/slots.md); trying names no end to reach. "I want to try to run a marathon" (trying to
reach an end) and plain wants ("I want to learn Italian", 想学日语) stay goals.

Pure: `kept(fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_TRY: Final = re.compile(
    r"(?i)^(?:"
    r"(?:try|trying|tried)\b(?!\s+(?:to|and)\b)"
    r"|give\s+.+\s+a\s+(?:try|go|shot|whirl)$"
    r"|(?:试试|试一试|试一下|试下|尝尝|尝一尝|尝一下|尝试一下)"
    r")"
)
"""A goal's value that only tries something: "try a sweater", 试试攀岩."""


def kept(fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's goals that only try something."""
    return [f for f in fills if not _tried(f)]


def _tried(fill: Fill) -> bool:
    """True when the fill is a goal of the user's that only tries something."""
    return fill.slot == "goal" and fill.subject == "user" and bool(_TRY.search(fill.value))
