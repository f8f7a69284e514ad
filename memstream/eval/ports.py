"""What the harness needs from the engine, as structural types, and how to reach it.

The harness codes against `memstream.runtime.engine.Engine` and the query API models,
but imports them lazily (by name) so that it imports, and its pure parts are tested,
independently of the pipeline. Hand-made objects with the same attributes serve tests.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from memstream.schemas.events import InteractionEvent

RECALL_SECTIONS: tuple[str, ...] = ("profile", "preferences", "facts", "episodes")


class PassageEmbedder(Protocol):
    """What the dense baseline needs of memstream's embedder."""

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed texts to search."""
        ...

    def embed_query(self, text: str) -> list[float]:
        """Embed a query."""
        ...


class ProvenanceLike(Protocol):
    """The provenance of a recall hit."""

    @property
    def external_ids(self) -> Sequence[str]:
        """The app's ids (LoCoMo dia_ids) of the events behind the hit."""
        ...


class HitLike(Protocol):
    """One recalled memory."""

    @property
    def memory_id(self) -> str:
        """The memory's id."""
        ...

    @property
    def content(self) -> str:
        """The memory's text."""
        ...

    @property
    def score(self) -> float:
        """The fused score (higher is better)."""
        ...

    @property
    def provenance(self) -> ProvenanceLike:
        """Where the memory came from."""
        ...


class RecallLike(Protocol):
    """A recall response: hits by section plus the packet's token count."""

    @property
    def packet_tokens(self) -> int:
        """Tokens of the rendered packet."""
        ...


class EngineLike(Protocol):
    """The engine facade (`memstream.runtime.engine.Engine`), as the harness uses it."""

    def emit(self, events: Sequence[InteractionEvent]) -> list[Any]:
        """Append events to the log; return their positions."""
        ...

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        """Block until every stage and projection has caught up."""
        ...

    def recall(self, request: Any) -> Any:
        """Answer a `RecallRequest` with a `RecallResponse`."""
        ...

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        """The memories of a user (`MemoryHistory`: current version and versions)."""
        ...

    def close(self) -> None:
        """Stop the engine."""
        ...


EngineFactory = Callable[[Path], EngineLike]
"""Opens a fresh engine whose data lives in the given directory."""


def open_engine(data_dir: Path) -> EngineLike:
    """Open the embedded engine (`Engine.open(Settings(data_dir=...))`)."""
    from memstream.config import Settings

    engine_module = importlib.import_module("memstream.runtime.engine")
    engine: EngineLike = engine_module.Engine.open(Settings(data_dir=data_dir))
    return engine


def recall_request(tenant: str, user: str, query: str, token_budget: int, **options: Any) -> Any:
    """A `memstream.query_api.models.RecallRequest` (JSON format unless `format` is given)."""
    models = importlib.import_module("memstream.query_api.models")
    options.setdefault("format", "json")
    return models.RecallRequest(
        tenant=tenant, user=user, query=query, token_budget=token_budget, **options
    )


def section_hits(response: Any, section: str) -> list[HitLike]:
    """The hits of one section (`profile`, `preferences`, `facts`, `episodes`)."""
    return list(getattr(response, section, None) or [])


def ranked_hits(response: Any) -> list[HitLike]:
    """Every hit of a response, best score first (ties keep section order)."""
    hits = [hit for section in RECALL_SECTIONS for hit in section_hits(response, section)]
    return sorted(hits, key=lambda hit: -float(hit.score))
