"""g51h: a condition said as a fragment with where it sits or when it comes ("Tinnitus in my
left ear since the gig years", "Hay fever every spring", "got patellar tendinopathy",
"Lactose intolerant too"), its kind after it ("migraines with aura"), diabetes' type said
apart ("I'm diabetic (type 1)"); not someone else's, a question, or a therapy (homeopathy)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _conditions(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "fact:health"}


def _habits(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "fact:habit"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tinnitus in my left ear since the gig years, loud bars are a nightmare", "tinnitus"),
        ("Eczema on my hands since I was a kid", "eczema"),
        ("Psoriasis on my elbows, flares in winter", "psoriasis"),
        ("I've got hay fever every May, the pollen is brutal", "hay fever"),
        ("knee is dodgy tho, got patellar tendinopathy", "patellar tendinopathy"),
        ("Gluten intolerant too.", "gluten intolerance"),
        ("Also lactose intolerant so no milk drinks.", "lactose intolerance"),
        ("i have ME/CFS so keep the plan gentle", "ME/CFS"),
        ("Migraines with aura, maybe twice a month.", "migraines with aura"),
        ("I get migraines with aura", "migraines with aura"),
        ("I'm diabetic (type 1)", "type 1 diabetes"),
        ("I have diabetes, type 2", "type 2 diabetes"),
    ],
)
def test_a_condition_said_as_a_fragment(text: str, expected: str) -> None:
    assert _conditions(text) == {expected}


def test_a_condition_with_when_it_comes_is_no_habit() -> None:
    assert _conditions("Hay fever every spring, it's brutal") == {"hay fever"}
    assert _habits("Hay fever every spring, it's brutal") == set()


@pytest.mark.parametrize(
    "text",
    [
        "I believe in homeopathy",
        "Does hay fever come every spring?",
        "My wife has hay fever every May",
        "my son gets migraines with aura",
    ],
)
def test_no_condition_of_the_user(text: str) -> None:
    assert _conditions(text) == set()


def test_a_habit_every_month_stays_a_habit() -> None:
    assert _conditions("I play tennis every May") == set()
    assert _habits("I play tennis every May")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("如今在舟山养老，喜欢钓鱼，有风湿", "风湿"),
        ("膝盖半月板损伤，医生让少跳", "半月板损伤"),
        ("轻度抑郁，在看心理医生，药也在吃", "轻度抑郁"),
        ("站久了腰椎间盘突出，医生让我少弯腰", "腰椎间盘突出"),
        ("桥本甲状腺炎确诊两年了，听说要忌碘", "桥本甲状腺炎"),
        ("牛奶我现在一口不喝了，乳糖不耐查出来了", "乳糖不耐"),
        ("去年查出来日光性皮炎", "日光性皮炎"),
    ],
)
def test_a_chinese_condition_said_bare(text: str, expected: str) -> None:
    assert _conditions(text) == {expected}


@pytest.mark.parametrize(
    "text",
    [
        "有风湿的人冬天要注意什么",
        "糖尿病怎么吃",
        "高血压患者能喝咖啡吗",
        "以前有风湿，现在好了",
        "怕得了风湿",
        "我老公，轻度抑郁",
        "程序员一般几岁会被裁啊？有点焦虑",
        "明天要面试，有点焦虑",
    ],
)
def test_no_bare_chinese_condition_of_the_user(text: str) -> None:
    assert _conditions(text) == set()
