"""Health in everyday words, written down before any corpus failure was read: how people say
an allergy, a diet or a health condition in English and Chinese, each phrasing in a fresh
sentence with the value it must give (values compared as the scorer compares them); and
what is none of these (stress that gives hives, a word of an allergy's sort, a meal)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import said


def _gives(text: str, slot: str, value: str) -> bool:
    """True when the sentence gives the user `slot` with `value` (as the scorer matches)."""
    return any(
        key == slot and values_match(value, found)
        for key, _, found in (s.partition("=") for s in said(text))
    )


ALLERGY_EN = [
    ("Peanuts make me break out in hives", "Peanuts"),
    ("Shellfish and I don't get along, my throat closes up", "Shellfish"),
    ("I react to penicillin", "penicillin"),
    ("I get really itchy eyes around cats", "cats"),
    ("I've got a bad allergy to bee stings", "bee stings"),
    ("I'm super allergic to pollen", "pollen"),
    ("Hay fever season is brutal, grass pollen allergy", "grass pollen"),
    ("I'm allergic to nickel, so no cheap earrings", "nickel"),
    ("Eggs give me hives", "Eggs"),
    ("Sesame triggers my allergy", "Sesame"),
    ("I have allergies to dust mites", "dust mites"),
    ("I've always been allergic to dogs", "dogs"),
    ("Ever since I was a kid I've been allergic to milk", "milk"),
    ("My throat closes up whenever I eat cashews", "cashews"),
    ("I have to carry an EpiPen for peanuts", "peanuts"),
    ("I swell up from wasp stings", "wasp stings"),
    ("I'm allergic to codeine", "codeine"),
    ("Kiwi makes my mouth itch", "Kiwi"),
    ("Ibuprofen makes my face swell up", "Ibuprofen"),
    ("I break out in a rash from wool", "wool"),
    ("It turns out I'm allergic to amoxicillin", "amoxicillin"),
    ("I am allergic to soy", "soy"),
    ("I'm quite allergic to horses", "horses"),
    ("I have a shellfish allergy", "shellfish"),
    ("mushrooms give me a nasty reaction so leave them out pls", "mushrooms"),
    ("I'm the guy with the peanut allergy, remember", "peanut"),
    ("I found out last year I'm allergic to almonds", "almonds"),
]
ALLERGY_ZH = [
    ("我一吃芒果就起疹子", "芒果"),
    ("我对花粉特别过敏", "花粉"),
    ("我对狗毛过敏", "狗毛"),
    ("我吃虾会过敏", "虾"),
    ("我对阿司匹林过敏", "阿司匹林"),
    ("我喝牛奶过敏", "牛奶"),
    ("我一碰猫就过敏", "猫"),
    ("我对螃蟹过敏，吃了会肿", "螃蟹"),
    ("我对酒精有点过敏", "酒精"),
    ("我对紫外线过敏", "紫外线"),
    ("我对柳絮过敏", "柳絮"),
    ("我是芒果过敏体质", "芒果"),
    ("我对青霉素过敏，打针要注意", "青霉素"),
    ("我吃花生会过敏", "花生"),
    ("我有尘螨过敏", "尘螨"),
    ("我对金属过敏，戴不了耳环", "金属"),
    ("我对羊毛过敏", "羊毛"),
    ("我一喝酒就起红疹", "酒"),
    ("我小时候就对鸡蛋过敏", "鸡蛋"),
    ("我皮肤对酒精过敏", "酒精"),
    ("我对坚果过敏", "坚果"),
    ("我对海鲜过敏得很厉害", "海鲜"),
    ("我一吃菠萝嘴就痒", "菠萝"),
    ("我对蜂蜜过敏", "蜂蜜"),
    ("我对布洛芬过敏", "布洛芬"),
    ("菠萝会让我过敏", "菠萝"),
]
DIET_EN = [
    ("I'm plant-based these days", "vegan"),
    ("I'm pescatarian, fish but no meat", "pescatarian"),
    ("I'm on a low-FODMAP thing for my stomach", "low-FODMAP"),
    ("I've been vegetarian since college", "vegetarian"),
    ("I eat vegan", "vegan"),
    ("I never touch booze", "no alcohol"),
    ("I'm a pescatarian", "pescatarian"),
    ("I'm doing keto", "keto"),
    ("I eat gluten-free", "gluten-free"),
    ("I follow a vegan diet", "vegan"),
    ("I'm strictly plant-based", "vegan"),
    ("I don't eat gluten", "gluten-free"),
    ("I'm on a gluten-free diet", "gluten-free"),
    ("I've gone vegetarian", "vegetarian"),
    ("I'm halal", "halal"),
    ("I only eat kosher food", "kosher"),
    ("I stay away from gluten", "gluten-free"),
    ("I don't touch alcohol", "no alcohol"),
    ("I'm vegan, so no eggs or dairy", "vegan"),
    ("I've been doing keto for a few months", "keto"),
    ("I'm on the paleo diet", "paleo"),
    ("I keep a gluten-free diet", "gluten-free"),
    ("I'm a lifelong vegetarian", "vegetarian"),
    ("I'm a pretty strict vegan", "vegan"),
    ("as a vegetarian, I eat a lot of lentils", "vegetarian"),
    ("being vegan, I struggle to find good restaurants here", "vegan"),
    ("I haven't had a drink in 2 years", "no alcohol"),
    ("I'm off sugar", "sugar-free"),
    ("I don't do meat", "vegetarian"),
    ("no dairy for me please", "dairy-free"),
    ("I only eat fish, no other meat", "pescatarian"),
    ("I'm vegetarian, have been for years", "vegetarian"),
    ("I've been meat-free for about 5 years", "vegetarian"),
    ("I'm on a low sodium diet because of my blood pressure", "low-sodium"),
]
DIET_ZH = [
    ("我吃素好多年了", "vegetarian"),
    ("我是素食者", "vegetarian"),
    ("我一直吃素", "vegetarian"),
    ("我不沾酒", "no alcohol"),
    ("我是纯素", "vegan"),
    ("我信佛，吃素", "vegetarian"),
    ("我平时不吃肉", "vegetarian"),
    ("我只吃清真的", "halal"),
    ("我在吃低碳水", "low-carb"),
    ("我现在生酮饮食", "keto"),
    ("我是吃素的", "vegetarian"),
    ("我从来不喝酒", "no alcohol"),
    ("我不吃荤腥", "vegetarian"),
    ("我吃全素，蛋奶都不吃", "vegan"),
    ("我已经戒酒两年了", "no alcohol"),
    ("我是回民，吃清真", "halal"),
    ("我滴酒不沾的", "no alcohol"),
    ("我长期吃素", "vegetarian"),
    ("我最近在断碳水", "low-carb"),
    ("我是个素食主义者", "vegetarian"),
    ("我在吃无麸质饮食", "gluten-free"),
    ("我坚持轻断食", "intermittent fasting"),
    ("我是素食主义", "vegetarian"),
    ("我不喝酒的", "no alcohol"),
    ("我一直是吃素的", "vegetarian"),
    ("我在断糖", "sugar-free"),
    ("我一口酒都不喝", "no alcohol"),
]
CONDITION_EN = [
    ("I'm type 2 diabetic", "type 2 diabetes"),
    ("I've got asthma", "asthma"),
    ("I have ADHD", "ADHD"),
    ("I was diagnosed with celiac disease in 2020", "celiac disease"),
    ("I've had migraines for years", "migraines"),
    ("I've got a dodgy knee", "dodgy knee"),
    ("I live with fibromyalgia", "fibromyalgia"),
    ("I have a thyroid condition", "thyroid condition"),
    ("I'm diabetic", "diabetes"),
    ("I suffer from migraines", "migraines"),
    ("I've got a heart murmur", "heart murmur"),
    ("I got diagnosed with diabetes last year", "diabetes"),
    ("I have Crohn's disease", "Crohn's disease"),
    ("I'm dyslexic", "dyslexia"),
    ("I have psoriasis", "psoriasis"),
    ("I have hypertension", "hypertension"),
    ("I'm autistic", "autism"),
    ("I have tinnitus", "tinnitus"),
    ("I've been struggling with depression", "depression"),
    ("I have low blood pressure", "low blood pressure"),
    ("I was diagnosed with epilepsy as a teen", "epilepsy"),
    ("I have scoliosis", "scoliosis"),
    ("I have gout", "gout"),
    ("I've got endometriosis", "endometriosis"),
    ("I'm anemic", "anemia"),
    ("diabetic here, type 1, so watch the sugar", "type 1 diabetes"),  # g51h: the type said apart
]
CONDITION_ZH = [
    ("我是二型糖尿病", "糖尿病"),
    ("我有糖尿病", "糖尿病"),
    ("我有颈椎病", "颈椎病"),
    ("我有胃病", "胃病"),
    ("我有抑郁症", "抑郁症"),
    ("我得过乳腺癌", "乳腺癌"),
    ("我患有哮喘", "哮喘"),
    ("我有焦虑症", "焦虑症"),
    ("我得了痛风", "痛风"),
    ("我被诊断出多动症", "多动症"),
    ("我有腰间盘突出", "腰间盘突出"),
    ("我有高血脂", "高血脂"),
    ("我一直有胃炎", "胃炎"),
    ("我有偏头痛", "偏头痛"),
    ("我确诊了甲亢", "甲亢"),
    ("我长期失眠", "失眠"),
    ("我有痛风", "痛风"),
    ("我有心脏病史", "心脏病"),
    ("我有过敏性鼻炎，换季就犯", "过敏性鼻炎"),
    ("我是乳糖不耐", "乳糖不耐"),
    ("我有关节炎", "关节炎"),
    ("我有荨麻疹", "荨麻疹"),
    ("我有低血糖", "低血糖"),
    ("我得了肩周炎", "肩周炎"),
    ("我有慢性咽炎", "咽炎"),
    ("我怀孕五个月了", "怀孕"),
]


@pytest.mark.parametrize(("text", "value"), ALLERGY_EN + ALLERGY_ZH)
def test_an_allergy_said_in_everyday_words(text: str, value: str) -> None:
    assert _gives(text, "allergy", value), said(text)


@pytest.mark.parametrize(("text", "value"), DIET_EN + DIET_ZH)
def test_a_diet_said_in_everyday_words(text: str, value: str) -> None:
    assert _gives(text, "diet", value), said(text)


@pytest.mark.parametrize(("text", "value"), CONDITION_EN + CONDITION_ZH)
def test_a_condition_said_in_everyday_words(text: str, value: str) -> None:
    assert _gives(text, "condition", value), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "Stress gives me hives",
        "Spicy food makes me sweat",
        "Exams give me a rash every single time",
        "I'd never touch alcohol before a race",
        "This soup is pretty vegan",
        "I'm new here",
        "I'm on a strict diet",
        "I haven't had a drink today",
        "I'm off work today",
        "I only eat fish on Fridays",
        "a vegan restaurant opened near me",
        "I cook for a kid with a nut allergy",
        "我是过敏体质，对好多东西过敏",
        "我今天吃了顿素",
        "我用过一次那个洗面奶",
    ],
)
def test_no_health_fact_of_the_user(text: str) -> None:
    found = {s.split("=")[0] for s in said(text)}
    assert not found & {"allergy", "diet", "condition"}


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("I get really itchy eyes around cats, proper allergy", "proper"),
        ("I have a proper allergy to shellfish", "proper"),
        ("I have a total allergy to latex", "total"),
        ("oh and I'm allergic to penicillin, found out the hard way", "found out"),
        ("菠萝会让我过敏", "菠萝会让"),
    ],
)
def test_a_word_of_an_allergys_sort_is_no_allergen(text: str, word: str) -> None:
    assert f"allergy={word}" not in said(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [("我小时候就对鸡蛋过敏", "鸡蛋"), ("I've been allergic to eggs since I was little", "eggs")],
)
def test_an_allergy_since_childhood_still_holds(text: str, value: str) -> None:
    assert _gives(text, "allergy", value)


def test_what_held_in_childhood_only_is_not_learned() -> None:
    assert not any(s.startswith("like=") for s in said("我小时候喜欢画画"))
