"""A subjectless Chinese habit after the user's home or job clause is the user's own when it
is done off work: on a day off (每周六) or as a pastime (爬山, 钓鱼, 看书); the way to work or the
work itself after such a clause is still no habit (我在苏州上班，每天来回坐高铁)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("我住在杭州，每周六都去爬山", "每周六爬山"),
        ("我在上海工作，每周六都去爬山", "每周六爬山"),
        ("我是会计，每个礼拜天都去钓鱼", "每个礼拜天钓鱼"),
        ("我在深圳上班，每天晚上看书", "每晚看书"),
    ],
)
def test_a_pastime_after_home_or_job_is_a_habit(text: str, habit: str) -> None:
    found = {value for slot, value in user_slots(text) if slot == "habit"}
    assert any(habit in value or value in habit for value in found), found


@pytest.mark.parametrize(
    "text",
    ["我在苏州上班，每天来回坐高铁", "我在医院上班，每天查房", "我家狗叫大黄，每周六都去爬山"],
)
def test_the_work_itself_or_a_pets_day_is_no_habit_of_the_users(text: str) -> None:
    assert not any(slot == "habit" for slot, _ in user_slots(text))
