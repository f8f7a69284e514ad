"""A habit said by what a day is like without it (issue 22, g52t), in Chinese and English:
晚上不泡脚我睡不着, 一天不跑步就难受, "I can't fall asleep without reading first". Someone else's
want, a question, a time gone by, or a consequence that is no want of the doing (不运动我会胖)
teaches no habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _habits(text: str) -> set[str]:
    """The habits one message teaches about the user."""
    return {v for k, v in learned_keys(text) if k == "fact:habit"}


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("晚上不泡脚我睡不着。", "晚上泡脚"),
        ("一天不跑步就难受。", "每天跑步"),
        ("早上不喝碗羊肉汤这一天都不得劲", "早上喝羊肉汤"),
        ("早上不吃碗面我一上午都没精神。", "早上吃面"),
        ("睡前不刷半小时抖音我是睡不着的", "睡前刷抖音"),
        ("老头子我一天不喝两泡凤凰单丛就浑身不得劲", "每天喝凤凰单丛"),
        ("I can't fall asleep without reading first.", "reading before bed"),
        ("Honestly I can't start my day without stretching.", "stretching every morning"),
    ],
)
def test_what_the_user_cannot_go_without_is_a_habit(text: str, habit: str) -> None:
    assert habit in _habits(text)


@pytest.mark.parametrize(
    "text",
    [
        "不运动我会胖。",
        "不吃早饭我会头晕。",
        "他早上不喝咖啡就没精神。",
        "你晚上不泡脚睡得着吗？",
        "小时候晚上不听故事就睡不着。",
        "每天不拉两个小时手就痒",
        "Can you fall asleep without reading first?",
        "My son can't fall asleep without hearing a story.",
    ],
)
def test_no_want_of_the_users_own_is_no_habit(text: str) -> None:
    assert _habits(text) == set()
