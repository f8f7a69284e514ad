"""Plans said with more around them: a second clause after the day ("moving on the 21st
and there are boxes everywhere"), a reminder asked for ("remind me I have …"), and a plan
moved by someone else ("the dentist moved my cleaning to Thursday the 12th", "dentist pushed
me to Friday"); and what is no plan: what was done ("Took the kids to the coast this
weekend") and what a thing does on a day ("the store closes early on Sunday", 快递说周四能到)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after as _learned


def _plans(earlier: str, later: str) -> list[tuple[str, tuple[str, ...]]]:
    """The user's active plans (value, days) after `later`."""
    _, after = _learned(earlier, later)
    return [
        (m.value, m.dates) for m in after if m.active and m.slot == "plan" and m.subject == "user"
    ]


@pytest.mark.parametrize(
    ("said", "plan", "day"),
    [
        ("we're moving house on the 21st and there are boxes everywhere", "moving house", "21"),
        (
            "I'm presenting at the faculty colloquium next Wednesday and would like help with "
            "the abstract",
            "presenting at the faculty colloquium",
            "11",
        ),
        ("remind me i have a dentist appointment on thursday", "dentist appointment", "05"),
        ("I'm flying to Denver next Friday but I hate layovers", "flying to Denver", "13"),
        ("这周五要回兰州，帮我看看机票", "回兰州", "06"),
        ("提醒我一下，周四要看牙", "看牙", "05"),
    ],
)
def test_a_plan_is_read_past_what_surrounds_it(said: str, plan: str, day: str) -> None:
    plans = _plans("", said)
    assert any(plan in value and days[0].endswith(day) for value, days in plans), plans


@pytest.mark.parametrize(
    ("earlier", "later", "day"),
    [
        (
            "Dental cleaning on Monday the 9th at 3pm.",
            "Dentist moved my cleaning to Thursday the 12th, they had a flood",
            "2026-03-12",
        ),
        ("Dentist on Thursday at 4.", "dentist pushed me to Friday", "2026-03-06"),
        ("Dentist on Thursday at 4.", "the dentist got moved to Friday", "2026-03-06"),
        ("周四看牙。", "看牙改到下周一了", "2026-03-09"),
        ("下周三要去郑州开学术推广会。", "推广会改到下周四了。", "2026-03-12"),
    ],
)
def test_a_plan_moved_by_someone_takes_the_new_day(earlier: str, later: str, day: str) -> None:
    plans = _plans(earlier, later)
    assert len(plans) == 1 and plans[0][1] == (day,), plans


@pytest.mark.parametrize(
    "said",
    [
        "they moved the game to Sunday",
        "my sister's flight got pushed to Saturday",
        "我想下周去爬山，不过要看天气",
        "明天我老公要加班，他得早起",
    ],
)
def test_no_plan_of_the_users(said: str) -> None:
    assert _plans("", said) == []


@pytest.mark.parametrize(
    "said",
    [
        "Took the kids to the coast this weekend, they loved it",
        "we drove up to the cabin on Saturday, gorgeous",
        "the store closes early on Sunday",
        "the package should arrive on Thursday",
        "the new season drops on Friday and I can't wait",
        "超市周日提前关门",
        "快递说周四能到",
        "新片周五上映，好期待",
    ],
)
def test_what_was_done_or_what_a_thing_does_is_no_plan(said: str) -> None:
    assert _plans("", said) == []


@pytest.mark.parametrize(
    ("said", "plan"),
    [
        ("Booked a table at Nobu for Friday", "table at Nobu"),
        ("SAT retake on the 14th, wish me luck", "SAT retake"),
        ("the flight I booked leaves on Friday", "flight"),
        ("周六去看新上映的电影", "去看新上映的电影"),
        ("这周三国庆前最后一个版本要上线，我得盯着", "版本要上线"),
    ],
)
def test_a_plan_made_or_named_stays(said: str, plan: str) -> None:
    assert any(plan in value for value, _ in _plans("", said)), _plans("", said)
