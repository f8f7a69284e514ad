"""Names said after a dialect "I" (俺叫李满仓, 俺是老刘, 阮叫阿珠), after "X from Y here" and
after a greeting before "name's"; a home said after a dwelling ("a flat in Leeds"); and
what stays no name (俺是会计, 俺是路痴, "Greetings from Leeds here")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _names(text: str) -> set[str]:
    """The names learned for the user from one whole message."""
    return {value for key, value in learned_keys(text) if key == "profile.name"}


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("俺叫李满仓，是村里的会计", "李满仓"),
        ("俺是老刘，在工地上干活", "老刘"),
        ("阮叫阿珠，在厦门开民宿", "阿珠"),
        ("偶是小美哈", "小美"),
        ("Dave from 4B here - the boiler is making noises again", "Dave"),
        ("Sarah from accounts here, quick question about my payslip", "Sarah"),
        ("alright la, names Kev Doyle, im a sparky for Merseyrail", "Kev Doyle"),
        ("hi, name's Jo", "Jo"),
    ],
)
def test_a_name_said_in_everyday_intros(said: str, name: str) -> None:
    assert name in _names(said)


@pytest.mark.parametrize(
    "said",
    [
        "俺是会计",
        "俺是路痴",
        "俺是王总",
        "俺爹叫李大山",
        "Greetings from Leeds here",
        "my mate from work here says hi",
        "the guy from 4B here was loud",
    ],
)
def test_no_name_of_the_users(said: str) -> None:
    assert _names(said) == set()


@pytest.mark.parametrize(
    ("said", "home"),
    [
        ("we live in a flat in Leeds", "Leeds"),
        ("I live in a little house in Bath", "Bath"),
        ("I live in an apartment in Brooklyn with two cats", "Brooklyn"),
    ],
)
def test_a_home_after_a_dwelling_is_the_place(said: str, home: str) -> None:
    homes = {value for key, value in learned_keys(said) if key == "profile.location"}
    assert homes == {home}
