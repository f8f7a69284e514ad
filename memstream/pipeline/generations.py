"""Generations: a rebuild writes a new generation beside the live one, then switches.

A generation names where its read models live (a PostgreSQL schema, a vector shard)
and which pipeline feeds them (the derived topics and stage state). A reprocess gets a
pipeline of its own; a projection rebuild reads the live pipeline's memory changes
and shares whatever it does not rebuild with the live generation.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any


class ReplayKind(StrEnum):
    INITIAL = "initial"
    REPROCESS = "reprocess"  # from memstream.interactions.v1: stages and read models anew
    REBUILD_POSTGRES = "rebuild-postgres"  # PostgreSQL read models from memory changes
    REBUILD_VECTORS = "rebuild-vectors"  # the vector index from memory changes


@dataclass(frozen=True)
class Generation:
    """One generation of read models and the pipeline that feeds it."""

    number: int
    pipeline: int
    read_schema: str
    vectors_dir: str
    vector_tracking: str
    kind: str
    status: str = "building"

    def stage_name(self, stage: str) -> str:
        """A stage's consumer group and state store in this generation's pipeline."""
        return stage if self.pipeline == 1 else f"{stage}.g{self.pipeline}"


INITIAL = Generation(1, 1, "memstream_g1", "g1", "vectors", ReplayKind.INITIAL, "live")


def plan_generation(kind: ReplayKind, live: Generation, number: int) -> Generation:
    """The next generation for a replay of `kind`, sharing what it does not rebuild."""
    fresh = Generation(number, number, f"memstream_g{number}", f"g{number}", "vectors", kind)
    if kind is ReplayKind.REPROCESS:
        return fresh
    shared = replace(fresh, pipeline=live.pipeline)
    if kind is ReplayKind.REBUILD_POSTGRES:
        return replace(shared, vectors_dir=live.vectors_dir, vector_tracking=live.vector_tracking)
    if kind is ReplayKind.REBUILD_VECTORS:
        return replace(shared, read_schema=live.read_schema, vector_tracking=f"vectors.g{number}")
    raise ValueError(f"cannot plan a generation of kind {kind}")


def describe(generation: Generation) -> dict[str, Any]:
    """A generation as plain data (API and CLI)."""
    return {
        "number": generation.number,
        "kind": str(generation.kind),
        "status": generation.status,
        "pipeline": generation.pipeline,
        "read_schema": generation.read_schema,
        "vectors_dir": generation.vectors_dir,
    }
