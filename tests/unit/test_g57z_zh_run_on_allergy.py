"""An allergy said at the end of a run-on without punctuation (voice input: 我在深圳上班对花生过敏,
我叫李明对芒果过敏): the allergen after 对 alone, not the run before it."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


def _allergies(text: str) -> set[str]:
    return {v for s, v in user_slots(text) if s == "allergy"}


@pytest.mark.parametrize(
    ("text", "allergen"),
    [
        ("我在深圳上班对花生过敏", "花生"),
        ("我叫李明对芒果过敏", "芒果"),
        ("我是老师对青霉素过敏", "青霉素"),
        ("我住在成都对猫毛过敏的", "猫毛"),
        ("我今年三十岁对海鲜过敏", "海鲜"),
        ("你好我姓周在银行上班对尘螨过敏", "尘螨"),
    ],
)
def test_the_allergen_alone_after_a_run_on(text: str, allergen: str) -> None:
    assert _allergies(text) == {allergen}


@pytest.mark.parametrize("text", ["我在深圳上班对工作过敏哈哈", "他对花生过敏", "我对这个不过敏"])
def test_no_allergy_of_the_users_from_a_joke_or_someone_else(text: str) -> None:
    assert not _allergies(text)
