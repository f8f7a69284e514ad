"""A mem0-compatible facade: switch from mem0 by changing an import.

    # from mem0 import Memory
    from memstream.integrations.mem0 import Memory

    m = Memory()                                     # MEMSTREAM_URL / MEMSTREAM_API_KEY
    m.add("I prefer tea over coffee.", user_id="alice")
    m.search("what does alice drink?", user_id="alice")["results"]

The methods and result shapes are mem0's (`add`, `search`, `get`, `get_all`, `update`,
`delete`, `delete_all`, `history`; results as `{"results": [{"id", "memory", ...}]}`).
`add` sends the messages as events and waits (bounded) until memstream has learned from
them; it returns the memories those messages created or changed. Memories live in one
tenant (`tenant=`, default "default"); `agent_id` and `run_id` become the session.
`get`, `update`, `delete` and `history` take only a memory id, as in mem0: the user is
the one this facade last saw that memory for, else `user_id=` (or the default user).
"""

from __future__ import annotations

import time
from typing import Any, Final

from memstream.producers.builders import EventFactory
from memstream.producers.client import MemstreamClient
from memstream.producers.results import MemoryRecord
from memstream.schemas.base import Scope

APP: Final = "memstream-mem0"
WAIT_SECONDS: Final = 120.0
Messages = str | list[dict[str, Any]]


def memory_item(memory: MemoryRecord, user: str) -> dict[str, Any]:
    """A memory in mem0's shape."""
    return {
        "id": memory.id,
        "memory": memory.content,
        "hash": None,
        "metadata": {"type": memory.type, "key": memory.key, "confidence": memory.confidence},
        "created_at": memory.first_seen.isoformat(),
        "updated_at": memory.last_seen.isoformat(),
        "user_id": user,
    }


def _turns(messages: Messages) -> list[tuple[str, str]]:
    if isinstance(messages, str):
        return [("user", messages)]
    return [(str(m.get("role", "user")), str(m["content"])) for m in messages if m.get("content")]


class Memory:
    """mem0's `Memory` API over a memstream server."""

    def __init__(
        self,
        url: str | None = None,
        *,
        api_key: str | None = None,
        tenant: str = "default",
        user_id: str = "default",
    ) -> None:
        self.client = MemstreamClient(url, api_key=api_key)
        self.tenant = tenant
        self.user_id = user_id
        self._owner: dict[str, str] = {}  # memory id → user it was seen for

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> Memory:
        """A facade from a config dict (`url`, `api_key`, `tenant`, `user_id`)."""
        return cls(
            config.get("url"),
            api_key=config.get("api_key"),
            tenant=config.get("tenant", "default"),
            user_id=config.get("user_id", "default"),
        )

    def add(
        self,
        messages: Messages,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        run_id: str | None = None,
        metadata: dict[str, Any] | None = None,
        infer: bool = True,
    ) -> dict[str, Any]:
        """Learn from messages (infer) or store each as a memory; what was added or updated."""
        user = user_id or self.user_id
        session = run_id or agent_id
        factory = EventFactory(Scope(tenant=self.tenant, user=user, session=session), app=APP)
        meta = {str(k): str(v) for k, v in (metadata or {}).items()}
        events = [
            factory.message(role, text, metadata=meta)  # type: ignore[arg-type]
            if infer
            else factory.remember(text, asserted_by="app")
            for role, text in _turns(messages)
        ]
        accepted = self.client.emit(events)
        self._settle(user, [a.position for a in accepted])
        ids = {a.event_id for a in accepted}
        touched = [m for m in self._memories(user) if ids & set(m.provenance.event_ids)]
        return {"results": [self._added(m, user) for m in touched]}

    def _added(self, memory: MemoryRecord, user: str) -> dict[str, Any]:
        event = "ADD" if memory.version == 1 else "UPDATE"
        return {"id": memory.id, "memory": memory.content, "event": event, "user_id": user}

    def search(
        self,
        query: str,
        *,
        user_id: str | None = None,
        limit: int = 100,
        filters: dict[str, Any] | None = None,
        threshold: float | None = None,
    ) -> dict[str, Any]:
        """The memories recall finds for the query, best first, with their scores."""
        user = user_id or self.user_id
        answer = self.client.recall(self.tenant, user, query, token_budget=4000, format="json")
        hits = sorted((hit for _, hit in answer.hits), key=lambda h: -h.score)
        results = []
        for hit in hits:
            if threshold is not None and hit.score < threshold:
                continue
            if filters and any(hit.attributes.get(k) != v for k, v in filters.items()):
                continue
            self._owner[hit.memory_id] = user
            item = {"id": hit.memory_id, "memory": hit.content, "score": hit.score}
            results.append(item | {"metadata": {"type": hit.type, "key": hit.key}, "user_id": user})
        return {"results": results[:limit]}

    def get(self, memory_id: str, *, user_id: str | None = None) -> dict[str, Any] | None:
        """One memory by id (None when the user has none with that id)."""
        user = user_id or self._owner.get(memory_id, self.user_id)
        found = self._find(memory_id, user)
        return None if found is None else memory_item(found, user)

    def get_all(
        self, *, user_id: str | None = None, limit: int = 100, filters: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """Every active memory of the user."""
        user = user_id or self.user_id
        memories = [memory_item(m, user) for m in self._memories(user)]
        if filters:
            memories = [
                m for m in memories if all(m["metadata"].get(k) == v for k, v in filters.items())
            ]
        return {"results": memories[:limit]}

    def update(self, memory_id: str, data: str, *, user_id: str | None = None) -> dict[str, str]:
        """Correct a memory: the new text supersedes the old, which stays in its history."""
        user = user_id or self._owner.get(memory_id, self.user_id)
        factory = EventFactory(Scope(tenant=self.tenant, user=user), app=APP)
        [accepted] = self.client.emit([factory.correct(memory_id, data)])
        self._settle(user, [accepted.position])
        return {"message": "Memory updated successfully!"}

    def delete(self, memory_id: str, *, user_id: str | None = None) -> dict[str, str]:
        """Forget one memory (for good: it never comes back, not even after a replay)."""
        user = user_id or self._owner.get(memory_id, self.user_id)
        accepted = self.client.forget(self.tenant, user, memory_id=memory_id)
        self._settle(user, [accepted.position])
        return {"message": "Memory deleted successfully!"}

    def delete_all(self, *, user_id: str | None = None) -> dict[str, str]:
        """Forget everything about the user."""
        user = user_id or self.user_id
        accepted = self.client.forget(self.tenant, user, all=True)
        self._settle(user, [accepted.position])
        return {"message": "Memories deleted successfully!"}

    def history(self, memory_id: str, *, user_id: str | None = None) -> list[dict[str, Any]]:
        """A memory's versions, oldest first, as mem0's ADD and UPDATE entries."""
        user = user_id or self._owner.get(memory_id, self.user_id)
        found = self._find(memory_id, user, include_inactive=True)
        versions = (found.history or [found]) if found else []
        entries, previous = [], None
        for version in versions:
            entries.append(
                {
                    "id": f"{memory_id}:{version.version}",
                    "memory_id": memory_id,
                    "old_memory": previous,
                    "new_memory": version.content,
                    "event": "ADD" if previous is None else "UPDATE",
                    "created_at": version.last_seen.isoformat(),
                }
            )
            previous = version.content
        return entries

    def close(self) -> None:
        """Close the HTTP client."""
        self.client.close()

    def _memories(self, user: str, include_inactive: bool = False) -> list[MemoryRecord]:
        memories = self.client.memories(self.tenant, user, include_inactive)
        for memory in memories:
            self._owner[memory.id] = user
        return memories if include_inactive else [m for m in memories if m.status == "active"]

    def _find(
        self, memory_id: str, user: str, include_inactive: bool = False
    ) -> MemoryRecord | None:
        return next((m for m in self._memories(user, include_inactive) if m.id == memory_id), None)

    def _settle(self, user: str, positions: list[str]) -> None:
        """Wait (bounded) until memstream has learned from these positions."""
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            answer = self.client.recall(
                self.tenant, user, "", wait_for=positions, wait_timeout_ms=10_000, embed_query=False
            )
            if not answer.degraded:
                return
        raise TimeoutError(f"memstream did not learn from the writes in {WAIT_SECONDS}s")
