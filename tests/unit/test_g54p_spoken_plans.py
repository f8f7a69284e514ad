"""g54p: plans written as notes, chat and voice input, with no subject: one word before its
day then another clause ("Exam on Friday, wish me luck"), weekdays written short ("Fri"),
and Chinese clauses parted by spaces (明早七点的动车去杭州开会 闹钟定好了)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.plan_bare_heads import no_doing, stands_alone
from memstream.processors.grammar.spoken_gaps import narrowed
from tests.fixtures.grammar import learned_keys

_PLAN_KEYS = ("fact:plan:", "fact:trip:")


def _plans(text: str) -> set[tuple[str, str]]:
    """(what, date) of the user's plans and trips in one message, as their keys name them."""
    found = learned_keys(text)
    return {(key.split(":", 2)[2], value) for key, value in found if key.startswith(_PLAN_KEYS)}


@pytest.mark.parametrize(
    ("text", "plan", "day"),
    [
        ("Exam on Friday, wish me luck", "exam", "2026-03-06"),
        ("Wedding on Saturday, need a suit", "wedding", "2026-03-07"),
        ("Interview Thursday at 10, so nervous", "interview", "2026-03-05"),
        ("Haircut on Tuesday, then drinks with Sam", "haircut", "2026-03-03"),
        ("Moving on Saturday, any tips for packing books?", "moving", "2026-03-07"),
        ("Flying out Fri, back Mon", "flying out", "2026-03-06"),
        ("Off to Leeds Fri morning", "off to leeds", "2026-03-06"),
    ],
)
def test_a_one_word_plan_before_its_day(text: str, plan: str, day: str) -> None:
    assert (plan, day) in _plans(text)


@pytest.mark.parametrize(
    "text",
    [
        "Something on Friday, can't remember what",
        "Saw the Sun, it was bright",
        "My sister has an exam on Friday, wish her luck",
        "Exam on Friday? Which one?",
    ],
)
def test_no_plan_of_the_user(text: str) -> None:
    assert _plans(text) == set()


@pytest.mark.parametrize(
    ("text", "plan", "day"),
    [
        ("周五晚上七点去万达看电影 票已经买好了", "去万达看电影", "2026-03-06"),
        ("明天下午两点面试 有点紧张", "面试", "2026-03-03"),
        ("下礼拜三去医院做胃镜 别忘了空腹", "去医院做胃镜", "2026-03-11"),
        ("后天一早的飞机去三亚 行李还没收拾", "三亚", "2026-03-04"),
        ("明早七点的动车去杭州开会 闹钟定好了", "杭州", "2026-03-03"),
    ],
)
def test_a_spoken_clause_ends_at_a_space(text: str, plan: str, day: str) -> None:
    assert (plan, day) in _plans(text)


@pytest.mark.parametrize(
    "text",
    [
        "我老公周五晚上七点去万达看电影 票已经买好了",
        "周五晚上去万达看电影吗 票还有没有",
        "上周五去万达看了电影 票挺贵",
    ],
)
def test_a_spoken_clause_of_someone_else_or_asked_or_past(text: str) -> None:
    assert not {p for p in _plans(text) if "电影" in p[0]}


def test_a_date_alone_takes_the_clause_after_the_space() -> None:
    text = "周四上午十点 去银行办卡 带身份证"
    assert narrowed(text, -1, 0, 2, len(text)) == (-1, text.index(" 带"))
    assert narrowed("周五去上海", -1, 0, 2, 5) == (-1, 5)


def test_bare_heads_read_one_doing_or_event() -> None:
    assert stands_alone("Exam ") and stands_alone("Packing")
    assert not stands_alone("Raining") and not stands_alone("my exam")
    assert no_doing("Something") and not no_doing("Dentist")


@pytest.mark.parametrize(
    ("text", "plan", "day"),
    [
        ("下周三去北京，车票买好了", "北京", "2026-03-11"),
        ("下周三去北京 车票买好了", "北京", "2026-03-11"),
    ],
)
def test_a_destination_said_before_another_clause(text: str, plan: str, day: str) -> None:
    assert (plan, day) in _plans(text)


@pytest.mark.parametrize(
    "text",
    ["这周末的票买好了", "今天搬完家了", "We sat in the Sun, lovely"],
)
def test_a_result_done_or_a_word_like_a_day_is_no_plan(text: str) -> None:
    assert _plans(text) == set()


def test_a_short_day_needs_the_words_of_a_day() -> None:
    text = "I'm hosting the book club at mine this Friday, we're doing Half of a Yellow Sun."
    assert _plans(text) == {("hosting the book club at mine", "2026-03-06")}


@pytest.mark.parametrize(
    "text",
    [
        "Concert on Saturday, tickets still available at the box office",
        "Match on Saturday, Arsenal v Spurs, kick off 3pm",
        "明天下午两点停水 物业通知的",
    ],
)
def test_a_public_event_is_no_plan_of_the_user(text: str) -> None:
    assert _plans(text) == set()
