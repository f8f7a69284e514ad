"""The pipeline, described once as data: stages, projections, topics, and what replays rebuild.

Both runtimes and the replay read only this description: the embedded runtime hosts it
on the PostgreSQL log, the Kafka runtime with aiokafka stage hosts and projectors.
A *part* is what a process (or a replay) may run: the stages, or one projection. A
projection names the builder of its store (`module:Class`, an adapter this pure module
never imports), which opens, drops and queries that store in any generation; replay
kinds, the parts a generation rebuilds and every generation's names follow from here
(`memstream.pipeline.generations`). Topics are the logical names of DESIGN.md.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Final

from memstream.config import Settings
from memstream.ports import Stage
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.lifecycle import LifecyclePolicy
from memstream.processors.policy import load_policy
from memstream.schemas import topics

STAGES: Final = "stages"
"""The part that runs every stage (one consumer group on Kafka)."""
REPROCESS: Final = "reprocess"
"""The replay kind that rebuilds every part from the source topic."""
REBUILD: Final = "rebuild-"
"""The prefix of the replay kind that rebuilds one projection from its input topic."""

StageBuilder = Callable[[Settings], Stage[Any, Any]]


def resolve(reference: str) -> Any:
    """The object a `module:attribute` reference names (an adapter the core never imports)."""
    module, _, attribute = reference.partition(":")
    return getattr(importlib.import_module(module), attribute)


def _always(settings: Settings) -> bool:
    return True


@dataclass(frozen=True)
class StageSpec:
    """A stage: its name (consumer group and state store), topics, and how to build it.

    A pure stage is built by a function; a stage that calls out (an LLM extractor) is
    named by the `module:function` that builds it, so the description imports no adapter.
    Such a stage is not `replayed`: it runs on the live pipeline only, under one name for
    every generation, and records what it found on the source topic; read-your-writes
    does not wait for it (`awaited`).
    """

    name: str
    input: str
    output: str
    build: StageBuilder | str
    replayed: bool = True
    awaited: bool = True
    enabled: Callable[[Settings], bool] = _always

    def stage(self, settings: Settings) -> Stage[Any, Any]:
        """The stage, built for these settings."""
        build: StageBuilder = resolve(self.build) if isinstance(self.build, str) else self.build
        return build(settings)


@dataclass(frozen=True)
class ProjectionSpec:
    """A projection: its name (its part), the topic it folds, and its store's builder.

    `builder` names a `ProjectionBuilder` class (`module:Class`), built once per process
    over the shared stores; `store` is the base of its store's name in a generation
    (stores of several projections may share one name: a PostgreSQL schema).
    """

    name: str
    input: str
    builder: str
    store: str


@dataclass(frozen=True)
class PipelineDescription:
    """Stages and projections in pipeline order, the source topic and the DLQ."""

    source: str
    stages: tuple[StageSpec, ...]
    projections: tuple[ProjectionSpec, ...]
    dlq: str

    @property
    def derived_topics(self) -> tuple[str, ...]:
        """Topics the stages derive from the source: a reprocess writes new copies."""
        return tuple(stage.output for stage in self.stages if stage.replayed)

    def hosted(self, settings: Settings, replaying: bool) -> tuple[StageSpec, ...]:
        """The stages a process runs: the enabled ones (only the replayed ones in a replay)."""
        return tuple(
            s for s in self.stages if s.enabled(settings) and (s.replayed or not replaying)
        )

    @property
    def parts(self) -> tuple[str, ...]:
        """Every part, in pipeline order: the stages, then each projection."""
        return (STAGES, *(projection.name for projection in self.projections))

    def projection(self, name: str) -> ProjectionSpec:
        """The projection of this name."""
        return next(p for p in self.projections if p.name == name)

    @property
    def replay_kinds(self) -> dict[str, tuple[str, ...]]:
        """Every kind of replay and the parts it rebuilds: everything, or one projection."""
        kinds = {REPROCESS: self.parts}
        return kinds | {f"{REBUILD}{p.name}": (p.name,) for p in self.projections}

    @property
    def replay_sources(self) -> dict[str, str]:
        """The replay kind of each name `memstream replay` takes: the source, or a projection."""
        rebuilds = {p.name: f"{REBUILD}{p.name}" for p in self.projections}
        return {"interactions": REPROCESS} | rebuilds

    def topics(self) -> tuple[str, ...]:
        """Every topic the pipeline reads or writes, the DLQ included, in pipeline order."""
        names = [self.source, *self.derived_topics, self.dlq]
        return tuple(dict.fromkeys(names))


def lifecycle_policy(settings: Settings) -> LifecyclePolicy:
    """The lifecycle thresholds the settings ask for."""
    return LifecyclePolicy(
        promote_evidence=settings.lifecycle_promote_evidence,
        promote_confidence=settings.lifecycle_promote_confidence,
        decay_floor=settings.lifecycle_decay_floor,
        maintenance_every=timedelta(hours=settings.lifecycle_maintenance_hours),
        maintenance_sessions=settings.lifecycle_maintenance_sessions,
    )


def build_extract(settings: Settings) -> Stage[Any, Any]:
    """The extract stage with the configured session inactivity and policy."""
    inactivity = timedelta(minutes=settings.session_inactivity_minutes)
    return ExtractStage(
        session_inactivity=inactivity,
        policy=load_policy(settings.policy, frozenset(settings.redact_keep)),
    )


def llm_enabled(settings: Settings) -> bool:
    """Whether the LLM extractor is on (off by default)."""
    return settings.llm_extractor


def build_consolidate(settings: Settings) -> Stage[Any, Any]:
    """The consolidate stage with the configured lifecycle."""
    return ConsolidateStage(lifecycle_policy(settings))


READ_MODELS: Final = "memstream_"
"""The base name of a generation's PostgreSQL schema (`memstream_g1`, ...)."""

PIPELINE: Final = PipelineDescription(
    source=topics.INTERACTIONS,
    stages=(
        StageSpec(
            "llm-extract",
            topics.INTERACTIONS,
            topics.INTERACTIONS,
            "memstream.extractors.llm:build_stage",
            replayed=False,
            awaited=False,
            enabled=llm_enabled,
        ),
        StageSpec("extract", topics.INTERACTIONS, topics.CANDIDATES, build_extract),
        StageSpec("consolidate", topics.CANDIDATES, topics.MEMORY_CHANGES, build_consolidate),
    ),
    projections=(
        ProjectionSpec(
            "postgres",
            topics.MEMORY_CHANGES,
            "memstream.projections.postgres:PostgresBuilder",
            READ_MODELS,
        ),
        ProjectionSpec(
            "vectors",
            topics.MEMORY_CHANGES,
            "memstream.projections.vector_projection:VectorBuilder",
            READ_MODELS,
        ),
    ),
    dlq=topics.DLQ,
)
"""memstream's pipeline."""
