"""Health said in more everyday ways (round of issue 22), written down before any corpus
failure was read: a diet by what is left out or a practice ("I don't eat pork", 我吃素三年了,
"trying keto"), an allergy by a reaction ("strawberries make me itchy", 我吃芒果嘴巴会肿), a
condition by its treatment ("I take insulin", 每天吃降压药), and the same facts inside a longer
message, with fillers, typos and English words inside Chinese."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said
from tests.unit.test_grammar_answers_table import answer
from tests.unit.test_grammar_health_breadth import _gives

ALLERGY_EN = [
    ("peanuts make my throat swell", "peanuts"),
    ("shrimp gives me hives every time", "shrimp"),
    ("fyi im allergic to latex", "latex"),
    ("can't eat walnuts, I'm allergic", "walnuts"),
    ("strawberries make me itchy all over", "strawberries"),
    ("I come out in a rash when I eat tomatoes", "tomatoes"),
    ("cats set off my allergies big time", "cats"),
    ("I had an allergic reaction to sulfa drugs once and I still react", "sulfa drugs"),
    ("Heads up, I'm allergic to shellfish so skip the prawns", "shellfish"),
    ("allergic to penicillin btw", "penicillin"),
    ("Pollen wrecks me every spring, I'm really allergic", "Pollen"),
    ("my lips swell up when I eat hazelnuts", "hazelnuts"),
    ("Lovely weather today. Also I'm allergic to bees so no picnic by the hives", "bees"),
    ("I'm allergic to both cats and dogs", "dogs"),
    ("gluten gives me a rash", "gluten"),
    ("i break out in hives from aspirin", "aspirin"),
]
ALLERGY_ZH = [
    ("我一吃海鲜就起疹子", "海鲜"),
    ("我海鲜过敏", "海鲜"),
    ("我对猫毛过敏，一靠近就打喷嚏", "猫毛"),
    ("我吃芒果嘴巴会肿", "芒果"),
    ("对了我青霉素过敏", "青霉素"),
    ("我对头孢过敏", "头孢"),
    ("我吃了虾就浑身痒", "虾"),
    ("我乳胶过敏", "乳胶"),
    ("我这人对酒精过敏，一喝就红", "酒精"),
    ("我碰到桃毛就过敏", "桃毛"),
    ("我对牛奶蛋白过敏", "牛奶蛋白"),
    ("今天天气不错，顺便说下我对花粉过敏", "花粉"),
    ("我是过敏体质，尤其对芒果过敏", "芒果"),
]
DIET_EN = [
    ("trying keto this month", "keto"),
    ("been vegan for like 3 years now", "vegan"),
    ("I don't eat meat", "vegetarian"),
    ("no meat for me, I'm veggie", "vegetarian"),
    ("I'm doing intermittent fasting", "intermittent fasting"),
    ("I've been sober for two years", "no alcohol"),
    ("my diet is vegan btw", "vegan"),
    ("I'm teetotal", "no alcohol"),
    ("I keep kosher", "kosher"),
    ("im vegetarian btw", "vegetarian"),
    ("i eat halal only", "halal"),
    ("We're going out tonight, and just so you know I'm vegan", "vegan"),
    ("I'm on a low carb diet", "low-carb"),
    ("I avoid dairy", "dairy-free"),
    ("I'm dairy free", "dairy-free"),
    ("I don't drink alcohol", "no alcohol"),
]
ALLERGY_EN += [("Tree nuts are a no-go for me — allergic, carry an EpiPen", "Tree nuts")]
ALLERGY_ZH += [("花生我是碰都不能碰，过敏", "花生"), ("芒果我一口都不敢吃，过敏", "芒果")]
DIET_EN += [
    ("I'm low carb", "low-carb"),
    ("strict vegan here", "vegan"),
    ("I drink no alcohol", "no alcohol"),
    ("I'm a non-drinker", "no alcohol"),
    ("i dont eat meat", "vegetarian"),
    ("i cant have gluten", "gluten-free"),
]
DIET_ZH = [
    ("我吃素三年了", "vegetarian"),
    ("我不吃肉", "vegetarian"),
    ("我最近在生酮", "keto"),
    ("我在减肥，不吃碳水", "low-carb"),
    ("我是素食主义者，肉一口不碰", "vegetarian"),
    ("我戒酒了", "no alcohol"),
    ("我只吃素", "vegetarian"),
    ("我现在16+8轻断食", "intermittent fasting"),
    ("我是vegan", "vegan"),
    ("我吃清真", "halal"),
    ("我不吃猪肉，我是穆斯林", "halal"),
    ("我最近在断糖，甜的一口不吃", "sugar-free"),
    ("我吃斋好几年了", "vegetarian"),
    ("我不喝酒，一滴都不喝", "no alcohol"),
    ("顺便说一句我吃素", "vegetarian"),
    ("我在做低碳饮食", "low-carb"),
]
CONDITION_EN = [
    ("I take insulin every day", "diabetes"),
    ("I use an inhaler for my asthma", "asthma"),
    ("I'm on meds for my ADHD", "ADHD"),
    ("I have a bad back", "bad back"),
    ("I'm lactose intolerant", "lactose intolerance"),
    ("i have anxiety", "anxiety"),
    ("I've got IBS so I'm careful what I eat", "IBS"),
    ("I have high blood pressure", "high blood pressure"),
    ("I suffer from insomnia", "insomnia"),
    ("My doctor says I have sleep apnea", "sleep apnea"),
    ("I'm celiac", "celiac disease"),
    ("I have type 1 diabetes", "type 1 diabetes"),
    ("got diagnosed with ADHD last year", "ADHD"),
    ("I'm asthmatic", "asthma"),
    ("I have arthritis in my knees", "arthritis"),
]
CONDITION_ZH = [
    ("我每天要打胰岛素", "糖尿病"),
    ("我有高血压，每天吃降压药", "高血压"),
    ("我血压高", "高血压"),
    ("我腰不好", "腰不好"),
    ("我有点胃溃疡", "胃溃疡"),
    ("医生说我有脂肪肝", "脂肪肝"),
    ("我是乳糖不耐受", "乳糖不耐"),
    ("我哮喘好多年了", "哮喘"),
    ("我去年查出了甲状腺结节", "甲状腺结节"),
    ("我有鼻炎", "鼻炎"),
    ("我有点贫血", "贫血"),
    ("我老失眠", "失眠"),
    ("我有焦虑症，在吃药", "焦虑症"),
    ("我一直有偏头痛的毛病", "偏头痛"),
    ("我有腱鞘炎", "腱鞘炎"),
]


@pytest.mark.parametrize(("text", "value"), ALLERGY_EN + ALLERGY_ZH)
def test_an_allergy_said_by_a_reaction_or_in_passing(text: str, value: str) -> None:
    assert _gives(text, "allergy", value), said(text)


@pytest.mark.parametrize(("text", "value"), DIET_EN + DIET_ZH)
def test_a_diet_said_by_what_is_left_out_or_a_practice(text: str, value: str) -> None:
    assert _gives(text, "diet", value), said(text)


@pytest.mark.parametrize(("text", "value"), CONDITION_EN + CONDITION_ZH)
def test_a_condition_said_by_a_treatment_or_a_habit(text: str, value: str) -> None:
    assert _gives(text, "condition", value), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "my dad takes insulin",
        "insulin prices are crazy",
        "should I take metformin?",
        "I tried an inhaler once",
        "this movie makes me itchy to travel",
        "I'm thinking of trying keto",
        "should I try keto?",
        "我爸一直吃降压药",
        "降压药很贵",
        "我要不要吃降压药",
        "我饮食上要控糖",
        "我今天不吃猪肉",
        "我吃辣椒嘴巴会辣",
    ],
)
def test_no_health_fact_of_the_user_from_these(text: str) -> None:
    found = {s.split("=")[0] for s in said(text)}
    assert not found & {"allergy", "diet", "condition"}, said(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("my dad takes insulin", "dad.condition=diabetes"),
        ("我爸一直吃降压药", "爸.condition=高血压"),
    ],
)
def test_someone_elses_treatment_is_their_condition(text: str, fact: str) -> None:
    assert fact in said(text)


def test_a_diet_is_no_name() -> None:
    assert not [f for f in said("I'm low carb") if f.startswith("name=")]


def test_what_one_does_not_eat_given_as_an_answer() -> None:
    assert ("dislike", "香菜") in answer("你有什么不吃的吗？", "香菜和羊肉")
    assert ("diet", "no pork") in answer("Anything you don't eat?", "pork")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("i tore my ACL skiing and I'm still in physio, so no running for now", "torn ACL"),
        ("I broke my wrist last month, still in a cast", "broken wrist"),
        ("I sprained my ankle and I can't run for now", "sprained ankle"),
        ("我前段时间扭伤了脚踝，还在恢复", "脚踝扭伤"),
        ("我膝盖半月板撕裂了，现在不能跑步", "半月板撕裂"),
    ],
)
def test_an_injury_that_still_holds_is_a_condition(text: str, value: str) -> None:
    assert _gives(text, "condition", value), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I broke my arm when I was 7",
        "I broke my phone, still annoyed",
        "我小时候摔断了腿",
        "小心别扭伤了脚",
    ],
)
def test_no_injury_long_ago_or_feared(text: str) -> None:
    assert not [f for f in said(text) if f.startswith("condition=")], said(text)


@pytest.mark.parametrize(
    "text",
    [
        "it broke my heart when she left",
        "last year I hurt my ankle when I slipped",
        "那年我摔断了腿",
    ],
)
def test_no_injury_from_an_idiom_or_a_past_event(text: str) -> None:
    assert not [f for f in said(text) if f.startswith("condition=")], said(text)
