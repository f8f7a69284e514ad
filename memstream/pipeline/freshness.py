"""Read-your-writes, once for both runtimes: wait until what some positions led to is projected.

The awaited steps of the description are a chain in pipeline order (extract,
consolidate, then each projection; the LLM side stage is never awaited). A step has
passed a target once its progress on its input partition is past it. Once a stage has
passed its targets, everything it derived from them lies below its output topic's
current ends, which become the targets of the next steps. A runtime provides
`Progress` (how far each step got, where each topic ends); the waiting is here.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence

from memstream.pipeline.layout import Route
from memstream.ports import Position, Progress, UnknownPosition

Targets = dict[tuple[str, int], int]


class PipelineFreshness:
    """The `Freshness` of a chain of steps (`Layout.awaited`) over a runtime's `Progress`."""

    def __init__(
        self,
        routes: Sequence[Route],
        progress: Progress,
        poll_seconds: float = 0.02,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.routes = list(routes)
        self.progress = progress
        self.poll_seconds = poll_seconds
        self.clock = clock

    async def wait_for(self, positions: Sequence[Position], timeout: float) -> bool:
        """True once every step, in pipeline order, has passed the targets; False on timeout."""
        deadline = self.clock() + timeout
        await self._check(positions)
        targets: Targets = {(p.topic, p.partition): p.offset + 1 for p in positions}
        for route in self.routes:
            need = {part: end for (topic, part), end in targets.items() if topic == route.input}
            if not await self._passed(route, need, deadline):
                return False
            if need and route.output is not None:
                ends = await self.progress.ends(route.output)
                targets.update({(route.output, part): end for part, end in ends.items()})
        return True

    async def _check(self, positions: Sequence[Position]) -> None:
        """Refuse positions no step reads (an unknown topic or partition)."""
        inputs = {route.input for route in self.routes}
        for position in positions:
            known = await self.progress.ends(position.topic) if position.topic in inputs else {}
            if position.partition not in known:
                raise UnknownPosition(f"no such log position: {position.as_token()}")

    async def _passed(self, route: Route, need: dict[int, int], deadline: float) -> bool:
        while need:
            reached = await self.progress.reached(route, sorted(need))
            if all(reached.get(part, 0) >= end for part, end in need.items()):
                return True
            if self.clock() >= deadline:
                return False
            await asyncio.sleep(self.poll_seconds)
        return True

    async def lag(self) -> dict[str, int]:
        """Records each step has not passed yet."""
        lags: dict[str, int] = {}
        for route in self.routes:
            ends = await self.progress.ends(route.input)
            reached = await self.progress.reached(route, sorted(ends))
            lags[route.step] = sum(max(0, end - reached.get(p, 0)) for p, end in ends.items())
        return lags
