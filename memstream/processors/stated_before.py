"""What the user stated before, for updates said later in the session or in another one.

A user says "I'm vegan" on Monday and "I eat eggs again" a month later, in another session;
"use dark mode" in one chat and "back to light please" in the next; "I'm vegan", then two
messages about a trip, then "I eat fish now" in the same chat. The grammar reads such an
update against what was stated before it (`grammar/revised.py`); the session buffer holds
only the session's own messages, and the grammar reads only the latest of them that stated
something. So the extract stage keeps, per user, the values the user stated of themselves
(`StatedValue`: the grammar's fill, as read when it was said, so nothing is parsed again),
across messages and sessions: the latest of a single-valued slot, the latest `PER_MULTI_SLOT`
of a multi-valued one, at most `MAX_STATED` in all. A later message, in this session or
another, is revised against them. They are forgotten and erased with the rest of the stage's
state. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Final

from pydantic import BaseModel

from memstream.processors.grammar.fills import MULTI_SLOTS, Fill, draft
from memstream.schemas.base import AwareDatetime
from memstream.schemas.events import Forget
from memstream.text import has_cjk, normalize

PER_MULTI_SLOT: Final = 4
"""Values kept of a multi-valued slot (likes, habits, conditions ...): the latest."""
MAX_STATED: Final = 48
"""Values kept per user in all: the oldest leave first."""


class StatedValue(BaseModel):
    """A value the user stated of themselves: the fill, and the session, event and time."""

    session_id: str
    event_id: str
    time: AwareDatetime
    fill: Fill


def kept_after(stated: Sequence[StatedValue], said: Sequence[StatedValue]) -> list[StatedValue]:
    """`stated` with the values just `said` added as the latest (a value said again moves up;
    per slot and in all, the oldest beyond the bounds leave)."""
    fresh = {_identity(s.fill) for s in said}
    values = sorted(
        [*(s for s in stated if _identity(s.fill) not in fresh), *said], key=lambda s: s.time
    )
    kept: list[StatedValue] = []
    per_slot: dict[str, int] = {}
    for value in reversed(values):
        slot = value.fill.slot
        room = PER_MULTI_SLOT if slot in MULTI_SLOTS else 1
        if per_slot.get(slot, 0) < room and len(kept) < MAX_STATED:
            per_slot[slot] = per_slot.get(slot, 0) + 1
            kept.append(value)
    return kept[::-1]


def _identity(fill: Fill) -> tuple[str, str, str]:
    return fill.slot, fill.kind, fill.value.casefold()


def stated_earlier(stated: Sequence[StatedValue], before: datetime) -> list[Fill]:
    """The values stated before `before`, in this session or another, the oldest first."""
    return [s.fill for s in stated if s.time < before]


def forgotten(stated: Sequence[StatedValue], selector: Forget) -> list[StatedValue]:
    """`stated` without what a forget command covers: everything, a session's, a memory key's,
    or the values whose words hold the text or topic forgotten."""
    if selector.all:
        return []
    return [s for s in stated if not _covers(selector, s)]


def _covers(selector: Forget, stated: StatedValue) -> bool:
    fill = stated.fill
    if selector.key is not None and selector.key.startswith("session:"):
        return stated.session_id == selector.key.removeprefix("session:").split(":")[0]
    if selector.key is not None:
        return draft(fill, "", has_cjk(fill.value)).key == selector.key
    words = normalize(f"{fill.value} {fill.kind} {fill.extra.get('said') or ''}")
    needles = [normalize(t) for t in (selector.match, selector.topic) if t]
    return any(needle in words for needle in needles)
