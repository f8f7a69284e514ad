"""Round 32 wrong values (g56q): a question inside a job or a place, a second refusal run on
into a liked or disliked thing, an employer that is only a place (a district, a region and its
town). Own phrasings, none of them a corpus line: positives and near misses in both languages."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.value_shapes import shape_value
from tests.fixtures.grammar import user_slot_values

REFUSED_OR_TRIMMED: list[tuple[str, str, str | None]] = [
    ("role", "电工要考哪些证", None),
    ("role", "厨师怎么入行", None),
    ("employer", "哪家公司好呢", None),
    ("home_location", "成都还是重庆好呢", None),
    ("role", "plumber what papers do I need", None),
    ("employer", "a bank, which is best?", None),
    ("dislike", "芹菜也不吃韭菜", "芹菜"),
    ("dislike", "羊肉不喝牛奶", "羊肉"),
    ("like", "火锅，从来不喝奶茶", "火锅"),
    ("dislike", "olives and I never eat anchovies", "olives"),
    ("dislike", "mushrooms, but I don't touch eggplant either", "mushrooms"),
    ("employer", "湾仔", None),
    ("employer", "河北保定", None),
    ("employer", "江苏昆山", None),
    ("plan", "rent due end of the month", "rent due"),
    ("plan", "dentist by the end of this week", "dentist"),
    ("plan", "choir concert 21st", "choir concert"),
    ("plan", "the bbq at our place", "the bbq"),
    ("plan", "a baby shower at my flat", "a baby shower"),
    ("dislike", "吃咸", "咸"),
    ("dislike", "eating sweet", "sweet"),
    ("like", "俏皮一点", None),
    ("like", "轻松一些的语气", None),
    ("like", "a little more playful", None),
    ("goal", "很简单", None),
    ("goal", "simple", None),
    ("goal", "simple: swim a mile by August", "swim a mile by August"),
    ("goal", "很简单：把驾照考下来", "把驾照考下来"),
    ("role", "活儿", None),
    ("role", "the job", None),
]
"""Broken values and what the check makes of them (None: refused)."""


@pytest.mark.parametrize(("slot", "value", "made"), REFUSED_OR_TRIMMED)
def test_broken_values_refused_or_trimmed(slot: str, value: str, made: str | None) -> None:
    assert shape_value(slot, value) == made


KEPT: list[tuple[str, str]] = [
    ("role", "电工"),
    ("role", "howitzer mechanic"),
    ("home_location", "Whatcom County"),
    ("dislike", "不加糖的咖啡"),
    ("dislike", "一口都不碰"),
    ("dislike", "不放辣的面"),
    ("dislike", "olives"),
    ("dislike", "coffee and tea"),
    ("employer", "北京大学"),
    ("employer", "保定学院"),
    ("employer", "昆山杜克大学"),
    ("employer", "湾仔码头"),
    ("plan", "dinner with my sister"),
    ("habit", "bake bread with the kids"),
    ("habit", "swim on Fridays with a few mates from the office"),
    ("plan", "hiking Snowdon with my flatmates"),
    ("plan", "flight on the 14th"),
    ("plan", "Rome for my 50th"),
    ("plan", "team offsite at our office"),
    ("plan", "open house at the end"),
    ("dislike", "吃辣"),
    ("dislike", "吃甜食"),
    ("like", "热闹"),
    ("like", "playful puppies"),
    ("dislike", "chatty tone"),
    ("goal", "过简单的生活"),
    ("goal", "keep it simple at work"),
    ("role", "工作室老板"),
    ("role", "job coach"),
]
"""Right values that must pass as they are (near misses of the rules above)."""


@pytest.mark.parametrize(("slot", "value"), KEPT)
def test_right_values_kept(slot: str, value: str) -> None:
    assert shape_value(slot, value) == value


def test_run_on_refusal_keeps_the_first_thing() -> None:
    learned = user_slot_values("我不吃芹菜也不吃韭菜")
    assert ("dislike", "芹菜也不吃韭菜") not in learned


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我在去新西兰当厨师要考什么证", "role"),
        ("I'm thinking of retraining as a plumber, what papers do I need?", "role"),
    ],
)
def test_question_gives_no_job(text: str, slot: str) -> None:
    assert not [v for s, v in user_slot_values(text) if s == slot and ("什么" in v or "what" in v)]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我在网易做产品经理", "employer", "网易"),
        ("I work at Stripe as a backend engineer", "employer", "Stripe"),
        ("我是厨师", "role", "厨师"),
    ],
)
def test_right_work_values_stay(text: str, slot: str, value: str) -> None:
    assert (slot, value) in user_slot_values(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我不太爱吃咸的，口味偏淡", "dislike", "咸"),
        ("我喜欢热闹，周末常去夜市", "like", "热闹"),
    ],
)
def test_flavours_and_real_tastes_stay(text: str, slot: str, value: str) -> None:
    assert (slot, value) in user_slot_values(text)


def test_manner_asked_for_is_no_like() -> None:
    assert not [v for s, v in user_slot_values("回复俏皮一点，我喜欢俏皮一点的") if s == "like"]
