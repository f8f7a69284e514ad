"""A forget by match or topic also reaches the words a memory held in earlier versions."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.processors.memory_state import MemoryEntry, texts_of
from memstream.producers import EventFactory
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind
from memstream.schemas.events import InteractionEvent
from tests.fixtures.learning import Stages

START = datetime(2026, 4, 1, 9, 0, tzinfo=UTC)
USER = EventFactory(Scope(tenant="t", user="u", session="s1"))
MOVES = [
    ("I live in Lisbon.", "I moved to Porto.", "Lisbon", "Porto"),
    ("我住在杭州。", "我搬到上海了。", "杭州", "上海"),
]


def said(n: int, text: str) -> InteractionEvent:
    return USER.message("user", text, time=START + timedelta(minutes=n), external_id=f"m{n}")


class Consolidated(Stages):
    """The shared stages, read back as memory entries."""

    def entries(self) -> list[MemoryEntry]:
        return [v for _, v in self.state.scan("t:u:m:") if isinstance(v, MemoryEntry)]


@pytest.mark.parametrize(("before", "after", "old", "new"), MOVES)
def test_a_forget_by_match_removes_the_history_that_held_the_words(
    before: str, after: str, old: str, new: str
) -> None:
    pipeline = Consolidated()
    pipeline.feed(said(0, before))
    pipeline.feed(said(1, after))
    moved = [e for e in pipeline.entries() if e.memory and new in e.memory.content]
    assert moved and any(old in text for e in moved for text in e.past)
    forget = USER.forget(match=old, time=START + timedelta(minutes=5), external_id="f1")
    changes = pipeline.feed(forget)
    pruned = [c for c in changes if c.kind is ChangeKind.HISTORY_FORGOTTEN]
    # The memory that moved on keeps its current version; its history loses the old words.
    assert pruned and all(c.memory is not None and new in c.memory.content for c in pruned)
    assert all(old not in c.reason for c in pruned)
    assert not any(old in text for e in pipeline.entries() for text in e.past)
    assert not any(old in t for e in pipeline.entries() if e.memory for t in texts_of(e.memory))


@pytest.mark.parametrize(("before", "after", "old", "new"), MOVES)
def test_a_forget_of_words_never_said_changes_no_history(
    before: str, after: str, old: str, new: str
) -> None:
    pipeline = Consolidated()
    pipeline.feed(said(0, before), said(1, after))
    forget = USER.forget(match="Reykjavik 雷克雅未克", time=START + timedelta(minutes=5))
    assert pipeline.feed(forget) == []
    assert any(old in text for e in pipeline.entries() for text in e.past)


def test_past_texts_keep_only_what_the_current_version_no_longer_shows() -> None:
    pipeline = Consolidated()
    pipeline.feed(said(0, "I live in Lisbon."), said(1, "I live in Lisbon."))
    assert all(not entry.past for entry in pipeline.entries())
