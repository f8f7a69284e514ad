"""A request said only to test the assistant, or a question weighing one way against
another, sets no preference (g54o); a request meant to hold stays one."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

TESTS: list[str] = [
    "Can you reply in Korean? Just checking if you can, I don't need it",
    "Could you answer in Japanese? Just curious whether you can.",
    "Can you write in bullet points? Just testing.",
    "Can you reply in Korean, just to test?",
    "Would English replies be more accurate?",
    "能用韩语回复吗？只是测试一下，不用真的换",
    "你能用日语回答吗？随便问问",
    "可以用表格输出吗？就是好奇问问",
    "用英文回复会不会比中文更准确？",
]


@pytest.mark.parametrize("text", TESTS)
def test_a_test_request_sets_no_preference(text: str) -> None:
    """No preference is learned from a request that only tests the assistant."""
    assert not any(key.startswith("pref.") for key, _ in learned_keys(text))


STANDING: list[tuple[str, tuple[str, str]]] = [
    (
        "Please reply in English from now on. Just checking you got that earlier.",
        ("pref.reply_language", "english"),
    ),
    ("以后都用中文回复，只是测试一下你记不记得", ("pref.reply_language", "chinese")),
    ("请用英文回复", ("pref.reply_language", "english")),
    ("Can you reply in Korean? My mum reads these.", ("pref.reply_language", "korean")),
]


@pytest.mark.parametrize(("text", "learned"), STANDING)
def test_a_meant_request_stays(text: str, learned: tuple[str, str]) -> None:
    """A request meant to hold, or with no test said, stays a preference."""
    assert learned in learned_keys(text)
