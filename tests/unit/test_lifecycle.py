"""The memory lifecycle: candidate pool, promotion, conflicts, user commands, weakening, decay."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.lifecycle import LifecyclePolicy
from memstream.processors.matchers.feedback import match_feedback
from memstream.processors.matchers.revision import match_revision
from memstream.processors.memory_state import MemoryEntry, entries_prefix
from memstream.processors.narrative import NARRATIVE_KEY, narrative
from memstream.schemas.base import Scope
from memstream.schemas.candidates import (
    CandidateRecord,
    ConfirmCommand,
    CorrectCommand,
    EraseCommand,
    MemoryCandidate,
    PinCommand,
)
from memstream.schemas.changes import MemoryChange
from memstream.schemas.events import (
    Confirm,
    Correct,
    Feedback,
    FeedbackGiven,
    Pin,
    Revision,
    TextRevised,
)
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryType, Provenance

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SCOPE = Scope(tenant="acme", user="mei", session="s1")


def at(days: float) -> datetime:
    return T0 + timedelta(days=days)


def pref(
    event: str,
    value: str,
    *,
    days: float = 0,
    explicit: bool = True,
    confidence: float = 0.6,
    key: str = "pref:tone",
    type: MemoryType = MemoryType.PREFERENCE,
    attributes: dict[str, Any] | None = None,
) -> MemoryCandidate:
    return MemoryCandidate(
        id=derive_id(event, "test", 0),
        scope=SCOPE,
        type=type,
        key=key,
        value=value,
        content=f"Prefers a {value} tone" if value.isascii() else f"偏好{value}的语气",
        attributes=attributes or {},
        confidence=confidence,
        provenance=Provenance(
            event_ids=[event], matcher="revision", matcher_version="1", explicit=explicit
        ),
        event_time=at(days),
    )


PAYLOADS: dict[type[Any], tuple[str, type[Any]]] = {
    ConfirmCommand: ("confirm", Confirm),
    CorrectCommand: ("correction", Correct),
    PinCommand: ("pin", Pin),
}


def command(kind: type[Any], event: str, days: float, **payload: Any) -> Any:
    field, model = PAYLOADS[kind]
    common = {
        "id": derive_id(event, "cmd"),
        "scope": SCOPE,
        "event_id": event,
        "event_time": at(days),
    }
    return kind(**common, **{field: model(**payload)})


class Run:
    """The consolidate stage over one state, keeping every change."""

    def __init__(self, policy: LifecyclePolicy | None = None) -> None:
        self.stage = ConsolidateStage(policy or LifecyclePolicy())
        self.state = InMemoryState()
        self.changes: list[MemoryChange] = []

    def feed(self, *records: CandidateRecord) -> list[MemoryChange]:
        new = [c for r in records for c in self.stage.process(r, self.state)]
        self.changes += new
        return [c for c in new if not (c.memory and c.memory.key == NARRATIVE_KEY)]

    def held(self) -> list[Memory]:
        """Every memory the state holds (what the read model would hold)."""
        entries = self.state.scan(entries_prefix(SCOPE.key))
        return [v.memory for _, v in entries if isinstance(v, MemoryEntry) and v.memory]


def kinds(changes: list[MemoryChange]) -> list[str]:
    return [f"{c.kind.value}:{c.memory.status.value if c.memory else '-'}" for c in changes]


@pytest.mark.parametrize("value", ["casual", "随意"])
def test_an_inferred_preference_waits_in_the_pool_until_evidence_promotes_it(value: str) -> None:
    run = Run()

    first = run.feed(pref("r1", value, explicit=False))
    second = run.feed(pref("r2", value, explicit=False, days=1))

    assert kinds(first) == ["created:candidate"]
    assert "candidate pool" in first[0].reason
    assert kinds(second) == ["promoted:active"]
    assert second[0].memory is not None and second[0].memory.evidence_count == 2


def test_a_strong_inference_or_an_explicit_statement_needs_no_pool() -> None:
    run = Run()

    strong = run.feed(pref("r1", "casual", explicit=False, confidence=0.9))
    said = run.feed(pref("m1", "brief", explicit=True, key="pref:length"))

    assert kinds(strong) == ["created:candidate"]  # one sighting is never enough evidence
    assert kinds(said) == ["created:active"]


def test_an_explicit_statement_promotes_a_pooled_candidate_at_once() -> None:
    run = Run()
    run.feed(pref("r1", "casual", explicit=False))

    [change] = run.feed(pref("m1", "casual", days=1))

    assert kinds([change]) == ["promoted:active"]
    assert change.memory is not None and change.memory.provenance.explicit


@pytest.mark.parametrize(("said", "shown"), [("formal", "casual"), ("正式", "随意")])
def test_an_inferred_value_against_an_explicit_one_is_a_conflict_to_confirm(
    said: str, shown: str
) -> None:
    run = Run()
    [explicit] = run.feed(pref("m1", said))

    [conflict] = run.feed(pref("r1", shown, explicit=False, days=1))
    # Seen again: the same conflict gathers evidence, it is not promoted over the user.
    [again] = run.feed(pref("r2", shown, explicit=False, days=2))

    assert kinds([conflict, again]) == ["conflicted:conflicted", "reinforced:conflicted"]
    assert conflict.memory is not None
    assert conflict.memory.attributes["conflicts_with"] == explicit.memory_id
    # Confirming: the inferred value supersedes the explicit one; the conflict goes.
    changes = run.feed(command(ConfirmCommand, "c1", 3, memory_id=conflict.memory_id))
    assert kinds(changes) == ["superseded:superseded", "updated:active", "deleted:-"]
    assert changes[1].memory is not None and changes[1].memory.value == shown
    assert changes[1].memory.provenance.explicit and changes[1].memory_id == explicit.memory_id


def test_rejecting_a_conflict_forgets_it_and_keeps_the_explicit_value() -> None:
    run = Run()
    run.feed(pref("m1", "formal"))
    [conflict] = run.feed(pref("r1", "casual", explicit=False, days=1))

    changes = run.feed(command(ConfirmCommand, "c1", 2, memory_id=conflict.memory_id, accept=False))

    assert kinds(changes) == ["deleted:-"] and changes[0].reason == "rejected by the user"
    # The same old evidence replayed stays rejected.
    assert run.feed(pref("r1", "casual", explicit=False, days=1)) == []


def test_confirm_of_a_memory_that_is_not_conflicted_changes_nothing() -> None:
    run = Run()
    [created] = run.feed(pref("m1", "formal"))

    assert run.feed(command(ConfirmCommand, "c1", 1, memory_id=created.memory_id)) == []


@pytest.mark.parametrize("content", ["Works at St. Mary's Hospital", "在圣玛丽医院工作"])
def test_a_correction_supersedes_with_the_users_words(content: str) -> None:
    run = Run()
    [created] = run.feed(pref("m1", "Acme", key="profile.employer", type=MemoryType.PROFILE))

    changes = run.feed(
        command(CorrectCommand, "k1", 1, memory_id=created.memory_id, content=content)
    )

    assert kinds(changes) == ["superseded:superseded", "updated:active"]
    new = changes[1].memory
    assert new is not None and (new.version, new.content, new.value) == (2, content, content)
    assert new.provenance.matcher == "correction" and new.confidence >= 0.95


def test_pinning_changes_the_flag_in_place_and_pinned_memories_never_decay() -> None:
    policy = LifecyclePolicy(maintenance_sessions=1, maintenance_every=timedelta(days=1))
    run = Run(policy)
    [created] = run.feed(pref("m1", "formal"))

    [pinned] = run.feed(command(PinCommand, "p1", 0, memory_id=created.memory_id))
    assert kinds([pinned]) == ["updated:active"]
    assert pinned.memory is not None and pinned.memory.pinned and pinned.memory.version == 1
    assert run.feed(command(PinCommand, "p2", 0, memory_id=created.memory_id)) == []
    # Years later, maintenance decays everything else, not the pinned memory.
    run.feed(summary("s1", 0.5), summary("s2", 3000))
    assert not [c for c in run.changes if c.memory_id == created.memory_id and c.kind == "decayed"]


def summary(event: str, days: float) -> MemoryCandidate:
    return pref(
        event,
        f"Session {event}.",
        days=days,
        key=f"session:{event}",
        type=MemoryType.EPISODE,
        explicit=False,
        attributes={"kind": "summary"},
    )


def test_maintenance_decays_with_event_time_behind_its_gates() -> None:
    policy = LifecyclePolicy(maintenance_sessions=2, maintenance_every=timedelta(days=7))
    run = Run(policy)
    [fact] = run.feed(pref("m1", "ski trips", key="fact:hobby", type=MemoryType.FACT))

    told = narrative(SCOPE.tenant, SCOPE.user, run.held())
    assert told is not None and "ski trips" in told.content
    # One session closed a year later: the session gate is still shut.
    [episode] = run.feed(summary("s1", 400))
    assert episode.kind == "created"
    assert not [c for c in run.changes if c.kind == "decayed"]
    # A second session opens both gates: the fact's confidence fell below the floor.
    run.feed(summary("s2", 900))
    decayed = [c for c in run.changes if c.kind == "decayed" and c.memory_id == fact.memory_id]
    assert [c.memory_id for c in decayed] == [fact.memory_id]
    # The narrative said only that fact: rendered when read, it has nothing left to say
    # (and no narrative change is on the log to decay).
    assert not [c for c in run.changes if c.memory and c.memory.key == NARRATIVE_KEY]
    assert narrative(SCOPE.tenant, SCOPE.user, run.held()) is None
    assert decayed[0].memory is not None and decayed[0].memory.status == "decayed"
    assert decayed[0].event_time == at(900)
    # Stated again, it is no longer decayed.
    [revived] = run.feed(pref("m2", "ski trips", key="fact:hobby", type=MemoryType.FACT, days=901))
    assert kinds([revived]) == ["reinforced:active"]


def test_counter_evidence_weakens_a_lesson_until_it_decays() -> None:
    run = Run()

    def lesson(event: str, days: float, attributes: dict[str, Any] | None = None) -> Any:
        return pref(
            event,
            "set HTTPS_PROXY",
            key="lesson:pip:proxyerror",
            type=MemoryType.LESSON,
            explicit=False,
            confidence=0.8,
            days=days,
            attributes=attributes,
        )

    run.feed(lesson("t1", 0), lesson("t2", 1))
    against = {"evidence": "against", "reason": "failed again despite the fix"}

    weaker = run.feed(lesson("t3", 2, against))
    gone = run.feed(lesson("t4", 4, against), lesson("t5", 5, against))

    assert kinds(weaker) == ["updated:active"] and weaker[0].reason == against["reason"]
    assert kinds(gone)[-1] == "decayed:decayed"


def test_erase_forgets_everything_and_a_returning_user_starts_empty() -> None:
    run = Run()
    run.feed(pref("m1", "formal"), pref("m2", "Acme", key="profile.employer"))
    erase = EraseCommand(id="x1", scope=SCOPE, event_id="x1", event_time=at(1))

    changes = run.feed(erase)

    assert changes and all(c.kind == "deleted" for c in changes)
    assert json.dumps(run.state) == "{}"
    [again] = run.feed(pref("m1", "formal", days=2))
    assert kinds([again]) == ["created:active"]


def _revised(event: str, original: str, new: str, days: float) -> list[MemoryCandidate]:
    payload = Revision(original=original, revised=new)
    return match_revision(TextRevised(id=event, time=at(days), scope=SCOPE, payload=payload))


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            ("这次迁移分三步。首先备份数据库，然后停掉写入服务，最后切换流量。",
             "迁移分三步：\n1. 备份数据库\n2. 停掉写入服务\n3. 切换流量"),
            ("周会的结论是预算通过了，五月上线，另外招聘暂时冻结。",
             "周会结论：\n- 预算通过\n- 五月上线\n- 招聘暂时冻结"),
        ),
        (
            ("We migrate in three steps. First back up the database, then stop the writers, "
             "and finally switch the traffic.",
             "We migrate in three steps:\n- back up the database\n- stop the writers\n"
             "- switch the traffic"),
            ("The meeting agreed the budget, moved the launch to May and froze hiring.",
             "The meeting agreed:\n- the budget\n- the launch in May\n- a hiring freeze"),
        ),
    ],
)  # fmt: skip
def test_two_consistent_revisions_promote_a_format_preference(
    first: tuple[str, str], second: tuple[str, str]
) -> None:
    run = Run()

    pooled = run.feed(*_revised("r1", *first, days=0))
    promoted = run.feed(*_revised("r2", *second, days=1))

    assert [c.kind.value for c in pooled if c.memory and c.memory.key == "pref.format"] == [
        "created"
    ]
    [format_change] = [c for c in promoted if c.memory and c.memory.key == "pref.format"]
    assert format_change.kind.value == "promoted"
    assert format_change.memory is not None
    assert (format_change.memory.value, format_change.memory.status.value) == ("bullets", "active")


@pytest.mark.parametrize("comment", ["please stop with all the emojis", "别用表情了"])
def test_a_feedback_comment_is_active_at_once(comment: str) -> None:
    run = Run()
    event = FeedbackGiven(id="f1", time=at(0), scope=SCOPE, payload=Feedback(comment=comment))

    [change] = run.feed(*match_feedback(event))

    assert kinds([change]) == ["created:active"]
    assert change.memory is not None
    assert (change.memory.key, change.memory.value) == ("pref.emoji", "avoid")


def test_a_bare_rating_only_shows_and_waits_in_the_pool() -> None:
    run = Run()
    event = FeedbackGiven(id="f1", time=at(0), scope=SCOPE, payload=Feedback(rating="positive"))

    changes = run.feed(*match_feedback(event, "Here:\n- one\n- two"))

    assert kinds(changes) == ["created:candidate"]
