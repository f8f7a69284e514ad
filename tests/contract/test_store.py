"""LangGraph's `BaseStore` contract, from its documented semantics, run on two stores.

LangGraph's own `InMemoryStore` is the reference (so the suite is known to describe
LangGraph's semantics) and `MemstreamStore` runs against a real memstream server.
Namespaces are `(tenant, user, *path)`, as memstream needs; each test has its own user.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    MatchCondition,
    PutOp,
    SearchOp,
)
from langgraph.store.memory import InMemoryStore

from memstream.integrations.langgraph import MemstreamStore
from memstream.pg import stop_embedded_postgres
from tests.fixtures.server import ServerProcess, start_server

pytestmark = pytest.mark.slow
_users = itertools.count()


@pytest.fixture(scope="module")
def memstream_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    data_dir: Path = tmp_path_factory.mktemp("store-contract")
    server = start_server(data_dir)
    try:
        yield server
    finally:
        server.stop()
        stop_embedded_postgres(data_dir / "pg")


@pytest.fixture(params=["langgraph-in-memory", "memstream"])
def store(request: pytest.FixtureRequest) -> Iterator[BaseStore]:
    if request.param == "langgraph-in-memory":
        yield InMemoryStore()
        return
    server: ServerProcess = request.getfixturevalue("memstream_server")
    memstream = MemstreamStore(server.url)
    yield memstream
    memstream.close()


@pytest.fixture
def home() -> tuple[str, str]:
    """A tenant and a user no other test writes to."""
    return ("acme", f"store-user-{next(_users)}")


def test_put_then_get_returns_the_value_and_a_missing_key_none(
    store: BaseStore, home: tuple[str, str]
) -> None:
    prefs = (*home, "prefs")
    store.put(prefs, "food", {"likes": "pizza", "stars": 5})
    store.put(prefs, "drink", {"likes": "绿茶"})
    item = store.get(prefs, "food")
    assert isinstance(item, Item)
    assert (item.namespace, item.key, item.value) == (prefs, "food", {"likes": "pizza", "stars": 5})
    assert item.created_at <= item.updated_at
    assert store.get(prefs, "drink") is not None and store.get(prefs, "drink").value == {  # type: ignore[union-attr]
        "likes": "绿茶"
    }
    assert store.get(prefs, "nothing") is None
    assert store.get((*home, "other"), "food") is None  # another namespace


def test_put_replaces_the_value_of_a_key(store: BaseStore, home: tuple[str, str]) -> None:
    where = (*home, "profile")
    store.put(where, "city", {"name": "Lisbon"})
    store.put(where, "city", {"name": "上海"})
    item = store.get(where, "city")
    assert item is not None and item.value == {"name": "上海"}
    assert [i.key for i in store.search(where)] == ["city"]


def test_delete_removes_the_item(store: BaseStore, home: tuple[str, str]) -> None:
    where = (*home, "notes")
    store.put(where, "a", {"text": "keep"})
    store.put(where, "b", {"text": "drop"})
    store.delete(where, "b")
    assert store.get(where, "b") is None
    assert [i.key for i in store.search(where)] == ["a"]


def test_search_filters_by_value_and_limits(store: BaseStore, home: tuple[str, str]) -> None:
    where = (*home, "tasks")
    store.put(where, "t1", {"status": "open", "priority": 1})
    store.put(where, "t2", {"status": "done", "priority": 3})
    store.put(where, "t3", {"status": "open", "priority": 5})
    assert {i.key for i in store.search(where, filter={"status": "open"})} == {"t1", "t3"}
    high = store.search(where, filter={"priority": {"$gt": 2}})
    assert {i.key for i in high} == {"t2", "t3"}
    assert {i.key for i in store.search(where, filter={"status": {"$ne": "open"}})} == {"t2"}
    assert len(store.search(where, limit=2)) == 2
    assert store.search(where, filter={"status": "archived"}) == []
    everything = store.search(home)  # a prefix finds deeper namespaces
    assert {i.key for i in everything} == {"t1", "t2", "t3"}


def test_search_with_a_query_finds_the_matching_item(
    store: BaseStore, home: tuple[str, str]
) -> None:
    where = (*home, "facts")
    store.put(where, "pet", {"text": "Ada's cat is called Miso"})
    store.put(where, "job", {"text": "Ada works as a nurse in Porto"})
    found = store.search(where, query="what is the cat called?", limit=10)
    assert "pet" in [i.key for i in found]
    assert all(i.namespace == where for i in found)


def test_list_namespaces_by_prefix_and_depth(store: BaseStore, home: tuple[str, str]) -> None:
    store.put((*home, "a", "x"), "k", {"v": 1})
    store.put((*home, "a", "y"), "k", {"v": 2})
    store.put((*home, "b"), "k", {"v": 3})
    listed = store.list_namespaces(prefix=home)
    assert listed == [(*home, "a", "x"), (*home, "a", "y"), (*home, "b")]
    assert store.list_namespaces(prefix=home, max_depth=3) == [(*home, "a"), (*home, "b")]
    assert store.list_namespaces(prefix=(*home, "a"), suffix=("y",)) == [(*home, "a", "y")]
    assert store.list_namespaces(prefix=home, limit=1, offset=1) == [(*home, "a", "y")]


def test_batch_answers_in_order_reads_before_its_writes(
    store: BaseStore, home: tuple[str, str]
) -> None:
    where = (*home, "batch")
    store.put(where, "k0", {"n": 0})
    store.put(where, "k1", {"n": 1})
    results = store.batch(
        [
            PutOp(where, "k2", {"n": 2}),
            GetOp(where, "k1"),
            SearchOp(where, filter={"n": 0}),
            ListNamespacesOp(match_conditions=(MatchCondition("prefix", where),)),
            GetOp(where, "k2"),  # the batch's own write is not seen by its reads
        ]
    )
    assert results[0] is None
    got = results[1]
    assert isinstance(got, Item) and got.value == {"n": 1}
    found = results[2]
    assert isinstance(found, list) and [i.key for i in found if isinstance(i, Item)] == ["k0"]
    assert results[3] == [where]
    assert results[4] is None
    after = store.get(where, "k2")  # applied once the batch is done
    assert after is not None and after.value == {"n": 2}


async def test_the_async_methods_agree(store: BaseStore, home: tuple[str, str]) -> None:
    where = (*home, "async")
    await store.aput(where, "k", {"said": "以后请用中文回答"})
    item = await store.aget(where, "k")
    assert item is not None and item.value == {"said": "以后请用中文回答"}
    assert [i.key for i in await store.asearch(where)] == ["k"]
    await store.adelete(where, "k")
    assert await store.aget(where, "k") is None
