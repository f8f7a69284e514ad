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
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from pydantic import BaseModel, Field

from memstream.processors.chunks import EpisodeChunk, make_chunk, split_windows
from memstream.processors.episodes import EpisodeSummary, SessionMessage, summarize_session
from memstream.schemas.base import AwareDatetime, Scope
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import EventBase, Forget, MessagePosted
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import MemoryType, Provenance
from memstream.text import normalize

MATCHER: Final = "episodes"
MATCHER_VERSION: Final = "2"
DEFAULT_SESSION: Final = "default"
MAX_BUFFERED_MESSAGES: Final = 200
MAX_REMEMBERED_SEGMENTS: Final = 256
EPISODE_CONFIDENCE: Final = 0.8
EPISODE_IMPORTANCE: Final = 0.5


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


class UserSessions(BaseModel):
    """The extract stage's state for one user: open sessions and closed-segment counts."""

    sessions: dict[str, SessionBuffer] = Field(default_factory=dict)
    segments: dict[str, int] = Field(default_factory=dict)


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
    """Add a message of any role to its session; return the chunks it fills.

    Only the latest messages are kept for the summary. A message already buffered (the
    same event delivered again) changes nothing.
    """
    buffer = open_session(state, event)
    if any(m.event_id == event.id for m in (*buffer.messages, *buffer.pending)):
        return []
    message = SessionMessage(
        event_id=event.id,
        external_id=event.external_id,
        role=event.payload.role,
        content=event.payload.content,
        time=event.time,
        speaker=message_speaker(event),
    )
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
    windows, buffer.pending = split_windows(turns, final)
    filled = []
    for window in windows:
        buffer.chunk_count += 1
        chunk = make_chunk(window)
        filled.append(FilledChunk(sid, buffer.scope, buffer.segment, buffer.chunk_count, chunk))
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


def forget_buffered(state: UserSessions, selector: Forget) -> None:
    """Drop buffered messages a forget command covers, so no later episode repeats them."""
    if selector.all:
        state.sessions.clear()
    elif selector.key is not None and selector.key.startswith("session:"):
        state.sessions.pop(selector.key.removeprefix("session:").split(":")[0], None)
    elif selector.match is not None:
        needle = normalize(selector.match)
        for buffer in state.sessions.values():
            buffer.messages = [m for m in buffer.messages if needle not in normalize(m.content)]
            buffer.pending = [m for m in buffer.pending if needle not in normalize(m.content)]


def episode_candidate(
    closed: ClosedSession, cause: EventBase, index: int
) -> MemoryCandidate | None:
    """The episode a closed session proposes (None when it has nothing to summarize)."""
    buffer = closed.buffer
    summary = summarize_session(buffer.messages)
    if not summary.text:
        return None
    return MemoryCandidate(
        id=derive_id(cause.id, MATCHER, index),
        scope=buffer.scope,
        level="user",
        type=MemoryType.EPISODE,
        key=episode_key(closed.session_id, buffer.segment),
        value=summary.text,
        content=summary.text,
        attributes=_attributes(closed, summary),
        confidence=EPISODE_CONFIDENCE,
        importance=EPISODE_IMPORTANCE,
        provenance=_provenance(summary.event_ids, summary.external_ids),
        event_time=closed.ended_at,
    )


def _provenance(event_ids: list[str], external_ids: list[str]) -> Provenance:
    """An episode's provenance: exactly the turns it shows, summarized from the user's view."""
    return Provenance(
        event_ids=event_ids,
        external_ids=external_ids,
        matcher=MATCHER,
        matcher_version=MATCHER_VERSION,
        explicit=False,
        speaker="user",
    )


def episode_key(sid: str, segment: int) -> str:
    """`session:<id>` for a session's first part, `session:<id>:<n>` for later parts."""
    return f"session:{sid}" if segment == 1 else f"session:{sid}:{segment}"


def chunk_key(sid: str, segment: int, number: int) -> str:
    """`<episode key>:chunk:<n>`: the n-th chunk (from 1) of a session part."""
    return f"{episode_key(sid, segment)}:chunk:{number}"


def chunk_candidate(filled: FilledChunk, cause: EventBase, index: int) -> MemoryCandidate:
    """The chunk episode: its turns verbatim, citing exactly those turns."""
    chunk = filled.chunk
    return MemoryCandidate(
        id=derive_id(cause.id, MATCHER, "chunk", index),
        scope=filled.scope,
        level="user",
        type=MemoryType.EPISODE,
        key=chunk_key(filled.session_id, filled.segment, filled.number),
        value=chunk.text,
        content=chunk.text,
        attributes={
            "kind": "chunk",
            "session": filled.session_id,
            "started_at": chunk.started_at.isoformat(),
            "ended_at": chunk.ended_at.isoformat(),
            "turn_count": chunk.turn_count,
        },
        confidence=EPISODE_CONFIDENCE,
        importance=EPISODE_IMPORTANCE,
        provenance=_provenance(chunk.event_ids, chunk.external_ids),
        event_time=chunk.ended_at,
    )


def _attributes(closed: ClosedSession, summary: EpisodeSummary) -> dict[str, object]:
    return {
        "kind": "summary",
        "session": closed.session_id,
        "key_sentences": summary.key_sentences,
        "topics": summary.topics,
        "open_questions": summary.open_questions,
        "started_at": closed.buffer.started_at.isoformat(),
        "ended_at": closed.ended_at.isoformat(),
        "message_count": closed.buffer.message_count,
        "turn_count": closed.buffer.message_count,
    }
