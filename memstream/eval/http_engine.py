"""The bench and the harness driving a running server over HTTP (either runtime).

`emit` posts to `/v1/events` and remembers the newest position per partition; idle is
when a recall that waits for those positions (`wait_for`) is no longer degraded, i.e.
every stage and projection has passed them. `memstream bench --runtime kafka` starts
`memstream up --runtime kafka` in a child process and measures it through this.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final

import httpx

from memstream.producers.client import MemstreamClient
from memstream.query_api.models import RecallRequest, RecallResponse
from memstream.schemas.events import InteractionEvent

BEHIND: Final = "projections behind requested position"
START_TIMEOUT: Final = 180.0


def partition_of(token: str) -> str:
    """The `topic/partition` of a signed position token (`topic/partition/offset/signature`)."""
    return token.rsplit("/", 2)[0]


class HttpEngine:
    """An `EngineLike` over a memstream server's HTTP API."""

    def __init__(self, url: str, api_key: str | None = None) -> None:
        self.client = MemstreamClient(url, timeout=60.0, api_key=api_key)
        self._newest: dict[str, tuple[str, str, str]] = {}  # partition -> tenant, user, token

    def emit(self, events: Sequence[InteractionEvent]) -> list[Any]:
        """Post events; remember the newest accepted position of each partition."""
        results = self.client.emit(events)
        for result in results:
            event = events[result.index]
            self._newest[partition_of(result.position)] = (
                event.scope.tenant,
                event.scope.user,
                result.position,
            )
        return results

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        """Block until every step passed the newest emitted positions."""
        deadline = time.monotonic() + timeout
        for tenant, user, token in list(self._newest.values()):
            while not self._passed(tenant, user, token):
                if time.monotonic() > deadline:
                    raise TimeoutError(f"server not caught up with {token} after {timeout}s")

    def _passed(self, tenant: str, user: str, token: str) -> bool:
        body = self.client.recall(
            tenant, user, "", wait_for=[token], wait_timeout_ms=10_000, embed_query=False
        )
        return BEHIND not in body.get("degraded", [])

    def recall(self, request: RecallRequest) -> RecallResponse:
        """Answer a recall request through `POST /v1/recall`."""
        options = request.model_dump(mode="json", exclude={"tenant", "user", "query"})
        body = self.client.recall(request.tenant, request.user, request.query, **options)
        return RecallResponse.model_validate(body)

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        """What the server remembers about a user."""
        return self.client.memories(tenant, user, include_inactive)

    def close(self) -> None:
        """Close the HTTP client (the server keeps running)."""
        self.client.close()


def _healthy(url: str) -> bool:
    try:
        return httpx.get(f"{url}/healthz", timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


@contextmanager
def kafka_server(bootstrap: str, data_dir: Path, port: int) -> Iterator[str]:
    """`memstream up --runtime kafka` (role all) in a child process; yields its URL."""
    url = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "memstream.cli", "up", "--runtime", "kafka"]
    command += ["--bootstrap", bootstrap, "--data-dir", str(data_dir), "--port", str(port)]
    log = (data_dir / "server.log").open("wb")
    namespace = f"bench-{uuid.uuid4().hex[:8]}"  # fresh topics and groups on a shared broker
    env = {**os.environ, "MEMSTREAM_KAFKA_NAMESPACE": namespace}
    server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while not _healthy(url):
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the Kafka runtime did not start; see {data_dir}/server.log")
            time.sleep(0.5)
        yield url
    finally:
        server.terminate()
        server.wait(60)
        log.close()
