"""What someone else says of themself (宝妈说她家孩子有哮喘) is not the user's (g54o); a clause
that says 我 again stays the user's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

REPORTED: list[str] = [
    "群里有个宝妈说她家孩子有哮喘，问雾化机哪个牌子好，我帮她问问你",
    "面试的那个候选人自我介绍说她会四门外语，结果英语口语磕磕绊绊的",
    "房东讲他下个月搬去深圳",
    "同事跟我说她对芒果过敏",
    "室友说他每天早上六点起来跑步",
]


@pytest.mark.parametrize("text", REPORTED)
def test_someone_elses_words_are_not_the_users(text: str) -> None:
    """No fact about the user is learned from what someone says of themself."""
    assert not any(_about_user(key) for key, _ in learned_keys(text))


MINE: list[tuple[str, tuple[str, str]]] = [
    ("同事跟我说她对芒果过敏，我对花生过敏", ("fact:allergy", "花生")),
    ("我说我对花生过敏", ("fact:allergy", "花生")),
    ("医生说我血糖偏高", ("fact:health", "血糖偏高")),
]


@pytest.mark.parametrize(("text", "learned"), MINE)
def test_the_users_own_stay(text: str, learned: tuple[str, str]) -> None:
    """The user's own clause, or words said of the user, stay theirs."""
    assert learned in learned_keys(text)


def _about_user(key: str) -> bool:
    """True for a key that says something about the user (not fact:about:<someone>)."""
    return key.startswith(("profile.", "fact:", "pref")) and not key.startswith("fact:about:")
