"""An agent's memory over the HTTP API: recall, list, get, remember, update, forget, confirm.

`AgentMemory` (sync) and `AsyncAgentMemory` (async) are thin: the arguments, the events
and the views are the pure functions of `operations`; these classes only call the client.
A forget runs the server's dry run first (what would go, with content), then the forget
command, then follows its status for a few seconds, so the answer says what was removed.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, Final

from memstream.integrations.operations import (
    ConfirmArgs,
    ForgetArgs,
    GetArgs,
    ListArgs,
    MemoryScope,
    RecallArgs,
    RememberArgs,
    UpdateArgs,
    confirm_event,
    correct_event,
    find,
    forgotten_view,
    preview_view,
    recall_view,
    remember_event,
    select,
)
from memstream.producers.client import AsyncMemstreamClient, MemstreamClient
from memstream.producers.results import CommandAccepted, EmitResult, ForgetStatus
from memstream.schemas.events import InteractionEvent

FORGET_WAIT_SECONDS: Final = 5.0
POLL_SECONDS: Final = 0.2


class MemoryNotFound(LookupError):
    """No memory with that id belongs to the user."""


def _written(results: list[EmitResult], what: str) -> dict[str, Any]:
    accepted = results[0]
    return {"accepted": what, "event_id": accepted.event_id, "position": accepted.position}


def _settled(status: ForgetStatus) -> bool:
    return status.state != "pending"


def _found(memory: dict[str, Any] | None, memory_id: str) -> dict[str, Any]:
    if memory is None:
        raise MemoryNotFound(f"no memory {memory_id!r} for this user")
    return memory


class AgentMemory:
    """One tenant's memory (a default user, maybe others) for a synchronous agent."""

    def __init__(
        self,
        client: MemstreamClient,
        scope: MemoryScope,
        forget_wait_seconds: float = FORGET_WAIT_SECONDS,
    ) -> None:
        self.client = client
        self.scope = scope
        self.forget_wait_seconds = forget_wait_seconds

    def recall(
        self, args: RecallArgs, wait_for: list[str] | None = None, wait_timeout_ms: int = 0
    ) -> dict[str, Any]:
        """A markdown context packet for the query, with why each hit was chosen."""
        scope = self.scope.resolve(args.user)
        answer = self.client.recall(
            scope.tenant,
            scope.user,
            args.query,
            token_budget=args.token_budget,
            format="markdown",
            wait_for=wait_for,
            wait_timeout_ms=wait_timeout_ms or None,
        )
        return recall_view(answer)

    def list(self, args: ListArgs) -> list[dict[str, Any]]:
        """What is remembered about the user."""
        scope = self.scope.resolve(args.user)
        return select(self.client.memories(scope.tenant, scope.user, args.include_inactive), args)

    def get(self, args: GetArgs) -> dict[str, Any]:
        """One memory with provenance and history (MemoryNotFound if the user has none)."""
        scope = self.scope.resolve(args.user)
        memories = self.client.memories(scope.tenant, scope.user, include_inactive=True)
        return _found(find(memories, args.memory_id), args.memory_id)

    def remember(self, args: RememberArgs) -> dict[str, Any]:
        """Append a `memory.remember` command."""
        return self._write(remember_event(self.scope.resolve(args.user), args), "remember")

    def update(self, args: UpdateArgs) -> dict[str, Any]:
        """Append a `memory.correct` command (the old version gets superseded)."""
        return self._write(correct_event(self.scope.resolve(args.user), args), "correct")

    def forget(self, args: ForgetArgs) -> dict[str, Any]:
        """Forget (or with `dry_run`, only show) what the selector removes; say what went."""
        scope, selector = self.scope.resolve(args.user), args.selector()
        preview = self.client.forget_preview(scope.tenant, scope.user, **selector)
        if args.dry_run:
            return preview_view(preview)
        accepted = self.client.forget(scope.tenant, scope.user, **selector)
        return forgotten_view(preview, self._follow(accepted, scope.user), accepted.status_url)

    def _follow(self, accepted: CommandAccepted, user: str) -> ForgetStatus:
        """The command's status once processed, or still pending after the wait."""
        deadline = time.monotonic() + self.forget_wait_seconds
        while True:
            status = self.client.forget_status(
                self.scope.tenant, user, accepted.command_id, accepted.position
            )
            if _settled(status) or time.monotonic() >= deadline:
                return status
            time.sleep(POLL_SECONDS)

    def confirm(self, args: ConfirmArgs) -> dict[str, Any]:
        """Append a `memory.confirm` command (accept or reject a conflict)."""
        return self._write(confirm_event(self.scope.resolve(args.user), args), "confirm")

    def _write(self, event: InteractionEvent, what: str) -> dict[str, Any]:
        return _written(self.client.emit([event]), what)


class AsyncAgentMemory:
    """One tenant's memory (a default user, maybe others) for an asynchronous agent."""

    def __init__(
        self,
        client: AsyncMemstreamClient,
        scope: MemoryScope,
        forget_wait_seconds: float = FORGET_WAIT_SECONDS,
    ) -> None:
        self.client = client
        self.scope = scope
        self.forget_wait_seconds = forget_wait_seconds

    async def recall(
        self, args: RecallArgs, wait_for: list[str] | None = None, wait_timeout_ms: int = 0
    ) -> dict[str, Any]:
        """A markdown context packet for the query, with why each hit was chosen."""
        scope = self.scope.resolve(args.user)
        answer = await self.client.recall(
            scope.tenant,
            scope.user,
            args.query,
            token_budget=args.token_budget,
            format="markdown",
            wait_for=wait_for,
            wait_timeout_ms=wait_timeout_ms or None,
        )
        return recall_view(answer)

    async def list(self, args: ListArgs) -> list[dict[str, Any]]:
        """What is remembered about the user."""
        scope = self.scope.resolve(args.user)
        memories = await self.client.memories(scope.tenant, scope.user, args.include_inactive)
        return select(memories, args)

    async def get(self, args: GetArgs) -> dict[str, Any]:
        """One memory with provenance and history (MemoryNotFound if the user has none)."""
        scope = self.scope.resolve(args.user)
        memories = await self.client.memories(scope.tenant, scope.user, include_inactive=True)
        return _found(find(memories, args.memory_id), args.memory_id)

    async def remember(self, args: RememberArgs) -> dict[str, Any]:
        """Append a `memory.remember` command."""
        return await self._write(remember_event(self.scope.resolve(args.user), args), "remember")

    async def update(self, args: UpdateArgs) -> dict[str, Any]:
        """Append a `memory.correct` command (the old version gets superseded)."""
        return await self._write(correct_event(self.scope.resolve(args.user), args), "correct")

    async def forget(self, args: ForgetArgs) -> dict[str, Any]:
        """Forget (or with `dry_run`, only show) what the selector removes; say what went."""
        scope, selector = self.scope.resolve(args.user), args.selector()
        preview = await self.client.forget_preview(scope.tenant, scope.user, **selector)
        if args.dry_run:
            return preview_view(preview)
        accepted = await self.client.forget(scope.tenant, scope.user, **selector)
        status = await self._follow(accepted, scope.user)
        return forgotten_view(preview, status, accepted.status_url)

    async def _follow(self, accepted: CommandAccepted, user: str) -> ForgetStatus:
        """The command's status once processed, or still pending after the wait."""
        deadline = time.monotonic() + self.forget_wait_seconds
        while True:
            status = await self.client.forget_status(
                self.scope.tenant, user, accepted.command_id, accepted.position
            )
            if _settled(status) or time.monotonic() >= deadline:
                return status
            await asyncio.sleep(POLL_SECONDS)

    async def confirm(self, args: ConfirmArgs) -> dict[str, Any]:
        """Append a `memory.confirm` command (accept or reject a conflict)."""
        return await self._write(confirm_event(self.scope.resolve(args.user), args), "confirm")

    async def _write(self, event: InteractionEvent, what: str) -> dict[str, Any]:
        return _written(await self.client.emit([event]), what)
