"""The stage streams' batch window: one event or a timeout, no mode tasks (`faust_app._Stream`)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from memstream.runtime.kafka.faust_app import WorkerConfig, _Stream, create_app


def _stream(tmp_path: Path) -> _Stream:
    app = create_app(WorkerConfig(app_id="stream-wait-test", datadir=tmp_path))
    stream = app.stream(app.channel())
    assert isinstance(stream, _Stream)  # the app builds its streams from our class
    return stream


def test_the_window_ends_when_the_batch_is_full(tmp_path: Path) -> None:
    async def waited() -> bool:
        stream, full = _stream(tmp_path), asyncio.Event()
        window = asyncio.create_task(stream.wait_for_stopped(full, timeout=3600.0))
        await asyncio.sleep(0)
        full.set()
        # An hour's window that ignored the event would hang here: the guard fails it.
        return await asyncio.wait_for(window, timeout=60.0)

    assert asyncio.run(waited()) is False


def test_the_window_ends_at_its_timeout_without_raising(tmp_path: Path) -> None:
    async def waited() -> tuple[bool, bool]:
        stream, full = _stream(tmp_path), asyncio.Event()
        stopped = await stream.wait_for_stopped(full, timeout=0.01)
        return stopped, full.is_set()

    assert asyncio.run(waited()) == (False, False)
