"""Forgetting really forgets: a statement does not survive in an episode's text."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.producers import EventFactory
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.events import InteractionEvent
from tests.fixtures.learning import Stages

START = datetime(2026, 4, 1, 9, 0, tzinfo=UTC)
USER = EventFactory(Scope(tenant="t", user="u", session="s1"))


def said(n: int, text: str, role: str = "user") -> InteractionEvent:
    return USER.message(role, text, time=START + timedelta(minutes=n), external_id=f"m{n}")  # type: ignore[arg-type]


class Pipeline(Stages):
    """The shared stages, read back as the live memories of their changes."""

    def live(self) -> dict[str, MemoryChange]:
        current: dict[str, MemoryChange] = {}
        for change in self.changes:
            if change.kind is ChangeKind.DELETED:
                current.pop(change.memory_id, None)
            else:
                current[change.memory_id] = change
        return current

    def fact_id(self, key: str) -> str:
        return next(c.memory_id for c in self.live().values() if c.memory and c.memory.key == key)


def texts(pipeline: Pipeline) -> str:
    return " | ".join(c.memory.content for c in pipeline.live().values() if c.memory)


def test_forgetting_a_fact_forgets_the_episode_that_shows_its_turn() -> None:
    pipeline = Pipeline()
    # Say it, amid enough turns for an episode chunk to show it.
    pipeline.feed(said(0, "My dog's name is Biscuit."), said(1, "Noted.", "assistant"))
    pipeline.feed(said(2, "Thanks."), said(3, "Anything else?", "assistant"))
    assert "Biscuit" in texts(pipeline)
    # Forget the fact by its id.
    forget = USER.forget(
        memory_id=pipeline.fact_id("profile.relations.dog"),
        time=START + timedelta(minutes=5),
        external_id="f1",
    )
    deleted = pipeline.feed(forget)
    # The fact and every episode that showed the statement are gone.
    assert len(deleted) >= 2
    assert all(change.kind is ChangeKind.DELETED for change in deleted)
    assert "Biscuit" not in texts(pipeline)


def test_no_later_episode_shows_a_forgotten_turn() -> None:
    pipeline = Pipeline()
    pipeline.feed(said(0, "My dog's name is Biscuit."))
    forget = USER.forget(
        memory_id=pipeline.fact_id("profile.relations.dog"),
        time=START + timedelta(minutes=1),
        external_id="f1",
    )
    pipeline.feed(forget)
    # The session goes on and ends: its episodes are summarized after the forget.
    pipeline.feed(said(2, "What should I pack for the gym?"), said(3, "Shoes.", "assistant"))
    pipeline.feed(USER.session_ended(time=START + timedelta(minutes=9), external_id="end"))
    assert "Biscuit" not in texts(pipeline)
    assert "gym" in texts(pipeline).lower() or not texts(pipeline)


def _quotes_and_texts(pipeline: Pipeline) -> str:
    live = [c.memory for c in pipeline.live().values() if c.memory]
    return " | ".join(f"{m.content} {m.provenance.quote or ''}" for m in live)


@pytest.mark.parametrize(
    ("text", "selector", "word"),
    [
        ("I live in Lisbon and I love green tea.", {"match": "Lisbon"}, "Lisbon"),
        ("I live in Lisbon and I love green tea.", {"topic": "lisbon"}, "Lisbon"),
        ("我住在杭州，我喜欢喝绿茶。", {"match": "杭州"}, "杭州"),
        ("我住在杭州，我喜欢喝绿茶。", {"topic": "杭州"}, "杭州"),
    ],
)
def test_forgetting_words_forgets_the_memories_that_only_quote_them(
    text: str, selector: dict[str, str], word: str
) -> None:
    pipeline = Pipeline()
    pipeline.feed(said(0, text))
    # The preference's own words do not hold the place, but its quote does.
    assert word in _quotes_and_texts(pipeline)
    at = START + timedelta(minutes=1)
    forget = USER.forget(
        match=selector.get("match"), topic=selector.get("topic"), time=at, external_id="f1"
    )
    deleted = pipeline.feed(forget)
    assert word not in _quotes_and_texts(pipeline)
    reasons = [change.reason for change in deleted]
    assert any("its quote held the words" in reason for reason in reasons)
    assert not any(word in reason for reason in reasons)  # the status never repeats them
