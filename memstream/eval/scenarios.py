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
      - revise: {original: "Furthermore, we shall…", revised: "Also, we'll…"}
      - feedback: {rating: negative, comment: answers are too long, target_step: 1}
      - tool: {tool: pip, success: false, error: "ProxyError: …"}
      - working_memory: {goal: Ship the release, open_loops: [pick a host]}
      - confirm: {select: {type: preference, key: pref.tone}, accept: true}
      - correct: {select: {content: Berlin}, content: I live in Munich}
      - pin: {select: {content: locker}}
    expect:
      memories:
        - {type: preference, content: tea, status: superseded}
        - {content: coffee, absent: true}
      recall:
        - {query: what do I drink?, section: preferences, contains: [coffee], not_contains: [tea]}

Steps without a time are one minute apart from `start`. Event ids derive from the
scenario name and the step's index, so a scenario always emits the same events. The
step kinds are in `memstream/eval/steps.py`. A command about one memory (confirm,
correct, pin) is emitted once everything before it is processed, with the id of the
memory its `select` finds then.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from importlib import resources
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field

from memstream.eval.expectations import (
    MemoryExpectation,
    RecallExpectation,
    check_memories,
    check_recall,
    memory_views,
    recall_texts,
)
from memstream.eval.ports import EngineFactory, EngineLike, recall_request
from memstream.eval.steps import Step, build_event, step_time
from memstream.schemas.base import AwareDatetime, Scope
from memstream.schemas.events import InteractionEvent, Source
from memstream.schemas.ids import derive_id

MemoryResolver = Callable[[Scope, Step], str]
"""Finds the id of the memory a confirm, correct or pin step selects."""


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


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


def step_event(
    scenario: Scenario, index: int, namespace: str = "", resolve: MemoryResolver | None = None
) -> InteractionEvent:
    """The interaction event of the index-th step (`resolve` finds a selected memory's id)."""
    step = scenario.events[index]
    scope = _scope(scenario, step, namespace)
    envelope: dict[str, Any] = {
        "id": _event_id(scenario, index, namespace),
        "time": step_time(scenario.start, index, step),
        "scope": scope,
        "source": Source(app="memstream-scenarios"),
    }
    ids = [_event_id(scenario, i, namespace) for i in range(index)]
    memory_id = None if step.selector is None or resolve is None else resolve(scope, step)
    return build_event(step, envelope, ids, memory_id)


def _event_id(scenario: Scenario, index: int, namespace: str) -> str:
    return derive_id("scenario", namespace, scenario.name, index)


def scenario_events(
    scenario: Scenario, namespace: str = "", resolve: MemoryResolver | None = None
) -> list[InteractionEvent]:
    """Every step's event, in order (tenants prefixed by the namespace)."""
    count = len(scenario.events)
    return [step_event(scenario, index, namespace, resolve) for index in range(count)]


def engine_resolver(engine: EngineLike) -> MemoryResolver:
    """Find a selected memory in the engine: the latest version of the first memory that matches."""

    def resolve(scope: Scope, step: Step) -> str:
        selector = step.selector
        views = memory_views(engine.memories(scope.tenant, scope.user, include_inactive=True))
        found = sorted(
            (v for v in views if selector is not None and selector.matches(v)),
            key=lambda v: (v.id, -v.version),
        )
        if not found:
            raise LookupError(f"no memory matches {selector!r} for {scope.tenant}/{scope.user}")
        return found[0].id

    return resolve


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


@dataclass
class _Run:
    """A scenario being emitted: the steps done so far, or why it stopped."""

    path: Path
    namespace: str
    scenario: Scenario | None = None
    done: int = 0
    error: str | None = None

    def pending(self) -> bool:
        """True while steps are left and nothing went wrong."""
        return (
            self.scenario is not None
            and self.error is None
            and self.done < len(self.scenario.events)
        )


def _load(path: Path, index: int) -> _Run:
    try:
        return _Run(path, _namespace(index), scenario=load_scenario(path))
    except Exception as error:  # a bad file fails its scenario, not the run
        return _Run(path, _namespace(index), error=f"{type(error).__name__}: {error}")


def _emit_round(engine: EngineLike, run: _Run, resolve: MemoryResolver) -> None:
    """Emit the run's next steps: up to (not past) a memory command after the first step."""
    if run.scenario is None:
        return
    events: list[InteractionEvent] = []
    try:
        while run.done < len(run.scenario.events):
            step = run.scenario.events[run.done]
            if events and step.selector is not None:
                break  # it waits for the events before it to be processed
            events.append(step_event(run.scenario, run.done, run.namespace, resolve))
            run.done += 1
    except Exception as error:  # a command that selects nothing fails its scenario
        run.error = f"step {run.done}: {type(error).__name__}: {error}"
    engine.emit(events)


def run_on_engine(engine: EngineLike, paths: Sequence[Path]) -> list[ScenarioResult]:
    """Emit every scenario (tenants namespaced per scenario), wait, then check each.

    Scenarios are emitted in rounds: a memory command waits for the next round, after
    the engine has processed everything emitted before it.
    """
    runs = [_load(path, index) for index, path in enumerate(paths)]
    resolve = engine_resolver(engine)
    while any(run.pending() for run in runs):
        for run in runs:
            if run.pending():
                _emit_round(engine, run, resolve)
        engine.wait_until_idle()
    return [_result(engine, run) for run in runs]


def _result(engine: EngineLike, run: _Run) -> ScenarioResult:
    name = run.scenario.name if run.scenario is not None else run.path.stem
    if run.scenario is None or run.error is not None:
        failure = [run.error or "not loaded"]
        return ScenarioResult(name=name, path=str(run.path), passed=False, differences=failure)
    try:
        differences = check_scenario(engine, run.scenario, run.namespace)
    except Exception as error:  # report, and go on with the next scenario
        differences = [f"check failed: {type(error).__name__}: {error}"]
    return ScenarioResult(
        name=name, path=str(run.path), passed=not differences, differences=differences
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
