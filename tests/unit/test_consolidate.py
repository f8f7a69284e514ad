"""Consolidation rules: create, reinforce, supersede with history, ignore older, forget for good."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memstream.config import Settings
from memstream.pipeline.description import PIPELINE
from memstream.ports import InMemoryState, Stage
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.memory_state import memory_id_for
from memstream.processors.narrative import narrative_memory_id
from memstream.schemas import codec, topics
from memstream.schemas.base import Scope
from memstream.schemas.candidates import CandidateRecord, ForgetCommand, MemoryCandidate
from memstream.schemas.changes import MemoryChange
from memstream.schemas.events import Forget
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Level, MemoryType, Provenance

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
SCOPE = Scope(tenant="acme", user="ada", session="s1")


def at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def candidate(
    event: str,
    value: str,
    *,
    key: str = "profile.employer",
    minutes: float = 0,
    type: MemoryType = MemoryType.PROFILE,
    explicit: bool = True,
    single_valued: bool = True,
    level: Level = "user",
    content: str | None = None,
) -> MemoryCandidate:
    return MemoryCandidate(
        id=derive_id(event, "test", 0),
        scope=SCOPE,
        level=level,
        type=type,
        key=key,
        value=value,
        content=content or f"Works at {value}",
        confidence=0.8,
        single_valued=single_valued,
        provenance=Provenance(
            event_ids=[event], matcher="profile", matcher_version="1", explicit=explicit
        ),
        event_time=at(minutes),
    )


def forget(event: str, minutes: float, **selector: Any) -> ForgetCommand:
    return ForgetCommand(
        id=derive_id(event, "forget"),
        scope=SCOPE,
        selector=Forget(**selector),
        event_id=event,
        event_time=at(minutes),
    )


def consolidate(
    records: list[CandidateRecord], state: InMemoryState | None = None
) -> list[MemoryChange]:
    """The changes about the records' own memories (the narrative's are tested on their own)."""
    stage = ConsolidateStage()
    state = InMemoryState() if state is None else state
    changes = [change for record in records for change in stage.process(record, state)]
    return [c for c in changes if c.memory_id != narrative_memory_id(SCOPE)]


def kinds(changes: list[MemoryChange]) -> list[str]:
    return [change.kind.value for change in changes]


def test_the_stage_is_what_a_runtime_hosts() -> None:
    stage: Stage[CandidateRecord, MemoryChange] = ConsolidateStage()
    record = candidate("e1", "Acme")

    [spec] = [spec for spec in PIPELINE.stages if spec.name == stage.name]
    assert (spec.input, spec.output) == (topics.CANDIDATES, topics.MEMORY_CHANGES)
    assert type(spec.stage(Settings())) is ConsolidateStage
    assert stage.decode(codec.encode(record)) == record


def test_a_new_key_is_created_at_version_one() -> None:
    [change] = consolidate([candidate("e1", "Acme")])

    memory = change.memory
    assert change.kind == "created" and memory is not None
    assert change.memory_id == derive_id("acme", "ada", "", "profile", "profile.employer")
    assert change.id == derive_id(change.memory_id, 1, "created", derive_id("e1", "test", 0))
    assert (memory.version, memory.status, memory.evidence_count) == (1, "active", 1)
    assert (memory.first_seen, memory.last_seen, memory.valid_from) == (T0, T0, T0)
    assert memory.scope == SCOPE.without_session()
    assert change.reason == "first stated"


def test_the_same_value_again_is_reinforced() -> None:
    changes = consolidate([candidate("e1", "Acme"), candidate("e2", " acme ", minutes=5)])

    assert kinds(changes) == ["created", "reinforced"]
    memory = changes[1].memory
    assert memory is not None
    assert (memory.version, memory.evidence_count) == (1, 2)
    assert memory.confidence == pytest.approx(0.8 + 0.2 * 0.3)
    assert memory.last_seen == at(5) and memory.first_seen == T0
    assert memory.provenance.event_ids == ["e1", "e2"]
    assert changes[1].reason == "stated again"


def test_confidence_is_capped() -> None:
    changes = consolidate([candidate(f"e{i}", "Acme", minutes=i) for i in range(30)])

    assert changes[-1].memory is not None and changes[-1].memory.confidence == 0.99


def test_a_re_emitted_event_is_a_no_op() -> None:
    state = InMemoryState()
    consolidate([candidate("e1", "Acme")], state)

    assert consolidate([candidate("e1", "Acme")], state) == []


def test_a_newer_value_supersedes_and_keeps_history() -> None:
    changes = consolidate([candidate("e1", "Acme"), candidate("e2", "Globex", minutes=60)])

    assert kinds(changes) == ["created", "superseded", "updated"]
    old, new = changes[1].memory, changes[2].memory
    assert old is not None and new is not None
    assert (old.version, old.value, old.status) == (1, "Acme", "superseded")
    assert (old.valid_until, old.superseded_by_version) == (at(60), 2)
    assert (new.version, new.value, new.status) == (2, "Globex", "active")
    assert (new.supersedes_version, new.valid_from) == (1, at(60))
    assert changes[2].reason == "newer explicit statement changed profile.employer"
    assert changes[1].id != changes[2].id


def test_an_equal_time_statement_also_supersedes() -> None:
    changes = consolidate([candidate("e1", "Acme"), candidate("e2", "Globex")])

    assert kinds(changes) == ["created", "superseded", "updated"]


def test_an_older_statement_never_replaces_a_newer_one() -> None:
    changes = consolidate([candidate("e2", "Globex", minutes=60), candidate("e1", "Acme")])

    assert kinds(changes) == ["created"]


def test_an_inferred_value_does_not_override_an_explicit_one() -> None:
    changes = consolidate(
        [candidate("e1", "Acme"), candidate("e2", "Globex", minutes=5, explicit=False)]
    )

    # The explicit value stays active; the inferred one waits beside it as a conflict.
    assert kinds(changes) == ["created", "conflicted"]
    assert changes[1].memory_id != changes[0].memory_id


def test_multi_valued_keys_keep_each_value() -> None:
    changes = consolidate(
        [
            candidate("e1", "Rust", key="skill", single_valued=False),
            candidate("e2", "Go", key="skill", single_valued=False, minutes=5),
        ]
    )

    assert kinds(changes) == ["created", "created"]
    assert changes[0].memory_id != changes[1].memory_id


def test_session_level_memories_are_per_session() -> None:
    first = candidate("w1", "Goal: A", key="working_memory", type=MemoryType.FACT, level="session")
    other_session = first.model_copy(
        update={"id": "w2", "scope": SCOPE.model_copy(update={"session": "s2"})}
    )

    changes = consolidate([first, other_session])

    assert kinds(changes) == ["created", "created"]
    assert changes[0].memory is not None and changes[0].memory.scope.session == "s1"


@pytest.mark.parametrize(
    "selector",
    [
        {"key": "profile.employer"},
        {"match": "ACME"},
        {"all": True},
        {"memory_id": derive_id("acme", "ada", "", "profile", "profile.employer")},
    ],
)
def test_forget_deletes_and_keeps_no_content(selector: dict[str, Any]) -> None:
    # Remember two things, then forget one (or all).
    state = InMemoryState()
    consolidate(
        [
            candidate("e1", "Acme"),
            candidate("e2", "Berlin", key="profile.location", content="Lives in Berlin"),
        ],
        state,
    )

    changes = consolidate([forget("f1", 10, **selector)], state)

    # A deleted change per affected memory, with no snapshot.
    employer_id = derive_id("acme", "ada", "", "profile", "profile.employer")
    assert employer_id in [change.memory_id for change in changes]
    assert all(change.kind == "deleted" and change.memory is None for change in changes)
    assert len(changes) == (2 if selector.get("all") else 1)
    assert changes[0].cause_id == derive_id("f1", "forget")
    assert "acme" not in changes[0].reason.lower()

    # The state keeps a tombstone, never the content.
    stored = json.dumps(state)
    assert "Acme" not in stored and employer_id in stored


def test_forgotten_stays_forgotten_even_on_replay() -> None:
    state = InMemoryState()
    records: list[CandidateRecord] = [
        candidate("e1", "Acme"),
        forget("f1", 10, key="profile.employer"),
    ]
    consolidate(records, state)

    # Replaying the old statement (or an older one) brings nothing back.
    assert (
        consolidate([candidate("e1", "Acme"), candidate("e0", "Initech", minutes=-5)], state) == []
    )
    assert consolidate([candidate("e3", "Acme", minutes=10)], state) == []


def test_a_genuinely_newer_statement_comes_back_as_a_new_version() -> None:
    state = InMemoryState()
    consolidate([candidate("e1", "Acme"), candidate("e2", "Globex", minutes=5)], state)
    consolidate([forget("f1", 10, all=True)], state)

    [change] = consolidate([candidate("e3", "Initech", minutes=20)], state)

    assert change.kind == "created" and change.memory is not None
    assert change.memory.version == 3
    assert change.reason == "stated again after being forgotten"


def test_forget_of_nothing_changes_nothing() -> None:
    assert consolidate([forget("f1", 1, key="profile.name")]) == []


def test_memory_ids_come_from_the_scope_type_and_key() -> None:
    record = candidate("e1", "Acme")
    in_workspace = record.model_copy(update={"scope": SCOPE.model_copy(update={"workspace": "w"})})

    assert memory_id_for(record) == derive_id("acme", "ada", "", "profile", "profile.employer")
    assert memory_id_for(in_workspace) == derive_id(
        "acme", "ada", "w", "profile", "profile.employer"
    )


def test_consolidation_is_deterministic() -> None:
    records: list[CandidateRecord] = [
        candidate("e1", "Acme"),
        candidate("e2", "acme", minutes=1),
        candidate("e3", "Globex", minutes=2),
        candidate("e4", "Berlin", key="profile.location", minutes=3),
        forget("f1", 4, match="berlin"),
        candidate("e5", "Paris", key="profile.location", minutes=5),
    ]
    first_state = InMemoryState()
    second_state = InMemoryState()

    first = consolidate(records, first_state)
    second = consolidate(records, second_state)

    assert kinds(first) == [
        "created",
        "reinforced",
        "superseded",
        "updated",
        "created",
        "deleted",
        "created",
    ]
    assert [codec.encode(c) for c in first] == [codec.encode(c) for c in second]
    assert json.dumps(first_state, sort_keys=True) == json.dumps(second_state, sort_keys=True)
    assert [codec.decode_change(codec.encode(c)) for c in first] == first


def test_an_episode_is_created_as_a_session_summary() -> None:
    episode = candidate(
        "m1", "User: Tokyo trip.", key="session:s1", type=MemoryType.EPISODE, explicit=False
    )

    [change] = consolidate([episode])

    assert (change.kind, change.reason) == ("created", "session summarized")


def test_forgetting_a_session_by_key_forgets_its_chunks_too() -> None:
    def episode(event: str, key: str) -> MemoryCandidate:
        return candidate(event, f"Ann: {key}", key=key, type=MemoryType.EPISODE, explicit=False)

    records: list[CandidateRecord] = [
        episode("m1", "session:s1:chunk:1"),
        episode("m2", "session:s1"),
        episode("m3", "session:s10:chunk:1"),  # another session whose id starts alike
        episode("m4", "session:s1:2:chunk:1"),  # the session's second part: its own key
        forget("f", 5, key="session:s1"),
    ]

    changes = consolidate(records)

    deleted = [c for c in changes if c.kind.value == "deleted"]
    created = {c.memory_id: c.memory.key for c in changes if c.memory is not None}
    assert sorted(created[c.memory_id] for c in deleted) == ["session:s1", "session:s1:chunk:1"]
