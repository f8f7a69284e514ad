"""The pipeline, described once as data: stages, projections, their topics and commit orders.

Both runtimes host exactly this description (the embedded runtime on the PostgreSQL
log, the Kafka runtime with Faust agents and aiokafka projectors), so a stage,
projection or setting added here is picked up by both. Topics here are the logical
names of DESIGN.md; a generation (and, on Kafka, a namespace) maps them to real ones.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from enum import StrEnum
from typing import Any, Final

from memstream.config import Settings
from memstream.ports import Stage
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.lifecycle import LifecyclePolicy
from memstream.processors.policy import load_policy
from memstream.schemas import topics


class Part(StrEnum):
    """What a process (or a replay) may run: the stages, or one projection."""

    STAGES = "stages"
    POSTGRES = "postgres"
    VECTORS = "vectors"


class CommitOrder(StrEnum):
    """How a step makes its work durable (`memstream.pipeline.checkpoint` runs it)."""

    STAGE = "outputs acknowledged, then state, then the input position"
    TRANSACTIONAL = "read-model writes and the tracking row in one transaction"
    IDEMPOTENT = "idempotent upsert, flushed, then the tracking row"


def _always(settings: Settings) -> bool:
    return True


StageBuilder = Callable[[Settings], Stage[Any, Any]]


def resolve(reference: str) -> Any:
    """The object a `module:attribute` reference names (an adapter the core never imports)."""
    module, _, attribute = reference.partition(":")
    return getattr(importlib.import_module(module), attribute)


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
    commit: CommitOrder = CommitOrder.STAGE
    replayed: bool = True
    awaited: bool = True
    enabled: Callable[[Settings], bool] = _always

    def stage(self, settings: Settings) -> Stage[Any, Any]:
        """The stage, built for these settings."""
        build: StageBuilder = resolve(self.build) if isinstance(self.build, str) else self.build
        return build(settings)


@dataclass(frozen=True)
class ProjectionSpec:
    """A projection: the part that runs it, the topic it folds, its commit order."""

    name: str
    part: Part
    input: str
    commit: CommitOrder


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
    def parts(self) -> tuple[Part, ...]:
        """Every part, in pipeline order."""
        return (Part.STAGES, *(projection.part for projection in self.projections))

    def projection(self, part: Part) -> ProjectionSpec:
        """The projection a part runs."""
        return next(p for p in self.projections if p.part is part)

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
    return ExtractStage(session_inactivity=inactivity, policy=load_policy(settings.policy))


def llm_enabled(settings: Settings) -> bool:
    """Whether the LLM extractor is on (off by default)."""
    return settings.llm_extractor


def build_consolidate(settings: Settings) -> Stage[Any, Any]:
    """The consolidate stage with the configured lifecycle."""
    return ConsolidateStage(lifecycle_policy(settings))


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
        ProjectionSpec("postgres", Part.POSTGRES, topics.MEMORY_CHANGES, CommitOrder.TRANSACTIONAL),
        ProjectionSpec("vectors", Part.VECTORS, topics.MEMORY_CHANGES, CommitOrder.IDEMPOTENT),
    ),
    dlq=topics.DLQ,
)
"""memstream's pipeline."""
