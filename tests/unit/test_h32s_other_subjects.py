"""A sentence whose subject is another person named by a role noun phrase ("the new
accountant lives in Leeds") teaches nothing about the user; the user's own sentences still
do (issue 22)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY

ENGLISH_OTHERS = [
    "The new accountant lives in Leeds",
    "A patient is allergic to latex",
    "The plumber speaks Portuguese",
    "That influencer moved to Bali",
    "The guest speaker is diabetic",
    "The landlord hates dogs",
]
ENGLISH_MINE = [
    ("I live in Porto", "home_location"),
    ("I'm allergic to latex", "allergy"),
]
CHINESE_OTHERS = ["有个病人对乳胶过敏", "新来的会计住在浦西"]


def _user_slots(fills: list[object]) -> set[str]:
    return {f.slot for f in fills if getattr(f, "subject", "") == "user"}  # type: ignore[attr-defined]


@pytest.mark.parametrize("text", ENGLISH_OTHERS)
def test_english_role_subject_is_not_the_user(text: str) -> None:
    assert not _user_slots(list(en.parse(text, MONDAY)))


@pytest.mark.parametrize(("text", "slot"), ENGLISH_MINE)
def test_english_own_sentences_still_learn(text: str, slot: str) -> None:
    assert slot in _user_slots(list(en.parse(text, MONDAY)))


@pytest.mark.parametrize("text", CHINESE_OTHERS)
def test_chinese_role_subject_is_not_the_user(text: str) -> None:
    assert not _user_slots(list(zh.parse(prepare(text), MONDAY)))
