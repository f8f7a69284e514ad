"""Endings and updates through the real extract and consolidate stages (pure, in memory)."""

from __future__ import annotations

from memstream.processors.negation import terms_of
from memstream.schemas.memory import Memory, MemoryStatus
from tests.fixtures.learning import memories


def active(found: list[Memory]) -> set[str]:
    return {m.content for m in found if m.status is MemoryStatus.ACTIVE and m.level == "user"}


def test_a_negation_ends_a_like_worded_differently() -> None:
    found = memories("I love a glass of red wine with dinner.", "I'm done with alcohol for good.")
    assert "Likes a glass of red wine with dinner" not in active(found)
    ended = [m for m in found if m.key.startswith("pref:") and m.status is MemoryStatus.SUPERSEDED]
    assert ended and "alcohol" in str(ended[0].attributes.get("ended_by"))
    assert any(m.key == "fact:diet" and m.value == "no alcohol" for m in found)


def test_a_chinese_negation_ends_a_habit() -> None:
    found = memories("我每天抽一包烟。", "我已经戒烟了。")
    assert not any("抽一包烟" in content for content in active(found))


def test_the_same_object_gets_the_negation_as_its_next_version() -> None:
    found = memories("I love spicy food.", "I don't eat spicy food anymore.")
    current = [m for m in found if m.key == "pref:spicy food" and m.status is MemoryStatus.ACTIVE]
    assert [m.content for m in current] == ["Doesn't eat spicy food"]


def test_a_value_said_again_after_it_ended_lives_again() -> None:
    found = memories("I love coffee.", "I quit coffee.", "Actually I love coffee again.")
    assert "Likes coffee again" in active(found) or "Likes coffee" in active(found)


def test_a_single_valued_slot_is_superseded_however_worded() -> None:
    found = memories("I live in Berlin.", "We moved to Lisbon in the spring.")
    places = {m.value: m.status for m in found if m.key == "profile.location"}
    assert places == {"Lisbon": MemoryStatus.ACTIVE}


def test_an_unrelated_negation_ends_nothing() -> None:
    found = memories("I love hiking.", "I don't drink coffee anymore.")
    assert "Likes hiking" in active(found)


def test_terms_carry_categories_in_both_languages() -> None:
    assert "cat:alcohol" in terms_of("red wine") and "cat:alcohol" in terms_of("啤酒")
    assert "cat:smoking" in terms_of("我每天抽一包烟")
