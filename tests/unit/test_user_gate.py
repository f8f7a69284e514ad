"""The per-user gate orders an erase against the same user's writes, and only those."""

from __future__ import annotations

import asyncio

from memstream.ports import Position
from memstream.query_api.erasure import UserGate, parse_position


async def test_an_erase_waits_for_the_users_writes_and_new_writes_wait_for_it() -> None:
    gate, order = UserGate(), []
    release_write, release_erase = asyncio.Event(), asyncio.Event()

    async def write(name: str, release: asyncio.Event | None) -> None:
        async with gate.writing(["acme:alice"]):
            order.append(f"{name} start")
            if release is not None:
                await release.wait()
            order.append(f"{name} end")

    async def erase() -> None:
        async with gate.erasing("acme:alice"):
            order.append("erase start")
            await release_erase.wait()
            order.append("erase end")

    first = asyncio.create_task(write("w1", release_write))
    await asyncio.sleep(0)
    erasing = asyncio.create_task(erase())
    await asyncio.sleep(0.01)
    second = asyncio.create_task(write("w2", None))
    await asyncio.sleep(0.01)
    assert order == ["w1 start"]  # the erase waits for w1; w2 waits for the erase
    release_write.set()
    await asyncio.sleep(0.01)
    assert order == ["w1 start", "w1 end", "erase start"]
    release_erase.set()
    await asyncio.gather(first, erasing, second)
    assert order[-3:] == ["erase end", "w2 start", "w2 end"]


async def test_other_users_never_wait_for_an_erase() -> None:
    gate, release = UserGate(), asyncio.Event()

    async def erase() -> None:
        async with gate.erasing("acme:alice"):
            await release.wait()

    erasing = asyncio.create_task(erase())
    await asyncio.sleep(0)
    async with gate.writing(["acme:bob", "其他:用户"]):
        pass  # would hang if it waited
    release.set()
    await erasing


def test_a_position_reads_back_from_its_token() -> None:
    position = Position("memstream.interactions.v1", 3, 42)
    assert parse_position(position.as_token()) == position
