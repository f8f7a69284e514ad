"""The narrative as a read-time view: consolidation neither reads nor writes it, and the
read models skip the narrative versions earlier versions wrote to the log."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.decisions import memory_change, retire
from memstream.processors.memory_state import entry_key
from memstream.processors.narrative import (
    NARRATIVE_KEY,
    digest_of,
    is_stored_narrative,
    narrative,
    narrative_memory_id,
    render,
)
from memstream.projections import pg_memories
from memstream.projections.vector_projection import _final_states
from memstream.schemas.base import Scope
from memstream.schemas.candidates import ForgetCommand, MemoryCandidate
from memstream.schemas.changes import ChangeKind
from memstream.schemas.events import Forget
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance
from tests.unit.test_recall_score import make_memory

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SCOPE = Scope(tenant="t", user="u")
LISBON = make_memory("Lives in Lisbon", MemoryType.PROFILE, key="profile.location")
TEA = make_memory("喜欢喝绿茶", MemoryType.PREFERENCE, key="pref:绿茶")


def stored() -> Memory:
    """A narrative as an earlier version wrote it to the log."""
    told = narrative("t", "u", [LISBON])
    assert told is not None
    return told


def test_a_candidate_reads_no_digest_and_no_narrative() -> None:
    candidate = MemoryCandidate(
        id="c1",
        scope=SCOPE,
        type=MemoryType.PROFILE,
        key="profile.location",
        value="Lisbon",
        content="Lives in Lisbon",
        confidence=0.8,
        provenance=Provenance(event_ids=["e1"], matcher="profile", matcher_version="1"),
        event_time=T0,
    )
    keys = ConsolidateStage().state_keys(candidate)
    assert entry_key(SCOPE.key, narrative_memory_id(SCOPE)) not in keys
    assert f"{SCOPE.key}:d" not in keys
    forget = ForgetCommand(
        id="f1", scope=SCOPE, selector=Forget(match="x"), event_id="f1", event_time=T0
    )
    assert ConsolidateStage().state_keys(forget) == [
        entry_key(SCOPE.key, narrative_memory_id(SCOPE))  # one an earlier version stored
    ]


def test_the_rendered_narrative_is_the_digests_text_in_either_language() -> None:
    for memories, lang in (([LISBON], "en"), ([TEA], "zh")):
        told = narrative("t", "u", memories)
        assert told is not None and told.content == render(digest_of(memories))
        assert told.attributes == {
            "kind": "narrative",
            "language": lang,
            "sources": sorted(m.id for m in memories),
        }
        assert told.id == derive_id("t", "u", "", MemoryType.PROFILE, NARRATIVE_KEY)
        assert told.last_seen == max(m.last_seen for m in memories)


def test_only_active_user_level_profile_preferences_and_facts_are_told() -> None:
    ended = LISBON.model_copy(update={"status": MemoryStatus.SUPERSEDED})
    in_session = TEA.model_copy(update={"level": "session"})
    episode = make_memory("Talked about Lisbon", MemoryType.EPISODE, key="session:s1")
    assert narrative("t", "u", [ended, in_session, episode, stored()]) is None


def test_narrative_versions_on_old_logs_are_skipped_by_the_read_models() -> None:
    first = stored()
    created = memory_change(ChangeKind.CREATED, first, "c1", "profile narrative rebuilt", T0)
    later = T0 + timedelta(hours=1)
    superseded = memory_change(ChangeKind.SUPERSEDED, retire(first, later, 2), "c2", "r", later)
    fact = make_memory("Is allergic to peanuts")
    kept = memory_change(ChangeKind.CREATED, fact, "c3", "new", T0)
    assert is_stored_narrative(created) and is_stored_narrative(superseded)
    assert not is_stored_narrative(kept)

    plan = pg_memories.plan([created, superseded, kept])
    assert list(plan.current) == [fact.id] and list(plan.versions) == [(fact.id, 1)]
    assert plan.removed == {first.id: ("t", "u")}  # a row an earlier version wrote goes
    active, gone = _final_states([created, kept])
    assert [m.id for m in active] == [fact.id] and gone == [first.id]  # never embedded


def test_a_dated_plan_is_not_a_source_of_the_narratives_text() -> None:
    for plan in ("Flying to Oslo on March 9", "3月9日飞奥斯陆"):
        dated = make_memory(
            plan, MemoryType.FACT, key="fact.plan", attributes={"dates": ["2026-03-09"]}
        )
        told = narrative("t", "u", [LISBON, dated])
        assert told is not None and plan not in told.content
        assert told.attributes["sources"] == [LISBON.id]
