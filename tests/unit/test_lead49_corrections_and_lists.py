"""The lead's round-49 readers of days corrected and of day-led lists: a day corrected with no
move said (不是周二，是周三; 搞错了，航班是9号不是8号; "the flight's the 9th not the 8th") moves
the plan it names or the one plan there is; a move said in a clause of its own after the plan
(看牙约在15号，后来改成16号了) keeps the plan's name; a heading then items that each open with
their day ("Weekend plans: Saturday climbing with Sam, Sunday lunch") is one plan per item;
"been off coffee since January" ends the like; eating meat again (也吃点鱼了) ends a diet and is
no habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after, user_slots


def _active(context: str, said: str, slot: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(m.value, m.dates) for m in active_after(context, said, slot)]


@pytest.mark.parametrize(
    ("context", "said", "plan", "day"),
    [
        ("我8号飞首尔", "搞错了，航班是9号不是8号", "飞首尔", "2026-03-09"),
        ("我8号飞首尔", "不是8号，是9号", "飞首尔", "2026-03-09"),
        ("周二去医院复诊", "说错了，是周三去复诊", "去医院复诊", "2026-03-04"),
        ("周二去医院复诊", "不是周二，是周三", "去医院复诊", "2026-03-04"),
        ("I'm flying to Seoul on the 8th", "sorry the flight's the 9th not the 8th",
         "flying to Seoul", "2026-03-09"),
    ],
)  # fmt: skip
def test_a_day_corrected_moves_the_plan(context: str, said: str, plan: str, day: str) -> None:
    assert _active(context, said, "plan") == [(plan, (day,))]


def test_a_move_in_a_clause_of_its_own_keeps_the_plans_name() -> None:
    assert ("plan", "看牙") in user_slots("看牙约在15号，后来改成16号了")


@pytest.mark.parametrize(
    ("text", "plans"),
    [
        ("Weekend plans: Saturday climbing with Sam, Sunday lunch at my parents'",
         {"climbing with Sam", "lunch at my parents'"}),
        ("I've got three deadlines this week: Tuesday the report, Thursday the deck",
         {"the report", "the deck"}),
        ("周末安排：周六和小李去攀岩，周日回爸妈家吃饭", {"和小李去攀岩", "回爸妈家吃饭"}),
        ("这周两个截止：周二交报告，周四交PPT", {"交报告", "交PPT"}),
    ],
)  # fmt: skip
def test_a_heading_then_day_led_items_is_one_plan_per_item(text: str, plans: set[str]) -> None:
    assert {value for slot, value in user_slots(text) if slot == "plan"} >= plans


@pytest.mark.parametrize(
    "text",
    ["Note: the report, the deck", "提醒：周二交报告", "Mondays: yoga, Wednesdays: swim"],
)
def test_no_day_led_list_without_two_dated_items(text: str) -> None:
    plans = [value for slot, value in user_slots(text) if slot == "plan"]
    assert len(plans) <= 1


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I love coffee", "been off coffee since the new year, green tea all the way now"),
        ("I love coffee", "I've been off coffee since January"),
        ("我喜欢喝咖啡", "咖啡已经戒了"),
    ],
)
def test_off_a_thing_since_ends_the_like(context: str, said: str) -> None:
    assert not [v for v, _ in _active(context, said, "like") if "咖啡" in v or "coffee" in v]


def test_off_work_ends_nothing() -> None:
    assert _active("I cycle to work every day", "I've been off work since Monday", "habit")


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("我吃素", "素吃了五年，最近开始吃点鱼了，医生说我蛋白不够"),
        ("我吃素", "我现在也吃点鱼了"),
        ("I'm vegetarian", "I eat fish again these days"),
    ],
)
def test_eating_meat_again_ends_the_diet_and_is_no_habit(context: str, said: str) -> None:
    assert _active(context, said, "diet") == []
    assert _active(context, said, "habit") == []
