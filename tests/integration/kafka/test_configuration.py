"""Kafka-runtime settings: topic and group names, and settings that cannot work together."""

from __future__ import annotations

from pathlib import Path

import pytest

from memstream.config import Settings
from memstream.runtime.generations import INITIAL, ReplayKind, plan_generation
from memstream.runtime.kafka.stores import ConfigurationError, open_stores
from memstream.runtime.kafka.system import ROLES, runs
from memstream.runtime.kafka.topology import Topology
from memstream.schemas import topics


def test_without_a_namespace_topics_are_those_of_the_design() -> None:
    topology = Topology()
    assert topology.all_topics == [
        topics.INTERACTIONS,
        topics.CANDIDATES,
        topics.MEMORY_CHANGES,
        topics.DLQ,
    ]
    assert topology.processor_group == "memstream-processors"
    assert topology.projector_group("postgres") == "memstream-project-postgres-g1"


def test_a_namespace_prefixes_every_topic_and_group() -> None:
    rebuilt = plan_generation(ReplayKind.REBUILD_VECTORS, INITIAL, 3)
    topology = Topology(namespace="blue.", generation=rebuilt)
    assert all(name.startswith("blue.memstream.") for name in topology.all_topics)
    assert topology.processor_group == "blue.memstream-processors"
    assert topology.projector_group("vectors") == "blue.memstream-project-vectors-g3"


def test_a_reprocessed_generation_has_its_own_pipeline() -> None:
    topology = Topology(generation=plan_generation(ReplayKind.REPROCESS, INITIAL, 2))
    assert topology.candidates == f"{topics.CANDIDATES}.g2"
    assert topology.changes == f"{topics.MEMORY_CHANGES}.g2"
    assert topology.interactions == topics.INTERACTIONS
    assert topology.processor_group == "memstream-processors.g2"
    assert topology.projector_group("postgres") == "memstream-project-postgres-g2"


def test_roles() -> None:
    assert ROLES == ("processor", "projector", "api", "all")
    assert runs("all", "processor") and runs("all", "api") and runs("api", "api")
    assert not runs("processor", "projector")


def test_qdrant_edge_is_refused_outside_a_single_process(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, vectors="qdrant-edge", pg_dsn="postgresql://unused")
    with pytest.raises(ConfigurationError, match="--role all"):
        open_stores(settings, in_process_vectors=False)
