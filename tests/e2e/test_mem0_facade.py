"""The mem0-compatible facade against a real memstream: a mem0 user changes one import."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memstream.integrations.mem0 import Memory
from tests.fixtures.server import ServerProcess

pytestmark = pytest.mark.slow


def test_add_search_get_update_history_delete_like_mem0(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    m = Memory(server.url, tenant="acme")
    # add learns from the messages and says what it added.
    added = m.add(
        [
            {"role": "user", "content": "I live in Lisbon and I prefer green tea."},
            {"role": "assistant", "content": "Noted!"},
        ],
        user_id="alice",
    )["results"]
    assert any("Lisbon" in r["memory"] and r["event"] == "ADD" for r in added)
    m.add("我喜欢打羽毛球。", user_id="alice")
    # search finds it with a score; get_all lists everything.
    found = m.search("where does alice live?", user_id="alice")["results"]
    lisbon = next(r for r in found if "Lisbon" in r["memory"])
    assert lisbon["score"] > 0 and lisbon["user_id"] == "alice"
    everything = m.get_all(user_id="alice")["results"]
    assert any("羽毛球" in r["memory"] for r in everything)
    # get, update and history by id alone, as in mem0.
    got = m.get(lisbon["id"])
    assert got is not None and got["memory"] == lisbon["memory"]
    assert m.update(lisbon["id"], "Lives in Porto") == {"message": "Memory updated successfully!"}
    steps = m.history(lisbon["id"])
    assert [s["event"] for s in steps][:2] == ["ADD", "UPDATE"]
    assert steps[1]["old_memory"] == lisbon["memory"]
    # delete forgets one memory; delete_all the rest.
    m.delete(lisbon["id"])
    assert m.get(lisbon["id"]) is None
    m.delete_all(user_id="alice")
    assert m.get_all(user_id="alice")["results"] == []
    m.close()
