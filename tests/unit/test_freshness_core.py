"""Read-your-writes over the description, with a hand-driven `Progress` (no runtime, no clock)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from memstream.pipeline.freshness import PipelineFreshness
from memstream.pipeline.layout import Layout, Route
from memstream.ports import Position, UnknownPosition
from memstream.schemas import topics
from tests.unit.test_topology import DESCRIPTION

LAYOUT = Layout(pipeline=DESCRIPTION)
STEPS = LAYOUT.awaited(DESCRIPTION.parts)


class Steps:
    """Each step reaches its `goal` after `delay` looks; topics end where they are told."""

    def __init__(self, ends: dict[str, dict[int, int]], delay: int = 2) -> None:
        self.topic_ends = ends
        self.goal: dict[str, dict[int, int]] = {}
        self.looks: dict[str, int] = {}
        self.delay = delay

    async def ends(self, topic: str) -> dict[int, int]:
        return dict(self.topic_ends.get(topic, {}))

    async def reached(self, route: Route, partitions: Sequence[int]) -> dict[int, int]:
        self.looks[route.step] = self.looks.get(route.step, 0) + 1
        if self.looks[route.step] <= self.delay:
            return dict.fromkeys(partitions, 0)
        return {p: self.goal.get(route.step, {}).get(p, 0) for p in partitions}


class Ticks:
    """A clock that moves one second per reading."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def chain(done: bool) -> Steps:
    ends = {
        topics.INTERACTIONS: {0: 5, 1: 0},
        topics.CANDIDATES: {0: 9, 1: 0},
        topics.MEMORY_CHANGES: {0: 4, 1: 0},
    }
    steps = Steps(ends)
    steps.goal = {
        "extract": {0: 5},
        "consolidate": {0: 9},
        "project.postgres": {0: 4},
        "project.vectors": {0: 4 if done else 3},
        "llm-extract": {},  # a side stage that never gets anywhere
    }
    return steps


async def test_the_awaited_chain_is_the_description_without_the_side_stage() -> None:
    assert [route.step for route in STEPS] == [
        "extract",
        "consolidate",
        "project.postgres",
        "project.vectors",
    ]
    assert "llm-extract" in [route.step for route in LAYOUT.routes(DESCRIPTION.parts)]


async def test_a_wait_follows_what_each_step_derived_to_the_last_projection() -> None:
    steps = chain(done=True)
    freshness = PipelineFreshness(STEPS, steps, poll_seconds=0, clock=Ticks())
    assert await freshness.wait_for([Position(topics.INTERACTIONS, 0, 4)], timeout=1000)
    # Every awaited step was looked at; the side stage never was.
    assert set(steps.looks) == {route.step for route in STEPS}


async def test_a_step_short_of_what_it_was_given_times_the_wait_out() -> None:
    freshness = PipelineFreshness(STEPS, chain(done=False), poll_seconds=0, clock=Ticks())
    assert not await freshness.wait_for([Position(topics.INTERACTIONS, 0, 4)], timeout=50)


async def test_positions_no_step_reads_are_refused() -> None:
    freshness = PipelineFreshness(STEPS, chain(done=True), poll_seconds=0, clock=Ticks())
    with pytest.raises(UnknownPosition):
        await freshness.wait_for([Position(topics.INTERACTIONS, 7, 0)], timeout=5)
    with pytest.raises(UnknownPosition):
        await freshness.wait_for([Position("no.such.topic", 0, 0)], timeout=5)


async def test_lag_counts_what_each_step_has_not_passed() -> None:
    steps = chain(done=False)
    steps.delay = 0
    freshness = PipelineFreshness(STEPS, steps, poll_seconds=0)
    assert await freshness.lag() == {
        "extract": 0,
        "consolidate": 0,
        "project.postgres": 0,
        "project.vectors": 1,
    }


async def test_a_wait_on_a_later_generation_reads_its_own_topics() -> None:
    later = Layout(replace(LAYOUT.generation, number=2, homes={"stages": 2}), "", DESCRIPTION)
    routes = later.awaited(DESCRIPTION.parts)
    assert routes[1].input == f"{topics.CANDIDATES}.g2"
