"""What a clause says of a time that is over learns no home, job, taste or habit ("As a kid I
lived in Kenya", 上大学的时候我每天打篮球, 我在成都待过两年); what still holds is kept."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.past_scope import opens, present
from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "slot_key"),
    [
        ("As a kid I lived in Kenya", "profile.location"),
        ("Back when I worked at IBM I drove to Armonk every day", "fact:habit"),
        ("Back when I worked at IBM I drove to Armonk every day", "profile.employer"),
        ("Growing up in Ohio, I played hockey every winter", "fact:habit"),
        ("In college I was vegan", "fact:diet"),
        ("Years ago I smoked a pack a day", "fact:habit"),
        ("I worked at Google for a summer internship back in 2019", "profile.employer"),
        ("I spent my twenties in Berlin working at Zalando", "profile.employer"),
        ("when i was in college i worked at a pizza place in dayton", "profile.employer"),
        ("上大学的时候我每天打篮球", "fact:habit"),
        ("年轻的时候我在深圳打工", "profile.work_location"),
        ("我在拉萨待过三年", "profile.location"),
        ("我在成都待过两年，现在在重庆", "profile.location:成都"),
        ("小时候我住在成都，现在在上海", "profile.location:成都"),
        ("當年我在廣州住過一陣子", "profile.location"),
    ],
)
def test_what_held_then_is_not_learned(text: str, slot_key: str) -> None:
    key, _, value = slot_key.partition(":")
    learned = learned_keys(text)
    assert not [k for k, v in learned if k == key and (not value or v == value)], learned


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("As a kid I lived in Kenya, now I'm in Leeds", "profile.location", "Leeds"),
        ("Back in 2019 I moved to Austin and I love it here", "profile.location", "Austin"),
        ("As a kid I learned French, and I still speak it", "profile.languages", "French"),
        ("I've loved Lego since I was a kid", "pref:lego", "like"),
        ("I live in Porto, years ago I lived in Lyon", "profile.location", "Porto"),
        ("我在成都待过两年，现在在重庆", "profile.location", "重庆"),
        ("小时候我住在成都，现在在上海", "profile.location", "上海"),
        ("我从小就喜欢画画", "pref:画画", "like"),
        ("我在深圳住了五年", "profile.location", "深圳"),
        ("我会一点藏语，在拉萨待过三年学的", "profile.languages", "藏语"),
    ],
)
def test_what_holds_now_is_kept(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


def test_a_frame_cut_off_scopes_the_next_sentence() -> None:
    assert opens("Back when I lived in Paris", False) == "Back when I lived in Paris"
    assert opens("I live in Porto, years ago", False) == "years ago"
    assert opens("我住在杭州，小时候", True) == "小时候"
    assert opens("Back when I lived in Paris.", False) is None
    assert opens("I live in Paris", False) is None
    assert opens("Back when I lived in Paris, now I'm in Rome", False) is None
    habit = Fill("habit", "ate croissants daily")
    assert present("I ate croissants daily", False, [habit], "Back when I lived in Paris") == []
    assert present("I ate croissants daily", False, [habit]) == [habit]


def test_changes_and_endings_are_left_to_their_readers() -> None:
    ended = Fill("habit", "smoke", action="negate")
    moved = Fill("home_location", "Austin", extra={"changed": True})
    assert present("Years ago I smoked", False, [ended]) == [ended]
    assert present("years ago I moved to Austin", False, [moved]) == [moved]
