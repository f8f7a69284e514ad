"""The bench and the harness driving a running server over HTTP (either runtime).

`emit` posts to `/v1/events` and remembers the newest position per partition; idle is
when a recall that waits for those positions (`wait_for`) is no longer degraded, i.e.
every stage and projection has passed them. `memstream bench --runtime kafka` starts
the Kafka runtime's processes (`memstream.eval.cluster`) and measures them through this.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, Final

from memstream.producers.client import MemstreamClient, parsed, recall_call
from memstream.query_api.edge import app_ms
from memstream.query_api.models import RecallRequest, RecallResponse
from memstream.schemas.events import InteractionEvent

BEHIND: Final = "projections behind requested position"


def partition_of(token: str) -> str:
    """The `topic/partition` of a signed position token (`topic/partition/offset/signature`)."""
    return token.rsplit("/", 2)[0]


class HttpEngine:
    """An `EngineLike` over a memstream server's HTTP API."""

    def __init__(self, url: str, api_key: str | None = None) -> None:
        self.url, self.api_key = url, api_key
        self.client = MemstreamClient(url, timeout=60.0, api_key=api_key)
        self._newest: dict[str, tuple[str, str, str]] = {}  # partition -> tenant, user, token
        self.last_app_ms: float | None = None
        """How long the server's app took for the last recall (its `Server-Timing`)."""

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
        return BEHIND not in body.degraded

    def recall(self, request: RecallRequest) -> RecallResponse:
        """Answer a recall request through `POST /v1/recall`."""
        options = request.model_dump(mode="json", exclude={"tenant", "user", "query"})
        call = recall_call(request.tenant, request.user, request.query, options)
        response = self.client.send(call)
        self.last_app_ms = app_ms(response.headers.get("server-timing"))
        return parsed(response, RecallResponse)

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        """What the server remembers about a user."""
        return self.client.memories(tenant, user, include_inactive)

    def close(self) -> None:
        """Close the HTTP client (the server keeps running)."""
        self.client.close()
