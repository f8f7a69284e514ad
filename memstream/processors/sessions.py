"""Session windows of the extract stage: buffer a user's sessions, close them, propose episodes.

The state of one user (`tenant:user`) holds their open sessions by session id (a
missing session id is "default"). A session closes on `session.ended`, or when a
later event of the same user comes more than the inactivity gap (in event time) after
the session's last event. Closing proposes a summary episode. As turns arrive they
are also cut into chunk episodes (`processors/chunks.py`): a window is proposed as soon
as it is full, the last partial window when the session closes, so no more than one
window of turns is ever pending. When the same session id goes on after it closed, the
next part is a new segment with its own key (`session:<id>:2`, its chunks
`session:<id>:2:chunk:<n>`), so it never overwrites the first part's episodes.
Tool calls are turns too, shown by their outcome line. Each open session also keeps its
journal (`processors/journal.py`) and its tool trail (`matchers/tools.py`); the user's
state keeps the lessons learned from tool outcomes. Everything kept is bounded.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from pydantic import BaseModel, Field

from memstream.processors.chunks import EpisodeChunk, make_chunk, split_windows
from memstream.processors.episodes import SessionMessage
from memstream.processors.journal import SessionJournal
from memstream.processors.matchers.tools import KnownLesson, ToolTrail, outcome_line
from memstream.processors.stated_before import StatedValue, forgotten
from memstream.schemas.base import AwareDatetime, Scope
from memstream.schemas.constructed import constructed
from memstream.schemas.events import EventBase, Forget, MessagePosted, ToolCalled
from memstream.text import normalize

DEFAULT_SESSION: Final = "default"
MAX_BUFFERED_MESSAGES: Final = 200
MAX_REMEMBERED_SEGMENTS: Final = 256


class SessionBuffer(BaseModel):
    """One open session: its scope, times, and its latest messages."""

    scope: Scope
    segment: int = 1
    started_at: AwareDatetime
    last_at: AwareDatetime
    message_count: int = 0
    messages: list[SessionMessage] = Field(default_factory=list)
    pending: list[SessionMessage] = Field(default_factory=list)
    """Turns not yet shown by a chunk (at most one window)."""
    chunk_count: int = 0
    shown_last: SessionMessage | None = None
    """The last turn of the latest chunk (what the next chunk's first turn follows)."""
    journal: SessionJournal = Field(default_factory=SessionJournal)
    tools: ToolTrail = Field(default_factory=ToolTrail)


class UserSessions(BaseModel):
    """The extract stage's state for one user: open sessions, closed-segment counts, lessons."""

    sessions: dict[str, SessionBuffer] = Field(default_factory=dict)
    segments: dict[str, int] = Field(default_factory=dict)
    lessons: dict[str, KnownLesson] = Field(default_factory=dict)
    """Lessons learned from tool outcomes (by key), to tell a failure despite their fix."""
    stated: list[StatedValue] = Field(default_factory=list)
    """What the user stated of themselves, across sessions (`stated_before.py`): what an
    update said in a later session revises."""

    def is_empty(self) -> bool:
        """True when there is nothing to keep."""
        return not (self.sessions or self.segments or self.lessons or self.stated)


class ClosedSession(BaseModel):
    """A session that just closed, and when."""

    session_id: str
    buffer: SessionBuffer
    ended_at: AwareDatetime


@dataclass(frozen=True, slots=True)
class FilledChunk:
    """A chunk of a session that is ready to propose: which session, segment and number."""

    session_id: str
    scope: Scope
    segment: int
    number: int
    chunk: EpisodeChunk
    turns: tuple[SessionMessage, ...] = ()
    before: SessionMessage | None = None
    """The turn just before the chunk's first (the last of the chunk before it), if any."""


def session_id(scope: Scope) -> str:
    """The session an event belongs to ("default" when the app gave none)."""
    return scope.session or DEFAULT_SESSION


def close_inactive(state: UserSessions, now: datetime, gap: timedelta) -> list[ClosedSession]:
    """Close every session whose last event is more than `gap` before `now`."""
    stale = sorted(
        (buffer.last_at, sid)
        for sid, buffer in state.sessions.items()
        if now - buffer.last_at > gap
    )
    return [_close(state, sid, state.sessions[sid].last_at) for _, sid in stale]


def end_session(state: UserSessions, event: EventBase) -> list[ClosedSession]:
    """Close the event's session (on `session.ended`), if it is open."""
    sid = session_id(event.scope)
    if sid not in state.sessions:
        return []
    return [_close(state, sid, max(event.time, state.sessions[sid].last_at))]


def _close(state: UserSessions, sid: str, ended_at: datetime) -> ClosedSession:
    buffer = state.sessions.pop(sid)
    state.segments[sid] = buffer.segment
    while len(state.segments) > MAX_REMEMBERED_SEGMENTS:
        del state.segments[next(iter(state.segments))]
    return ClosedSession(session_id=sid, buffer=buffer, ended_at=ended_at)


def open_session(state: UserSessions, event: EventBase) -> SessionBuffer:
    """The event's open session, opened now if needed (a new segment after a closed one)."""
    sid = session_id(event.scope)
    if sid not in state.sessions:
        segment = state.segments.get(sid, 0) + 1
        state.sessions[sid] = SessionBuffer(
            scope=event.scope, segment=segment, started_at=event.time, last_at=event.time
        )
    return state.sessions[sid]


def record_message(state: UserSessions, event: MessagePosted) -> list[FilledChunk]:
    """Add a message of any role to its session; return the chunks it fills."""
    fields = {
        "event_id": event.id,
        "external_id": event.external_id,
        "role": event.payload.role,
        "content": event.payload.content,
        "time": event.time,
        "speaker": message_speaker(event),
    }
    return _record(state, event, constructed(SessionMessage, fields))


def record_tool_call(state: UserSessions, event: ToolCalled) -> list[FilledChunk]:
    """Add a tool call's outcome line to its session; return the chunks it fills."""
    fields = {
        "event_id": event.id,
        "external_id": event.external_id,
        "role": "tool",
        "content": outcome_line(event.payload),
        "time": event.time,
        "kind": "tool_call",
    }
    return _record(state, event, constructed(SessionMessage, fields))


def _record(state: UserSessions, event: EventBase, message: SessionMessage) -> list[FilledChunk]:
    """Buffer a turn (only the latest are kept for the summary); the same event twice is one."""
    buffer = open_session(state, event)
    if any(m.event_id == event.id for m in (*buffer.messages, *buffer.pending)):
        return []
    buffer.messages = [*buffer.messages, message][-MAX_BUFFERED_MESSAGES:]
    buffer.message_count += 1
    buffer.last_at = max(buffer.last_at, event.time)
    return _take_chunks(session_id(event.scope), buffer, [*buffer.pending, message], final=False)


def message_speaker(event: MessagePosted) -> str | None:
    """The speaker's name: `Message.name`, else `metadata.speaker`, else None."""
    name = event.payload.name or event.metadata.get("speaker")
    if name is None:
        return None
    return " ".join(str(name).split()) or None


def _take_chunks(
    sid: str, buffer: SessionBuffer, turns: list[SessionMessage], final: bool
) -> list[FilledChunk]:
    """Propose the windows the turns fill, each with the turn just before it."""
    windows, buffer.pending = split_windows(turns, final)
    filled = []
    for window in windows:
        buffer.chunk_count += 1
        chunk = make_chunk(window)
        number = buffer.chunk_count
        before = buffer.shown_last
        filled.append(
            FilledChunk(sid, buffer.scope, buffer.segment, number, chunk, tuple(window), before)
        )
        buffer.shown_last = window[-1]
    return filled


def flush_chunks(closed: ClosedSession) -> list[FilledChunk]:
    """The last, partial chunk of a session that just closed (if any turn is pending)."""
    buffer = closed.buffer
    return _take_chunks(closed.session_id, buffer, buffer.pending, final=True)


def touch(state: UserSessions, event: EventBase) -> None:
    """Keep an open session alive: any event of it moves its last-event time."""
    buffer = state.sessions.get(session_id(event.scope))
    if buffer is not None:
        buffer.last_at = max(buffer.last_at, event.time)


def find_message(
    state: UserSessions, event: EventBase, target: str | None
) -> SessionMessage | None:
    """The buffered message of the event's session whose event id or external id is `target`."""
    buffer = state.sessions.get(session_id(event.scope))
    if buffer is None or not target:
        return None
    return next((m for m in buffer.messages if target in (m.event_id, m.external_id)), None)


def forget_buffered(state: UserSessions, selector: Forget) -> None:
    """Drop buffered messages a forget command covers, so no later episode repeats them."""
    state.stated = forgotten(state.stated, selector)
    if selector.all:
        state.sessions.clear()
        state.lessons.clear()
    elif selector.key is not None and selector.key.startswith("session:"):
        state.sessions.pop(selector.key.removeprefix("session:").split(":")[0], None)
    elif selector.match is not None:
        needle = normalize(selector.match)
        for buffer in state.sessions.values():
            buffer.messages = [m for m in buffer.messages if needle not in normalize(m.content)]
            buffer.pending = [m for m in buffer.pending if needle not in normalize(m.content)]
            if buffer.shown_last and needle in normalize(buffer.shown_last.content):
                buffer.shown_last = None
            forget_notes(buffer.journal, needle)


def forget_notes(journal: SessionJournal, needle: str) -> None:
    """Drop the journal's notes that mention a forgotten text."""
    for name in ("decisions", "open_loops", "app_open_loops", "learnings", "constraints"):
        notes = getattr(journal, name)
        setattr(journal, name, [note for note in notes if needle not in normalize(note)])
    journal.errors = [e for e in journal.errors if needle not in normalize(f"{e.line} {e.fix}")]
    if journal.goal is not None and needle in normalize(journal.goal):
        journal.goal = None


def previous_said(buffer: SessionBuffer, event: MessagePosted, count: int = 3) -> tuple[str, ...]:
    """The user's latest messages before this one in its session, the latest first (at most
    `count`): what a follow-up ("oh, and climbing too") refers to."""
    said: list[str] = []
    for message in _earlier(buffer, event):
        if len(said) >= count:
            break
        if message.role == "user":
            said.append(message.content)
    return tuple(said)


def asked_before(buffer: SessionBuffer, event: MessagePosted) -> str | None:
    """The assistant's message just before this user message in its session (what a short
    answer such as "Lisbon" or 川菜吧 answers), or None when the turn before is not one."""
    if event.payload.role != "user":
        return None
    turn = next((m for m in _earlier(buffer, event) if m.role in ("user", "assistant")), None)
    return turn.content if turn is not None and turn.role == "assistant" else None


def _earlier(buffer: SessionBuffer, event: EventBase) -> Iterator[SessionMessage]:
    """The buffered messages before the event (not it, none later), the latest first: read
    backwards only as far as a reader needs, not the whole buffer each message."""
    return (m for m in reversed(buffer.messages) if m.event_id != event.id and m.time <= event.time)
