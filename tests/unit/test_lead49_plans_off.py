"""The lead's plans of round 49: a plan someone else calls off ("they cancelled the hackathon",
主办方把比赛取消了), one the user calls off as an order ("scrap the marathon"), one that fell
through or was put off with no day (团建延期了, 泰山改天再去吧) ends; a year said before a month
dates the plan in that year (明年五月二号); what a span or a deadline leaves is no part of the
plan's name (下周一到周三在深圳培训, "renew my passport before the 30th"); a time kept by a place
is a time zone (时间按东京来, "use UK time")."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.dates import find_dates
from tests.fixtures.grammar import MONDAY, active_after, user_slots


def _plans(context: str, said: str) -> list[str]:
    return [m.value for m in active_after(context, said, "plan")]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I'm doing a hackathon this Saturday", "they cancelled the hackathon"),
        ("I'm doing a hackathon this Saturday", "ugh they postponed the hackathon indefinitely"),
        (
            "I'm running the Brighton marathon in April",
            "scrap the marathon, my knee's not having it",
        ),
        ("I'm going to Rome on the 14th", "the trip to Rome fell through"),
        ("I'm going to Rome on the 14th", "the Rome trip's been axed"),
        ("I have an interview at Stripe on Friday", "Stripe called off my interview"),
        ("下周六去爬泰山", "泰山改天再去吧，那天下雨"),
        ("周六团建去密云", "团建延期了，具体时间待定"),
        ("周六要去参加比赛", "主办方把比赛取消了"),
        ("周六要去参加那个活动", "他们取消了那个活动"),
        ("下个月五号去看演唱会", "演唱会无限期推迟了"),
    ],
)
def test_a_plan_called_off_or_put_off_ends(context: str, said: str) -> None:
    assert _plans(context, said) == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I'm doing a hackathon this Saturday", "my sister cancelled her wedding"),
        ("I'm doing a hackathon this Saturday", "they postponed the hackathon"),
        ("I'm doing a hackathon this Saturday", "can you cancel the hackathon for me"),
        ("下周六去爬泰山", "我姐取消了婚礼"),
        ("周三开会", "会议推迟了，改到周五"),
    ],
)
def test_a_plan_not_called_off_stays(context: str, said: str) -> None:
    assert _plans(context, said) != []


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("婚礼定在明年五月二号", "2027-05-02"),
        ("明年五月去日本", "2027-05-01"),
        ("去年十月去了日本", "2025-10-01"),
        ("今年的十月一号", "2026-10-01"),
    ],
)
def test_a_year_said_before_a_month_dates_in_that_year(text: str, iso: str) -> None:
    assert [m.iso for m in find_dates(text, MONDAY)] == [iso]


def test_a_month_without_a_year_is_the_nearest() -> None:
    assert [m.iso for m in find_dates("五月二号", date(2026, 3, 2))] == ["2026-05-02"]


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("下周一到周三在深圳培训", "在深圳培训"),
        ("从下周开始我在纽约出差", "在纽约出差"),
        ("婚礼定在明年五月二号", "婚礼"),
        ("gotta renew my passport before the 30th, what docs do I need", "renew my passport"),
        ("need to file my taxes by the 15th", "file my taxes"),
    ],
)
def test_a_span_or_deadline_leaves_no_word_in_the_plan(text: str, plan: str) -> None:
    assert ("plan", plan) in user_slots(text)


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("时差按美东算", "美东时间"),
        ("时间按东京来", "东京时间"),
        ("时间就按纽约的来吧", "纽约时间"),
        ("use UK time from now on", "UK time"),
        ("put me on UK time", "UK time"),
        ("go by Sydney time for me", "Sydney time"),
    ],
)
def test_a_time_kept_by_a_place_is_a_time_zone(text: str, zone: str) -> None:
    assert ("timezone", zone) in user_slots(text)


@pytest.mark.parametrize("text", ["go by Sydney time for me", "工资按月来算", "按我说的来"])
def test_a_zone_or_a_manner_is_no_name_and_no_zone(text: str) -> None:
    found = user_slots(text)
    assert not {slot for slot, _ in found} & {"name"}
    assert text.startswith("go") or not found


def test_a_called_off_word_is_no_goal() -> None:
    assert ("goal", "泡汤") not in user_slots("去泰山的计划泡汤了")


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("提醒：明天早上7点半送车去4S店做保养，顺便问下雨刮器要不要换", "送车去4S店做保养"),
        ("明晚七点半要跟我导师视频开组会汇报进度", "跟我导师视频开组会汇报进度"),
    ],
)
def test_a_label_or_an_intent_left_after_the_hour_is_no_part_of_the_plan(
    text: str, plan: str
) -> None:
    assert ("plan", plan) in user_slots(text)


def test_a_day_said_with_these_days_is_a_habit_not_a_plan() -> None:
    assert not [v for s, v in user_slots("Friday's a cider night these days") if s == "plan"]
