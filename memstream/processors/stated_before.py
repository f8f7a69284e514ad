"""What the user stated in earlier sessions, for updates said in a later one.

A user says "I'm vegan" on Monday and "I eat eggs again" a week later, in another session;
"use dark mode" in one chat and "back to light please" in the next. The grammar reads such an
update against what was stated before it (`grammar/revised.py`), and the session buffer holds
only the session's own messages. So the extract stage keeps, per user, the latest few user
messages that stated something about the user, across sessions (`StatedMessage`, bounded by
`MAX_STATED` and `MAX_STATED_CHARS`); a later message in another session is revised against them.
They are forgotten and erased with the rest of the stage's state. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Final

from pydantic import BaseModel

from memstream.schemas.base import AwareDatetime
from memstream.text import normalize

MAX_STATED: Final = 4
"""Earlier statement messages kept per user."""
MAX_STATED_CHARS: Final = 600
"""Longer messages are not kept: a revision is read against short statements."""


class StatedMessage(BaseModel):
    """A user message that stated something about the user: its session, event and text."""

    session_id: str
    event_id: str
    time: AwareDatetime
    content: str


def kept_after(stated: Sequence[StatedMessage], message: StatedMessage) -> list[StatedMessage]:
    """`stated` with `message` added as the latest (the same event once; at most `MAX_STATED`,
    the oldest leaving first); a message too long to keep changes nothing."""
    if len(message.content) > MAX_STATED_CHARS:
        return list(stated)
    others = [m for m in stated if m.event_id != message.event_id]
    return sorted([*others, message], key=lambda m: m.time)[-MAX_STATED:]


def said_elsewhere(
    stated: Sequence[StatedMessage], session_id: str, before: datetime
) -> tuple[str, ...]:
    """The kept statements of other sessions said before `before`, the latest first."""
    earlier = [m for m in stated if m.session_id != session_id and m.time < before]
    return tuple(m.content for m in reversed(earlier))


def without_matching(stated: Sequence[StatedMessage], needle: str) -> list[StatedMessage]:
    """`stated` without the messages that hold a forgotten text (compared normalized)."""
    return [m for m in stated if needle not in normalize(m.content)]
