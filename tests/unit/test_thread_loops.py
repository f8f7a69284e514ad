"""ThreadLoops: one event loop per calling thread, reused, all closed together."""

from __future__ import annotations

import asyncio
import threading

import pytest

from memstream.runtime.thread_loops import ThreadLoops


async def _running_loop() -> asyncio.AbstractEventLoop:
    return asyncio.get_running_loop()


def test_a_thread_reuses_its_loop() -> None:
    loops = ThreadLoops()
    first, second = loops.run(_running_loop()), loops.run(_running_loop())
    assert first is second
    loops.close()
    assert first.is_closed()


def test_threads_get_loops_of_their_own() -> None:
    loops = ThreadLoops()
    seen: list[asyncio.AbstractEventLoop] = []
    worker = threading.Thread(target=lambda: seen.append(loops.run(_running_loop())))
    worker.start()
    worker.join()
    mine = loops.run(_running_loop())
    assert seen[0] is not mine
    loops.close()
    assert seen[0].is_closed() and mine.is_closed()


def test_a_call_after_close_opens_a_new_loop() -> None:
    loops = ThreadLoops()
    before = loops.run(_running_loop())
    loops.close()
    after = loops.run(_running_loop())
    assert after is not before and not after.is_closed()
    loops.close()


def test_results_and_errors_come_back() -> None:
    loops = ThreadLoops()

    async def fails() -> None:
        raise ValueError("bad")

    async def answer() -> int:
        await asyncio.sleep(0)
        return 42

    assert loops.run(answer()) == 42
    with pytest.raises(ValueError, match="bad"):
        loops.run(fails())
    loops.close()
