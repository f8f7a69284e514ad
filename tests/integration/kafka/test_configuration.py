"""Kafka-runtime settings: topic and group names, and settings that cannot work together."""

from __future__ import annotations

from pathlib import Path

import pytest

from memstream.config import Settings
from memstream.pipeline.description import Part
from memstream.pipeline.generations import INITIAL, ReplayKind, plan_generation
from memstream.pipeline.layout import Layout
from memstream.runtime.kafka.system import ROLES, runs
from memstream.runtime.kafka.topology import processor_group, projector_group
from memstream.runtime.stores import ConfigurationError, open_stores
from memstream.schemas import topics


def test_without_a_namespace_topics_are_those_of_the_design() -> None:
    layout = Layout()
    assert layout.topics() == [
        topics.INTERACTIONS,
        topics.CANDIDATES,
        topics.MEMORY_CHANGES,
        topics.DLQ,
    ]
    assert processor_group(layout) == "memstream-processors"
    assert projector_group(layout, Part.POSTGRES) == "memstream-project-postgres-g1"


def test_a_namespace_prefixes_every_topic_and_group() -> None:
    rebuilt = plan_generation(ReplayKind.REBUILD_VECTORS, INITIAL, 3)
    layout = Layout(rebuilt, namespace="blue.")
    assert all(name.startswith("blue.memstream.") for name in layout.topics())
    assert processor_group(layout) == "blue.memstream-processors"
    assert projector_group(layout, Part.VECTORS) == "blue.memstream-project-vectors-g3"
    steps = [route.step for route in layout.stages()]
    assert steps == ["blue.llm-extract", "blue.extract", "blue.consolidate"]


def test_a_reprocessed_generation_has_its_own_pipeline() -> None:
    layout = Layout(plan_generation(ReplayKind.REPROCESS, INITIAL, 2))
    assert layout.topic(topics.CANDIDATES) == f"{topics.CANDIDATES}.g2"
    assert layout.topic(topics.MEMORY_CHANGES) == f"{topics.MEMORY_CHANGES}.g2"
    assert layout.source == topics.INTERACTIONS
    assert processor_group(layout) == "memstream-processors.g2"
    assert projector_group(layout, Part.POSTGRES) == "memstream-project-postgres-g2"


def test_roles() -> None:
    assert ROLES == ("processor", "projector", "api", "all")
    assert runs("all", "processor") and runs("all", "api") and runs("api", "api")
    assert not runs("processor", "projector")


def test_qdrant_edge_is_refused_outside_a_single_process(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, vectors="qdrant-edge", pg_dsn="postgresql://unused")
    with pytest.raises(ConfigurationError, match="--role all"):
        open_stores(settings, in_process_vectors=False)
