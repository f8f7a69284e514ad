"""Dropping retired generations (`memstream replay --drop-retired`), planned once for both runtimes.

A retired (or failed) generation may share stores with one still in use: a projection
rebuild shares the pipeline (derived topics, stage state) and the projection it did not
rebuild. `plan_drop` says, purely, which of a generation's stores nothing in use needs;
each runtime's `Dropper` removes them (schemas, vector indexes, derived topics and stage
state) and the generation is recorded as dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from memstream.log.generations import GenerationStore
from memstream.pipeline.description import PIPELINE
from memstream.pipeline.generations import Generation


@dataclass(frozen=True)
class DropPlan:
    """What one retired generation leaves behind that may go."""

    generation: Generation
    read_schema: str | None = None
    vectors: Generation | None = None
    stage_stores: list[str] = field(default_factory=list)
    derived_topics: list[str] = field(default_factory=list)


def plan_drop(retired: Generation, in_use: Sequence[Generation]) -> DropPlan:
    """The stores of `retired` that no generation in use shares."""
    schemas = {g.read_schema for g in in_use}
    vectors = {g.vectors_dir for g in in_use}
    pipelines = {g.pipeline for g in in_use}
    own_pipeline = retired.pipeline not in pipelines and retired.pipeline != 1
    return DropPlan(
        generation=retired,
        read_schema=None if retired.read_schema in schemas else retired.read_schema,
        vectors=None if retired.vectors_dir in vectors else retired,
        stage_stores=[retired.stage_name(s.name) for s in PIPELINE.stages] if own_pipeline else [],
        derived_topics=(
            [f"{topic}.g{retired.pipeline}" for topic in PIPELINE.derived_topics]
            if own_pipeline
            else []
        ),
    )


class Dropper(Protocol):
    """Removes a generation's stores in one runtime."""

    def drop(self, plan: DropPlan) -> None:
        """Remove what the plan names (each removal idempotent)."""
        ...


def drop_retired(store: GenerationStore, conn: object, dropper: Dropper) -> list[int]:
    """Drop every retired or failed generation's unshared stores; return their numbers."""
    from memstream.log.postgres import Conn

    connection: Conn = conn  # type: ignore[assignment]
    live = store.live(connection)
    building = store.building(connection)
    in_use = [g for g in (live, building) if g is not None]
    dropped = []
    for generation in store.retired(connection):
        dropper.drop(plan_drop(generation, in_use))
        store.dropped(connection, generation)
        dropped.append(generation.number)
    return dropped
