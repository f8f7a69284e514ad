"""Chunks searched by the kinds of the things they name: "my new pup" is found by "pets",
never shown with it; a replay rebuilds it; only lexicon words are kept (English, Chinese)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memstream.kinds_data import BROAD_NAMES, KINDS
from memstream.processors.chunk_kinds import kind_names, known_kinds, mentioned_kinds
from memstream.projections.pg_terms import document_length, indexed_text, term_counts
from tests.fixtures.chunked import START, USER, chunks, fed

# Three turns fill a chunk: the first chunk names no instance, the second names a pet.
ENGLISH = [
    "How was your weekend?",
    "Quiet, I mostly stayed home.",
    "Same here, nothing much happened.",
    "Looky here, I got this new pup!",
    "Aww, so cute.",
    "He sleeps all day.",
]
CHINESE = [
    "你周末过得怎么样？",
    "很安静，我基本待在家里。",
    "我也是，没发生什么事。",
    "你看，我刚领回来一只小狗！",
    "好可爱啊。",
    "它整天都在睡觉。",
]


@pytest.mark.parametrize(
    ("turns", "kind_word", "broad_word"), [(ENGLISH, "pets", "critters"), (CHINESE, "宠物", "动物")]
)
def test_a_chunk_naming_a_pet_is_searched_by_pets_and_shows_only_its_turns(
    turns: list[str], kind_word: str, broad_word: str
) -> None:
    found = chunks(fed(turns))
    first, second = found["session:s1:chunk:1"], found["session:s1:chunk:2"]
    assert second.attributes["kinds"] == ["pet"]
    counts = term_counts(second)
    # Both languages' names of the kind and of the broad kind that includes it.
    assert counts["pets"] == 1 and counts["宠物"] == 1
    assert counts[broad_word] >= 1
    assert kind_word not in second.content and broad_word not in second.content
    assert first.attributes["kinds"] == []
    assert "pets" not in term_counts(first)


@pytest.mark.parametrize("turns", [ENGLISH, CHINESE])
def test_the_names_of_kinds_do_not_lengthen_a_chunk(turns: list[str]) -> None:
    second = chunks(fed(turns))["session:s1:chunk:2"]
    bare = second.model_copy(update={"attributes": {**second.attributes, "kinds": []}})
    assert sum(term_counts(second).values()) > sum(term_counts(bare).values())
    assert document_length(second, term_counts(second)) == sum(term_counts(bare).values())


@pytest.mark.parametrize("turns", [ENGLISH, CHINESE])
def test_a_replay_rebuilds_the_same_kinds_cut_live_or_at_the_end(turns: list[str]) -> None:
    live = chunks(fed(turns, end=False))
    again = chunks(fed(turns))
    assert {k: m.attributes["kinds"] for k, m in live.items()} == {
        k: m.attributes["kinds"] for k, m in again.items()
    }
    assert live["session:s1:chunk:2"].attributes["kinds"] == ["pet"]


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("We took the kids to the museum and went camping.", {"outing", "family_member"}),
        ("I adopted two puppies last spring.", {"pet"}),
        ("The ice cream was great.", {"dessert"}),
        ("Last summer I finally went to Spain.", {"country_europe"}),
        ("他们带孩子去了动物园。", {"outing", "family_member"}),
        ("我们去年去了西班牙。", {"country_europe"}),
        ("周末我去滑雪了。", {"sport"}),
    ],
)
def test_the_kinds_of_the_instances_a_text_names(text: str, kinds: set[str]) -> None:
    found = mentioned_kinds(text)
    assert kinds <= set(found)
    assert found == sorted(found)


@pytest.mark.parametrize("text", ["I stayed home and slept.", "我在家睡了一整天。", ""])
def test_a_text_naming_no_instance_has_no_kinds(text: str) -> None:
    assert mentioned_kinds(text) == []
    assert kind_names([]) == []


@pytest.mark.parametrize("turns", [ENGLISH, CHINESE])
def test_kinds_hold_lexicon_words_only(turns: list[str]) -> None:
    second = chunks(fed(turns))["session:s1:chunk:2"]
    kinds = second.attributes["kinds"]
    assert all(kind in KINDS or kind in BROAD_NAMES for kind in kinds)
    # Only the lexicon's own names are searched: a value that is not a kind's id is not.
    attributes = {**second.attributes, "kinds": [*kinds, "secret words", "秘密"]}
    tampered = second.model_copy(update={"attributes": attributes})
    assert indexed_text(tampered) == indexed_text(second)
    assert known_kinds(["pet", "secret words", 3]) == ["pet"]


@pytest.mark.parametrize(("turns", "match"), [(ENGLISH, "new pup"), (CHINESE, "小狗")])
def test_forgetting_the_chunk_forgets_the_kinds_it_is_searched_by(
    turns: list[str], match: str
) -> None:
    stages = fed(turns)
    assert "session:s1:chunk:2" in chunks(stages)
    stages.feed(USER.forget(match=match, time=START + timedelta(minutes=40), external_id="f1"))
    left = chunks(stages)
    assert "session:s1:chunk:2" not in left
    assert all("pets" not in term_counts(m) for m in left.values())


def test_kinds_come_from_the_chunks_own_turns_not_the_turn_before() -> None:
    turns = [*ENGLISH[:2], "Do you have a dog?", "Not yet, maybe next year.", "Ok.", "Sure."]
    second = chunks(fed(turns))["session:s1:chunk:2"]
    assert second.attributes["before"] == "Do you have a dog?"
    assert second.attributes["kinds"] == []
