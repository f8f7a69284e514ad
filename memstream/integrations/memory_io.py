"""The middleware's calls to memstream: recall before, capture after; never fatal.

A failure or a timeout of recall is logged (the kind of error, never the messages) and
the model call goes on without memory. Captures go to a durable on-disk outbox first
(`outbox.Courier`) and are sent from there in order, so an exchange captured while
memstream is down is sent when it is back, even after a restart; `flush()` waits until
the outbox is empty (tests, scripts about to exit).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from pydantic import Field

from memstream import telemetry
from memstream.integrations.injection import Position, render_packet
from memstream.integrations.outbox import Courier, Outbox, default_outbox_path, error_kind
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
    outbox: Path | None = Field(
        default=None,
        description="The capture outbox file (default: MEMSTREAM_OUTBOX, else in the user's"
        " cache directory).",
    )

    @property
    def scope(self) -> Scope:
        """The scope the captured events carry."""
        return Scope(tenant=self.tenant, user=self.user, session=self.session)


def _recall_skipped(exc: BaseException) -> None:
    _log.warning("memstream recall skipped", error=error_kind(exc))


def _exchange(factory: EventFactory, query: str, reply: str) -> list[Any]:
    said = [("user", query), ("assistant", reply)]
    return [factory.message(role, text) for role, text in said if text.strip()]  # type: ignore[arg-type]


def open_courier(options: MemoryOptions) -> Courier:
    """The courier of the options' outbox, sending with its own client."""
    client = MemstreamClient(options.url, api_key=options.api_key, timeout=10.0)
    return Courier(Outbox(options.outbox or default_outbox_path()), client)


class Memory:
    """Recall and capture for a synchronous client (captures share one courier)."""

    def __init__(self, options: MemoryOptions, courier: Courier | None = None) -> None:
        self.options = options
        self.client = MemstreamClient(
            options.url, api_key=options.api_key, timeout=options.timeout_seconds
        )
        self._factory = EventFactory(options.scope, app=APP)
        self.courier = courier or open_courier(options)

    def block(self, query: str) -> str:
        """The memory block for `query` ("" when injection is off or memstream failed)."""
        if not self.options.inject:
            return ""
        options = self.options
        try:
            answer = self.client.recall(
                options.tenant,
                options.user,
                query,
                token_budget=options.token_budget,
                format="system_prompt",
            )
        except Exception as exc:  # memstream never fails the model call
            _recall_skipped(exc)
            return ""
        return render_packet(answer, options.min_confidence)

    def capture(self, query: str, reply: str) -> None:
        """Spool the user's message and the reply as events; the courier sends them."""
        events = _exchange(self._factory, query, reply)
        if self.options.capture and events:
            self.courier.put(events)

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every capture was sent (False if some still wait after `timeout`)."""
        return self.courier.flush(timeout)

    def close(self) -> None:
        """Stop the courier (unsent captures stay in the outbox) and close the client."""
        self.courier.close()
        self.client.close()


class AsyncMemory:
    """Recall and capture for an asynchronous client (captures share one courier)."""

    def __init__(self, options: MemoryOptions, courier: Courier | None = None) -> None:
        self.options = options
        self.client = AsyncMemstreamClient(
            options.url, api_key=options.api_key, timeout=options.timeout_seconds
        )
        self._factory = EventFactory(options.scope, app=APP)
        self.courier = courier or open_courier(options)

    async def block(self, query: str) -> str:
        """The memory block for `query` ("" when injection is off or memstream failed)."""
        if not self.options.inject:
            return ""
        options = self.options
        recall = self.client.recall(
            options.tenant,
            options.user,
            query,
            token_budget=options.token_budget,
            format="system_prompt",
        )
        try:
            answer = await asyncio.wait_for(recall, options.timeout_seconds)
        except Exception as exc:  # memstream never fails the model call
            _recall_skipped(exc)
            return ""
        return render_packet(answer, options.min_confidence)

    def capture(self, query: str, reply: str) -> None:
        """Spool the user's message and the reply as events; the courier sends them."""
        events = _exchange(self._factory, query, reply)
        if self.options.capture and events:
            self.courier.put(events)

    async def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every capture was sent (False if some still wait after `timeout`)."""
        return await asyncio.to_thread(self.courier.flush, timeout)

    async def close(self) -> None:
        """Stop the courier (unsent captures stay in the outbox) and close the client."""
        await asyncio.to_thread(self.courier.close)
        await self.client.close()
