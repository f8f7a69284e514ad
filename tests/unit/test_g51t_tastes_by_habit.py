"""Tastes said by habit (issue 22, g51t), in English and Chinese: a taking kept up keenly in a
span of days (螺蛳粉我一周能吃三回, 一礼拜总归要吃三四趟片儿川, "I'd happily eat tacos every day"),
a thing put on everything ("I put carob syrup on everything", "I'd eat rillettes on anything"),
a day that does not go without the thing ("I can't function without coffee", 没有咖啡我一天都没
精神). A meal's amount, a rule kept, a person, a need or someone else learns no like."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import likes_learned


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("螺蛳粉我一周能吃三回", "螺蛳粉"),
        ("螺蛳粉我能一周吃三回", "螺蛳粉"),
        ("我一礼拜总归要吃三四趟片儿川", "片儿川"),
        ("奶茶我一天能喝三杯", "奶茶"),
        ("I'd happily eat tacos every day.", "tacos"),
        ("I'd eat rillettes on anything.", "rillettes"),
        ("I put carob syrup on everything.", "carob syrup"),
        ("I eat olives by the handful now.", "olives"),
    ],
)
def test_a_taking_kept_up_without_end_is_a_like(text: str, thing: str) -> None:
    assert thing in likes_learned(text)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I can't function without coffee.", "coffee"),
        ("Can't start my day without a flat white.", "flat white"),
        ("没有咖啡我一天都没精神", "咖啡"),
        ("每天早上都要嗦一碗拌粉，没有拌粉一天没精神", "拌粉"),
    ],
)
def test_a_day_that_does_not_go_without_the_thing_is_a_like(text: str, thing: str) -> None:
    assert thing in likes_learned(text)


@pytest.mark.parametrize(
    "text",
    [
        "我一顿能吃两斤肉",
        "我能吃三碗饭",
        "火锅我一个月得吃四五次",
        "他一周能吃三回火锅",
        "I can eat three bowls of rice.",
        "I can't work without my laptop.",
        "没钱就难受",
        "Can you function without coffee?",
        "I'd eat them on anything.",
        "I can function without coffee now.",
    ],
)
def test_an_amount_a_rule_a_need_or_a_question_is_no_like(text: str) -> None:
    assert likes_learned(text) == set()
