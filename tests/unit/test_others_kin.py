"""People someone else has (a colleague's two kids, a child a class brings in) are not the
user's people; the user's own, said beside them, still are."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said

NOT_THE_USERS = [
    ("我同事有两个孩子。", "孩子"),
    ("公司新来了个同事，她有个女儿。", "女儿"),
    ("班里有个同学的妈妈是医生。", "妈妈"),
    ("班上有个孩子说他爸爸在深圳当程序员。", "孩子"),
    ("群里有个宝妈说她家孩子三岁了。", "孩子"),
    ("我老公有个弟弟。", "弟弟"),
    ("我闺蜜也有个儿子，刚上小学。", "儿子"),
    ("My coworker has two kids.", "child"),
    ("The lady next door has a daughter in Leeds.", "daughter"),
    ("One of the parents in my class has a son named Leo.", "son: Leo"),
]
"""Someone else's people, in Chinese and English: no relation of the user's."""

THE_USERS = [
    ("我有个女儿。", "relation=女儿"),
    ("家里有个孩子在读初中。", "relation=孩子"),
    ("我妈有高血压，每天都要吃药。", "relation=妈"),
    ("我妈有个弟弟在上海。", "relation=妈"),
    ("我们家有个小宝宝。", "relation=宝宝"),
    ("我有两个孩子，老大在读高中。", "relation=孩子"),
    ("有两个孩子，一儿一女。", "relation=儿子"),
    ("I have two kids.", "relation=child"),
    ("My daughter lives in Leeds.", "relation=daughter"),
    ("My mum has high blood pressure.", "relation=mum"),
]
"""The user's own people, said the same ways: still learned."""

STILL_MISSED = [
    "My coworker just got a dog named Biscuit.",  # the dog is read as the user's too
    "我客户在谷歌上班，讨厌咖啡。",  # the second clause's taste read as the user's
    "My customer is vegan, and so am I actually.",  # "so am I": the user's diet missed
    "我是素食主义者，今晚做什么好？",  # a fact before a question: missed
]
"""Sentences of the same family the grammar still reads wrong (not asserted)."""


@pytest.mark.parametrize(("text", "theirs"), NOT_THE_USERS)
def test_someone_elses_people_are_not_the_users(text: str, theirs: str) -> None:
    """The person someone else has is no relation of the user's (the one who has them, 我老公,
    still is)."""
    assert f"relation={theirs}" not in said(text)


@pytest.mark.parametrize(("text", "expected"), THE_USERS)
def test_the_users_own_people_are_still_read(text: str, expected: str) -> None:
    """The user's own people are read, said the same ways."""
    assert expected in said(text)
