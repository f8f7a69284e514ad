"""Memory for OpenAI-style clients: recall before the call, capture the exchange after it.

    client = with_memory(OpenAI(), MemoryOptions(tenant="acme", user="ada"))
    client.chat.completions.create(model=..., messages=[...])      # or stream=True
    client.responses.create(model=..., input="...")                # or stream=True

Before the call the last user message is recalled for and the packet (guarded: data, not
instructions) goes into the system message (Chat Completions) or `instructions`
(Responses). After the call (for a stream: once it has been read to the end) the user's
message and the reply are spooled to a durable outbox and sent as `message.posted`
events, in order, whenever memstream is reachable. Everything else is the wrapped
client's own.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass
from typing import Any, overload

from memstream.extras import require
from memstream.integrations.injection import (
    Position,
    chat_chunk_text,
    chat_reply_text,
    inject_messages,
    join_system,
    last_user_text,
    response_event_text,
    response_input_text,
    response_reply_text,
)
from memstream.integrations.memory_io import AsyncMemory, Memory, MemoryOptions
from memstream.integrations.outbox import Courier

require("openai", "openai", "memstream.integrations.openai")
import openai  # noqa: E402

__all__ = ["AsyncMemoryOpenAI", "MemoryOpenAI", "MemoryOptions", "with_memory"]


@dataclass(frozen=True)
class _Api:
    """How one endpoint carries the query, the packet, the reply and stream deltas."""

    query: Callable[[dict[str, Any]], str]
    inject: Callable[[dict[str, Any], str, Position], dict[str, Any]]
    reply: Callable[[Any], str]
    delta: Callable[[Any], str]


def _chat_inject(kwargs: dict[str, Any], block: str, position: Position) -> dict[str, Any]:
    return kwargs | {"messages": inject_messages(kwargs.get("messages") or [], block, position)}


def _responses_inject(kwargs: dict[str, Any], block: str, position: Position) -> dict[str, Any]:
    return kwargs | {"instructions": join_system(kwargs.get("instructions") or "", block, position)}


CHAT = _Api(
    lambda kwargs: last_user_text(kwargs.get("messages") or []),
    _chat_inject,
    chat_reply_text,
    chat_chunk_text,
)
RESPONSES = _Api(
    lambda kwargs: response_input_text(kwargs.get("input")),
    _responses_inject,
    response_reply_text,
    response_event_text,
)


class _CapturingStream:
    """A model stream that reports the whole reply once it has been read to the end."""

    def __init__(self, stream: Any, delta: Callable[[Any], str], done: Callable[[str], None]):
        self._stream, self._delta, self._done = stream, delta, done
        self._iterator: Iterator[Any] | None = None

    def __iter__(self) -> Iterator[Any]:
        parts: list[str] = []
        for item in self._stream:
            parts.append(self._delta(item))
            yield item
        self._done("".join(parts))

    def __next__(self) -> Any:
        if self._iterator is None:
            self._iterator = iter(self)
        return next(self._iterator)

    def __enter__(self) -> _CapturingStream:
        return self

    def __exit__(self, *exc: object) -> None:
        self._stream.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


class _AsyncCapturingStream:
    """An async model stream that reports the whole reply once it has been read to the end."""

    def __init__(self, stream: Any, delta: Callable[[Any], str], done: Callable[[str], None]):
        self._stream, self._delta, self._done = stream, delta, done
        self._iterator: AsyncIterator[Any] | None = None

    async def __aiter__(self) -> AsyncIterator[Any]:
        parts: list[str] = []
        async for item in self._stream:
            parts.append(self._delta(item))
            yield item
        self._done("".join(parts))

    async def __anext__(self) -> Any:
        if self._iterator is None:
            self._iterator = aiter(self)
        return await anext(self._iterator)

    async def __aenter__(self) -> _AsyncCapturingStream:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._stream.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


class _Endpoint:
    """`create` of one endpoint, with memory around it (sync)."""

    def __init__(self, inner: Any, api: _Api, memory: Memory) -> None:
        self._inner, self._api, self._memory = inner, api, memory

    def create(self, **kwargs: Any) -> Any:
        """The endpoint's `create`, with the packet injected and the exchange captured."""
        query = self._api.query(kwargs)
        block = self._memory.block(query) if query.strip() else ""
        if block:
            kwargs = self._api.inject(kwargs, block, self._memory.options.position)
        result = self._inner.create(**kwargs)
        if kwargs.get("stream"):
            done = lambda reply: self._memory.capture(query, reply)  # noqa: E731
            return _CapturingStream(result, self._api.delta, done)
        self._memory.capture(query, self._api.reply(result))
        return result

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


class _AsyncEndpoint:
    """`create` of one endpoint, with memory around it (async)."""

    def __init__(self, inner: Any, api: _Api, memory: AsyncMemory) -> None:
        self._inner, self._api, self._memory = inner, api, memory

    async def create(self, **kwargs: Any) -> Any:
        """The endpoint's `create`, with the packet injected and the exchange captured."""
        query = self._api.query(kwargs)
        block = await self._memory.block(query) if query.strip() else ""
        if block:
            kwargs = self._api.inject(kwargs, block, self._memory.options.position)
        result = await self._inner.create(**kwargs)
        if kwargs.get("stream"):
            done = lambda reply: self._memory.capture(query, reply)  # noqa: E731
            return _AsyncCapturingStream(result, self._api.delta, done)
        self._memory.capture(query, self._api.reply(result))
        return result

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


class _Chat:
    def __init__(self, completions: Any) -> None:
        self.completions = completions


class MemoryOpenAI:
    """An `openai.OpenAI` client with memory around chat completions and responses."""

    def __init__(self, client: Any, options: MemoryOptions, courier: Courier | None = None):
        self._client = client
        self.memory = Memory(options, courier)
        self.chat = _Chat(_Endpoint(client.chat.completions, CHAT, self.memory))
        self.responses = _Endpoint(client.responses, RESPONSES, self.memory)

    def for_user(self, user: str, session: str | None = None) -> MemoryOpenAI:
        """The same client with another user's (and session's) memory (one outbox)."""
        options = self.memory.options.model_copy(update={"user": user, "session": session})
        wrapped = MemoryOptions.model_validate(options.model_dump())
        return MemoryOpenAI(self._client, wrapped, self.memory.courier)

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until the captured exchanges were sent (False if memstream is still away)."""
        return self.memory.flush(timeout)

    def close(self) -> None:
        """Stop sending captures (unsent ones wait in the outbox) and close memstream's client."""
        self.memory.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)


class AsyncMemoryOpenAI:
    """An `openai.AsyncOpenAI` client with memory around chat completions and responses."""

    def __init__(self, client: Any, options: MemoryOptions, courier: Courier | None = None):
        self._client = client
        self.memory = AsyncMemory(options, courier)
        self.chat = _Chat(_AsyncEndpoint(client.chat.completions, CHAT, self.memory))
        self.responses = _AsyncEndpoint(client.responses, RESPONSES, self.memory)

    def for_user(self, user: str, session: str | None = None) -> AsyncMemoryOpenAI:
        """The same client with another user's (and session's) memory (one outbox)."""
        options = self.memory.options.model_copy(update={"user": user, "session": session})
        wrapped = MemoryOptions.model_validate(options.model_dump())
        return AsyncMemoryOpenAI(self._client, wrapped, self.memory.courier)

    async def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until the captured exchanges were sent (False if memstream is still away)."""
        return await self.memory.flush(timeout)

    async def close(self) -> None:
        """Stop sending captures (unsent ones wait in the outbox) and close memstream's client."""
        await self.memory.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)


@overload
def with_memory(client: openai.AsyncOpenAI, options: MemoryOptions) -> AsyncMemoryOpenAI: ...
@overload
def with_memory(client: openai.OpenAI, options: MemoryOptions) -> MemoryOpenAI: ...
def with_memory(client: Any, options: MemoryOptions) -> MemoryOpenAI | AsyncMemoryOpenAI:
    """Wrap an OpenAI client (sync or async) with recall before and capture after each call."""
    if isinstance(client, openai.AsyncOpenAI):
        return AsyncMemoryOpenAI(client, options)
    return MemoryOpenAI(client, options)
