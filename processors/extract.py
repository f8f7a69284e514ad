"""The extract stage: interaction events → memory candidates and forget commands.

Pure: rule matchers over each event, plus the user's session windows (kept in the
stage's state under `tenant:user`) that propose chunk episodes as turns fill them and a
summary episode when a session closes.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from memstream.log.ports import StateStore
from memstream.processors.matchers import match_message, match_remember_command
from memstream.processors.sessions import (
    ClosedSession,
    FilledChunk,
    UserSessions,
    chunk_candidate,
    close_inactive,
    end_session,
    episode_candidate,
    flush_chunks,
    forget_buffered,
    open_session,
    record_message,
    touch,
)
from memstream.processors.working_memory import match_working_memory
from memstream.schemas import codec, topics
from memstream.schemas.candidates import (
    CandidateRecord,
    ConfirmCommand,
    CorrectCommand,
    EraseCommand,
    ForgetCommand,
    MemoryCommand,
    PinCommand,
)
from memstream.schemas.events import (
    ConfirmRequested,
    CorrectRequested,
    EventBase,
    ForgetRequested,
    InteractionEvent,
    MessagePosted,
    PinRequested,
    RememberRequested,
    SessionEnded,
    SessionStarted,
    UserErased,
    WorkingMemoryUpdated,
)
from memstream.schemas.ids import derive_id


class ExtractStage:
    """Stage `extract`: `memstream.interactions.v1` → `memstream.candidates.v1`."""

    name = "extract"
    input_topic = topics.INTERACTIONS
    output_topic = topics.CANDIDATES

    def __init__(self, session_inactivity: timedelta = timedelta(minutes=30)) -> None:
        self.session_inactivity = session_inactivity

    @property
    def decode(self) -> Callable[[bytes], InteractionEvent]:
        """Decode an interaction event (upcast, then validate)."""
        return codec.decode_event

    def state_keys(self, record: InteractionEvent) -> list[str]:
        """The user's sessions: the only state an event reads."""
        return [record.scope.key]

    def process(self, record: InteractionEvent, state: StateStore) -> list[CandidateRecord]:
        """Candidates for one event: episodes of sessions it closes, then what it says."""
        key = record.scope.key
        stored = state.get(key)
        sessions = UserSessions.model_validate(stored) if stored else UserSessions()
        closed = close_inactive(sessions, record.time, self.session_inactivity)
        own, closed_by_event, filled = _handle(record, sessions)
        outputs = _episodes(closed + closed_by_event, record) + _chunks(filled, record) + own
        if stored or sessions.sessions or sessions.segments:
            state[key] = sessions.model_dump(mode="json")
        return outputs


def _handle(
    event: InteractionEvent, sessions: UserSessions
) -> tuple[list[CandidateRecord], list[ClosedSession], list[FilledChunk]]:
    """What the event itself yields, the sessions it ends, and the chunks it fills."""
    if isinstance(event, MessagePosted):
        filled = record_message(sessions, event)
        return list(match_message(event)), [], filled
    if isinstance(event, SessionEnded):
        return [], end_session(sessions, event), []
    if isinstance(event, SessionStarted):
        open_session(sessions, event)
        return [], [], []
    touch(sessions, event)
    if isinstance(event, ForgetRequested):
        forget_buffered(sessions, event.payload)
        return [forget_command(event)], [], []
    if isinstance(event, UserErased):
        sessions.sessions.clear()
        return [command_record(event)], [], []
    if isinstance(event, ConfirmRequested | CorrectRequested | PinRequested):
        return [command_record(event)], [], []
    if isinstance(event, RememberRequested):
        return list(match_remember_command(event)), [], []
    if isinstance(event, WorkingMemoryUpdated):
        return list(match_working_memory(event)), [], []
    return [], [], []  # revisions, feedback and tool calls: no rule matchers yet (lessons later)


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


def forget_command(event: ForgetRequested) -> ForgetCommand:
    """A forget request, passed through in order with the user's candidates."""
    return ForgetCommand(
        id=derive_id(event.id, "forget"),
        scope=event.scope,
        selector=event.payload,
        event_id=event.id,
        event_time=event.time,
    )


def command_record(
    event: ConfirmRequested | CorrectRequested | PinRequested | UserErased,
) -> MemoryCommand:
    """A memory command (confirm, correct, pin, erase), passed through in the user's order."""
    common = {
        "id": derive_id(event.id, event.type),
        "scope": event.scope,
        "event_id": event.id,
        "event_time": event.time,
    }
    if isinstance(event, ConfirmRequested):
        return ConfirmCommand(**common, confirm=event.payload)
    if isinstance(event, CorrectRequested):
        return CorrectCommand(**common, correction=event.payload)
    if isinstance(event, PinRequested):
        return PinCommand(**common, pin=event.payload)
    return EraseCommand(**common)
