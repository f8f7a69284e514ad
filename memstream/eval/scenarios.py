"""Behaviour scenarios: events in compact YAML, then expectations; and their runner.

A scenario file:

    name: preference-changed
    tenant: acme            # defaults for every step and expectation
    as: alice               # the user id
    session: s1
    start: 2026-01-05T09:00:00Z
    events:
      - user: I prefer tea in the morning.
      - assistant: Noted.
      - {user: 我喜欢咖啡, as: bob, tenant: other, session: s2, time: 2026-01-06T09:00:00Z}
      - end_session: true
      - {remember: My locker code is 1234, type: fact, key: locker}
      - forget: {match: tea}
    expect:
      memories:
        - {type: preference, content: tea, status: superseded}
        - {content: coffee, absent: true}
      recall:
        - {query: what do I drink?, section: preferences, contains: [coffee], not_contains: [tea]}

Steps without a time are one minute apart from `start`. Event ids derive from the
scenario name and the step's index, so a scenario always emits the same events.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from importlib import resources
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from memstream.eval.expectations import (
    MemoryExpectation,
    RecallExpectation,
    check_memories,
    check_recall,
    memory_views,
    recall_texts,
)
from memstream.eval.ports import EngineFactory, EngineLike, recall_request
from memstream.schemas.base import AwareDatetime, Scope
from memstream.schemas.events import (
    Forget,
    ForgetRequested,
    InteractionEvent,
    MemoryKind,
    Message,
    MessagePosted,
    Remember,
    RememberRequested,
    Role,
    SessionBoundary,
    SessionEnded,
    Source,
)
from memstream.schemas.ids import derive_id

_ACTIONS = ("user", "assistant", "system", "remember", "forget", "end_session")


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class Step(_Strict):
    """One event of a scenario: a message by role, a remember/forget command, or a session end."""

    user: str | None = None
    assistant: str | None = None
    system: str | None = None
    remember: str | None = None
    type: MemoryKind = "fact"
    key: str | None = None
    pinned: bool = False
    forget: Forget | None = None
    end_session: bool = False
    who: str | None = Field(default=None, alias="as")
    tenant: str | None = None
    session: str | None = None
    time: AwareDatetime | None = None

    @model_validator(mode="after")
    def _one_action(self) -> Step:
        chosen = [name for name in _ACTIONS if getattr(self, name) not in (None, False)]
        if len(chosen) != 1:
            raise ValueError(f"a step needs exactly one of {', '.join(_ACTIONS)}; got {chosen}")
        return self


class Expectations(_Strict):
    """What must hold once every event is processed."""

    memories: list[MemoryExpectation] = Field(default_factory=list)
    recall: list[RecallExpectation] = Field(default_factory=list)


class Scenario(_Strict):
    """A named sequence of events and the expectations that follow."""

    name: str
    description: str = ""
    tenant: str = "scenarios"
    who: str = Field(default="alice", alias="as")
    session: str = "s1"
    start: AwareDatetime = datetime.fromisoformat("2026-01-05T09:00:00+00:00")
    events: list[Step]
    expect: Expectations


class ScenarioResult(_Strict):
    """Pass or fail of one scenario, with every difference found."""

    name: str
    path: str
    passed: bool
    differences: list[str] = Field(default_factory=list)


def parse_scenario(data: Any) -> Scenario:
    """A scenario from parsed YAML/JSON data."""
    return Scenario.model_validate(data)


def load_scenario(path: Path) -> Scenario:
    """Read one scenario file (YAML, which includes JSON)."""
    return parse_scenario(yaml.safe_load(path.read_text(encoding="utf-8")))


def bundled_scenarios() -> list[Path]:
    """The suite kept in the package (`memstream/eval/scenarios/*.yaml`)."""
    folder = Path(str(resources.files("memstream.eval") / "scenarios"))
    return sorted(folder.glob("*.yaml"))


def expand_paths(paths: Iterable[Path]) -> list[Path]:
    """Files as given and the `*.yaml`/`*.json` files of given folders; the suite if none."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted([*path.glob("*.yaml"), *path.glob("*.yml"), *path.glob("*.json")])
        else:
            found.append(path)
    return found or bundled_scenarios()


def _scope(scenario: Scenario, step: Step, namespace: str) -> Scope:
    return Scope(
        tenant=namespace + (step.tenant or scenario.tenant),
        user=step.who or scenario.who,
        session=step.session or scenario.session,
    )


def _message(step: Step) -> Message:
    role: Role = "user" if step.user else "assistant" if step.assistant else "system"
    text = step.user or step.assistant or step.system or ""
    return Message(role=role, content=text)


def step_event(scenario: Scenario, index: int, namespace: str = "") -> InteractionEvent:
    """The interaction event of the index-th step."""
    step = scenario.events[index]
    envelope: dict[str, Any] = {
        "id": derive_id("scenario", namespace, scenario.name, index),
        "time": step.time or scenario.start + timedelta(minutes=index),
        "scope": _scope(scenario, step, namespace),
        "source": Source(app="memstream-scenarios"),
    }
    if step.remember:
        remember = Remember(
            content=step.remember, memory_type=step.type, key=step.key, pinned=step.pinned
        )
        return RememberRequested(**envelope, payload=remember)
    if step.forget is not None:
        return ForgetRequested(**envelope, payload=step.forget)
    if step.end_session:
        return SessionEnded(**envelope, payload=SessionBoundary(reason="scenario"))
    return MessagePosted(**envelope, payload=_message(step))


def scenario_events(scenario: Scenario, namespace: str = "") -> list[InteractionEvent]:
    """Every step's event, in order (tenants prefixed by the namespace)."""
    return [step_event(scenario, index, namespace) for index in range(len(scenario.events))]


def check_scenario(engine: EngineLike, scenario: Scenario, namespace: str = "") -> list[str]:
    """Every difference between the scenario's expectations and the engine's state."""
    differences: list[str] = []
    for memory in scenario.expect.memories:
        tenant = namespace + (memory.tenant or scenario.tenant)
        user = memory.user or scenario.who
        views = memory_views(engine.memories(tenant, user, include_inactive=True))
        differences += [f"{tenant}/{user}: {d}" for d in check_memories(memory, views)]
    for expected in scenario.expect.recall:
        tenant = namespace + (expected.tenant or scenario.tenant)
        user = expected.user or scenario.who
        request = recall_request(tenant, user, expected.query, expected.token_budget)
        texts = recall_texts(engine.recall(request), expected.section)
        differences += [f"{tenant}/{user}: {d}" for d in check_recall(expected, texts)]
    return differences


def _namespace(index: int) -> str:
    return f"sc{index}-"


def run_on_engine(engine: EngineLike, paths: Sequence[Path]) -> list[ScenarioResult]:
    """Emit every scenario (tenants namespaced per scenario), wait, then check each."""
    loaded: list[tuple[Path, Scenario | str]] = []
    for index, path in enumerate(paths):
        try:
            scenario = load_scenario(path)
            engine.emit(scenario_events(scenario, _namespace(index)))
            loaded.append((path, scenario))
        except Exception as error:  # a bad file fails its scenario, not the run
            loaded.append((path, f"{type(error).__name__}: {error}"))
    engine.wait_until_idle()
    return [_result(engine, path, item, _namespace(i)) for i, (path, item) in enumerate(loaded)]


def _result(engine: EngineLike, path: Path, item: Scenario | str, namespace: str) -> ScenarioResult:
    if isinstance(item, str):
        return ScenarioResult(name=path.stem, path=str(path), passed=False, differences=[item])
    try:
        differences = check_scenario(engine, item, namespace)
    except Exception as error:  # report, and go on with the next scenario
        differences = [f"check failed: {type(error).__name__}: {error}"]
    return ScenarioResult(
        name=item.name, path=str(path), passed=not differences, differences=differences
    )


def run_scenarios(engine_factory: EngineFactory, paths: Sequence[Path]) -> list[ScenarioResult]:
    """Run scenario files (the bundled suite when none) on one fresh engine."""
    files = expand_paths(paths)
    with tempfile.TemporaryDirectory(prefix="memstream-scenarios-") as data_dir:
        engine = engine_factory(Path(data_dir))
        try:
            return run_on_engine(engine, files)
        finally:
            engine.close()
