"""Retention of raw interactions: how long each tenant's events stay on the log (pure).

Derived memories outlive their sources: once a memory's events have expired, its
provenance still names them, and `source_status` says they are gone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Literal

SourceStatus = Literal["kept", "partly_expired", "expired"]


@dataclass(frozen=True)
class RetentionPolicy:
    """A default window (None: keep forever) and per-tenant windows, in days."""

    default_days: float | None = None
    tenant_days: Mapping[str, float] = field(default_factory=dict)

    def window(self, tenant: str) -> timedelta | None:
        """How long the tenant's raw interactions are kept (None: for ever)."""
        days = self.tenant_days.get(tenant, self.default_days)
        return None if days is None else timedelta(days=days)

    @property
    def active(self) -> bool:
        """Whether any tenant's interactions expire at all."""
        return self.default_days is not None or bool(self.tenant_days)


def cutoffs(policy: RetentionPolicy, tenants: Iterable[str], now: datetime) -> dict[str, datetime]:
    """Per tenant with a window: interactions appended before this time have expired."""
    chosen: dict[str, datetime] = {}
    for tenant in tenants:
        window = policy.window(tenant)
        if window is not None:
            chosen[tenant] = now - window
    return chosen


def source_status(
    first_seen: datetime, last_seen: datetime, expired_before: datetime | None
) -> SourceStatus:
    """Whether a memory's source events are still held: all, some, or none of them."""
    if expired_before is None or first_seen >= expired_before:
        return "kept"
    return "expired" if last_seen < expired_before else "partly_expired"
