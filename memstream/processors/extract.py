"""The extract stage: interaction events → memory candidates and memory commands.

Pure. Each event is first redacted by the stage's policy; then rule matchers read it
(what users say, and what they show: revisions, feedback, tool outcomes, LLM extractions
recorded in the log), and the user's session windows (kept in the stage's state under
`tenant:user`) propose chunk episodes as turns fill them, a summary episode when a
session closes, and the session's journal and working memory whenever they change.
Every candidate passes the policy's `should_remember` before it leaves the stage.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from memstream.ports import StateStore
from memstream.processors import journal as notes
from memstream.processors.command_records import command_record, forget_command
from memstream.processors.matchers import match_message, match_remember_command
from memstream.processors.matchers.common import filtered_noise
from memstream.processors.matchers.feedback import match_feedback
from memstream.processors.matchers.llm import match_extraction
from memstream.processors.matchers.revision import match_revision
from memstream.processors.matchers.tools import note_instruction, on_tool_call
from memstream.processors.policy import DefaultPolicy, Policy, redact_event
from memstream.processors.session_episodes import (
    chunk_candidate,
    episode_candidate,
    session_journal,
)
from memstream.processors.session_notes import decisions_in, open_loops_in
from memstream.processors.sessions import (
    ClosedSession,
    FilledChunk,
    SessionBuffer,
    UserSessions,
    close_inactive,
    end_session,
    find_message,
    flush_chunks,
    forget_buffered,
    open_session,
    record_message,
    record_tool_call,
    touch,
)
from memstream.processors.working_memory import working_memory_candidate
from memstream.schemas import codec, topics
from memstream.schemas.candidates import CandidateRecord, MemoryCandidate
from memstream.schemas.events import (
    ConfirmRequested,
    CorrectRequested,
    EventBase,
    ExtractionRecorded,
    FeedbackGiven,
    ForgetRequested,
    InteractionEvent,
    MessagePosted,
    PinRequested,
    RememberRequested,
    SessionEnded,
    SessionStarted,
    TextRevised,
    ToolCalled,
    UserErased,
    WorkingMemoryUpdated,
)
from memstream.telemetry import count_filtered

__all__ = ["ExtractStage", "command_record", "forget_command"]


@dataclass
class _Step:
    """What one event yields: its own candidates, the sessions it ends, the chunks it fills,
    and the open session whose journal it may have changed (None when it changed none)."""

    own: list[CandidateRecord] = field(default_factory=list)
    closed: list[ClosedSession] = field(default_factory=list)
    filled: list[FilledChunk] = field(default_factory=list)
    session: SessionBuffer | None = None


class ExtractStage:
    """Stage `extract`: `memstream.interactions.v1` → `memstream.candidates.v1`."""

    name = "extract"
    input_topic = topics.INTERACTIONS
    output_topic = topics.CANDIDATES

    def __init__(
        self, session_inactivity: timedelta = timedelta(minutes=30), policy: Policy | None = None
    ) -> None:
        self.session_inactivity = session_inactivity
        self.policy = policy or DefaultPolicy()

    @property
    def decode(self) -> Callable[[bytes], InteractionEvent]:
        """Decode an interaction event (upcast, then validate)."""
        return codec.decode_event

    def state_keys(self, record: InteractionEvent) -> list[str]:
        """The user's sessions: the only state an event reads."""
        return [record.scope.key]

    def process(self, record: InteractionEvent, state: StateStore) -> list[CandidateRecord]:
        """Candidates for one event: episodes of sessions it closes, then what it says and shows."""
        key = record.scope.key
        stored = state.get(key)
        sessions = _sessions(stored)
        event = redact_event(record, self.policy.redact)
        closed = close_inactive(sessions, event.time, self.session_inactivity)
        step = _handle(event, sessions)
        step.own = self._remembered(step.own)
        if step.session is not None:
            step.own += self._remembered(_session_changes(step.session, step.own, event))
        outputs = _episodes(closed + step.closed, event) + _chunks(step.filled, event) + step.own
        if stored or not sessions.is_empty():
            state[key] = sessions  # changed in place: written back, stored once per batch
        return outputs

    def _remembered(self, records: list[CandidateRecord]) -> list[CandidateRecord]:
        """The records the policy lets through (commands always pass); the rest are counted."""
        allowed = self.policy.should_remember
        kept = [r for r in records if not isinstance(r, MemoryCandidate) or allowed(r)]
        if len(kept) < len(records):
            count_filtered("policy", len(records) - len(kept))
        return kept


def _sessions(stored: Any) -> UserSessions:
    """The user's sessions as stored: the model a previous record wrote, or its JSON."""
    if isinstance(stored, UserSessions):
        return stored
    return UserSessions.model_validate(stored) if stored else UserSessions()


def _handle(event: InteractionEvent, sessions: UserSessions) -> _Step:
    """Dispatch on the event's type."""
    if isinstance(event, MessagePosted):
        return _message(event, sessions)
    if isinstance(event, ToolCalled):
        return _tool_call(event, sessions)
    if isinstance(event, TextRevised | FeedbackGiven):
        return _shown(event, sessions)
    if isinstance(event, WorkingMemoryUpdated):
        return _working_memory(event, sessions)
    if isinstance(event, SessionEnded):
        return _Step(closed=end_session(sessions, event))
    if isinstance(event, SessionStarted):
        open_session(sessions, event)
        return _Step()
    touch(sessions, event)
    return _Step(_commands(event, sessions))


def _commands(event: InteractionEvent, sessions: UserSessions) -> list[CandidateRecord]:
    """Memory commands pass through in the user's order; recorded extractions are matched."""
    if isinstance(event, ForgetRequested):
        forget_buffered(sessions, event.payload)
        return [forget_command(event)]
    if isinstance(event, UserErased):
        sessions.sessions.clear()
        sessions.lessons.clear()
        return [command_record(event)]
    if isinstance(event, ConfirmRequested | CorrectRequested | PinRequested):
        return [command_record(event)]
    if isinstance(event, RememberRequested):
        return list(match_remember_command(event))
    if isinstance(event, ExtractionRecorded):
        return list(match_extraction(event))
    return []


def _message(event: MessagePosted, sessions: UserSessions) -> _Step:
    filled = record_message(sessions, event)
    buffer = open_session(sessions, event)
    step = _Step(list(match_message(event)), filled=filled)
    if event.payload.role != "user":
        return step
    for reason, count in filtered_noise(event).items():
        count_filtered(reason, count)
    if buffer.tools.pending or sessions.lessons:  # only then can it be a fix step
        note_instruction(buffer.tools, event.payload.content, event.id)
    decisions, loops = decisions_in(event.payload.content), open_loops_in(event.payload.content)
    if decisions or loops:
        notes.note_said(buffer.journal, decisions, loops, event.id)
        step.session = buffer
    if decisions:
        wm = working_memory_candidate(buffer.journal, event, "user", decisions[-1])
        step.own += [wm] if wm is not None else []
    return step


def _shown(event: TextRevised | FeedbackGiven, sessions: UserSessions) -> _Step:
    """What a revision or a feedback shows about the user."""
    own: list[CandidateRecord] = []
    if isinstance(event, TextRevised):
        own += match_revision(event)
    else:
        target = find_message(sessions, event, event.payload.target_id)
        own += match_feedback(event, None if target is None else target.content)
    buffer = open_session(sessions, event)
    return _Step(own, session=buffer if own else None)


def _tool_call(event: ToolCalled, sessions: UserSessions) -> _Step:
    filled = record_tool_call(sessions, event)
    buffer = open_session(sessions, event)
    outcome = on_tool_call(buffer.tools, sessions.lessons, event)
    notes.note_outcome(buffer.journal, outcome, event.id)
    changed = outcome.error is not None or outcome.fix is not None or bool(outcome.candidates)
    return _Step(list(outcome.candidates), filled=filled, session=buffer if changed else None)


def _working_memory(event: WorkingMemoryUpdated, sessions: UserSessions) -> _Step:
    buffer = open_session(sessions, event)
    touch(sessions, event)
    notes.note_working_memory(buffer.journal, event.payload, event.id)
    wm = working_memory_candidate(buffer.journal, event, "app")
    return _Step([wm] if wm is not None else [], session=buffer)


def _session_changes(
    buffer: SessionBuffer, own: list[CandidateRecord], event: EventBase
) -> list[CandidateRecord]:
    """The journal of the event's session, when what the event taught or did changed it."""
    notes.note_learnings(buffer.journal, [r for r in own if isinstance(r, MemoryCandidate)])
    journal = session_journal(buffer, event)
    return [journal] if journal is not None else []


def _episodes(closed: list[ClosedSession], cause: EventBase) -> list[CandidateRecord]:
    """For each closed session: its last chunk, then its summary."""
    outputs: list[CandidateRecord] = []
    for index, session in enumerate(closed):
        outputs.extend(_chunks(flush_chunks(session), cause, offset=len(outputs)))
        summary = episode_candidate(session, cause, index)
        if summary is not None:
            outputs.append(summary)
    return outputs


def _chunks(filled: list[FilledChunk], cause: EventBase, offset: int = 0) -> list[CandidateRecord]:
    return [chunk_candidate(chunk, cause, offset + i) for i, chunk in enumerate(filled)]
