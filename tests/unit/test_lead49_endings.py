"""The lead's round-49 endings: a goal or project named only by its kind and a pointer ("I gave
up on that goal", 这个目标我放弃了, 那个项目不做了) ends the one there is (not one of two); a pet
said goodbye to or put to sleep ("We had to say goodbye to Biscuit", 豆豆上周安乐了) ends."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


def _active(context: str, said: str, slot: str) -> list[str]:
    return [m.value for m in active_after(context, said, slot)]


@pytest.mark.parametrize(
    ("context", "said", "slot"),
    [
        ("我有个大目标，今年攒够十万块", "这个目标我放弃了，家里老人住院花了一大笔", "goal"),
        ("I want to run a marathon this year", "I gave up on that goal, too much", "goal"),
        ("我在做一个记账的小程序", "那个项目不做了", "project"),
        ("I'm building a budgeting app on weekends", "I gave up on that project", "project"),
    ],
)
def test_an_ending_named_by_its_kind_ends_the_one_there_is(
    context: str, said: str, slot: str
) -> None:
    assert _active(context, said, slot) == []


def test_an_ending_named_by_its_kind_ends_none_of_two() -> None:
    context = "我在做一个记账的小程序 // 我还在写一个爬虫项目"
    assert len(_active(context, "那个项目不做了", "project")) == 2


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("Our dog Biscuit is 14", "We had to say goodbye to Biscuit on Saturday."),
        ("Our dog Biscuit is 14", "we had Biscuit put to sleep on Friday"),
        ("Our dog Biscuit is 14", "said goodbye to my old boy Biscuit today"),
        ("我家狗叫豆豆", "豆豆上周安乐了"),
    ],
)
def test_a_pet_said_goodbye_to_ends(context: str, said: str) -> None:
    assert _active(context, said, "pet") == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("Our dog Biscuit is 14", "said goodbye to Biscuit at the airport, he's off to uni"),
        ("我家狗叫豆豆", "豆豆今天去宠物店洗澡了"),
    ],
)
def test_a_goodbye_of_another_kind_ends_no_pet(context: str, said: str) -> None:
    assert _active(context, said, "pet") != []


@pytest.mark.parametrize(
    ("context", "said", "slot"),
    [
        ("I smoke about ten a day", "Day 40 without a cigarette. The patches worked.", "habit"),
        ("I smoke about ten a day", "3 weeks without a cigarette now!", "habit"),
        ("I love red wine", "a month without a drop of wine", "like"),
        ("我每天抽一包烟", "已经40天没抽烟了", "habit"),
        ("我爱喝可乐", "三个月没喝过一口可乐了", "like"),
    ],
)
def test_a_count_of_days_without_a_thing_given_up_ends_it(
    context: str, said: str, slot: str
) -> None:
    assert _active(context, said, slot) == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I go to the gym every day", "a week without the gym and I'm climbing the walls"),
        ("我每天跑步", "三天没跑步了"),
    ],
)
def test_a_break_from_a_routine_ends_nothing(context: str, said: str) -> None:
    assert _active(context, said, "habit") != []
