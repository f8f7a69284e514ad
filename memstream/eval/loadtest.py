"""A bounded load test over HTTP: concurrent emitters and recallers, then an audit.

Emitters send `memory.remember` batches (each event with a key of its own, English and
Chinese), resending a batch with the same event ids until it is acknowledged;
recallers ask for packets meanwhile. The run stops itself after `events` events or
`seconds` seconds. Then the audit reads every user's events back from the log
(`/v1/users/{user}/events`) and memories (`/v1/users/{user}/memories`): every
acknowledged event id must be in the log exactly once and behind exactly one memory.

With `--spawn`, the tool runs `memstream up` itself on a data directory (loopback
only) and, with `--kill-after N`, kills it with SIGKILL after N acknowledged events,
restarts it on the same directory and carries on.

Every run has an id of its own (fresh unless given): its users (`u<n>-<run>`) and its
event ids (derived from the run, the seed and the client) are new to the server, so a
second run against the same server sends no id the first one sent, its throughput counts
new events only, and its audit reads this run's users and counts this run's events.
"""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from statistics import quantiles
from typing import Any, Final

import httpx

from memstream.schemas.base import FrozenModel
from memstream.schemas.ids import derive_id

TENANT: Final = "load"
WORDS_EN: Final = ("garden", "violin", "harbor", "lantern", "meadow", "orbit", "pepper", "quartz")
WORDS_ZH: Final = ("花园", "小提琴", "港口", "灯笼", "草地", "轨道", "胡椒", "石英")
RETRY_SECONDS: Final = 0.2


class LoadConfig(FrozenModel):
    """How much load, from how many clients, for how long at most."""

    url: str = "http://127.0.0.1:8420"
    api_key: str | None = None
    users: int = 8
    emitters: int = 4
    recallers: int = 2
    batch: int = 10
    events: int = 2000
    seconds: float = 60.0
    audit_seconds: float = 180.0
    seed: int = 7
    run: str | None = None
    """This run's id (users and event ids derive from it); a fresh one when None."""


class LoadReport(FrozenModel):
    """What a run measured and what its audit found."""

    run: str = ""
    acknowledged: int
    seconds: float
    events_per_second: float
    emit_p50_ms: float
    emit_p95_ms: float
    recalls: int
    recall_p50_ms: float
    recall_p95_ms: float
    errors: dict[str, int]
    lost: int
    duplicated_in_log: int
    memories_missing: int
    memories_duplicated: int
    kills: int = 0
    settle_seconds: float = 0.0
    """After the load: until the projections had passed every acknowledged event."""


@dataclass
class RunState:
    """Shared by the clients of one run."""

    config: LoadConfig
    deadline: float
    run: str = ""
    acknowledged: dict[str, str] = field(default_factory=dict)
    """event id -> user, for every event the server acknowledged."""
    last_position: dict[str, str] = field(default_factory=dict)
    emit_ms: list[float] = field(default_factory=list)
    recall_ms: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)
    claimed: int = 0

    def running(self) -> bool:
        """Whether the run may go on (events left and time left)."""
        return self.claimed < self.config.events and time.monotonic() < self.deadline

    def user(self, number: int) -> str:
        """The id of this run's user `number`."""
        return f"u{number}-{self.run}"


def remember_event(user: str, rng: random.Random, run: str = "") -> dict[str, Any]:
    """One `memory.remember` with a key of its own (so it is one memory, never merged); its
    id is derived from the run, so no other run sends it."""
    event_id = derive_id("memstream-loadtest", run, rng.getrandbits(128))
    words = WORDS_ZH if rng.random() < 0.5 else WORDS_EN
    content = " ".join(rng.sample(words, 3)) + f" {event_id[:8]}"
    return {
        "id": event_id,
        "type": "memory.remember",
        "time": datetime.now(UTC).isoformat(),
        "scope": {"tenant": TENANT, "user": user},
        "source": {"app": "memstream-loadtest"},
        "payload": {"content": content, "key": f"load.{event_id}", "memory_type": "fact"},
    }


def percentile_ms(samples: list[float], fraction: float) -> float:
    """The `fraction` quantile of latencies (0 when there are fewer than two samples)."""
    if len(samples) < 2:
        return samples[0] if samples else 0.0
    return round(quantiles(samples, n=100)[int(fraction * 100) - 1], 1)


async def _post_until_acknowledged(
    client: httpx.AsyncClient, state: RunState, batch: list[dict[str, Any]]
) -> None:
    """Send a batch, resending the same ids after a failure, until it is acknowledged."""
    give_up = state.deadline + state.config.audit_seconds
    while time.monotonic() < give_up:
        started = time.perf_counter()
        try:
            response = await client.post("/v1/events", json=batch)
        except httpx.HTTPError as exc:
            state.errors[f"emit {type(exc).__name__}"] += 1
            await asyncio.sleep(RETRY_SECONDS)
            continue
        if response.status_code != 202:
            state.errors[f"emit {response.status_code}"] += 1
            await asyncio.sleep(RETRY_SECONDS)
            continue
        state.emit_ms.append((time.perf_counter() - started) * 1000)
        for accepted in response.json()["accepted"]:
            user = batch[accepted["index"]]["scope"]["user"]
            state.acknowledged[accepted["event_id"]] = user
            state.last_position[user] = accepted["position"]
        return


async def emitter(client: httpx.AsyncClient, state: RunState, index: int) -> None:
    """Send batches of one user at a time until the run is over."""
    rng = random.Random(state.config.seed * 1000 + index)
    while state.running():
        size = min(state.config.batch, state.config.events - state.claimed)
        state.claimed += size
        user = state.user(rng.randrange(state.config.users))
        await _post_until_acknowledged(
            client, state, [remember_event(user, rng, state.run) for _ in range(size)]
        )


async def recaller(client: httpx.AsyncClient, state: RunState, index: int) -> None:
    """Ask for packets of random users until the run is over."""
    rng = random.Random(state.config.seed * 2000 + index)
    while state.running():
        words = WORDS_ZH if rng.random() < 0.5 else WORDS_EN
        body = {
            "tenant": TENANT,
            "user": state.user(rng.randrange(state.config.users)),
            "query": " ".join(rng.sample(words, 2)),
            "embed_query": False,
        }
        started = time.perf_counter()
        try:
            response = await client.post("/v1/recall", json=body)
            response.raise_for_status()
        except httpx.HTTPError as exc:
            state.errors[f"recall {type(exc).__name__}"] += 1
            await asyncio.sleep(RETRY_SECONDS)
            continue
        state.recall_ms.append((time.perf_counter() - started) * 1000)


def client_for(config: LoadConfig) -> httpx.AsyncClient:
    """An HTTP client for the run, with the key and enough connections for every client."""
    headers = {} if config.api_key is None else {"Authorization": f"Bearer {config.api_key}"}
    limits = httpx.Limits(max_connections=config.emitters + config.recallers + 2)
    return httpx.AsyncClient(base_url=config.url, headers=headers, timeout=30, limits=limits)


async def drive(
    config: LoadConfig, chaos: Callable[[RunState], Awaitable[int]] | None = None
) -> tuple[RunState, float, int]:
    """Run the clients (and `chaos`, which returns how many times it killed the server)."""
    run = config.run or uuid.uuid4().hex[:12]
    state = RunState(config, time.monotonic() + config.seconds, run)
    started = time.monotonic()
    async with client_for(config) as client:
        clients = [emitter(client, state, i) for i in range(config.emitters)]
        clients += [recaller(client, state, i) for i in range(config.recallers)]
        killed = asyncio.ensure_future(chaos(state)) if chaos is not None else None
        await asyncio.gather(*clients)
        kills = await killed if killed is not None else 0
    return state, time.monotonic() - started, kills
