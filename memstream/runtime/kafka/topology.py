"""Topic names and consumer groups of one generation, optionally under a namespace.

A namespace prefixes every topic and group, so tests (and side-by-side deployments on
one cluster) never share state. It comes from `MEMSTREAM_KAFKA_NAMESPACE` (empty by
default: the topic names of DESIGN.md). A generation's pipeline names its derived
topics and processor group; its number names its projector groups.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.runtime.generations import INITIAL, Generation
from memstream.runtime.kafka.topics import namespaced
from memstream.schemas import topics


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


class Topology(BaseModel):
    """Where each step reads and writes, and the consumer group it belongs to."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    namespace: str = ""
    generation: Generation = INITIAL

    def topic(self, name: str) -> str:
        """A topic of DESIGN.md inside this namespace."""
        return namespaced(name, self.namespace)

    @property
    def interactions(self) -> str:
        """Everything the app emits."""
        return self.topic(topics.INTERACTIONS)

    @property
    def candidates(self) -> str:
        """Memory candidates proposed by extract."""
        return self.topic(self.generation.candidates_topic)

    @property
    def changes(self) -> str:
        """Memory changes decided by consolidate."""
        return self.topic(self.generation.changes_topic)

    @property
    def dlq(self) -> str:
        """Dead letters."""
        return self.topic(topics.DLQ)

    @property
    def all_topics(self) -> list[str]:
        """Every topic, in pipeline order."""
        return [self.interactions, self.candidates, self.changes, self.dlq]

    @property
    def processor_group(self) -> str:
        """The Faust app id (consumer group) of this pipeline's processor workers."""
        return self.topic(self.generation.stage_name("memstream-processors"))

    def projector_group(self, projection: str) -> str:
        """The consumer group of one projection of this generation."""
        return self.topic(f"memstream-project-{projection}-g{self.generation.number}")
