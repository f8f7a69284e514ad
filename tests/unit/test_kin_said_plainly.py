"""Kin said plainly: the everyday words for kin after "my" ("my lad Rhys", "my nan Edna",
"our foster son Jayden", "my wee granddaughter Isla"); in Chinese a godparent and an uncle
or aunt by rank among the parents' siblings (我干爹老陈, 我二姨, 三叔), and someone close or
lived with opening a clause by kind and name without 我 (室友阿文天天打游戏, 老婆小芳在上海上班);
a colleague or a teammate so named is someone in passing, a word said twice is no name."""

from __future__ import annotations

import pytest

from memstream.processors.matchers.people_words import ZH_RELATIONS
from tests.fixtures.grammar import learned_keys


def _relations(text: str) -> set[tuple[str, str]]:
    """(kind, value) of the user's relations learned from one whole message."""
    return {
        (key.removeprefix("profile.relations."), value)
        for key, value in learned_keys(text)
        if key.startswith("profile.relations.")
    }


@pytest.mark.parametrize(
    ("said", "relation"),
    [
        ("我干爹老陈教会了我修摩托", ("godfather", "老陈")),
        ("我干爹老蒋是退伍的，他教我开卡车", ("godfather", "老蒋")),
        ("室友阿文天天半夜打游戏，我是戴着耳塞睡觉的", ("roommate", "阿文")),
        ("室友阿俊天天打游戏打到凌晨三点，我怎么开口跟他说", ("roommate", "阿俊")),
        ("老婆小芳在上海上班", ("wife", "小芳")),
        ("My roommate Jess keeps eating my yogurt", ("roommate", "Jess")),
        ("my lad Rhys wants to help with the bees", ("son", "Rhys")),
        ("live in Jesmond with my lass Chloe and our whippet Pip", ("partner", "Chloe")),
        ("my nan Edna is 90 next week", ("grandmother", "Edna")),
        ("our foster son Jayden started at a new school today", ("foster son", "Jayden")),
        ("my wee granddaughter Isla stays with me full time now", ("grandchild", "Isla")),
    ],
)
def test_kin_said_plainly(said: str, relation: tuple[str, str]) -> None:
    assert relation in _relations(said)


@pytest.mark.parametrize(
    "said",
    [
        "同事小王吃素，聚餐得找个素食餐厅",
        "隊友Leo超愛吃臭豆腐",
        "研二狗一枚，在浙大读计算机，导师天天push我",
        "我同事老是迟到",
        "他说室友阿文天天打游戏",
        "my friend's son Leo is staying with us",
        "the lad Rhys came round to fix the fence",
        "his nan Edna is 90",
    ],
)
def test_no_close_person_of_the_users(said: str) -> None:
    named = {value for _, value in _relations(said)}
    assert not named & {"小王", "Leo", "Le", "天天", "老是", "阿文", "Rhys", "Edna"}


def test_an_uncle_or_aunt_by_rank_is_kin() -> None:
    assert (ZH_RELATIONS["三叔"], ZH_RELATIONS["二姨"], ZH_RELATIONS["干妈"]) == (
        "uncle",
        "aunt",
        "godmother",
    )
