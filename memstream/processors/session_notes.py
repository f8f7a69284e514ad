"""What a session settles and leaves open, English and Chinese: decisions, open loops, dates.

Pure. A decision is a statement such as "we decided to…", "let's go with…", "we'll
use…", "决定…", "就用…", "那就…"; an open loop one such as "we still need to…", "TODO",
"remind me to…", "还没决定", "回头再…". Questions are neither.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime
from typing import Final

from memstream.text import split_sentences

MAX_NOTES: Final = 10
_DECISION: Final = re.compile(
    r"\b(?:(?:i|we)(?:'ve| have)? decided|decided (?:to|on|that)|the decision is|let'?s go with"
    r"|let'?s use|let'?s do|we'?ll use|we will use|we'?ll go with|we will go with"
    r"|we'?re going with|we are going with|i'?ll go with|settled on|we agreed (?:to|on|that)"
    r"|the plan is to|final choice is)\b"
    r"|决定|就用|那就(?!好|行|算了)|就这么定|定下来|敲定|就选|最终选|选定|就按(?:这个|你说的)",
    re.IGNORECASE,
)
_OPEN_LOOP: Final = re.compile(
    r"\b(?:todo|to-do|still (?:need|have) to|need to figure out|needs to be decided|tbd"
    r"|haven'?t decided|not decided yet|open question|remind me to|follow up on|come back to"
    r"|next step is|next steps are|later we (?:need|should)|pending)\b"
    r"|待办|还没(?:决定|想好|确定|做完|完成|定)|还需要|回头再|之后再|下次再|待定|有待|跟进|提醒我",
    re.IGNORECASE,
)
_UNDECIDED: Final = re.compile(
    r"\b(?:(?:haven'?t|hasn'?t|didn'?t|not|never)\s+(?:yet\s+)?decided|undecided)\b"
    r"|(?:还没|没有?|未)(?:有)?(?:决定|定)",
    re.IGNORECASE,
)
_QUESTION: Final = re.compile(r"(?:[?？]|[吗呢][。.!！]?)\s*$")


def _statements(text: str) -> list[str]:
    return [s for s in split_sentences(text) if not _QUESTION.search(s)]


def decisions_in(text: str) -> list[str]:
    """The sentences of a text that state a decision (not an undecided one)."""
    if not _DECISION.search(text):
        return []  # most messages decide nothing: no need to split them
    return [
        sentence
        for sentence in _statements(text)
        if _DECISION.search(sentence) and not _UNDECIDED.search(sentence)
    ]


def open_loops_in(text: str) -> list[str]:
    """The sentences of a text that leave something open."""
    if not _OPEN_LOOP.search(text):
        return []
    return [sentence for sentence in _statements(text) if _OPEN_LOOP.search(sentence)]


def dates_of(times: Iterable[datetime]) -> list[str]:
    """The calendar days (ISO dates, in order) the given event times fall on."""
    return sorted({time.date().isoformat() for time in times})


def add_notes(notes: list[str], new: Iterable[str], limit: int = MAX_NOTES) -> list[str]:
    """The notes with new ones appended (no repeats), the latest `limit` kept."""
    merged = list(notes)
    for note in new:
        if note not in merged:
            merged.append(note)
    return merged[-limit:]
