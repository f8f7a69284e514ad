"""Generations: a rebuild writes a new generation beside the live one, then switches.

A generation maps each part of the pipeline (the stages, each projection) to its
*home*: the number of the generation whose store that part uses. A reprocess gives
every part a home of its own; a projection rebuild gives one projection a new home and
shares the others with the live generation. Every name a generation gives its stores
(derived topics, stage state, consumer groups, schemas, vector indexes) comes from
`located`, and what a retired generation leaves that may go from `plan_drop`. Pure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

from memstream.pipeline.description import PIPELINE, REPROCESS, STAGES, PipelineDescription

INITIAL_KIND: Final = "initial"


def located(name: str, home: int) -> str:
    """The name of the store (topic, state, group, schema, index) `name` in generation `home`.

    Generation 1 keeps a plain name (`memstream.candidates.v1`), later ones a suffix
    (`memstream.candidates.v1.g2`); a name that must be an identifier (a PostgreSQL
    schema, a collection) ends in `_` and always carries its generation (`memstream_g1`).
    """
    if name.endswith("_"):
        return f"{name}g{home}"
    return name if home == 1 else f"{name}.g{home}"


@dataclass(frozen=True)
class Generation:
    """One generation: where each part's store lives, and whether recall answers from it."""

    number: int
    kind: str
    homes: Mapping[str, int] = field(default_factory=dict)
    status: str = "building"

    def home(self, part: str) -> int:
        """The generation whose store `part` uses (a part it does not name: its own number)."""
        return self.homes.get(part, self.number)

    def store(self, part: str, pipeline: PipelineDescription = PIPELINE) -> str:
        """The name of a projection's store in this generation (e.g. its PostgreSQL schema)."""
        return located(pipeline.projection(part).store, self.home(part))

    def as_live(self) -> Generation:
        """This generation, marked live."""
        return replace(self, status="live")


INITIAL: Final = Generation(1, INITIAL_KIND, {}, "live")


def plan_generation(
    kind: str, live: Generation, number: int, pipeline: PipelineDescription = PIPELINE
) -> Generation:
    """The next generation for a replay of `kind`: new homes for what it rebuilds."""
    rebuilt = pipeline.replay_kinds.get(kind)
    if rebuilt is None:
        raise ValueError(f"no replay kind {kind!r}: one of {', '.join(pipeline.replay_kinds)}")
    homes = {part: number if part in rebuilt else live.home(part) for part in pipeline.parts}
    return Generation(number, kind, homes)


def describe(generation: Generation, pipeline: PipelineDescription = PIPELINE) -> dict[str, Any]:
    """A generation as plain data (API and CLI)."""
    homes = {part: generation.home(part) for part in pipeline.parts}
    return {
        "number": generation.number,
        "kind": generation.kind,
        "status": generation.status,
        "homes": homes,
        "pipeline": homes[STAGES],
        "read_schema": generation.store("postgres", pipeline),
    }


@dataclass(frozen=True)
class DropPlan:
    """What one retired generation leaves behind that may go."""

    generation: Generation
    projections: tuple[tuple[str, int], ...] = ()
    """(projection, home) pairs whose stores nothing in use needs."""
    stage_stores: tuple[str, ...] = ()
    derived_topics: tuple[str, ...] = ()


def plan_drop(
    retired: Generation, in_use: Sequence[Generation], pipeline: PipelineDescription = PIPELINE
) -> DropPlan:
    """The stores of `retired` that no generation in use shares (a shared name is kept).

    The first pipeline's derived topics and stage state (plain names) go too once no
    generation in use reads them; a live-only stage's state is never a generation's.
    """
    names_in_use = {g.store(p.name, pipeline) for g in in_use for p in pipeline.projections}
    projections = tuple(
        (p.name, retired.home(p.name))
        for p in pipeline.projections
        if retired.store(p.name, pipeline) not in names_in_use
    )
    home = retired.home(STAGES)
    if home in {g.home(STAGES) for g in in_use}:
        return DropPlan(retired, projections)
    stage_stores = tuple(located(s.name, home) for s in pipeline.stages if s.replayed)
    topics = tuple(located(topic, home) for topic in pipeline.derived_topics)
    return DropPlan(retired, projections, stage_stores, topics)


__all__ = [
    "INITIAL",
    "REPROCESS",
    "DropPlan",
    "Generation",
    "describe",
    "located",
    "plan_drop",
    "plan_generation",
]
