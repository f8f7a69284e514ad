from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from memstream.eval.expectations import (
    MemoryExpectation,
    MemoryView,
    RecallExpectation,
    check_memories,
    check_recall,
    memory_views,
    recall_texts,
)
from memstream.eval.scenarios import (
    bundled_scenarios,
    load_scenario,
    parse_scenario,
    run_on_engine,
    scenario_events,
)
from memstream.schemas.base import Scope
from memstream.schemas.events import ForgetRequested, MessagePosted, RememberRequested
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance

NOW = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)

SCENARIO_YAML = """
name: demo
tenant: acme
as: alice
events:
  - user: I prefer tea.
  - assistant: Noted.
  - {user: 我喜欢咖啡。, as: bob, tenant: other, session: s2, time: 2026-02-01T10:00:00Z}
  - end_session: true
  - {remember: My locker code is 4512., type: fact, key: locker}
  - forget: {match: tea}
expect:
  memories:
    - {type: preference, content: tea, absent: true}
  recall:
    - {query: "what do I drink?", section: preferences, contains: [coffee]}
"""


def view(content: str, status: str = "active", **extra: Any) -> MemoryView:
    fields: dict[str, Any] = {"id": content, "type": "preference", "key": "drink"} | extra
    return MemoryView(content=content, status=status, **fields)


def memory(memory_id: str, version: int, content: str, status: MemoryStatus) -> Memory:
    return Memory(
        id=memory_id,
        version=version,
        scope=Scope(tenant="t", user="u"),
        type=MemoryType.PREFERENCE,
        key="drink",
        value=content,
        content=content,
        confidence=0.9,
        status=status,
        provenance=Provenance(matcher="m", matcher_version="1"),
        first_seen=NOW,
        last_seen=NOW,
        valid_from=NOW,
    )


@dataclass
class History:
    memory: Memory
    versions: list[Memory]


@dataclass
class Hit:
    content: str
    score: float = 1.0
    memory_id: str = "m"


@dataclass
class Response:
    profile: list[Hit] = field(default_factory=list)
    preferences: list[Hit] = field(default_factory=list)
    facts: list[Hit] = field(default_factory=list)
    episodes: list[Hit] = field(default_factory=list)
    packet_tokens: int = 0


def test_yaml_steps_become_events_with_defaults_and_overrides(tmp_path: Path) -> None:
    path = tmp_path / "demo.yaml"
    path.write_text(SCENARIO_YAML, encoding="utf-8")
    scenario = load_scenario(path)
    events = scenario_events(scenario, "ns-")
    assert [e.type for e in events] == [
        "message.posted",
        "message.posted",
        "message.posted",
        "session.ended",
        "memory.remember",
        "memory.forget",
    ]
    first, reply, chinese = events[0], events[1], events[2]
    assert isinstance(first, MessagePosted) and isinstance(reply, MessagePosted)
    assert isinstance(chinese, MessagePosted)
    assert first.payload.role == "user" and reply.payload.role == "assistant"
    assert first.scope == Scope(tenant="ns-acme", user="alice", session="s1")
    assert chinese.scope == Scope(tenant="ns-other", user="bob", session="s2")
    assert chinese.time == datetime(2026, 2, 1, 10, 0, tzinfo=UTC)
    assert (reply.time - first.time).total_seconds() == 60
    remember, forget = events[4], events[5]
    assert isinstance(remember, RememberRequested) and remember.payload.key == "locker"
    assert isinstance(forget, ForgetRequested) and forget.payload.match == "tea"
    assert [e.id for e in scenario_events(scenario, "ns-")] == [e.id for e in events]
    assert scenario.expect.recall[0].section == "preferences"


def test_a_step_needs_exactly_one_action() -> None:
    base = {"name": "x", "expect": {}}
    with pytest.raises(ValidationError, match="exactly one"):
        parse_scenario(base | {"events": [{"user": "hi", "assistant": "hello"}]})
    with pytest.raises(ValidationError, match="exactly one"):
        parse_scenario(base | {"events": [{"as": "bob"}]})
    with pytest.raises(ValidationError, match="extra"):
        parse_scenario(base | {"events": [{"user": "hi", "colour": "red"}]})


def test_expectations_refuse_empty_or_contradictory_forms() -> None:
    with pytest.raises(ValidationError, match="type, key or content"):
        MemoryExpectation(status="active")
    with pytest.raises(ValidationError, match="absent"):
        MemoryExpectation(content="tea", absent=True, count=1)
    with pytest.raises(ValidationError, match="contains"):
        RecallExpectation(query="q")


def test_every_bundled_scenario_loads() -> None:
    paths = bundled_scenarios()
    names = {load_scenario(path).name for path in paths}
    assert {
        "preference-changed",
        "fact-corrected",
        "duplicate-three-times",
        "assistant-not-user-fact",
        "forget",
        "chinese-profile-preference",
        "chinese-preference-changed",
        "isolation",
    } <= names
    assert all(scenario_events(load_scenario(path), "", lambda *_: "m") for path in paths)
    shown = [path for path in paths if path.name.startswith("shown_")]
    assert len(shown) >= 14
    updates = [path for path in paths if path.name.startswith("update_")]
    assert len(updates) >= 8  # one per update kind, English and Chinese


def test_present_memory_matches_type_content_and_active_status() -> None:
    expectation = MemoryExpectation(type="preference", content="TEA")
    assert check_memories(expectation, [view("I prefer green tea")]) == []
    [problem] = check_memories(expectation, [view("I prefer green tea", "superseded")])
    assert "found none" in problem and "superseded" in problem
    assert check_memories(expectation, [view("tea", type="fact")]) != []


def test_absent_memory_ignores_deleted_versions_by_default() -> None:
    expectation = MemoryExpectation(content="tabs", absent=True)
    assert check_memories(expectation, [view("I prefer tabs", "deleted")]) == []
    [problem] = check_memories(expectation, [view("I prefer tabs", "superseded")])
    assert problem.startswith("expected no memory")


def test_count_and_evidence_count_are_exact() -> None:
    expectation = MemoryExpectation(content="short", count=1, evidence_count=3)
    assert check_memories(expectation, [view("short answers", evidence_count=3)]) == []
    twice = [view("short answers"), view("short replies", id="other")]
    problems = check_memories(expectation, twice)
    assert any("expected 1" in p for p in problems)
    assert any("evidence=3" in p for p in problems)


def test_status_may_be_a_list() -> None:
    expectation = MemoryExpectation(content="Berlin", status=["superseded", "conflicted"])
    assert check_memories(expectation, [view("I live in Berlin", "conflicted")]) == []


def test_histories_flatten_and_old_active_versions_count_as_superseded() -> None:
    old = memory("m1", 1, "I prefer tea", MemoryStatus.ACTIVE)
    new = memory("m1", 2, "I prefer coffee", MemoryStatus.ACTIVE)
    views = {(v.version, v.content): v.status for v in memory_views([History(new, [old, new])])}
    assert views == {(1, "I prefer tea"): "superseded", (2, "I prefer coffee"): "active"}


def test_recall_checks_contents_in_one_section_or_all() -> None:
    response = Response(preferences=[Hit("I prefer Rust")], facts=[Hit("I used Python")])
    assert recall_texts(response, "preferences") == ["I prefer Rust"]
    assert recall_texts(response, None) == ["I prefer Rust", "I used Python"]
    only_prefs = RecallExpectation(
        query="q", section="preferences", contains=["rust"], not_contains=["python"]
    )
    assert check_recall(only_prefs, recall_texts(response, "preferences")) == []
    everywhere = RecallExpectation(query="q", contains=["Go"], not_contains=["Python"])
    problems = check_recall(everywhere, recall_texts(response, None))
    assert len(problems) == 2
    assert "expected 'Go'" in problems[0] and "must not appear" in problems[1]


def test_a_type_or_a_section_may_be_several() -> None:
    kinds = MemoryExpectation(type=["profile", "fact"], content="Berlin", absent=True)
    assert check_memories(kinds, [view("Said: I live in Berlin", type="episode")]) == []
    assert check_memories(kinds, [view("Lives in Berlin", type="profile")]) != []
    response = Response(
        profile=[Hit("Lives in Lisbon")], episodes=[Hit("2026-01-05 User: I live in Berlin")]
    )
    memories = RecallExpectation(
        query="q", section=["profile", "facts"], contains=["Lisbon"], not_contains=["Berlin"]
    )
    assert check_recall(memories, recall_texts(response, memories.section)) == []
    [problem] = check_recall(memories, recall_texts(response, None))
    assert "must not appear" in problem


class FakeEngine:
    """Remembers nothing but a fixed preference; records what it was sent."""

    def __init__(self) -> None:
        self.emitted: list[Any] = []
        self.idle_waits = 0

    def emit(self, events: Sequence[Any]) -> list[Any]:
        self.emitted += events
        return list(range(len(events)))

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        self.idle_waits += 1

    def recall(self, request: Any) -> Any:
        return Response(preferences=[Hit("我喜欢咖啡 coffee")])

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        return [History(memory("m1", 1, "I prefer tea", MemoryStatus.ACTIVE), [])]

    def close(self) -> None:
        return None


def test_runner_reports_pass_fail_and_broken_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import memstream.eval.scenarios as scenarios

    monkeypatch.setattr(scenarios, "recall_request", lambda *args, **kwargs: args)
    good = tmp_path / "a.yaml"
    good.write_text(SCENARIO_YAML, encoding="utf-8")
    broken = tmp_path / "b.yaml"
    broken.write_text("name: broken\nevents: []\n", encoding="utf-8")
    engine = FakeEngine()
    first, second = run_on_engine(engine, [good, broken])
    assert len(engine.emitted) == 6 and engine.idle_waits == 1
    assert not first.passed
    assert first.differences == [
        "sc0-acme/alice: expected no memory type='preference' content='tea' status in "
        "['candidate', 'active', 'superseded', 'conflicted', 'decayed']; "
        "found preference/drink "
        "'I prefer tea' active v1 evidence=1"
    ]
    assert not second.passed and "ValidationError" in second.differences[0]
