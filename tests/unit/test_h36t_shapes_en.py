"""Shape tolerance of English tastes and habits (h36t): a dropped apostrophe or subject, chat
spellings, a taste by degree, appetite or refusal, a favourite as a label, an abbreviated or
conditional frequency; and what is no habit of the user's (a pet's or another's routine in a
clause with no subject, a measure after a taste)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar import en_shapes
from tests.fixtures.grammar import said, user_slots


def _has(text: str, slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in user_slots(text))


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Cant stand cilantro", "dislike", "cilantro"),
        ("cant stand slow walkers tbh", "dislike", "slow walkers"),
        ("Don't like olives", "dislike", "olives"),
        ("don’t really like olives", "dislike", "olives"),
        ("Never liked jazz", "dislike", "jazz"),
        ("big into bouldering lately", "like", "bouldering"),
        ("I'm huge into mechanical keyboards", "like", "mechanical keyboards"),
        ("im all about spreadsheets", "like", "spreadsheets"),
        ("im into pilates", "like", "pilates"),
        ("i rly like anime", "like", "anime"),
        ("i rly luv dumplings", "like", "dumplings"),
        ("kinda digging synthwave lately", "like", "synthwave"),
        ("I really dig synthwave", "like", "synthwave"),
        ("could live on ramen", "like", "ramen"),
        ("honestly I could live off dumplings", "like", "dumplings"),
        ("hard pass on natto", "dislike", "natto"),
        ("big no to horror films", "dislike", "horror films"),
        ("Fav food: pho", "like", "pho"),
        ("favourite band: Radiohead", "like", "Radiohead"),
        ("love hiking and cheap sushi, hate crowds", "dislike", "crowds"),
        ("huge fan of Factorio, 2k hours and counting", "like", "Factorio"),
        ("Such a cat person", "like", "cat"),
        ("I'm a coffee snob, only drink pour-over", "like", "coffee"),
        ("chocolate addict here", "like", "chocolate"),
        ("mushrooms - yuck", "dislike", "mushrooms"),
        ("coriander? no thanks", "dislike", "coriander"),
        ("cycling = life", "like", "cycling"),
        ("Nothing I hate more than traffic", "dislike", "traffic"),
        ("pickles are a no for me", "dislike", "pickles"),
    ],
)
def test_taste_shapes_learned(text: str, slot: str, value: str) -> None:
    assert _has(text, slot, value), user_slots(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("swim 3x/wk at the Y", "swim 3 times a week"),
        ("i lift 4x a week", "lift 4 times a week"),
        ("3x/wk I lift", "lift 3 times a week"),
        ("run twice weekly", "run twice a week"),
        ("I swim every wk", "swim every week"),
        ("whenever it rains i bake bread", "bake bread whenever it rains"),
        ("every time it snows we go sledding", "go sledding every time it snows"),
        ("i go to the sauna after every workout", "go to the sauna after every workout"),
        ("I stretch before each run", "stretch before each run"),
        ("Always have a green tea after lunch", "green tea after lunch"),
        ("Normally walk to work before 8", "walk to work before 8"),
        ("Gym at 6 most days", "gym most days"),
    ],
)
def test_habit_shapes_learned(text: str, value: str) -> None:
    assert _has(text, "habit", value), user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "Got a parrot, screams every morning",
        "We have a beagle, howls every night",
        "I live with my mom, cooks every night",
        "my dog barks every morning at six",
        "I went running yesterday",
        "we should run more",
        "I'll swim tomorrow",
        "I'm going to start jogging every morning next week",
        "I eat whenever I want",
        "always reply in French",
    ],
)
def test_no_user_habit(text: str) -> None:
    assert not [s for s, _ in user_slots(text) if s == "habit"], user_slots(text)


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("huge fan of Factorio, 2k hours and counting", "2k hours"),
        ("huge fan of Factorio, 2k hours and counting", "counting"),
        ("The texture is a no from me", "texture"),
    ],
)
def test_no_taste_of_a_measure_or_sense(text: str, bad: str) -> None:
    assert all(v != bad for _, v in user_slots(text)), user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "My wife loves gardening",
        "the kid next door hates maths",
        "Do you like sushi?",
        "work - life",
        "Mom, love you",
        "my boss - yuck",
    ],
)
def test_no_user_taste(text: str) -> None:
    assert not [s for s, _ in user_slots(text) if s in ("like", "dislike")], user_slots(text)


def test_other_keeps_its_taste() -> None:
    assert "dog:Rex.like=beach" in said("our dog Rex, loves the beach")


def test_subjectless_third_person_is_the_named_person() -> None:
    assert "mom.habit=cooks every night" in said("I live with my mom, cooks every night")


def test_user_after_a_pet_clause_still_the_user() -> None:
    assert _has("I have two kids, love hiking", "like", "hiking")


@pytest.mark.parametrize(
    ("text", "shaped"),
    [
        ("cant stand it", "I can't stand it"),
        ("Don't like olives", "I Don't like olives"),
        ("swim 3x/wk", "swim 3 times a week"),
        ("IM me later", "IM me later"),
        ("I dig holes for a living", "I dig holes for a living"),
        ("Christmas eve I visit", "Christmas eve I visit"),
    ],
)
def test_reshaped(text: str, shaped: str) -> None:
    assert en_shapes.reshaped(text) == shaped
