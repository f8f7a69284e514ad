"""A burst of the most expensive recalls, and what it does to `/healthz` and ingest.

`recallers` clients each ask, one after the other, for a packet of a fresh 4,000-character
query of random Chinese characters (the longest query the API accepts, and the costliest
to read); meanwhile a prober asks `/healthz` every 50 ms and an emitter posts one event
every 100 ms. The same probe runs first without the burst, for comparison. Latencies are
figures to read (docs/benchmarks.md), never assertions.

    python -m memstream.eval.burst --spawn /tmp/burst      # on a server it starts
    python -m memstream.eval.burst --url http://127.0.0.1:8420 [--api-key K]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

import httpx

from memstream.eval.loadtest import percentile_ms
from memstream.eval.loadtest_run import SpawnedServer, free_port
from memstream.schemas.base import FrozenModel

TENANT: Final = "burst"
QUERY_CHARS: Final = 4000


class Latencies(FrozenModel):
    """A latency sample's size, median, 95th percentile and maximum (ms)."""

    count: int
    p50_ms: float
    p95_ms: float
    max_ms: float


class BurstReport(FrozenModel):
    """Health and ingest latencies without and with the burst, and the burst's recalls."""

    recallers: int
    seconds: float
    health_idle: Latencies
    ingest_idle: Latencies
    health_burst: Latencies
    ingest_burst: Latencies
    recalls: Latencies
    errors: int


def latencies(samples: list[float]) -> Latencies:
    """The summary of a latency sample."""
    return Latencies(
        count=len(samples),
        p50_ms=percentile_ms(samples, 0.5),
        p95_ms=percentile_ms(samples, 0.95),
        max_ms=round(max(samples, default=0.0), 1),
    )


def random_query(rng: random.Random) -> str:
    """The longest query the API accepts, of random CJK characters."""
    return "".join(chr(rng.randint(0x4E00, 0x9FA5)) for _ in range(QUERY_CHARS))


async def _timed(call: Any) -> float:
    started = time.perf_counter()
    response = await call
    response.raise_for_status()
    return (time.perf_counter() - started) * 1000


async def _every(period: float, until: float, call: Any, into: list[float]) -> None:
    while time.monotonic() < until:
        into.append(await _timed(call()))
        await asyncio.sleep(period)


def _event() -> list[dict[str, Any]]:
    return [
        {
            "id": f"burst-{uuid.uuid4()}",
            "type": "message.posted",
            "time": datetime.now(UTC).isoformat(),
            "scope": {"tenant": TENANT, "user": "probe"},
            "payload": {"role": "user", "content": "I like green tea."},
        }
    ]


async def _probe(client: httpx.AsyncClient, seconds: float) -> tuple[list[float], list[float]]:
    until = time.monotonic() + seconds
    health: list[float] = []
    ingest: list[float] = []
    await asyncio.gather(
        _every(0.05, until, lambda: client.get("/healthz"), health),
        _every(0.1, until, lambda: client.post("/v1/events", json=_event()), ingest),
    )
    return health, ingest


async def _recaller(
    client: httpx.AsyncClient, until: float, seed: int, into: list[float], errors: list[int]
) -> None:
    rng = random.Random(seed)
    while time.monotonic() < until:
        body = {"tenant": TENANT, "user": f"r{seed}", "query": random_query(rng)}
        try:
            into.append(await _timed(client.post("/v1/recall", json=body)))
        except httpx.HTTPError:
            errors.append(1)


async def burst(url: str, recallers: int, seconds: float, api_key: str | None) -> BurstReport:
    """Probe alone, then probe during the burst."""
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    limits = httpx.Limits(max_connections=recallers + 4)
    async with httpx.AsyncClient(
        base_url=url, headers=headers, timeout=120, limits=limits
    ) as client:
        health_idle, ingest_idle = await _probe(client, min(seconds, 5.0))
        recalls: list[float] = []
        errors: list[int] = []
        until = time.monotonic() + seconds
        clients = [_recaller(client, until, i, recalls, errors) for i in range(recallers)]
        probe = asyncio.ensure_future(_probe(client, seconds))
        await asyncio.gather(*clients)
        health, ingest = await probe
    return BurstReport(
        recallers=recallers,
        seconds=seconds,
        health_idle=latencies(health_idle),
        ingest_idle=latencies(ingest_idle),
        health_burst=latencies(health),
        ingest_burst=latencies(ingest),
        recalls=latencies(recalls),
        errors=len(errors),
    )


def main() -> None:
    """Run the burst and print its report as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="http://127.0.0.1:8420")
    parser.add_argument("--api-key", default=None)
    parser.add_argument("--spawn", type=Path, default=None, help="Start a server on this dir.")
    parser.add_argument("--recallers", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args()
    server = SpawnedServer(args.spawn, free_port()) if args.spawn else None
    if server is not None:
        server.start()
    try:
        url = server.url if server is not None else args.url
        report = asyncio.run(burst(url, args.recallers, args.seconds, args.api_key))
    finally:
        if server is not None:
            server.stop()
    print(report.model_dump_json(indent=2))


if __name__ == "__main__":
    main()
