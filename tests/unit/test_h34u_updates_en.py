"""English updates said without the old wording (issue 22, requirement 2), through the real
extract and consolidate stages: an ending said with another verb or shape ends what it
names; a correction by value replaces the old value in its slot; what is said of someone
else, a second skill or a like of another thing ends nothing (none is a corpus line)."""

from __future__ import annotations

import pytest

from memstream.schemas.memory import Memory, MemoryStatus
from tests.fixtures.learning import memories


def _live(*said: str) -> list[tuple[str, str]]:
    """(slot, item or value) of every active, non-ending memory about the user."""
    found: list[Memory] = memories(*said)
    return sorted(
        (str(m.attributes.get("slot")), str(m.attributes.get("item") or m.value))
        for m in found
        if m.status is MemoryStatus.ACTIVE
        and m.attributes.get("subject", "user") == "user"
        and m.attributes.get("slot") not in (None, "ending")
        and m.attributes.get("change") != "negate"
    )


def _ended(first: str, then: str, slot: str) -> bool:
    before = [item for s, item in _live(first) if s == slot]
    after = [item for s, item in _live(first, then) if s == slot]
    return bool(before) and not set(before) & set(after)


@pytest.mark.parametrize(
    ("first", "then", "slot"),
    [
        ("I speak French, learned in school.", "I barely speak French any more", "languages"),
        ("I cook at home every night", "I no longer cook at home, too busy", "habit"),
        ("I bake bread every weekend", "I don't bake anymore", "habit"),
        ("I knit scarves", "I never knit these days", "skill"),
        ("I'm vegetarian", "I was vegetarian until last year", "diet"),
        ("My goal is to run a marathon.", "the marathon isn't happening", "goal"),
        ("I'm writing a novel", "I gave up on the novel", "project"),
        ("I love cheese", "had to give up cheese, lactose intolerant now", "like"),
        ("I speak a bit of German", "my German is completely gone", "languages"),
        ("I journal every night", "I haven't journaled in months", "habit"),
        ("I go bouldering twice a week", "bouldering is off for me since the surgery", "habit"),
        ("I have a dog named Rex", "we lost Rex in the spring", "pet"),
        ("I hate mushrooms", "mushrooms are growing on me", "dislike"),
        ("I game every weeknight", "No more gaming on weeknights, exams", "habit"),
    ],
)
def test_an_ending_in_other_words_ends_the_old_value(first: str, then: str, slot: str) -> None:
    assert _ended(first, then, slot)


def test_what_grew_on_the_user_is_liked_now() -> None:
    assert ("like", "mushrooms") in _live("I hate mushrooms", "mushrooms are growing on me")


def test_an_ended_value_is_not_stated_again_by_its_sentence() -> None:
    live = _live("I speak French, learned in school.", "I barely speak French any more")
    assert ("languages", "French") not in live


@pytest.mark.parametrize(
    ("first", "then", "slot", "new"),
    [
        ("I live in Berlin", "sorry, not Berlin, Munich", "home_location", "Munich"),
        ("I work at Deloitte", "actually I meant KPMG, not Deloitte", "employer", "KPMG"),
        ("My dog is called Rex", "oops, not Rex, it's Max", "pet", "dog: Max"),
    ],
)
def test_a_correction_by_value_replaces_the_old_value(
    first: str, then: str, slot: str, new: str
) -> None:
    after = [item for s, item in _live(first, then) if s == slot]
    assert after == [new]


@pytest.mark.parametrize(
    ("first", "then", "slot"),
    [
        ("I drink coffee every day", "my wife switched to decaf", "habit"),
        ("I drink coffee every day", "she doesn't drink coffee anymore", "habit"),
        ("I know Python", "I've also picked up Rust", "skill"),
        ("I like jazz", "I like hip hop too", "like"),
        ("I love jazz", "I don't know jazz anymore", "like"),
        ("I drink tea every day", "I don't do that anymore", "habit"),
        ("I live in Berlin", "not now, maybe later", "home_location"),
    ],
)
def test_no_ending_is_read_where_none_is_said(first: str, then: str, slot: str) -> None:
    before = [item for s, item in _live(first) if s == slot]
    after = [item for s, item in _live(first, then) if s == slot]
    assert before and set(before) <= set(after)


@pytest.mark.parametrize(
    ("first", "then", "slot", "new"),
    [
        ("I work at Google", "got poached by Anthropic last month", "employer", "Anthropic"),
        ("We live in Boston", "we moved out to the farm in Vermont for good", "home_location",
         "Vermont"),
        ("I live in Austin", "the kids go to school in Denver now, we moved in August",
         "home_location", "Denver"),
    ],
)  # fmt: skip
def test_a_new_value_said_without_the_old_one_supersedes_it(
    first: str, then: str, slot: str, new: str
) -> None:
    assert [item for s, item in _live(first, then) if s == slot] == [new]


@pytest.mark.parametrize(
    ("first", "then", "slot"),
    [
        ("I live in Austin", "my kids go to school in Denver", "home_location"),
        ("I live in Austin", "my sister moved to the farm in Vermont", "home_location"),
        ("I work at Google", "my brother got hired by Meta", "employer"),
    ],
)
def test_someone_elses_move_or_job_changes_nothing(first: str, then: str, slot: str) -> None:
    assert [i for s, i in _live(first, then) if s == slot] == [
        i for s, i in _live(first) if s == slot
    ]
