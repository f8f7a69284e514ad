"""A fan said as a fragment of what one is (issue 22, g51t): "big Arsenal fan here",
"Lifelong Liverpool fan.", 资深阿森纳球迷, 周杰伦歌迷一枚; a thing called one's therapy
("Gardening is my therapy"). Not a fan denied, someone else's fandom, or a
question."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys, likes_learned


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("Big Arsenal fan here.", "arsenal"),
        ("Huge Lakers fan, obviously.", "lakers"),
        ("Lifelong Liverpool fan.", "liverpool"),
        ("line cook in Croydon, allergic to sesame, big Arsenal fan, exam next Monday", "arsenal"),
        ("资深阿森纳球迷", "阿森纳"),
        ("周杰伦歌迷一枚", "周杰伦"),
        ("曼城球迷，坐标曼彻斯特", "曼城"),
    ],
)
def test_a_fan_said_as_a_fragment_is_a_like(text: str, thing: str) -> None:
    assert thing in likes_learned(text)


@pytest.mark.parametrize(
    "text",
    [
        "Not a huge Lakers fan, to be honest.",
        "Is he a big Arsenal fan?",
        "我不是球迷",
        "老球迷了",
    ],
)
def test_a_fan_denied_or_asked_is_no_like(text: str) -> None:
    assert likes_learned(text) == set()


def test_someone_elses_fandom_is_theirs() -> None:
    assert likes_learned("My dad is a big Arsenal fan.") == set()
    assert likes_learned("他是周杰伦歌迷") == set()


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("Gardening is my therapy.", "gardening"),
        ("撸串是我的快乐源泉", "撸串"),
    ],
)
def test_a_thing_called_ones_therapy_or_joy_islikes_learned(text: str, thing: str) -> None:
    assert thing in likes_learned(text)


def test_a_love_language_stays_a_joke() -> None:
    """ "coffee is my love language" is kept a joke (test_grammar_negatives_everyday), though
    the corpus counts "Brisket's my love language" a like: left to the lead (g51t)."""
    assert likes_learned("coffee is my love language") == set()
    assert likes_learned("Is gardening your therapy?") == set()


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("my favourite band of all time is Tinariwen, saw them twice in Bamako", "tinariwen"),
        ("I'm Marco, mechanic in Turin, Juventus till I die, and I speak Italian", "juventus"),
    ],
)
def test_a_favourite_for_all_time_or_a_team_for_life_islikes_learned(text: str, thing: str) -> None:
    assert thing in likes_learned(text)


@pytest.mark.parametrize(
    "text",
    [
        "Is your favourite band of all time Tinariwen?",
        "My dad's favourite band of all time is Queen.",
        "Work till I die, that's the plan.",
    ],
)
def test_a_favourite_asked_or_someone_elses_is_no_like(text: str) -> None:
    assert likes_learned(text) == set()


@pytest.mark.parametrize("text", ["又是加班，烦透了", "香菜我讨厌死了"])
def test_how_strongly_a_taste_is_felt_is_no_thing(text: str) -> None:
    disliked = {k for k, v in learned_keys(text) if k.startswith("pref:") and v == "dislike"}
    assert not disliked & {"pref:透", "pref:死"}


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("本人重度甜食党，蛋挞双皮奶来者不拒", "甜食"),
        ("骨灰级咖啡控一枚", "咖啡"),
        ("Die-hard Celtics fan, obviously.", "celtics"),
    ],
)
def test_how_keen_then_the_camp_of_a_taste_is_a_like(text: str, thing: str) -> None:
    assert thing in likes_learned(text)


@pytest.mark.parametrize("text", ["我是保守党", "资深技术控", "他是重度甜食党"])
def test_a_political_camp_a_trait_or_someone_else_is_no_like(text: str) -> None:
    assert likes_learned(text) == set()
