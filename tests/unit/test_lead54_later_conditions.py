"""A condition or a wish in a later clause does not take back what the sentence stated
before it ("I'm vegan, so if you suggest recipes keep them plant-based", 我住在杭州，要是中了彩票
我就搬去大理); a condition that closes the sentence and bends back onto a plan, a sentence that
opens with one, a wish and a joke still say nothing (`grammar/later_conditions.py`)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.later_conditions import en_head, zh_head
from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm a paramedic in Cork, so if you could be brief that helps", ("role", "paramedic")),
        ("I'm vegetarian, so if you suggest dinners skip the meat ones", ("diet", "vegetarian")),
        ("I can't stand olives, I'll scrape them off even if it's one", ("dislike", "olives")),
        ("I'm allergic to latex, so if a nurse asks please remind me", ("allergy", "latex")),
        ("My son Felix is nine, if you have camp ideas send them over", ("relation", "son: Felix")),
        ("I live in Dundee, and if I won I'd move somewhere warm", ("home_location", "Dundee")),
        ("I work at Airbus, if anyone asks I'm in the wing team", ("employer", "Airbus")),
        ("I speak Welsh at home, so if I mix words in, that's why", ("languages", "Welsh")),
        ("I'm a carpenter, someday I'd love to build my own cabin", ("role", "carpenter")),
        ("我对芒果过敏，所以如果你推荐甜品的话记得避开芒果", ("allergy", "芒果")),
        ("我在苏州上班，要是回答能简短一点就好了", ("work_location", "苏州")),
        ("我住在青岛，要是中了彩票我就搬去三亚", ("home_location", "青岛")),
        ("我是会计，下辈子想当个厨子", ("role", "会计")),
        ("我吃素，万一你推荐餐厅的话记得找素食的", ("diet", "vegetarian")),
    ],
)
def test_what_comes_before_a_later_condition_is_stated(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm moving to Porto in June, if the job offer comes through",
        "I'm moving to Porto in June, but only if the job offer comes through",
        "I'd retrain as a vet, if I could afford it",
        "If I were braver I'd be a pilot, ha",
        "I'm a billionaire, if you believe that lol",
        "我下个月调去深圳，如果审批下来的话",
        "如果我有钱，我就住在大理",
        "我是亿万富翁，如果你信的话哈哈",
    ],
)
def test_a_condition_that_bends_back_or_opens_the_sentence_says_nothing(text: str) -> None:
    assert user_slots(text) == set()


@pytest.mark.parametrize(
    ("text", "head"),
    [
        ("I'm vegan, so if you suggest recipes keep them plant-based", "I'm vegan"),
        ("I hate cilantro, I'll pick it out even if it's a garnish", "I hate cilantro"),
        ("I hate cilantro, even if it's in salsa", "I hate cilantro"),
        ("I'm on CET so if you give me times convert them", "I'm on CET"),
        ("I'm moving in May, if the visa comes through", ""),
        ("I'm moving in May, as long as the visa comes through", ""),
        ("If I won I'd quit, I'm a nurse", ""),
        ("I would live in Rome, so if you know flats tell me", ""),
    ],
)
def test_english_head(text: str, head: str) -> None:
    assert en_head(text) == head


@pytest.mark.parametrize(
    ("text", "head"),
    [
        ("我对花生过敏，所以如果你推荐菜谱的话记得避开花生", "我对花生过敏"),
        ("我住在杭州，要是中了彩票我就搬去大理", "我住在杭州"),
        ("我下个月搬去成都，如果签证下来的话", ""),
        ("如果我有钱，我就住在巴黎", ""),
        ("我想搬去成都，如果你知道房子就告诉我", ""),
    ],
)
def test_chinese_head(text: str, head: str) -> None:
    assert zh_head(text) == head
