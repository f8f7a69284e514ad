"""Filler words are fillers only where they pause: 那个 before a pause or before 我 is "um",
before a person noun it points at someone (那个主播住在成都 is the streamer's home, not the
user's); "only", "mostly", "just" say how often, so a habit changed with them ends the
activity itself ("I run only on weekends now" ends "run", never "run only")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import answered


def _said(text: str) -> list[tuple[str, object]]:
    return [(key, value) for key, value, _ in answered(text)]


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("那个，我住在成都", "profile.location", "成都"),
        ("那个我在腾讯上班", "profile.employer", "腾讯"),
        ("嗯那个，我是做会计的", "profile.role", "会计"),
    ],
)
def test_a_pausing_filler_is_skipped(text: str, key: str, value: str) -> None:
    assert (key, value) in _said(text)


@pytest.mark.parametrize("text", ["那个主播住在成都", "那个同事喜欢打篮球", "那个房东在腾讯上班"])
def test_a_pointing_word_names_someone_else(text: str) -> None:
    assert not [k for k, _ in _said(text) if k.startswith(("profile.", "pref:", "fact:like"))]


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("I run only on weekends now", "run"),
        ("I mostly cycle on Sundays now", "cycle"),
        ("i just swim twice a week now", "swim"),
    ],
)
def test_how_often_words_are_not_the_activity(text: str, ended: str) -> None:
    endings = [v for k, v in _said(text) if k.startswith("ending:")]
    assert endings == [ended], _said(text)


@pytest.mark.parametrize(
    "text",
    [
        "我现在只在周末跑步",
        "我一般周日骑车",
        "基本上周六去游泳",
        "I only run on Saturdays now",
        "I usually cycle on Sundays",
    ],
)
def test_how_often_with_a_weekday_is_no_dated_plan(text: str) -> None:
    assert not [k for k, _ in _said(text) if k.startswith(("fact:plan", "fact:trip"))]


@pytest.mark.parametrize("text", ["我周六去爬山", "这周日要去看展", "I'm hiking on Saturday"])
def test_a_weekday_alone_is_still_a_plan(text: str) -> None:
    assert [k for k, _ in _said(text) if k.startswith(("fact:plan", "fact:trip"))], _said(text)
