"""A relation said by its kin word alone has no name in the narrative."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import memories


def _narrative(said: str) -> str:
    return next(m.content for m in memories(said) if m.key == "profile.narrative")


@pytest.mark.parametrize(
    ("said", "expected", "not_expected"),
    [
        ("我老婆是医生。", "有个妻子", "叫老婆"),
        ("我老公是老师。", "有个丈夫", "叫老公"),
        ("我有个女儿叫小雨。", "有个女儿叫小雨", "叫女儿"),
        ("My wife is a doctor.", "has a wife", "named wife"),
        ("My son Leo is four.", "has a son named Leo", "named son"),
    ],
)
def test_a_kin_word_is_not_a_name(said: str, expected: str, not_expected: str) -> None:
    narrative = _narrative(said)
    assert expected in narrative
    assert not_expected not in narrative
