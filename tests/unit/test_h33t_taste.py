"""Tastes said in one breath: two tastes in one Chinese clause (我喜欢猫也喜欢狗), a word said
again for stress in English ("really, really"), the user's degree or time words before a taste
verb read as no topic (我超级讨厌排队 is no dislike of 级), a fronted thing one cannot give up
(甜食我是真的戒不掉). Phrasings written for this test, none taken from the corpus."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import en_slots, said, zh_slots


def _has(found: set[tuple[str, str]], slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in found)


ZH_TWO_TASTES = [
    ("我喜欢猫也喜欢狗", [("like", "猫"), ("like", "狗")]),
    ("我爱吃火锅也爱吃烧烤", [("like", "火锅"), ("like", "烧烤")]),
    ("我喜欢游泳但讨厌跑步", [("like", "游泳"), ("dislike", "跑步")]),
    ("我不喜欢香菜也不喜欢葱", [("dislike", "香菜"), ("dislike", "葱")]),
    ("我喜欢看书还喜欢下棋", [("like", "看书"), ("like", "下棋")]),
]


@pytest.mark.parametrize(("text", "expected"), ZH_TWO_TASTES)
def test_two_tastes_in_one_chinese_clause_are_two(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """Each taste of a clause that says two is learned alone, not the two as one value."""
    found = zh_slots(text)
    assert all(_has(found, slot, value) for slot, value in expected), found
    assert len({v for s, v in found if s in ("like", "dislike")}) == len(expected), found


def test_two_tastes_of_someone_else_stay_theirs() -> None:
    """我老婆喜欢猫也喜欢狗: both tastes are the wife's, none the user's."""
    found = said("我老婆喜欢猫也喜欢狗")
    assert {"老婆.like=猫", "老婆.like=狗"} <= found
    assert not any(item.startswith("like=") for item in found)


ZH_NO_TOPIC = [
    ("我超级讨厌排队", "dislike", "排队"),
    ("我下班后喜欢去跑步", "like", "跑步"),
    ("冬天最讨厌出门", "dislike", "出门"),
    ("我特别讨厌堵车", "dislike", "堵车"),
]


@pytest.mark.parametrize(("text", "slot", "value"), ZH_NO_TOPIC)
def test_degree_and_time_words_are_no_topic(text: str, slot: str, value: str) -> None:
    """What stands before the taste verb is only the user, a degree or a time: one taste, of
    what follows the verb."""
    found = {(s, v) for s, v in zh_slots(text) if s in ("like", "dislike")}
    assert _has(found, slot, value) and len(found) == 1, found


def test_a_thing_one_cannot_give_up_is_liked() -> None:
    """甜食我是真的戒不掉, 奶茶我停不下来: the thing said first is liked."""
    assert _has(zh_slots("甜食我是真的戒不掉"), "like", "甜食")
    assert _has(zh_slots("奶茶我是真的停不下来"), "like", "奶茶")


EN_SAID_AGAIN = [
    ("I really, really love board games", "like", "board games"),
    ("I hate, hate, hate doing the dishes", "dislike", "doing the dishes"),
    ("honestly I'm so, so into bouldering", "like", "bouldering"),
]


@pytest.mark.parametrize(("text", "slot", "value"), EN_SAID_AGAIN)
def test_a_word_said_again_for_stress_is_said_once(text: str, slot: str, value: str) -> None:
    """A word repeated after a comma splits no clause: the taste is read."""
    assert _has(en_slots(text), slot, value), en_slots(text)


NOT_THE_USERS = [
    "If I liked sushi I'd go there more",
    "Do you really, really like jazz?",
    "My brother loves hiking but hates running",
    "你喜欢猫也喜欢狗吗？",
    "如果我喜欢猫也喜欢狗就好了",
    "我朋友超级讨厌排队",
]


@pytest.mark.parametrize("text", NOT_THE_USERS)
def test_no_taste_of_the_user(text: str) -> None:
    """Questions, hypotheticals and other people's tastes give the user no taste."""
    assert not any(item.startswith(("like=", "dislike=")) for item in said(text)), said(text)


def test_a_list_after_commas_is_not_collapsed() -> None:
    """Different words after commas are a list, each liked."""
    found = en_slots("I love dogs, cats, and birds")
    assert all(_has(found, "like", v) for v in ("dogs", "cats", "birds")), found
