"""g52w: a role said by what the user does, with a sign it is work (a base it works out of,
"for a living", "self-employed", "for tourists"), and the base as the work location."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I fish lobster out of Pictou.", "lobster fisherman"),
        ("I guide cave tours out of San Ignacio.", "cave tour guide"),
        ("I weave Harris Tweed for a living.", "weaver"),
        ("I drive a tuk tuk in Colombo for tourists.", "tuk tuk driver"),
        ("I captain the ferry, self-employed.", "ferry captain"),
        ("I groom dogs out of a van.", "dog groomer"),
        ("I operate cranes out of Rotterdam.", "crane operator"),
    ],
)
def test_the_doer_of_the_trade_is_the_role(text: str, role: str) -> None:
    assert ("role", role) in user_slots(text)


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I fish lobster out of Pictou.", "Pictou"),
        ("I repair boats out of Falmouth.", "Falmouth"),
        ("I guide cave tours out of San Ignacio.", "San Ignacio"),
    ],
)
def test_the_base_worked_out_of_is_the_work_location(text: str, place: str) -> None:
    found = user_slots(text)
    assert ("work_location", place) in found
    assert ("home_location", place) not in found


@pytest.mark.parametrize(
    "text",
    [
        "I bake bread on weekends.",
        "I moved out of London.",
        "I got out of Leeds fast.",
        "My brother fishes lobster out of Pictou.",
        "I fish out of Pictou every summer.",
        "I'd love to guide tours out of Cusco.",
        "Can I fish trout out of Lake Como?",
        "I can't do it for a living.",
    ],
)
def test_no_role_from_a_pastime_a_move_a_wish_or_someone_else(text: str) -> None:
    assert not {slot for slot, _ in user_slots(text)} & {"role", "work_location"}


@pytest.mark.parametrize(
    "text",
    [
        "My business partner, Elena Ruiz, handles the tax side; I handle audit.",
        "On Saturday I do a pasta class for tourists, how I explain 'al dente' funny",
        "I answer phones for the company.",
    ],
)
def test_no_role_from_a_general_verb_or_a_sign_before_it(text: str) -> None:
    assert not {slot for slot, _ in user_slots(text)} & {"role"}


def test_no_trade_read_off_a_preposition() -> None:
    assert not {s for s, _ in user_slots("I'm on nights at the Royal Infirmary.")} & {"role"}


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I drive trucks out of Leeds.", "Leeds"),
        ("I'm a trucker, I run loads out of Laredo.", "Laredo"),
    ],
)
def test_a_known_roles_base_is_the_work_location(text: str, place: str) -> None:
    assert ("work_location", place) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    ["I'm a nurse and I moved out of London last year.", "I'm a nurse, I got out of Leeds fast."],
)
def test_getting_out_of_a_place_is_no_base(text: str) -> None:
    assert not {s for s, _ in user_slots(text)} & {"work_location"}
