"""Scenario steps for behaviour and memory commands, and the runner's rounds around commands."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from memstream.eval.expectations import (
    MemoryExpectation,
    MemorySelector,
    MemoryView,
    check_memories,
)
from memstream.eval.scenarios import parse_scenario, run_on_engine, scenario_events
from memstream.schemas.base import Scope
from memstream.schemas.events import (
    ConfirmRequested,
    CorrectRequested,
    FeedbackGiven,
    PinRequested,
    SessionStarted,
    TextRevised,
    ToolCalled,
    WorkingMemoryUpdated,
)
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance

NOW = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
STEPS = {
    "name": "steps",
    "events": [
        {"start_session": True},
        {"assistant": "Furthermore, we shall commence."},
        {
            "revise": {
                "original": "Furthermore, we shall commence.",
                "revised": "Also, we'll start.",
            }
        },
        {"feedback": {"rating": "negative", "comment": "回答太长了", "target_step": 1}},
        {"tool": {"tool": "pip", "success": False, "error": "ProxyError"}},
        {"working_memory": {"goal": "Ship", "open_loops": ["DNS"]}},
        {"confirm": {"select": {"key": "pref.tone", "status": "conflicted"}, "accept": False}},
        {"correct": {"select": {"content": "Berlin"}, "content": "I live in Munich."}},
        {"pin": {"select": {"type": "preference"}, "pinned": False}},
    ],
    "expect": {"memories": [{"type": "preference"}]},
}


def test_behaviour_and_command_steps_become_their_events() -> None:
    scenario = parse_scenario(STEPS)
    asked: list[tuple[str, str | None]] = []

    def resolve(scope: Scope, step: Any) -> str:
        asked.append((scope.user, step.selector.key))
        return f"mem-{len(asked)}"

    events = scenario_events(scenario, "ns-", resolve)
    started, _, revised, feedback, tool, working, confirm, correct, pin = events
    assert isinstance(started, SessionStarted) and isinstance(revised, TextRevised)
    assert isinstance(feedback, FeedbackGiven) and feedback.payload.target_id == events[1].id
    assert isinstance(tool, ToolCalled) and tool.payload.error == "ProxyError"
    assert isinstance(working, WorkingMemoryUpdated) and working.payload.open_loops == ["DNS"]
    assert isinstance(confirm, ConfirmRequested) and confirm.payload.memory_id == "mem-1"
    assert confirm.payload.accept is False
    assert isinstance(correct, CorrectRequested) and correct.payload.content == "I live in Munich."
    assert isinstance(pin, PinRequested) and pin.payload == pin.payload.model_copy(
        update={"memory_id": "mem-3", "pinned": False}
    )
    assert asked == [("alice", "pref.tone"), ("alice", None), ("alice", None)]


def test_a_command_without_a_resolver_or_a_selector_is_refused() -> None:
    scenario = parse_scenario(STEPS)
    with pytest.raises(ValueError, match="selected memory"):
        scenario_events(scenario)
    with pytest.raises(ValidationError):
        MemorySelector()
    with pytest.raises(ValidationError, match="exactly one"):
        parse_scenario(
            {**STEPS, "events": [{"tool": {"tool": "x", "success": True}, "user": "hi"}]}
        )


def view(**fields: Any) -> MemoryView:
    defaults: dict[str, Any] = {"id": "m", "type": "lesson", "content": "c", "status": "active"}
    return MemoryView(**(defaults | fields))


def test_selectors_and_expectations_match_keys_levels_attributes_confidence_and_pins() -> None:
    lesson = view(
        key="lesson:tool:pip:proxyerror", level="session", confidence=0.4, pinned=True,
        attributes={"evidence": "against", "fix": [{"text": "set HTTPS_PROXY"}]},
    )  # fmt: skip
    assert MemorySelector(key="lesson:tool:pip:*", attributes={"fix": "https_proxy"}).matches(
        lesson
    )
    assert not MemorySelector(key="lesson:tool:npm:*").matches(lesson)
    assert not MemorySelector(type="lesson", status="candidate").matches(lesson)
    wanted = MemoryExpectation(
        key="lesson:tool:pip:*", level="session", max_confidence=0.5, pinned=True,
        attributes={"evidence": "against"},
    )  # fmt: skip
    assert check_memories(wanted, [lesson]) == []
    [problem] = check_memories(wanted.model_copy(update={"min_confidence": 0.5}), [lesson])
    assert "min_confidence=0.5" in problem


@dataclass
class History:
    memory: Memory
    versions: list[Memory]


def stored(memory_id: str, content: str) -> Memory:
    return Memory(
        id=memory_id, version=1, scope=Scope(tenant="t", user="u"), type=MemoryType.FACT,
        key="fact:city", value=content, content=content, confidence=0.9,
        status=MemoryStatus.ACTIVE, provenance=Provenance(matcher="m", matcher_version="1"),
        first_seen=NOW, last_seen=NOW, valid_from=NOW,
    )  # fmt: skip


class CountingEngine:
    """Holds one fact once the first round is processed; records emits and waits."""

    def __init__(self) -> None:
        self.batches: list[list[Any]] = []
        self.waits = 0

    def emit(self, events: Sequence[Any]) -> list[Any]:
        self.batches.append(list(events))
        return []

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        self.waits += 1

    def recall(self, request: Any) -> Any:
        return None

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        return [History(stored("fact-1", "Lives in Berlin"), [])] if self.waits else []

    def close(self) -> None:
        return None


SCENARIO = """
name: rounds
events:
  - user: I live in Berlin.
  - correct: {select: {content: Berlin}, content: I live in Munich.}
  - user: Thanks.
  - pin: {select: {content: Paris}}
expect:
  memories:
    - {content: Berlin}
"""


def test_commands_wait_for_a_round_and_a_selection_that_finds_nothing_fails(
    tmp_path: Path,
) -> None:
    path = tmp_path / "rounds.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    engine = CountingEngine()

    [result] = run_on_engine(engine, [path])

    first, second, third = engine.batches
    assert [e.type for e in first] == ["message.posted"]
    assert [e.type for e in second] == ["memory.correct", "message.posted"]
    assert second[0].payload.memory_id == "fact-1"
    assert third == [] and engine.waits == 3
    assert not result.passed and result.differences[0].startswith("step 3: LookupError")
