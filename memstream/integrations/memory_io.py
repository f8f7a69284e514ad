"""The middleware's calls to memstream: recall before, capture after; never fatal.

A failure or a timeout of memstream is logged (the kind of error, never the messages)
and the model call goes on without memory. Captures run in the background so they do
not delay the reply; `flush()` waits for them (tests, shutdown).
"""

from __future__ import annotations

import asyncio
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import Any, Literal

from pydantic import Field

from memstream import telemetry
from memstream.integrations.injection import Position, memory_block, render_packet
from memstream.producers.builders import EventFactory
from memstream.producers.client import DEFAULT_URL, AsyncMemstreamClient, MemstreamClient
from memstream.schemas.base import FrozenModel, Identifier, Scope

APP = "memstream-openai"
_log = telemetry.logger(__name__)


class MemoryOptions(FrozenModel):
    """Where memstream runs, whose memory, and how the packet goes into the prompt."""

    url: str = DEFAULT_URL
    api_key: str | None = None
    tenant: Identifier
    user: Identifier
    session: Identifier | None = None
    position: Position = "system_start"
    token_budget: int = Field(default=800, ge=50, le=32000)
    min_confidence: float = Field(default=0.0, ge=0.0, le=1.0)
    timeout_seconds: float = Field(
        default=1.0, gt=0, description="The longest memstream may delay a model call."
    )
    inject: bool = True
    capture: bool = True

    @property
    def scope(self) -> Scope:
        """The scope the captured events carry."""
        return Scope(tenant=self.tenant, user=self.user, session=self.session)


def _skipped(what: Literal["recall", "capture"], exc: BaseException) -> None:
    _log.warning(f"memstream {what} skipped", error=type(exc).__name__)


def _exchange(factory: EventFactory, query: str, reply: str) -> list[Any]:
    said = [("user", query), ("assistant", reply)]
    return [factory.message(role, text) for role, text in said if text.strip()]  # type: ignore[arg-type]


class Memory:
    """Recall and capture for a synchronous client."""

    def __init__(self, options: MemoryOptions) -> None:
        self.options = options
        self.client = MemstreamClient(options.url, options.timeout_seconds, options.api_key)
        self._factory = EventFactory(options.scope, app=APP)
        self._captures = ThreadPoolExecutor(max_workers=1, thread_name_prefix="memstream")
        self._pending: set[Future[None]] = set()

    def block(self, query: str) -> str:
        """The memory block for `query` ("" when injection is off or memstream failed)."""
        if not self.options.inject:
            return ""
        options = self.options
        try:
            answer = self.client.recall(
                options.tenant, options.user, query, token_budget=options.token_budget
            )
        except Exception as exc:  # memstream never fails the model call
            _skipped("recall", exc)
            return ""
        return memory_block(render_packet(answer, options.min_confidence))

    def capture(self, query: str, reply: str) -> None:
        """Emit the user's message and the reply as events, in the background."""
        events = _exchange(self._factory, query, reply)
        if self.options.capture and events:
            future = self._captures.submit(self._emit, events)
            self._pending.add(future)
            future.add_done_callback(self._pending.discard)

    def _emit(self, events: list[Any]) -> None:
        try:
            self.client.emit(events)
        except Exception as exc:
            _skipped("capture", exc)

    def flush(self, timeout: float | None = None) -> None:
        """Wait for the captures still running."""
        wait(list(self._pending), timeout)

    def close(self) -> None:
        """Finish the captures and close the connection pool."""
        self._captures.shutdown(wait=True)
        self.client.close()


class AsyncMemory:
    """Recall and capture for an asynchronous client."""

    def __init__(self, options: MemoryOptions) -> None:
        self.options = options
        self.client = AsyncMemstreamClient(options.url, options.timeout_seconds, options.api_key)
        self._factory = EventFactory(options.scope, app=APP)
        self._pending: set[asyncio.Task[None]] = set()

    async def block(self, query: str) -> str:
        """The memory block for `query` ("" when injection is off or memstream failed)."""
        if not self.options.inject:
            return ""
        options = self.options
        recall = self.client.recall(
            options.tenant, options.user, query, token_budget=options.token_budget
        )
        try:
            answer = await asyncio.wait_for(recall, options.timeout_seconds)
        except Exception as exc:  # memstream never fails the model call
            _skipped("recall", exc)
            return ""
        return memory_block(render_packet(answer, options.min_confidence))

    def capture(self, query: str, reply: str) -> None:
        """Emit the user's message and the reply as events, in a background task."""
        events = _exchange(self._factory, query, reply)
        if self.options.capture and events:
            task = asyncio.get_running_loop().create_task(self._emit(events))
            self._pending.add(task)
            task.add_done_callback(self._pending.discard)

    async def _emit(self, events: list[Any]) -> None:
        try:
            await self.client.emit(events)
        except Exception as exc:
            _skipped("capture", exc)

    async def flush(self) -> None:
        """Wait for the captures still running."""
        if self._pending:
            await asyncio.gather(*self._pending)

    async def close(self) -> None:
        """Finish the captures and close the connection pool."""
        await self.flush()
        await self.client.close()
