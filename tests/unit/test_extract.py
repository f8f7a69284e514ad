"""The extract stage: events in, candidates and forget commands out; sessions become episodes."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

from memstream.pipeline.description import PIPELINE
from memstream.ports import InMemoryState, Stage
from memstream.processors.extract import ExtractStage
from memstream.schemas import codec, topics
from memstream.schemas.base import Scope
from memstream.schemas.candidates import CandidateRecord, ForgetCommand, MemoryCandidate
from memstream.schemas.events import (
    Forget,
    ForgetRequested,
    InteractionEvent,
    Message,
    MessagePosted,
    Remember,
    RememberRequested,
    Role,
    SessionEnded,
    SessionStarted,
    ToolCall,
    ToolCalled,
    WorkingMemory,
    WorkingMemoryUpdated,
)
from memstream.schemas.ids import derive_id

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def scope(session: str | None = "s1") -> Scope:
    return Scope(tenant="acme", user="ada", session=session)


def message(
    n: int, role: Role, text: str, session: str | None = "s1", minutes: float = 0
) -> MessagePosted:
    return MessagePosted(
        id=f"m{n}",
        time=T0 + timedelta(minutes=minutes or n),
        scope=scope(session),
        metadata={"external_id": f"x{n}"},
        payload=Message(role=role, content=text),
    )


def run(
    stage: ExtractStage, events: Sequence[InteractionEvent], state: InMemoryState
) -> list[CandidateRecord]:
    return [out for event in events for out in stage.process(event, state)]


def episodes(outputs: list[CandidateRecord]) -> list[MemoryCandidate]:
    """The session summaries among the outputs."""
    return [o for o in all_episodes(outputs) if o.attributes["kind"] == "summary"]


def chunks(outputs: list[CandidateRecord]) -> list[MemoryCandidate]:
    """The episode chunks among the outputs."""
    return [o for o in all_episodes(outputs) if o.attributes["kind"] == "chunk"]


def all_episodes(outputs: list[CandidateRecord]) -> list[MemoryCandidate]:
    return [o for o in outputs if isinstance(o, MemoryCandidate) and o.type == "episode"]


CONVERSATION: list[InteractionEvent] = [
    SessionStarted(id="start", time=T0, scope=scope()),
    message(1, "user", "Hi! I prefer concise answers. I'm planning a trip to Tokyo."),
    message(2, "assistant", "Sure. I prefer long answers myself. Tokyo is lovely in April."),
    message(3, "user", "Which Tokyo hotels are near the station?"),
    SessionEnded(id="end", time=T0 + timedelta(minutes=10), scope=scope()),
]


def test_the_stage_is_what_a_runtime_hosts() -> None:
    stage: Stage[InteractionEvent, CandidateRecord] = ExtractStage()

    [spec] = [spec for spec in PIPELINE.stages if spec.name == stage.name]
    assert (spec.input, spec.output) == (topics.INTERACTIONS, topics.CANDIDATES)
    assert stage.decode(codec.encode(CONVERSATION[1])) == CONVERSATION[1]


def test_user_statements_become_candidates_and_sessions_become_episodes() -> None:
    # Feed a short session.
    state = InMemoryState()
    outputs = run(ExtractStage(), CONVERSATION, state)

    # The user's preference is proposed; the assistant's "I prefer" is not.
    preferences = [o for o in outputs if isinstance(o, MemoryCandidate) and o.type == "preference"]
    assert [(p.key, p.value, p.provenance.event_ids) for p in preferences] == [
        ("pref.response_length", "concise", ["m1"])
    ]

    # Ending the session proposes its episode, with provenance of what it shows.
    [episode] = episodes(outputs)
    assert (episode.key, episode.level, episode.event_time) == (
        "session:s1",
        "user",
        T0 + timedelta(minutes=10),
    )
    assert episode.id == derive_id("end", "episodes", 0)
    assert "Tokyo" in episode.content
    assert episode.attributes["message_count"] == 3
    assert episode.attributes["started_at"] == T0.isoformat()
    assert episode.attributes["open_questions"] == ["Which Tokyo hotels are near the station?"]
    assert set(episode.provenance.event_ids) <= {"m1", "m2", "m3"}
    assert episode.provenance.external_ids == [f"x{e[1:]}" for e in episode.provenance.event_ids]
    assert episode.provenance.explicit is False

    # The state is JSON, and the closed session is no longer buffered.
    assert json.loads(json.dumps(state))["acme:ada"].get("sessions", {}) == {}


def test_inactivity_in_event_time_closes_a_session() -> None:
    stage = ExtractStage(session_inactivity=timedelta(minutes=30))
    state = InMemoryState()
    first = [message(1, "user", "I am learning Rust ownership rules today.", session=None)]
    assert episodes(run(stage, first, state)) == []

    # Twenty minutes later: still the same session.
    assert (
        episodes(run(stage, [message(2, "user", "Rust borrowing is tricky.", None, 21)], state))
        == []
    )

    # An hour after the last event, any event of the user closes it first.
    later = ToolCalled(
        id="t1",
        time=T0 + timedelta(minutes=90),
        scope=scope(None),
        payload=ToolCall(tool="search", success=True),
    )
    [episode] = episodes(run(stage, [later], state))
    assert episode.key == "session:default"
    assert episode.event_time == T0 + timedelta(minutes=21)
    assert episode.attributes["ended_at"] == (T0 + timedelta(minutes=21)).isoformat()
    assert episode.id == derive_id("t1", "episodes", 0)


def test_a_session_that_goes_on_after_closing_is_a_new_segment() -> None:
    stage = ExtractStage(session_inactivity=timedelta(minutes=30))
    state = InMemoryState()
    run(stage, [message(1, "user", "Planning the garden layout for spring.")], state)
    run(
        stage,
        [message(2, "user", "The garden needs more tomatoes this spring.", minutes=100)],
        state,
    )
    end = SessionEnded(id="end", time=T0 + timedelta(minutes=101), scope=scope())

    outputs = stage.process(end, state)
    [episode] = episodes(outputs)
    [chunk] = chunks(outputs)

    assert episode.key == "session:s1:2"
    assert episode.provenance.event_ids == ["m2"]
    assert chunk.key == "session:s1:2:chunk:1"
    assert chunk.provenance.event_ids == ["m2"]


def test_a_session_without_messages_proposes_nothing() -> None:
    state = InMemoryState()
    events: list[InteractionEvent] = [
        SessionStarted(id="a", time=T0, scope=scope()),
        SessionEnded(id="b", time=T0, scope=scope()),
    ]

    assert run(ExtractStage(), events, state) == []


def test_forget_passes_through_and_drops_what_is_buffered() -> None:
    state = InMemoryState()
    stage = ExtractStage()
    run(stage, [message(1, "user", "My secret project is called Falcon and it is big.")], state)
    forget = ForgetRequested(
        id="f1", time=T0 + timedelta(minutes=2), scope=scope(), payload=Forget(match="falcon")
    )

    [command] = stage.process(forget, state)

    assert command == ForgetCommand(
        id=derive_id("f1", "forget"),
        scope=scope(),
        selector=Forget(match="falcon"),
        event_id="f1",
        event_time=T0 + timedelta(minutes=2),
    )
    end = SessionEnded(id="end", time=T0 + timedelta(minutes=3), scope=scope())
    assert stage.process(end, state) == []


def test_working_memory_is_a_session_level_candidate() -> None:
    update = WorkingMemoryUpdated(
        id="w1",
        time=T0,
        scope=scope(),
        payload=WorkingMemory(
            goal="Book a hotel", constraints=["under $200"], open_loops=["dates"]
        ),
    )

    candidate, journal = ExtractStage().process(update, InMemoryState())

    assert isinstance(candidate, MemoryCandidate)
    assert (candidate.level, candidate.type, candidate.key) == ("session", "fact", "working_memory")
    assert candidate.content == "Goal: Book a hotel. Constraints: under $200. Open loops: dates"
    assert candidate.attributes == {
        "goal": "Book a hotel",
        "constraints": ["under $200"],
        "open_loops": ["dates"],
        "decisions": [],
    }
    # The session's journal now has a state (its goal) and an open loop.
    assert isinstance(journal, MemoryCandidate)
    assert (journal.level, journal.key) == ("session", "session:s1:journal")
    assert journal.content == "Session journal (s1): State: Book a hotel. Open loops: dates"
    assert candidate.provenance.speaker == "app"


def test_remember_commands_become_candidates() -> None:
    remember = RememberRequested(
        id="r1", time=T0, scope=scope(), payload=Remember(content="Vegan", asserted_by="app")
    )

    [candidate] = ExtractStage().process(remember, InMemoryState())

    assert isinstance(candidate, MemoryCandidate)
    assert (candidate.key, candidate.confidence) == ("note:vegan", 0.9)


def test_extract_is_deterministic() -> None:
    # The same events into two fresh states give identical outputs and states.
    first_state = InMemoryState()
    second_state = InMemoryState()

    first = run(ExtractStage(), CONVERSATION, first_state)
    second = run(ExtractStage(), CONVERSATION, second_state)

    assert [codec.encode(o) for o in first] == [codec.encode(o) for o in second]
    assert json.dumps(first_state, sort_keys=True) == json.dumps(second_state, sort_keys=True)


def named(n: int, name: str, text: str, session: str = "s1") -> MessagePosted:
    """A turn of a chat between people: both role user, the speaker in `Message.name`."""
    return MessagePosted(
        id=f"m{n}",
        time=T0 + timedelta(seconds=n),
        scope=scope(session),
        metadata={"dia_id": f"D1:{n}"},
        payload=Message(role="user", content=text, name=name),
    )


CHAT: list[InteractionEvent] = [
    named(1, "Ann", "Hey Bob! I ran a charity race for mental health last Saturday."),
    named(2, "Bob", "Wow Ann, that's great! How did it go?"),
    named(3, "Ann", "It went well, we raised money for the shelter."),
    named(4, "Bob", "I started pottery classes this week."),
    named(5, "Ann", "Nice, pottery sounds relaxing."),
]


def test_chunks_are_proposed_as_windows_fill_and_cite_exactly_their_turns() -> None:
    # Feed five turns of a chat between two people.
    state = InMemoryState()
    stage = ExtractStage()
    per_event = [chunks(stage.process(event, state)) for event in CHAT]

    # The first window (three turns) is proposed by the third turn, before the session ends.
    assert [len(found) for found in per_event] == [0, 0, 1, 0, 0]
    [first] = per_event[2]
    assert first.key == "session:s1:chunk:1"
    assert first.id == derive_id("m3", "episodes", "chunk", 0)
    assert first.content.splitlines() == [
        "Ann: Hey Bob! I ran a charity race for mental health last Saturday.",
        "Bob: Wow Ann, that's great! How did it go?",
        "Ann: It went well, we raised money for the shelter.",
    ]
    assert first.provenance.event_ids == ["m1", "m2", "m3"]
    assert first.provenance.external_ids == ["D1:1", "D1:2", "D1:3"]
    assert first.event_time == T0 + timedelta(seconds=3)
    assert first.attributes == {
        "kind": "chunk",
        "session": "s1",
        "started_at": (T0 + timedelta(seconds=1)).isoformat(),
        "ended_at": (T0 + timedelta(seconds=3)).isoformat(),
        "turn_count": 3,
        "decisions": [],
        "open_loops": [],
        "dates": ["2026-01-05"],
        "kinds": ["cause", "event"],  # a charity race, the shelter: lexicon ids only
    }

    # The end of the session proposes the last, partial window, then the summary.
    end = SessionEnded(id="end", time=T0 + timedelta(seconds=9), scope=scope())
    outputs = stage.process(end, state)
    assert [o.attributes["kind"] for o in all_episodes(outputs)] == ["chunk", "summary"]
    [last] = chunks(outputs)
    assert last.key == "session:s1:chunk:2"
    assert last.provenance.external_ids == ["D1:4", "D1:5"]


def test_a_peer_reply_answers_a_question_and_names_are_not_key_words() -> None:
    state = InMemoryState()
    stage = ExtractStage()
    end = SessionEnded(id="end", time=T0 + timedelta(seconds=9), scope=scope())

    [summary] = episodes(run(stage, [*CHAT, end], state))

    # Bob's question was answered by Ann on the next turn: not open, not cited for it.
    assert summary.attributes["open_questions"] == []
    assert summary.attributes["kind"] == "summary"
    assert "ann" not in summary.attributes["topics"]
    assert "bob" not in summary.attributes["topics"]
    shown = [
        m.id
        for m in CHAT
        if isinstance(m, MessagePosted)
        and any(s in m.payload.content for s in summary.attributes["key_sentences"])
    ]
    assert summary.provenance.event_ids == shown
    assert summary.content.startswith(("Ann: ", "Bob: "))


def test_the_same_turn_delivered_twice_changes_no_window() -> None:
    state = InMemoryState()
    stage = ExtractStage()
    outputs = run(stage, [CHAT[0], CHAT[1], CHAT[1], CHAT[2]], state)

    [chunk] = chunks(outputs)
    assert chunk.provenance.event_ids == ["m1", "m2", "m3"]
