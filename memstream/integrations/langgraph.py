"""A LangGraph `BaseStore` on memstream: `MemstreamStore`.

Namespaces map onto memstream's scope: `(tenant, user, *path)`. An item is a memory of
that user whose key is `store:<path>/<key>` and whose value is the item's JSON; a `put`
is a `memory.remember` command (a new value supersedes the old one, which stays in the
memory's history), a `delete` is a forget by key, a `search` with a `query` ranks the
items by memstream's recall, and a `get` or `search` first waits (bounded) until the
store's own writes have been learned, so it reads what it wrote.

    store = MemstreamStore()                       # MEMSTREAM_URL / MEMSTREAM_API_KEY
    store.put(("acme", "alice", "prefs"), "food", {"likes": "pizza"})
    store.get(("acme", "alice", "prefs"), "food").value   # {"likes": "pizza"}

`search` and `list_namespaces` need a prefix naming the tenant and the user (memstream
keeps each user's memories apart). The async methods (`aget`, `aput`, ...) run the same
calls on a worker thread.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterable
from datetime import datetime
from typing import Any, Final
from urllib.parse import quote, unquote

from memstream.extras import require
from memstream.producers.builders import EventFactory
from memstream.producers.client import MemstreamClient
from memstream.producers.results import MemoryRecord
from memstream.schemas.base import Scope

require("langgraph", "langgraph", "memstream.integrations.langgraph")
from langgraph.store.base import (  # noqa: E402
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)

PREFIX: Final = "store:"
APP: Final = "memstream-langgraph"
WAIT_SECONDS: Final = 120.0


def memory_key(path: tuple[str, ...], key: str) -> str:
    """The memory key of an item: its namespace path below the user, then its key."""
    return PREFIX + "/".join(quote(part, safe="") for part in (*path, key))


def item_address(memory_key: str) -> tuple[tuple[str, ...], str]:
    """The namespace path (below the user) and the key of an item's memory key."""
    *path, key = (unquote(part) for part in memory_key[len(PREFIX) :].split("/"))
    return tuple(path), key


def matches(value: Any, wanted: Any) -> bool:
    """LangGraph's filter: equal values, nested dicts, and $eq/$ne/$gt/$gte/$lt/$lte."""
    if isinstance(wanted, dict) and any(k.startswith("$") for k in wanted):
        return all(_compare(value, str(op), operand) for op, operand in wanted.items())
    if isinstance(wanted, dict):
        inner = value if isinstance(value, dict) else {}
        return isinstance(value, dict) and all(matches(inner.get(k), v) for k, v in wanted.items())
    return bool(value == wanted)


def _compare(value: Any, op: str, operand: Any) -> bool:
    if op in ("$eq", "$ne"):
        return bool(value == operand) == (op == "$eq")
    if value is None:
        return False
    checks = {"$gt": value > operand, "$gte": value >= operand}
    checks |= {"$lt": value < operand, "$lte": value <= operand}
    if op not in checks:
        raise ValueError(f"unsupported filter operator {op}")
    return bool(checks[op])


def prefix_matches(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    """Whether a namespace matches a prefix or suffix condition (`*` matches any label)."""
    path = condition.path
    if len(namespace) < len(path):
        return False
    pairs = (
        zip(namespace, path, strict=False)
        if condition.match_type == "prefix"
        else zip(reversed(namespace), reversed(path), strict=False)
    )
    return all(want in ("*", have) for have, want in pairs)


class MemstreamStore(BaseStore):
    """A LangGraph store whose namespaces are `(tenant, user, *path)` in memstream."""

    def __init__(
        self,
        url: str | None = None,
        *,
        api_key: str | None = None,
        client: MemstreamClient | None = None,
    ) -> None:
        self.client = client or MemstreamClient(url, api_key=api_key)
        self._written: dict[tuple[str, str], str] = {}  # (tenant, user) → last position

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """One result per operation, in order; as in LangGraph's stores, the reads see the
        store as it was before the batch, and its writes apply after them, in order."""
        listed = list(ops)
        results = [None if isinstance(op, PutOp) else self._run(op) for op in listed]
        for op in listed:
            if isinstance(op, PutOp):
                self._put(op)
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """`batch` on a worker thread."""
        return await asyncio.to_thread(self.batch, list(ops))

    def close(self) -> None:
        """Close the HTTP client."""
        self.client.close()

    def _run(self, op: Op) -> Result:
        if isinstance(op, GetOp):
            return self._get(op)
        if isinstance(op, PutOp):
            self._put(op)
            return None
        if isinstance(op, SearchOp):
            return self._search(op)
        if isinstance(op, ListNamespacesOp):
            return self._list_namespaces(op)
        raise TypeError(f"unknown store operation {type(op).__name__}")

    def _get(self, op: GetOp) -> Item | None:
        tenant, user, path = _split(op.namespace)
        wanted = memory_key(path, op.key)
        for memory in self._memories(tenant, user):
            if memory.key == wanted:
                return _item(tenant, user, memory)
        return None

    def _put(self, op: PutOp) -> None:
        tenant, user, path = _split(op.namespace)
        key = memory_key(path, op.key)
        if op.value is None:
            self._written[(tenant, user)] = self.client.forget(tenant, user, key=key).position
            return
        content = json.dumps(op.value, ensure_ascii=False, sort_keys=True)
        factory = EventFactory(Scope(tenant=tenant, user=user), app=APP)
        event = factory.remember(content, key=key, asserted_by="app")
        [emitted] = self.client.emit([event])
        self._written[(tenant, user)] = emitted.position

    def _search(self, op: SearchOp) -> list[SearchItem]:
        tenant, user, path = _split(op.namespace_prefix)
        found = [
            _item(tenant, user, memory)
            for memory in self._memories(tenant, user)
            if _under(memory, path) and matches(_value(memory), op.filter or {})
        ]
        scores = self._scores(tenant, user, op.query) if op.query else {}
        ranked = sorted(found, key=lambda item: -scores.get(item.key_id, -1.0))
        chosen = ranked[op.offset : op.offset + op.limit]
        return [_search_item(item, scores.get(item.key_id)) for item in chosen]

    def _scores(self, tenant: str, user: str, query: str) -> dict[str, float]:
        """Recall's score of each item memory for the query (by memory id)."""
        answer = self.client.recall(tenant, user, query, token_budget=32000, format="json")
        return {hit.memory_id: hit.score for _, hit in answer.hits}

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        conditions = op.match_conditions or ()
        prefix = next((c.path for c in conditions if c.match_type == "prefix"), ())
        tenant, user, _ = _split(tuple(prefix[:2]))
        namespaces = {
            (tenant, user, *item_address(memory.key)[0]) for memory in self._memories(tenant, user)
        }
        kept = [ns for ns in namespaces if all(prefix_matches(c, ns) for c in conditions)]
        if op.max_depth is not None:
            kept = [ns[: op.max_depth] for ns in kept]
        return sorted(set(kept))[op.offset : op.offset + op.limit]

    def _memories(self, tenant: str, user: str) -> list[MemoryRecord]:
        """The user's live store items, once the store's own writes have been learned."""
        self._settle(tenant, user)
        memories = self.client.memories(tenant, user)
        return [m for m in memories if m.key.startswith(PREFIX) and m.status == "active"]

    def _settle(self, tenant: str, user: str) -> None:
        written = self._written.get((tenant, user))
        if written is None:
            return
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            answer = self.client.recall(
                tenant, user, "", wait_for=[written], wait_timeout_ms=10_000, embed_query=False
            )
            if not answer.degraded:
                self._written.pop((tenant, user), None)
                return
        raise TimeoutError(f"memstream did not learn the store's writes in {WAIT_SECONDS}s")


def _split(namespace: tuple[str, ...]) -> tuple[str, str, tuple[str, ...]]:
    if len(namespace) < 2 or not all(isinstance(p, str) and p for p in namespace):
        raise InvalidNamespaceError(
            f"a memstream namespace starts with the tenant and the user, got {namespace!r}"
        )
    return namespace[0], namespace[1], tuple(namespace[2:])


def _under(memory: MemoryRecord, path: tuple[str, ...]) -> bool:
    return item_address(memory.key)[0][: len(path)] == path


def _value(memory: MemoryRecord) -> dict[str, Any]:
    try:
        value = json.loads(memory.value)
    except json.JSONDecodeError:
        return {"content": memory.value}
    return value if isinstance(value, dict) else {"value": value}


class _Found(Item):
    """An item with the id of the memory behind it (to join recall's scores)."""

    __slots__ = ("key_id",)

    def __init__(self, key_id: str, **fields: Any) -> None:
        super().__init__(**fields)
        self.key_id = key_id


def _item(tenant: str, user: str, memory: MemoryRecord) -> _Found:
    path, key = item_address(memory.key)
    created: datetime = memory.history[0].first_seen if memory.history else memory.first_seen
    return _Found(
        memory.id,
        value=_value(memory),
        key=key,
        namespace=(tenant, user, *path),
        created_at=created,
        updated_at=memory.last_seen,
    )


def _search_item(item: _Found, score: float | None) -> SearchItem:
    return SearchItem(item.namespace, item.key, item.value, item.created_at, item.updated_at, score)
