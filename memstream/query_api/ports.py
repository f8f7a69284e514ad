"""The ports of the HTTP API layer: command status, retention marks, API keys.

What recall reads (the read models, vectors, the query embedder) are core ports, in
`memstream.ports`; the adapters live with their technology (`memstream.projections`,
`memstream.trust`).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol

from memstream.trust.auth import ApiKey


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

    @property
    def effect(self) -> str:
        """`removed`, or `history_forgotten` (its earlier versions went; it stays)."""
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


class KeyLookup(Protocol):
    """Finds the live key of a token (`memstream.trust.auth_pg.PostgresApiKeyStore`)."""

    def find(self, token: str) -> ApiKey | None:
        """The live (not revoked) key of `token`, if any."""
        ...


class KeyAdmin(KeyLookup, Protocol):
    """Creates, lists and revokes keys (the `/v1/admin/keys` routes)."""

    def create(self, tenant: str, scopes: Any, name: str = "") -> Any:
        """A new key; its token is shown once."""
        ...

    def list(self, tenant: str | None = None, include_revoked: bool = False) -> list[ApiKey]:
        """Keys of a tenant (every tenant when None)."""
        ...

    def revoke(self, key_id: str, tenant: str | None = None) -> bool:
        """Revoke a key; False when there was none to revoke."""
        ...
