"""An occasion in someone else's life that the user takes part in is no plan of theirs (g53o);
one only mentioned, and what they will do, stay their plans."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

OCCASIONS: list[str] = [
    "My cousin's graduation is next Thursday and I'm driving up for it",
    "my brother is getting married in June, I'm the best man",
    "my niece's christening is on Sunday, what do I wear",
    "My sister's wedding is on April 18 and I'm giving a speech",
    "我儿子下周六有钢琴比赛，我得去给他加油",
    "我妹妹下个月毕业，我想送她个礼物",
    "我表妹下个月结婚，我是伴娘",
    "我閨蜜阿寶下週生日，我想送她一束花",
]


@pytest.mark.parametrize("text", OCCASIONS)
def test_their_occasion_is_no_plan_of_theirs(text: str) -> None:
    """No plan is kept about the person whose occasion it is."""
    keys = {k for k, _ in learned_keys(text)}
    assert not any(k.startswith("fact:about:") and ":plan" in k for k in keys)


DOINGS: list[tuple[str, str]] = [
    ("My cousin's graduation is next Thursday.", "fact:about:cousin:plan:graduation"),
    ("我哥下个月三号结婚，伴郎还没找齐", "fact:about:哥:plan:结婚"),
    ("我閨蜜阿寶下週生日", "fact:about:閨蜜:阿寶:plan:生日"),
    ("my wife is flying to Rome on Friday", "fact:about:wife:plan:flying to rome"),
    ("my dad is driving to Leeds on Saturday", "fact:about:dad:plan:driving to leeds"),
    ("我老婆下周去上海出差", "fact:about:老婆:plan:去上海出差"),
    ("我弟弟明天去北京", "fact:about:弟弟:plan:去北京"),
]


@pytest.mark.parametrize(("text", "key"), DOINGS)
def test_what_they_will_do_is_their_plan(text: str, key: str) -> None:
    """A doing of theirs, or an occasion the user only mentions, is still their plan."""
    assert key in {k for k, _ in learned_keys(text)}


def test_the_users_part_stays() -> None:
    """The user's own part in the occasion is the user's plan."""
    keys = {
        k for k, _ in learned_keys("My sister's wedding is on April 18 and I'm giving a speech")
    }
    assert any(k.startswith("fact:plan:giving a speech") for k in keys)
