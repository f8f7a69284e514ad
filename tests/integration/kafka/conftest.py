"""Fixtures of the Kafka-runtime tests: settings on a fresh database and namespace."""

from __future__ import annotations

from pathlib import Path

import pytest

from memstream.config import Settings
from memstream.runtime.kafka.topology import KafkaEnv
from tests.integration.kafka.support import kafka_test_settings, quick_env


@pytest.fixture
def kafka_env() -> KafkaEnv:
    """Topics and groups of this test only, with quick processor commits."""
    return quick_env()


@pytest.fixture
def kafka_settings(kafka_bootstrap: str, pg_dsn: str, tmp_path: Path) -> Settings:
    """Two partitions, a fresh database, Qdrant through qdrant-client's local mode."""
    return kafka_test_settings(kafka_bootstrap, pg_dsn, tmp_path / "data")
