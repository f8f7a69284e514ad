"""平时 / 平常 / 平日里 with 都 or 一般 before a doing says what the user does on ordinary days:
a habit, its value without 平时 (我平常都骑共享单车上班 → 骑共享单车上班). A state (平时都很
忙), a mishap (平时都睡不好), being at work (平时都在加班), someone else's ordinary days or a
question teach no habit (issue 22, g53h)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import habits_learned


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("我平常都骑共享单车上班", "骑共享单车上班"),
        ("平时我都是自己做饭", "自己做饭"),
        ("我平时一般走路去公司", "走路去公司"),
        ("平时我们都吃食堂", "吃食堂"),
        ("我平日里都去图书馆看书", "去图书馆看书"),
    ],
)
def test_a_doing_on_ordinary_days_is_a_habit(text: str, habit: str) -> None:
    assert habits_learned(text) == [habit]


@pytest.mark.parametrize(
    "text",
    [
        "平时都很忙",
        "平时都睡不好",
        "我平时都在加班",
        "平时工作邮件也是日语",
        "他平时都骑车上班",
        "我老公平时都打游戏",
        "你平时都干嘛？",
    ],
)
def test_a_state_or_someone_elses_days_teach_no_habit(text: str) -> None:
    assert habits_learned(text) == []


def test_en_usually_is_still_a_habit() -> None:
    assert habits_learned("Usually I cycle to work.") == ["cycle to work"]
