"""Chunks searched by their context: the turn just before an excerpt is in its search key,
never in what it shows; replays rebuild it; forgetting the turn takes it out of the key and the
chunk stays (English, Chinese)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memstream.processors.forget import matches
from memstream.projections.pg_terms import indexed_text, kinds_text, term_counts
from tests.fixtures.chunked import CHINESE, ENGLISH, START, USER, chunks, fed, said
from tests.fixtures.learning import Stages


@pytest.mark.parametrize(("turns", "asked", "word"), [(ENGLISH, 2, "pets"), (CHINESE, 2, "宠物")])
def test_a_chunk_is_searched_by_the_turn_before_it_and_shows_only_its_own(
    turns: list[str], asked: int, word: str
) -> None:
    found = chunks(fed(turns))
    first, second = found["session:s1:chunk:1"], found["session:s1:chunk:2"]
    # The reply's chunk is found by the question's words...
    assert second.attributes["before"] == turns[asked]
    assert word in term_counts(second)
    assert turns[asked] in indexed_text(second)
    # ...but shows and cites only its own turns.
    assert turns[asked] not in second.content
    assert len(second.provenance.event_ids) == 3
    assert second.attributes["before_event"] not in second.provenance.event_ids
    # The first chunk of a session has no turn before it.
    assert "before" not in first.attributes
    assert indexed_text(first) == " ".join([first.content, *kinds_text(first)])


@pytest.mark.parametrize("turns", [ENGLISH, CHINESE])
def test_a_replay_rebuilds_the_same_chunks_cut_live_or_at_the_end(turns: list[str]) -> None:
    live = chunks(fed(turns, end=False))
    again = chunks(fed(turns))
    assert set(live) == {"session:s1:chunk:1", "session:s1:chunk:2"}
    assert {k: m.attributes for k, m in live.items()} == {k: m.attributes for k, m in again.items()}
    assert {k: m.id for k, m in live.items()} == {k: m.id for k, m in again.items()}


@pytest.mark.parametrize(("turns", "match"), [(ENGLISH, "any pets"), (CHINESE, "养宠物")])
def test_forgetting_the_words_of_the_turn_before_keeps_the_chunk_searched_by_it_without_them(
    turns: list[str], match: str
) -> None:
    stages = fed(turns)
    second = chunks(stages)["session:s1:chunk:2"]
    assert match in indexed_text(second) and not matches(match, second)
    stages.feed(USER.forget(match=match, time=START + timedelta(minutes=40), external_id="f1"))
    # The first chunk shows the words and goes; the second stays, no longer searched by them.
    [kept] = chunks(stages).values()
    assert kept.key == "session:s1:chunk:2" and kept.version == second.version + 1
    assert kept.content == second.content
    assert "before" not in kept.attributes and "before_event" not in kept.attributes
    assert match not in indexed_text(kept)


@pytest.mark.parametrize("turns", [ENGLISH, CHINESE])
def test_a_chunk_proposed_after_the_turn_before_it_was_forgotten_is_not_searched_by_it(
    turns: list[str],
) -> None:
    stages = Stages()
    stages.feed(*(said(n, text) for n, text in enumerate(turns[:3])))
    [first] = chunks(stages).values()
    stages.feed(
        USER.forget(memory_id=first.id, time=START + timedelta(minutes=3, seconds=30)),
    )
    stages.feed(*(said(n, text) for n, text in enumerate(turns[3:], start=3)))
    [second] = chunks(stages).values()
    assert second.key == "session:s1:chunk:2"
    assert "before" not in second.attributes
    assert turns[2] not in indexed_text(second)


@pytest.mark.parametrize("turns", [ENGLISH, CHINESE])
def test_forgetting_a_memory_of_the_turn_before_keeps_the_chunk_searched_by_it(
    turns: list[str],
) -> None:
    stages = fed(turns)
    first, second = chunks(stages)["session:s1:chunk:1"], chunks(stages)["session:s1:chunk:2"]
    stages.feed(USER.forget(memory_id=first.id, time=START + timedelta(minutes=40)))
    # The first chunk shows the question and goes; the second, only searched by it, stays.
    [kept] = chunks(stages).values()
    assert kept.id == second.id and kept.content == second.content
    assert "before" not in kept.attributes
    assert turns[2] not in indexed_text(kept)
    # Forgetting again (the same turns) leaves the kept chunk alone.
    stages.feed(USER.forget(memory_id=first.id, time=START + timedelta(minutes=41)))
    assert list(chunks(stages).values()) == [kept]
