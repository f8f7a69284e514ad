"""Kafka-only names of one generation: consumer groups, and the runtime's own settings.

Topics and step names come from the shared `Layout` (a namespace prefixes every topic
and group, from `MEMSTREAM_KAFKA_NAMESPACE`, empty by default: the topic names of
DESIGN.md). A generation's pipeline names its processor group; its number names its
projector groups.
"""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.pipeline.layout import Layout


class KafkaEnv(BaseSettings):
    """Kafka-runtime settings that `memstream.config.Settings` does not carry."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_KAFKA_", extra="ignore")

    namespace: str = Field(default="", description="Prefix of every topic and group.")
    commit_interval_seconds: float = Field(
        default=0.2, gt=0, description="How often processors commit their offsets."
    )
    session_timeout_seconds: float = Field(
        default=10.0, gt=0, description="How soon a dead processor's partitions move."
    )
    fetch_max_wait_ms: int = Field(
        default=100,
        ge=0,
        description="How long the broker holds a stage's or projector's empty fetch.",
    )
    fetch_min_bytes: int = Field(
        default=1,
        ge=1,
        description="What a projector's fetch waits for: 1 answers as soon as a change is there"
        " (a busy projector's batches still fill while it applies the previous one).",
    )


def processor_group(layout: Layout) -> str:
    """The consumer group of a pipeline's processor workers (and its changelogs' prefix)."""
    return layout.group("memstream-processors")


def projector_group(layout: Layout, part: str) -> str:
    """The consumer group of one projection's store in a generation."""
    return layout.projection_group(part)
