"""A Chinese taste whose object is no thing is dropped (issue 22, g55t): a degree word or an
amount (老喜欢, 纯讨厌, 一点点都受不了), or a time said first as the topic beside what is liked
(下雨天我最喜欢看书). The thing itself stays, and a time liked for itself (我喜欢下雨天) too."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _tastes(text: str) -> set[tuple[str, str]]:
    """(object, like or dislike or no) of the tastes one message teaches about the user."""
    return {(k.removeprefix("pref:"), v) for k, v in learned_keys(text) if k.startswith("pref:")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我老喜欢爬山了", {("爬山", "like")}),
        ("下雨天我最喜欢窝家里看老港片了", {("窝家里看老港片", "like")}),
        ("晚上我最喜欢看书", {("看书", "like")}),
        ("我吃饭不吃辣的，一点点都受不了", {("辣", "dislike")}),
        ("我一吃葱就反胃，就是纯讨厌那个味儿", {("葱", "dislike")}),
        ("我喜欢下雨天", {("下雨天", "like")}),
        ("我老爱吃火锅了", {("火锅", "like")}),
    ],
)
def test_only_the_thing_is_a_taste(text: str, expected: set[tuple[str, str]]) -> None:
    assert _tastes(text) == expected
