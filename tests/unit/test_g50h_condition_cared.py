"""g50h: a condition said by what cares for it or what it keeps one from ("a brace for my torn
meniscus", "because of my arthritis"), by what gave it ("standing all day gave me plantar
fasciitis") or as who one is ("migraine sufferer"); a Chinese condition named right after the
person whatever follows (我贫血要补点蛋白, 医生说我是轻度抑郁，在吃药, 鼻炎也老犯), left by a
time of strain (坐月子落下了腰肌劳损) or said as who one is (作为一个哮喘患者)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("I wear a knee brace for my torn meniscus.", "torn meniscus"),
        ("I have to use a wheelchair because of my MS.", "MS"),
        ("I can't climb stairs because of my arthritis.", "arthritis"),
        ("I'm getting physio for my plantar fasciitis.", "plantar fasciitis"),
        ("Can't do gluten because of my coeliac disease.", "coeliac disease"),
        ("I take pills for my high blood pressure.", "high blood pressure"),
        ("No running for me due to my asthma.", "asthma"),
        ("standing all day gave me plantar fasciitis", "plantar fasciitis"),
        ("Years of typing gave me carpal tunnel syndrome.", "carpal tunnel syndrome"),
        ("migraine sufferer, bright screens set me off", "migraine"),
        ("I'm a lifelong asthma sufferer.", "asthma"),
        ("I'm a chronic back pain sufferer.", "back pain"),
    ],
)
def test_en_a_condition_said_by_its_care_or_its_limit(text: str, condition: str) -> None:
    assert ("condition", condition) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I buy pills for my dad's arthritis.",
        "My mom uses a cane because of her arthritis.",
        "What's a good cream for eczema?",
        "I skipped the run because of my knee.",
        "That meeting gave me anxiety lol",
        "The job might give me arthritis.",
        "Did the vaccine give you shingles?",
        "My wife is a migraine sufferer.",
    ],
)
def test_en_care_of_another_or_of_no_one_is_no_condition(text: str) -> None:
    assert not any(slot == "condition" for slot, _ in user_slots(text))


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("我贫血要补点蛋白", "贫血"),
        ("医生说我贫血要补点蛋白", "贫血"),
        ("医生说我高血压得长期吃药了", "高血压"),
        ("医生说我是轻度抑郁，在吃药", "轻度抑郁"),
        ("我轻度抑郁在吃舍曲林", "轻度抑郁"),
        ("我鼻炎老犯", "鼻炎"),
        ("平时不吃辣，鼻炎也老犯", "鼻炎"),
        ("我有风湿，阴天就疼", "风湿"),
        ("作为一个哮喘患者，我很怕雾霾", "哮喘"),
        ("坐月子落下了腰肌劳损", "腰肌劳损"),
        ("长期熬夜熬出了胃病", "胃病"),
    ],
)
def test_zh_a_condition_named_right_after_the_person(text: str, condition: str) -> None:
    assert ("condition", condition) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    ["我是不是贫血？", "我怕得糖尿病", "高血压的人能喝咖啡吗", "我担心自己有焦虑", "怕熬出胃病来"],
)
def test_zh_a_condition_asked_of_or_feared_is_not_had(text: str) -> None:
    assert not any(slot == "condition" for slot, _ in user_slots(text))
