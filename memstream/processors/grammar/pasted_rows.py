"""Rows of a table the user pastes are records, not what the user says of themself (g52o):
a Markdown table (a row of cells under a "|---|---|" rule) or comma-separated lines
("订单号,收件人,地址", "name,city,diet" then a row per person). Each row names its own
person; none of it is the user's, whatever words its cells hold (清真, vegan, a city).

Pure: `kept(sentence, message, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_RULE: Final = re.compile(r"(?m)^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*){2,}\|?\s*$")
"""The rule under the header of a Markdown table of three columns or more ("|---|---|---|");
a table of two is a form of labels and values ("| city | Tucson |"), the user's own."""
_CELLS: Final = re.compile(r"^\s*\|(?:[^|\n]*\|){2,}")
"""A Markdown row: at least two cells between bars."""
_CSV_ROW: Final = re.compile(r"(?m)^[^,\n]{1,40}(?:,[^,\n]{0,40}){2,}$")
"""A comma-separated line of at least three fields."""


def kept(sentence: str, message: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own when the sentence is a row of a pasted table."""
    if not fills or not a_row(sentence, message):
        return fills
    return [f for f in fills if f.subject != "user"]


def a_row(sentence: str, message: str) -> bool:
    """True when the sentence is a row of a table the message holds."""
    if _CELLS.match(sentence) and _RULE.search(message):
        return True
    if "," not in sentence or ", " in sentence.strip() or not _CSV_ROW.match(sentence.strip()):
        return False
    rows = _CSV_ROW.findall(message)
    return len(rows) >= 2 and len({row.count(",") for row in rows}) == 1
