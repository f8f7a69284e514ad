"""What the query service reads from: the read models and the query embedder.

The real classes live in `memstream.projections` and `memstream.embedding`; these
structural protocols keep the query side free of psycopg, Qdrant and model weights.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import Protocol

from memstream.schemas.memory import Memory, MemoryType

KeywordMatch = tuple[Memory, float, tuple[str, ...]]
"""A keyword hit: the memory, its score in 0..1, the words of the memory that matched (query
tokens or their English word forms: "researching" for "research"), rarest first."""

SessionMatchScore = tuple[str, float]
"""A session whose excerpts, read as one document, match a query: its name and BM25 score
in 0..1."""


class MemoryHistoryView(Protocol):
    """A memory's current version and all its stored versions."""

    @property
    def memory(self) -> Memory:
        """The current version."""
        ...

    @property
    def versions(self) -> Sequence[Memory]:
        """Every stored version of the memory."""
        ...


class MemoryReader(Protocol):
    """Synchronous reads of the PostgreSQL read models, scoped by tenant and user."""

    def by_types(
        self, tenant: str, user: str, types: Sequence[MemoryType], limit: int
    ) -> list[Memory]:
        """Active memories of the given types, most recent first."""
        ...

    def keyword_search(
        self, tenant: str, user: str, tokens: Sequence[str], limit: int
    ) -> Sequence[KeywordMatch]:
        """Active memories matching the tokens or their word forms, best first (BM25): each
        with a score in 0..1 and the memory's words that matched."""
        ...

    def session_search(
        self, tenant: str, user: str, tokens: Sequence[str], limit: int
    ) -> Sequence[SessionMatchScore]:
        """Sessions whose excerpts, read as one document, match the tokens, best first."""
        ...

    def in_session(self, tenant: str, user: str, session: str, limit: int) -> list[Memory]:
        """Active session-level memories of one session (its working memory), newest first."""
        ...

    def in_period(
        self,
        tenant: str,
        user: str,
        types: Sequence[MemoryType],
        days: tuple[date, date],
        limit: int,
    ) -> list[Memory]:
        """Active memories of these types dated within the days (both included), newest first."""
        ...

    def get_many(self, tenant: str, user: str, ids: Sequence[str]) -> list[Memory]:
        """The memories with these ids (those that exist)."""
        ...

    def profile(self, tenant: str, user: str) -> dict[str, str]:
        """The user's profile fields by key."""
        ...

    def list_memories(
        self, tenant: str, user: str, include_inactive: bool = False
    ) -> Sequence[MemoryHistoryView]:
        """Every memory of the user with its version history."""
        ...


class VectorSearch(Protocol):
    """Dense search over memory vectors, scoped by tenant and user."""

    def search(
        self, tenant: str, user: str, vector: Sequence[float], limit: int
    ) -> list[tuple[str, float]]:
        """Memory ids and their cosine similarity to the vector, best first."""
        ...


class QueryEmbedder(Protocol):
    """Turns a query into a vector (CPU-bound, synchronous)."""

    def embed_query(self, text: str) -> list[float]:
        """The embedding of a query text."""
        ...


class RemovedView(Protocol):
    """One memory a forget command removed (`projections.pg_commands.RemovedMemory`)."""

    @property
    def memory_id(self) -> str:
        """The removed memory's id."""
        ...

    @property
    def reason(self) -> str:
        """Why it was removed (never its content)."""
        ...

    @property
    def event_time(self) -> datetime:
        """The forget command's event time."""
        ...


class CommandReader(Protocol):
    """The command-status read model and a tenant's users (`PostgresCommandReader`)."""

    def removed_by(self, tenant: str, user: str, command_id: str) -> Sequence[RemovedView]:
        """The memories a forget command removed for this user."""
        ...

    def users(self, tenant: str, log_topic: str | None = None) -> list[str]:
        """Every user of `tenant` with a memory or (given a topic) a log record."""
        ...


class RetentionMarks(Protocol):
    """Each tenant's retention cutoff (`memstream.trust.retention_pg.PostgresRetentionMarks`)."""

    def expired_before(self, tenant: str) -> datetime | None:
        """Interactions of the tenant appended before this time are gone (None: none are)."""
        ...
