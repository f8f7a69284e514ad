"""Event loops kept per calling thread, for a synchronous facade's short async calls."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class ThreadLoops:
    """One event loop per thread that calls `run`, all closed together.

    `asyncio.run` builds a loop per call and, on the main thread, installs and restores a
    SIGINT handler; restoring it formats the finished task, result included, which for a
    recall response costs milliseconds per call. A loop kept per thread does neither.
    """

    def __init__(self) -> None:
        self._local = threading.local()
        self._loops: list[asyncio.AbstractEventLoop] = []
        self._lock = threading.Lock()

    def run(self, step: Coroutine[Any, Any, T]) -> T:
        """Run `step` to completion on this thread's loop."""
        return self._loop().run_until_complete(step)

    def close(self) -> None:
        """Close every loop that is not running (each thread gets a new one if it calls again)."""
        with self._lock:
            loops, self._loops = self._loops, []
        for loop in loops:
            if not loop.is_running():
                loop.close()

    def _loop(self) -> asyncio.AbstractEventLoop:
        loop: asyncio.AbstractEventLoop | None = getattr(self._local, "loop", None)
        if loop is None or loop.is_closed():
            loop = asyncio.new_event_loop()
            self._local.loop = loop
            with self._lock:
                self._loops.append(loop)
        return loop
