"""Retention windows per tenant and the status of a memory's sources (pure)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.config import Settings
from memstream.trust.retention import RetentionPolicy, cutoffs, source_status

NOW = datetime(2026, 5, 1, tzinfo=UTC)


def test_a_tenant_window_overrides_the_default_and_none_keeps_for_ever() -> None:
    policy = RetentionPolicy(default_days=30, tenant_days={"acme": 7})
    assert cutoffs(policy, ["acme", "other"], NOW) == {
        "acme": NOW - timedelta(days=7),
        "other": NOW - timedelta(days=30),
    }
    only_acme = RetentionPolicy(tenant_days={"acme": 7})
    assert cutoffs(only_acme, ["acme", "other"], NOW) == {"acme": NOW - timedelta(days=7)}
    assert not RetentionPolicy().active and only_acme.active


def test_settings_read_windows_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMSTREAM_RETENTION_TENANT_DAYS", '{"acme": 7}')
    assert Settings().retention.window("acme") == timedelta(days=7)
    assert Settings().retention.window("other") is None


def test_source_status_says_which_sources_expired() -> None:
    day = timedelta(days=1)
    assert source_status(NOW - 9 * day, NOW - 8 * day, None) == "kept"
    assert source_status(NOW - 9 * day, NOW - 8 * day, NOW - 5 * day) == "expired"
    assert source_status(NOW - 9 * day, NOW - 2 * day, NOW - 5 * day) == "partly_expired"
    assert source_status(NOW - 2 * day, NOW - day, NOW - 5 * day) == "kept"
