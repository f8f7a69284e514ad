"""Episodes of sessions: the summary of a closed session, its chunks, and its journal.

Pure. A summary shows the session's key sentences and the outcome lines of its tool
calls; every episode records the decisions and open loops it shows and the dates it
spans (`attributes["decisions"]`, `["open_loops"]`, `["dates"]`, ISO dates).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from memstream.processors.chunk_kinds import mentioned_kinds
from memstream.processors.episodes import EpisodeSummary, SessionMessage, summarize_session
from memstream.processors.journal import journal_candidate
from memstream.processors.session_notes import add_notes, dates_of, decisions_in, open_loops_in
from memstream.processors.sessions import ClosedSession, FilledChunk, SessionBuffer, session_id
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import EventBase
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import MemoryType, Provenance

MATCHER: Final = "episodes"
MATCHER_VERSION: Final = "3"
EPISODE_CONFIDENCE: Final = 0.8
EPISODE_IMPORTANCE: Final = 0.5
MAX_TOOL_LINES: Final = 5
BEFORE: Final = "before"
"""A chunk's attribute: the text of the turn just before it, searched with it, never shown."""
BEFORE_EVENT: Final = "before_event"
KINDS: Final = "kinds"
"""A chunk's attribute: the kinds (lexicon ids) of the things its turns name ("pet" for
"my new pup"), whose names it is searched by; lexicon words only, never the user's text."""


def episode_key(sid: str, segment: int) -> str:
    """`session:<id>` for a session's first part, `session:<id>:<n>` for later parts."""
    return f"session:{sid}" if segment == 1 else f"session:{sid}:{segment}"


def chunk_key(sid: str, segment: int, number: int) -> str:
    """`<episode key>:chunk:<n>`: the n-th chunk (from 1) of a session part."""
    return f"{episode_key(sid, segment)}:chunk:{number}"


def journal_key(sid: str, segment: int) -> str:
    """`<episode key>:journal`: the journal of a session part."""
    return f"{episode_key(sid, segment)}:journal"


def said_notes(messages: Sequence[SessionMessage]) -> tuple[list[str], list[str]]:
    """The decisions and open loops the user's turns state."""
    decisions: list[str] = []
    loops: list[str] = []
    for message in messages:
        if message.role == "user" and message.kind == "message":
            decisions = add_notes(decisions, decisions_in(message.content))
            loops = add_notes(loops, open_loops_in(message.content))
    return decisions, loops


def tool_lines(messages: Sequence[SessionMessage]) -> list[SessionMessage]:
    """The latest tool outcome turns (a line repeated right after itself shown once)."""
    lines: list[SessionMessage] = []
    for message in messages:
        if message.kind == "tool_call" and (not lines or lines[-1].content != message.content):
            lines.append(message)
    return lines[-MAX_TOOL_LINES:]


def episode_candidate(
    closed: ClosedSession, cause: EventBase, index: int
) -> MemoryCandidate | None:
    """The episode a closed session proposes (None when it has nothing to summarize)."""
    buffer = closed.buffer
    summary = summarize_session(buffer.messages)
    tools = tool_lines(buffer.messages)
    text = "\n".join([summary.text, *(m.content for m in tools)]).strip()
    if not text:
        return None
    event_ids = summary.event_ids + [m.event_id for m in tools]
    external_ids = summary.external_ids + [x for m in tools if (x := m.external_id)]
    return MemoryCandidate(
        id=derive_id(cause.id, MATCHER, index),
        scope=buffer.scope,
        level="user",
        type=MemoryType.EPISODE,
        key=episode_key(closed.session_id, buffer.segment),
        value=text,
        content=text,
        attributes=_summary_attributes(closed, summary, [m.content for m in tools]),
        confidence=EPISODE_CONFIDENCE,
        importance=EPISODE_IMPORTANCE,
        provenance=_provenance(event_ids, external_ids),
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


def chunk_candidate(filled: FilledChunk, cause: EventBase, index: int) -> MemoryCandidate:
    """The chunk episode: its turns verbatim, citing exactly those turns."""
    chunk = filled.chunk
    decisions, loops = said_notes(filled.turns)
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
            "decisions": decisions,
            "open_loops": loops,
            "dates": dates_of([chunk.started_at, chunk.ended_at]),
            KINDS: mentioned_kinds(chunk.text),
            **_neighbours(filled),
        },
        confidence=EPISODE_CONFIDENCE,
        importance=EPISODE_IMPORTANCE,
        provenance=_provenance(chunk.event_ids, chunk.external_ids),
        event_time=chunk.ended_at,
    )


def _neighbours(filled: FilledChunk) -> dict[str, str]:
    """The turn just before the chunk (the last of the chunk before it): what a reply such as
    "Looky here, I got this new pup!" means beside, so the chunk is searched by it too."""
    before = filled.before
    return {} if before is None else {BEFORE: before.content, BEFORE_EVENT: before.event_id}


def context_events(attributes: Mapping[str, object]) -> list[str]:
    """The turns a chunk is searched by but does not show (the turn before it), by event id."""
    event = attributes.get(BEFORE_EVENT)
    return [event] if isinstance(event, str) and event else []


def without_context(attributes: Mapping[str, object]) -> dict[str, object]:
    """A chunk's attributes without the turn before it (a turn that was forgotten)."""
    return {k: v for k, v in attributes.items() if k not in (BEFORE, BEFORE_EVENT)}


def _summary_attributes(
    closed: ClosedSession, summary: EpisodeSummary, tools: list[str]
) -> dict[str, object]:
    buffer = closed.buffer
    journal = buffer.journal
    said_decisions, said_loops = said_notes(buffer.messages)
    loops = add_notes(summary.open_questions, journal.app_open_loops + journal.open_loops)
    return {
        "kind": "summary",
        "session": closed.session_id,
        "key_sentences": summary.key_sentences,
        "topics": summary.topics,
        "open_questions": summary.open_questions,
        "decisions": add_notes(journal.decisions, said_decisions),
        "open_loops": add_notes(loops, said_loops),
        "tool_calls": tools,
        "dates": dates_of([buffer.started_at, closed.ended_at]),
        "started_at": buffer.started_at.isoformat(),
        "ended_at": closed.ended_at.isoformat(),
        "message_count": buffer.message_count,
        "turn_count": buffer.message_count,
    }


def session_journal(buffer: SessionBuffer, cause: EventBase) -> MemoryCandidate | None:
    """The journal of the event's open session, when it changed."""
    sid = session_id(buffer.scope)
    key = journal_key(sid, buffer.segment)
    dates = dates_of([buffer.started_at, buffer.last_at])
    return journal_candidate(buffer.journal, buffer.scope, key, cause, dates)
