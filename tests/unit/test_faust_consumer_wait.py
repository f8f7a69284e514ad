"""The fetcher's per-message wait, a delivery raced against flow suspension (`wait_first`)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from memstream.runtime.kafka.faust_app import WorkerConfig, _Consumer, create_app


def _consumer(tmp_path: Path) -> _Consumer:
    consumer = create_app(WorkerConfig(app_id="consumer-wait-test", datadir=tmp_path)).consumer
    assert isinstance(consumer, _Consumer)  # the app builds its consumer from our class
    return consumer


async def _delivered() -> int:
    return 42


def test_a_delivery_returns_its_result(tmp_path: Path) -> None:
    async def waited() -> tuple[list[int], bool]:
        consumer = _consumer(tmp_path)
        result = await consumer.wait_first(_delivered(), consumer.suspend_flow.wait())
        return result.results, result.stopped

    assert asyncio.run(waited()) == ([42], False)


def test_a_suspended_flow_cancels_a_blocked_delivery(tmp_path: Path) -> None:
    async def waited() -> tuple[bool, bool]:
        consumer, never = _consumer(tmp_path), asyncio.Event()
        delivering = asyncio.ensure_future(
            consumer.wait_first(never.wait(), consumer.suspend_flow.wait())
        )
        await asyncio.sleep(0.01)
        consumer.suspend_flow.set()
        # A wait that ignored the flow would hang here: the guard fails it.
        result = await asyncio.wait_for(delivering, timeout=60.0)
        return result.stopped, bool(result.done)

    assert asyncio.run(waited()) == (True, False)


def test_a_failed_delivery_raises(tmp_path: Path) -> None:
    async def failing() -> None:
        raise ValueError("undecodable")

    async def waited() -> None:
        consumer = _consumer(tmp_path)
        await consumer.wait_first(failing(), consumer.suspend_flow.wait())

    with pytest.raises(ValueError, match="undecodable"):
        asyncio.run(waited())


def test_after_the_flow_resumes_deliveries_race_again(tmp_path: Path) -> None:
    async def waited() -> list[int]:
        consumer = _consumer(tmp_path)
        consumer.suspend_flow.set()
        consumer.suspend_flow.clear()
        result = await consumer.wait_first(_delivered(), consumer.suspend_flow.wait())
        return result.results

    assert asyncio.run(waited()) == [42]
