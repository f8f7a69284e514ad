"""The extract stage: interaction events → memory candidates and memory commands.

Pure. Each event is first redacted by the stage's policy; then rule matchers read it
(what users say, and what they show: revisions, feedback, tool outcomes, LLM extractions
recorded in the log), and the user's session windows (kept in the stage's state under
`tenant:user`) propose chunk episodes as turns fill them, a summary episode when a
session closes, and the session's journal and working memory whenever they change.
Every candidate passes the policy's `should_remember` before it leaves the stage.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from functools import singledispatch
from typing import Any

from memstream.ports import Outputs, Policy, StateStore
from memstream.processors import journal as notes
from memstream.processors.command_records import command_record, forget_command
from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers import match_message, match_remember_command
from memstream.processors.matchers.common import filtered_noise
from memstream.processors.matchers.feedback import match_feedback
from memstream.processors.matchers.llm import match_extraction
from memstream.processors.matchers.revision import match_revision
from memstream.processors.matchers.slots import stated_fills
from memstream.processors.matchers.tools import note_instruction, on_tool_call
from memstream.processors.policy import DefaultPolicy, redact_event
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
    asked_before,
    close_inactive,
    end_session,
    find_message,
    flush_chunks,
    forget_buffered,
    open_session,
    previous_said,
    record_message,
    record_tool_call,
    session_id,
    touch,
)
from memstream.processors.stated_before import StatedValue, kept_after, stated_earlier
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

__all__ = ["ExtractStage", "UnhandledEvent", "command_record", "forget_command"]


class UnhandledEvent(TypeError):
    """An interaction event type no handler is registered for (never dropped silently)."""


@dataclass
class _Step:
    """What one event yields: its own candidates, the sessions it ends, the chunks it fills,
    and the open session whose journal it may have changed (None when it changed none)."""

    own: list[CandidateRecord] = field(default_factory=list)
    closed: list[ClosedSession] = field(default_factory=list)
    filled: list[FilledChunk] = field(default_factory=list)
    session: SessionBuffer | None = None
    filtered: Counter[str] = field(default_factory=Counter)
    stated: list[Fill] = field(default_factory=list)
    """What a user message stated of the user (kept for later sessions, `stated_before.py`,
    where a candidate of its slot passes the policy)."""


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

    def decode_state(self, key: str, stored: Any) -> UserSessions:
        """Every key holds a user's sessions."""
        return UserSessions.model_validate(stored)

    def process(self, record: InteractionEvent, state: StateStore) -> Outputs[CandidateRecord]:
        """Candidates for one event: episodes of sessions it closes, then what it says and shows.

        What the policy and the noise filters dropped is counted by reason (`Outputs.counts`).
        """
        key = record.scope.key
        stored: UserSessions | None = state.get(key)
        sessions = UserSessions() if stored is None else stored
        event = redact_event(record, self.policy.redact)
        closed = close_inactive(sessions, event.time, self.session_inactivity)
        step = _handle(event, sessions)
        step.own = self._remembered(step.own, step.filtered)
        _keep_stated(sessions, event, step)
        if step.session is not None:
            changes = _session_changes(step.session, step.own, event)
            step.own += self._remembered(changes, step.filtered)
        outputs = _episodes(closed + step.closed, event) + _chunks(step.filled, event) + step.own
        if stored is not None or not sessions.is_empty():
            state[key] = sessions  # changed in place: written back, stored once per batch
        return Outputs(outputs, {f"filtered.{reason}": n for reason, n in step.filtered.items()})

    def _remembered(
        self, records: list[CandidateRecord], filtered: Counter[str]
    ) -> list[CandidateRecord]:
        """The records the policy lets through (commands always pass); the rest are counted."""
        allowed = self.policy.should_remember
        kept = [r for r in records if not isinstance(r, MemoryCandidate) or allowed(r)]
        if len(kept) < len(records):
            filtered["policy"] += len(records) - len(kept)
        return kept


@singledispatch
def _handle(event: EventBase, sessions: UserSessions) -> _Step:
    """What one event yields, by its class (each interaction type registers a handler)."""
    raise UnhandledEvent(f"no extract handler for {type(event).__name__}")


def handled(event_type: type[EventBase]) -> bool:
    """Whether an event class has a handler of its own."""
    return _handle.dispatch(event_type) is not _handle.dispatch(object)


@_handle.register
def _session_ended(event: SessionEnded, sessions: UserSessions) -> _Step:
    return _Step(closed=end_session(sessions, event))


@_handle.register
def _session_started(event: SessionStarted, sessions: UserSessions) -> _Step:
    open_session(sessions, event)
    return _Step()


@_handle.register
def _forget(event: ForgetRequested, sessions: UserSessions) -> _Step:
    """A forget passes through in the user's order, and leaves no buffered turn behind."""
    touch(sessions, event)
    forget_buffered(sessions, event.payload)
    return _Step([forget_command(event)])


@_handle.register
def _erased(event: UserErased, sessions: UserSessions) -> _Step:
    touch(sessions, event)
    sessions.sessions.clear()
    sessions.lessons.clear()
    sessions.stated.clear()
    return _Step([command_record(event)])


@_handle.register(ConfirmRequested)
@_handle.register(CorrectRequested)
@_handle.register(PinRequested)
def _command(
    event: ConfirmRequested | CorrectRequested | PinRequested, sessions: UserSessions
) -> _Step:
    touch(sessions, event)
    return _Step([command_record(event)])


@_handle.register
def _remember(event: RememberRequested, sessions: UserSessions) -> _Step:
    touch(sessions, event)
    return _Step(list(match_remember_command(event)))


@_handle.register
def _extraction(event: ExtractionRecorded, sessions: UserSessions) -> _Step:
    """What an LLM extractor proposed (recorded in the log): matched like any other source."""
    touch(sessions, event)
    return _Step(list(match_extraction(event)))


@_handle.register
def _message(event: MessagePosted, sessions: UserSessions) -> _Step:
    filled = record_message(sessions, event)
    buffer = open_session(sessions, event)
    said, asked = previous_said(buffer, event), asked_before(buffer, event)
    earlier = stated_earlier(sessions.stated, event.time)
    step = _Step(list(match_message(event, said, asked, earlier)), filled=filled)
    if event.payload.role != "user":
        return step
    if _stating_slots(step.own):
        step.stated = stated_fills(event)
    step.filtered.update(filtered_noise(event))
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


def _keep_stated(sessions: UserSessions, event: InteractionEvent, step: _Step) -> None:
    """Keep what the message stated of the user, of the slots whose candidates the policy let
    through (what it refuses to remember is not kept here either)."""
    slots = _stating_slots(step.own)
    values = [_stated(event, fill) for fill in step.stated if fill.slot in slots]
    if values:
        sessions.stated = kept_after(sessions.stated, values)


def _stating_slots(records: list[CandidateRecord]) -> set[str]:
    """The slots of the candidates that state something of the user's own."""
    stating = [r for r in records if isinstance(r, MemoryCandidate) and _states_of_user(r)]
    return {str(candidate.attributes["slot"]) for candidate in stating}


def _states_of_user(candidate: MemoryCandidate) -> bool:
    """True for a candidate that states something of the user's own (not a negation, a
    plan, a past event or someone else's fact)."""
    attributes = candidate.attributes
    return (
        attributes.get("slot") not in (None, "plan", "event", "ending", "choice")
        and "subject" not in attributes
        and attributes.get("change") != "negate"
    )


def _stated(event: InteractionEvent, fill: Fill) -> StatedValue:
    return StatedValue(
        session_id=session_id(event.scope), event_id=event.id, time=event.time, fill=fill
    )


@_handle.register
def _revised(event: TextRevised, sessions: UserSessions) -> _Step:
    """What a revision shows about the user."""
    return _shown(event, sessions, list(match_revision(event)))


@_handle.register
def _feedback(event: FeedbackGiven, sessions: UserSessions) -> _Step:
    """What a feedback shows about the user (about the message it rates, when found)."""
    target = find_message(sessions, event, event.payload.target_id)
    return _shown(
        event, sessions, list(match_feedback(event, None if target is None else target.content))
    )


def _shown(event: EventBase, sessions: UserSessions, own: list[CandidateRecord]) -> _Step:
    buffer = open_session(sessions, event)
    return _Step(own, session=buffer if own else None)


@_handle.register
def _tool_call(event: ToolCalled, sessions: UserSessions) -> _Step:
    filled = record_tool_call(sessions, event)
    buffer = open_session(sessions, event)
    outcome = on_tool_call(buffer.tools, sessions.lessons, event)
    notes.note_outcome(buffer.journal, outcome, event.id)
    changed = outcome.error is not None or outcome.fix is not None or bool(outcome.candidates)
    return _Step(list(outcome.candidates), filled=filled, session=buffer if changed else None)


@_handle.register
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
