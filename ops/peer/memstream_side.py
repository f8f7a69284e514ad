"""memstream's side of the peer comparison: the embedded engine, or a `memstream up` server."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from memstream.config import Settings
from memstream.eval.evaluate import LocomoOptions, ask, ingest
from memstream.eval.locomo import Conversation
from memstream.eval.metrics import Outcome
from memstream.eval.ports import EngineLike, open_engine
from memstream.pg import stop_embedded_postgres
from memstream.producers import MemstreamClient
from memstream.producers.client import parsed, recall_call
from memstream.query_api.models import RecallRequest, RecallResponse
from memstream.schemas.events import InteractionEvent


class TimedRecall:
    """An engine whose `recall` calls are timed (seconds, in call order)."""

    def __init__(self, engine: EngineLike) -> None:
        self.engine = engine
        self.seconds: list[float] = []

    def recall(self, request: Any) -> Any:
        """Recall through the wrapped engine, timing the call."""
        start = time.perf_counter()
        response = self.engine.recall(request)
        self.seconds.append(time.perf_counter() - start)
        return response

    def emit(self, events: Sequence[InteractionEvent]) -> list[Any]:
        """Emit through the wrapped engine."""
        return list(self.engine.emit(events))

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        """Wait on the wrapped engine."""
        self.engine.wait_until_idle(timeout)

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        """The wrapped engine's memories."""
        return list(self.engine.memories(tenant, user, include_inactive))

    def close(self) -> None:
        """Close the wrapped engine."""
        self.engine.close()


class HttpEngine:
    """A `memstream up` server seen through the harness's engine interface."""

    def __init__(self, url: str) -> None:
        self.client = MemstreamClient(url, timeout=120.0)

    def emit(self, events: Sequence[InteractionEvent]) -> list[Any]:
        """POST /v1/events."""
        return list(self.client.emit(events))

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        """Poll /healthz until no runner has pending records."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not any(self.client.health()["pending"].values()):
                return
            time.sleep(0.02)
        raise TimeoutError(f"server not idle after {timeout}s")

    def recall(self, request: RecallRequest) -> RecallResponse:
        """POST /v1/recall (the response parsed back into the API model)."""
        body = request.model_dump(mode="json", exclude={"tenant", "user", "query"})
        call = recall_call(request.tenant, request.user, request.query, body)
        return parsed(self.client.send(call), RecallResponse)

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        """GET /v1/users/{user}/memories."""
        return list(self.client.memories(tenant, user, include_inactive))

    def close(self) -> None:
        """Close the HTTP client."""
        self.client.close()


def run_pass(
    engine: EngineLike, conversations: Sequence[Conversation], options: LocomoOptions
) -> dict[str, Any]:
    """Warm up, ingest (emit until idle), then recall every question; times and outcomes."""
    timed = TimedRecall(engine)
    warm = time.perf_counter()
    ask_warmup(timed, options)
    warmup_seconds = time.perf_counter() - warm
    start = time.perf_counter()
    events = ingest(engine, conversations)
    ingest_seconds = time.perf_counter() - start
    timed.seconds.clear()
    outcomes: list[Outcome] = []
    for conversation in conversations:
        outcomes.extend(ask(timed, conversation, options, lambda _: None))
    return {
        "events": events,
        "ingest_seconds": ingest_seconds,
        "warmup_seconds": warmup_seconds,
        "latencies": list(timed.seconds),
        "outcomes": outcomes,
    }


def ask_warmup(engine: TimedRecall, options: LocomoOptions) -> None:
    """One recall for a user with no memories: loads the embedder before anything is timed."""
    from memstream.eval.ports import recall_request

    budget = options.token_budgets[0]
    engine.recall(recall_request("peer-warmup", "nobody", "warm up", budget))


def run_embedded(
    conversations: Sequence[Conversation], options: LocomoOptions, data_dir: Path
) -> dict[str, Any]:
    """The embedded engine in this process (its PostgreSQL stopped afterwards)."""
    engine = open_engine(data_dir)
    try:
        return run_pass(engine, conversations, options)
    finally:
        engine.close()
        stop_embedded_postgres(Settings(data_dir=data_dir).pg_dir)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_healthy(client: MemstreamClient, server: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"memstream up exited with {server.returncode}")
        try:
            if client.health()["status"] == "ok":
                return
        except Exception:  # not listening yet
            time.sleep(0.2)
    raise TimeoutError("memstream up not healthy after 180 s")


def run_http(
    conversations: Sequence[Conversation], options: LocomoOptions, data_dir: Path
) -> dict[str, Any]:
    """`memstream up` in a subprocess; ingest and recall over HTTP; then stop it and its DB."""
    port = _free_port()
    memstream = str(Path(sys.executable).with_name("memstream"))
    command = [memstream, "up", "--data-dir", str(data_dir), "--port", str(port)]
    server = subprocess.Popen(command, env={**os.environ, "MEMSTREAM_LOG_LEVEL": "WARNING"})
    engine = HttpEngine(f"http://127.0.0.1:{port}")
    try:
        _wait_healthy(engine.client, server)
        return run_pass(engine, conversations, options)
    finally:
        engine.close()
        server.send_signal(signal.SIGINT)
        server.wait(timeout=120)
        subprocess.run([memstream, "down", "--data-dir", str(data_dir)], check=False)
