"""Fixtures of the Kafka-runtime tests: settings on a fresh database and namespace."""

from __future__ import annotations

from pathlib import Path

import pytest

from memstream.config import Settings
from memstream.runtime.kafka.topology import KafkaEnv
from tests.integration.kafka.support import namespace


@pytest.fixture
def kafka_env() -> KafkaEnv:
    """Topics and groups of this test only, with quick processor commits."""
    return KafkaEnv(namespace=namespace(), commit_interval_seconds=0.1)


@pytest.fixture
def kafka_settings(kafka_bootstrap: str, pg_dsn: str, tmp_path: Path) -> Settings:
    """Two partitions, a fresh database, Qdrant through qdrant-client's local mode."""
    return Settings(
        data_dir=tmp_path / "data",
        kafka_bootstrap=kafka_bootstrap,
        pg_dsn=pg_dsn,
        partitions=2,
        vectors="qdrant",
        qdrant_url=":memory:",
    )
