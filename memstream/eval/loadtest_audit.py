"""The load test's audit: every acknowledged event in the log once, behind one memory once."""

from __future__ import annotations

import asyncio
import json
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

import httpx

from memstream.eval.loadtest import TENANT, RunState


@dataclass
class AuditFindings:
    """Acknowledged events that were lost or duplicated, in the log and in the read model."""

    lost: int = 0
    duplicated_in_log: int = 0
    memories_missing: int = 0
    memories_duplicated: int = 0


async def settle(client: httpx.AsyncClient, state: RunState) -> bool:
    """Wait (bounded) until the projections passed every user's last acknowledged event."""
    deadline = time.monotonic() + state.config.audit_seconds
    pending = dict(state.last_position)
    while pending and time.monotonic() < deadline:
        user, position = next(iter(pending.items()))
        body = {"tenant": TENANT, "user": user, "wait_for": [position], "wait_timeout_ms": 10_000}
        try:
            response = await client.post("/v1/recall", json=body)
            caught_up = response.status_code == 200 and not response.json()["degraded"]
        except httpx.HTTPError:
            caught_up = False
            await asyncio.sleep(0.5)
        if caught_up:
            del pending[user]
    return not pending


async def _log_counts(client: httpx.AsyncClient, user: str) -> Counter[str]:
    response = await client.get(f"/v1/users/{user}/events", params={"tenant": TENANT})
    response.raise_for_status()
    lines = [json.loads(line) for line in response.text.splitlines() if line.strip()]
    return Counter(line["event"]["id"] for line in lines if line["status"] == "ok")


async def _memory_counts(client: httpx.AsyncClient, user: str) -> Counter[str]:
    params: dict[str, Any] = {"tenant": TENANT, "include_inactive": True}
    response = await client.get(f"/v1/users/{user}/memories", params=params)
    response.raise_for_status()
    counts: Counter[str] = Counter()
    for memory in response.json():
        for event_id in set(memory["provenance"]["event_ids"]):
            counts[event_id] += max(1, int(memory["evidence_count"]))
    return counts


async def audit(client: httpx.AsyncClient, state: RunState) -> AuditFindings:
    """Compare what the server acknowledged with what its log and read model hold."""
    findings = AuditFindings()
    for user in sorted(set(state.acknowledged.values())):
        in_log = await _log_counts(client, user)
        in_memories = await _memory_counts(client, user)
        for event_id in (e for e, owner in state.acknowledged.items() if owner == user):
            findings.lost += in_log[event_id] == 0
            findings.duplicated_in_log += in_log[event_id] > 1
            findings.memories_missing += in_memories[event_id] == 0
            findings.memories_duplicated += in_memories[event_id] > 1
    return findings
