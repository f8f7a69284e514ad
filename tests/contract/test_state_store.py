"""One contract for every state store: a value reads back as it was written, on every adapter.

The adapters: `InMemoryState` (unit tests, tools), `MappingTable` (a Kafka stage's JSON
mapping), `BufferedState` (what the kernel hands a stage, over a table) and
`PostgresStateTable` (the embedded runtime, through its `StateCache`). A model written
reads back as an equal model of its class — in the same batch, in the next one, and
after a restart that keeps only the stored JSON — and plain data as plain data.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any, Protocol

import pytest
from psycopg_pool import ConnectionPool
from pydantic import BaseModel, Field

from memstream.log.postgres import PostgresLog
from memstream.log.state import StateCache
from memstream.pipeline.state import BufferedState, MappingTable
from memstream.ports import InMemoryState, StateStore
from memstream.schemas.base import FrozenModel


class Tally(FrozenModel):
    """A frozen model (shared as it is between batches)."""

    count: int
    seen: tuple[str, ...] = ()


class Bag(BaseModel):
    """A mutable model (changed in place, then written back)."""

    items: list[str] = Field(default_factory=list)


def decode(key: str, stored: Any) -> Any:
    """The test stage's state: `t:` keys hold a Tally, `b:` keys a Bag, the rest data."""
    if key.startswith("t:"):
        return Tally.model_validate(stored)
    if key.startswith("b:"):
        return Bag.model_validate(stored)
    return stored


class Backing(Protocol):
    """A store's backing: one store per batch, committed when the batch ends."""

    def batch(self) -> AbstractContextManager[StateStore]:
        """A store for one batch; its writes are committed when the block exits."""
        ...

    def restart(self) -> None:
        """Forget everything held in memory: only what was stored remains."""
        ...


class StateStoreContract:
    """Subclasses provide `backing`."""

    def test_a_model_reads_back_as_the_model_it_was(self, backing: Backing) -> None:
        tally, bag = Tally(count=2, seen=("a",)), Bag(items=["x"])
        with backing.batch() as state:
            state["t:al"], state["b:al"] = tally, bag
            assert (state["t:al"], state.get("b:al")) == (tally, bag)
        for restart in (False, True):
            if restart:
                backing.restart()
            with backing.batch() as state:
                assert isinstance(state["t:al"], Tally) and state["t:al"] == tally
                assert isinstance(state.get("b:al"), Bag) and state.get("b:al") == bag

    def test_a_model_changed_in_place_and_written_back_keeps_the_change(
        self, backing: Backing
    ) -> None:
        with backing.batch() as state:
            state["b:al"] = Bag(items=["x"])
        with backing.batch() as state:
            bag = state["b:al"]
            bag.items.append("y")
            state["b:al"] = bag
        backing.restart()
        with backing.batch() as state:
            assert state["b:al"] == Bag(items=["x", "y"])

    def test_plain_data_reads_back_as_data(self, backing: Backing) -> None:
        with backing.batch() as state:
            state["g:al"] = {"last": "2026-01-01", "sessions": 2}
            state["e:al"] = ["m1", "m2"]
            state["f:al"] = 1
        backing.restart()
        with backing.batch() as state:
            assert state["g:al"] == {"last": "2026-01-01", "sessions": 2}
            assert (state["e:al"], state.get("f:al")) == (["m1", "m2"], 1)

    def test_absent_and_deleted_keys_are_absent(self, backing: Backing) -> None:
        with backing.batch() as state:
            state["t:al"] = Tally(count=1)
            state["t:bo"] = Tally(count=1)
        with backing.batch() as state:
            del state["t:al"]
            assert "t:al" not in state and "t:bo" in state
        backing.restart()
        with backing.batch() as state:
            assert "t:al" not in state
            assert state.get("t:al", "none") == "none" and state.get("nothing") is None
            with pytest.raises(KeyError):
                state["t:al"]

    def test_a_scan_walks_a_prefix_in_key_order_with_values_as_written(
        self, backing: Backing
    ) -> None:
        with backing.batch() as state:
            for name in ("t:al:2", "t:al:1", "t:bo:1"):
                state[name] = Tally(count=int(name[-1]))
        with backing.batch() as state:
            state["t:al:3"] = Tally(count=3)
            scanned = list(state.scan("t:al:"))
        assert [key for key, _ in scanned] == ["t:al:1", "t:al:2", "t:al:3"]
        assert [value for _, value in scanned] == [Tally(count=n) for n in (1, 2, 3)]
        backing.restart()
        with backing.batch() as state:
            assert [v for _, v in state.scan("t:al:")] == [Tally(count=n) for n in (1, 2, 3)]


class InMemoryBacking:
    def __init__(self) -> None:
        self.state = InMemoryState(decode)

    @contextmanager
    def batch(self) -> Iterator[StateStore]:
        yield self.state

    def restart(self) -> None:
        stored = dict(self.state.items())
        self.state = InMemoryState(decode)
        dict.update(self.state, stored)  # only the stored form survives


class MappingBacking:
    def __init__(self, buffered: bool) -> None:
        self.mapping: dict[str, Any] = {}
        self.buffered = buffered

    @contextmanager
    def batch(self) -> Iterator[StateStore]:
        table = MappingTable(self.mapping, decode)
        if not self.buffered:
            yield table
            return
        state = BufferedState(table)
        yield state
        state.flush()

    def restart(self) -> None:
        """Nothing: the mapping holds only JSON."""


class PostgresBacking:
    def __init__(self, log: PostgresLog) -> None:
        self.log = log
        self.cache = StateCache("contract", decode=decode)

    @contextmanager
    def batch(self) -> Iterator[StateStore]:
        with self.log.transaction() as conn:
            table = self.cache.table(conn)
            yield table
            table.flush()
        self.cache.committed(table)

    def restart(self) -> None:
        self.cache = StateCache("contract", decode=decode)


class TestInMemoryState(StateStoreContract):
    @pytest.fixture
    def backing(self) -> Backing:
        return InMemoryBacking()


class TestMappingTable(StateStoreContract):
    @pytest.fixture
    def backing(self) -> Backing:
        return MappingBacking(buffered=False)


class TestBufferedState(StateStoreContract):
    @pytest.fixture
    def backing(self) -> Backing:
        return MappingBacking(buffered=True)


class TestPostgresStateTable(StateStoreContract):
    @pytest.fixture
    def backing(self, pg_dsn: str) -> Iterator[Backing]:
        with ConnectionPool(pg_dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
            log = PostgresLog(pool)
            log.setup()
            yield PostgresBacking(log)
