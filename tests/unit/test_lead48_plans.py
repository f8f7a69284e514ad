"""The lead's changes of round 48: a plan someone else moved (牙医把我改到下周一了, "They moved
my dentist appointment to Monday", "Had to move the dentist to Monday") is the user's plan on
the new day and no plan of the mover's; 麻烦 before a request is no 烦 (a dislike); an event
named by a customer (客户那个会) is still the user's; being ill this week is no plan; a value
said with "not" and the old one ends the old one in a slot of several values."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after, user_slots

_DENTIST = "my dentist appointment is Friday"
_STRIPE = "my interview at Stripe is Thursday"
_ROCCO = "dog: Rocco"
_ANNA = "sister: Anna"


def _active_plans(context: str, said: str) -> list[tuple[str, tuple[str, ...]]]:
    _, after = learned_after(context, said)
    return [
        (m.value, tuple(str(d) for d in m.dates)) for m in after if m.active and m.slot == "plan"
    ]


@pytest.mark.parametrize(
    ("context", "said", "day"),
    [
        (_DENTIST, "The dentist moved it to Monday.", "2026-03-09"),
        (_DENTIST, "They moved my dentist appointment to Monday.", "2026-03-09"),
        (_DENTIST, "Had to move the dentist to Monday.", "2026-03-09"),
        (_STRIPE, "Stripe rescheduled my interview for next Monday", "2026-03-09"),
        ("周五去看牙", "牙医把我改到下周一了", "2026-03-09"),
        ("周五去看牙", "牙医把时间改到下周一了", "2026-03-09"),
        ("周四要去见客户", "客户把会改到下周一了", "2026-03-09"),
        ("周四要去见客户", "客户那个会推到下周一了", "2026-03-09"),
        ("周四下午面试", "HR把面试推到周五了", "2026-03-06"),
    ],
)  # fmt: skip
def test_a_plan_someone_moved_is_the_users_on_the_new_day(
    context: str, said: str, day: str
) -> None:
    plans = _active_plans(context, said)
    assert len(plans) == 1
    assert plans[0][1] == (day,)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("下周三去上海出差，麻烦帮我订个酒店", "2026-03-11"),
        ("周五下午三点要去医院复查，麻烦提醒我一下", "2026-03-06"),
        ("Flying to Denver next Wednesday, could you please book me a hotel", "2026-03-11"),
    ],
)
def test_a_plan_before_a_polite_request_is_kept(said: str, day: str) -> None:
    assert [dates for _, dates in _active_plans("", said)] == [(day,)]


@pytest.mark.parametrize(
    "said",
    [
        "Got a cold this week so keep replies short.",
        "This week I've got a stinking cold.",
        "Down with the flu today, go easy on me",
        "这周感冒了，回复简短点",
    ],
)
def test_being_ill_this_week_is_no_plan(said: str) -> None:
    assert not [pair for pair in user_slots(said) if pair[0] == "plan"]


@pytest.mark.parametrize(
    ("context", "said", "new", "old"),
    [
        ("My dog is Rocco", "Sorry, my dog's name is Rocky, not Rocco.", "dog: Rocky", _ROCCO),
        ("My dog is Rocco", "it's Rocky actually, not Rocco", "dog: Rocky", _ROCCO),
        ("My sister is Anna", "sorry, my sister is Hannah not Anna", "sister: Hannah", _ANNA),
        ("我家狗叫旺财", "说错了，我家狗叫来福，不是旺财", "狗: 来福", "狗: 旺财"),
    ],
)  # fmt: skip
def test_a_value_said_not_to_be_the_old_one_replaces_it(
    context: str, said: str, new: str, old: str
) -> None:
    _, after = learned_after(context, said)
    values = [m.value for m in after if m.active and m.slot in ("pet", "relation")]
    assert values == [new]
    assert old not in values


def test_a_value_not_said_of_a_name_ends_nothing() -> None:
    _, after = learned_after("My dog is Rocco", "My dog is Rocky, not a puppy any more")
    assert "dog: Rocco" in [m.value for m in after if m.active]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I have a trip to Rome on the 14th", "we're not going to Rome anymore"),
        ("I'm flying to Oslo next week", "I'm no longer flying to Oslo."),
        ("I'm flying to Oslo next week", "We are not going to Oslo after all"),
        ("I'm going to Paris next Friday", "The Paris trip got cancelled"),
        ("下周五去成都", "成都不去了"),
    ],
)
def test_a_trip_said_off_ends(context: str, said: str) -> None:
    assert _active_plans(context, said) == []


@pytest.mark.parametrize(
    ("context", "said", "day"),
    [
        ("My flight to Boston is on the 20th", "Flight's been moved up to the 18th", "2026-03-18"),
        ("我周四下午有个面试", "面试时间改了，改成周五上午", "2026-03-06"),
    ],
)  # fmt: skip
def test_a_plan_moved_with_its_hour_or_by_its_means(context: str, said: str, day: str) -> None:
    assert [dates for _, dates in _active_plans(context, said)] == [(day,)]


@pytest.mark.parametrize(
    "said", ["Paris got cancelled, but Tuesday's still on", "Friday is still on"]
)
def test_a_plan_said_to_hold_is_no_new_plan(said: str) -> None:
    assert not [pair for pair in user_slots(said) if pair[0] == "plan"]


def test_a_meeting_named_by_its_place_is_no_skill() -> None:
    assert not [pair for pair in user_slots("北京的会提前到周五了") if pair[0] == "skill"]


@pytest.mark.parametrize(
    ("said", "days"),
    [
        ("周六去爬山，周日去看电影", {"2026-03-07", "2026-03-08"}),
        ("下周二去做胃镜，然后周五去上海出差", {"2026-03-10", "2026-03-06"}),
        (
            "我下个礼拜二要去医院做胃镜然后周五还要去上海出差帮我安排一下",
            {"2026-03-10", "2026-03-06"},
        ),
        ("下周去青岛，周三", {"2026-03-09"}),
    ],
)
def test_each_chinese_clause_with_a_day_of_its_own_is_a_plan(said: str, days: set[str]) -> None:
    assert {dates[0] for _, dates in _active_plans("", said)} == days


@pytest.mark.parametrize(
    ("said", "days"),
    [
        (
            "I've got parents' evening on Tuesday and a hospital appointment on Thursday",
            {"2026-03-03", "2026-03-05"},
        ),
        ("dentist on Tuesday and then I fly to Rome on Thursday", {"2026-03-03", "2026-03-05"}),
        ("on Thurs we fly to Rome", {"2026-03-05"}),
        ("this coming Thursday we fly to Rome", {"2026-03-05"}),
    ],
)
def test_each_english_thing_with_a_day_of_its_own_is_a_plan(said: str, days: set[str]) -> None:
    assert {dates[0] for _, dates in _active_plans("", said)} == days


@pytest.mark.parametrize(
    "said", ["I'll be in Leeds on Monday and Tuesday", "I'm in Leeds from Monday to Wednesday"]
)
def test_a_span_of_days_leaves_no_second_day_in_the_plan(said: str) -> None:
    assert [value.removeprefix("be ") for value, _ in _active_plans("", said)] == ["in Leeds"]


def test_another_persons_verb_in_ies_is_read_in_its_base_form() -> None:
    _, after = learned_after("", "My sister flies to Boston on Friday")
    assert [m.value for m in after if m.slot == "plan"] == ["fly to Boston"]
