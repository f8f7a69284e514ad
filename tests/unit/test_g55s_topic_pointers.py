"""A thing named first, then a taste that points back at it, is the user's taste (g55s)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Jazz. That's my music.", "pref:jazz", "like"),
        ("Karaoke. I hate it with a passion", "pref:karaoke", "dislike"),
        ("ugh, karaoke. hate it with a passion", "pref:karaoke", "dislike"),
        ("Sushi, I could eat it every day", "pref:sushi", "like"),
        ("Cold brew, I live on it", "pref:cold brew", "like"),
        ("Board games. That's it, that's my thing", "pref:board games", "like"),
        ("螺蛳粉，我就好这一口", "pref:螺蛳粉", "like"),
        ("榴莲啊，我最爱这个了", "pref:榴莲", "like"),
        ("韩剧，我是一点看不进去", "pref:韩剧", "dislike"),
        ("开会，我最讨厌了", "pref:开会", "dislike"),
        ("香菜？我受不了这玩意", "pref:香菜", "dislike"),
    ],
)
def test_a_taste_pointing_back_at_a_thing_named_first(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "Thanks. I love it",  # a thanks names no thing
        "My new job. I hate it",  # the user's own: no thing named alone
        "Do you like karaoke? I hate it",  # a question before it
        "The movie was long. I loved it",  # a clause, not a thing named
        "Olives, do you like them?",  # asked, not said
        "这个软件，我受不了它",  # a pointer, not a thing
    ],
)
def test_no_taste_without_a_thing_named_alone(text: str) -> None:
    assert not {key for key, _ in learned_keys(text) if key.startswith("pref:")}


def test_someone_elses_taste_is_not_the_users() -> None:
    assert ("pref:pickles", "like") not in learned_keys("Pickles. My wife loves them")
