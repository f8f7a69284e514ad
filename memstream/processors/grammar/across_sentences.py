"""What one English sentence of a message says about the next: a start still to come said
alone before a habit ("Starting tomorrow. I run every morning!"), and a value corrected in a
sentence of its own ("Call me Rob. Actually, make that Robert.")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from typing import Final

from memstream.processors.grammar import en, en_habits
from memstream.processors.grammar.fills import Fill


def carried(
    text: str, fills: list[Fill], before: str, stated: Sequence[Fill], anchor: date
) -> list[Fill]:
    """The English sentence's fills, read with the sentence before it (`before`) and what the
    message's earlier sentences said of the user (`stated`)."""
    if before and len(before.split()) <= 4:  # "Starting tomorrow." then "I run every morning!"
        fills = en_habits.begun(fills, f"{before} {text}")
    found = _CORRECTING.match(text)
    if fills or not stated or found is None or len(found["rest"].split()) > 4:
        return fills
    return en.bare_value(found["rest"], list(stated), anchor)  # "Actually, Robert."


_CORRECTING: Final = re.compile(
    r"^\W*(?:actually|sorry|no wait|wait|i mean|i meant|or rather|scratch that|correction|oops"
    r"|typo)\W+(?:no\W+)?(?:make (?:that|it)\s+|it'?s\s+|that'?s\s+)?(?P<rest>[^.!?,;]{1,40}?)"
    r"\W*$",
    re.IGNORECASE,
)
"""A sentence that only corrects ("Actually, Robert.", "Sorry, make that Leeds.")."""
