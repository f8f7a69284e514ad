"""An agent's memory tools list, get and forget what is held; the profile narrative is
rendered when read (g54n), so list and get leave it out and a forget's dry run does not say it
would remove it (recall's packet still shows it). English and Chinese narratives alike."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.integrations.operations import ListArgs, find, preview_view, select
from memstream.producers.results import ForgetCandidate, ForgetPreview, MemoryRecord

NOW = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _record(memory_id: str, key: str, content: str) -> MemoryRecord:
    return MemoryRecord(
        id=memory_id,
        version=1,
        type="profile" if key.startswith("profile") else "fact",
        key=key,
        content=content,
        status="active",
        confidence=0.9,
        first_seen=NOW,
        last_seen=NOW,
        valid_from=NOW,
    )


@pytest.mark.parametrize(
    ("told", "held"),
    [("The user uses Helix.", "My favourite editor is Helix"), ("用户住在上海。", "住在上海")],
)
def test_the_narrative_is_not_a_held_memory(told: str, held: str) -> None:
    memories = [_record("n", "profile.narrative", told), _record("m", "fact.editor", held)]
    assert [view["memory_id"] for view in select(memories, ListArgs())] == ["m"]
    assert find(memories, "n") is None
    assert find(memories, "m") is not None
    preview = ForgetPreview(
        selector={"match": "Helix"},
        memories=[
            ForgetCandidate(
                memory_id="m", type="fact", key="fact.editor", content=held, selected=True
            ),
            ForgetCandidate(
                memory_id="n", type="profile", key="profile.narrative", content=told, selected=False
            ),
        ],
    )
    assert [m["memory_id"] for m in preview_view(preview)["would_remove"]] == ["m"]
