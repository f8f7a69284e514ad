"""Plans, diets and conditions said in everyday ways (issue 22, h31b).

Written before any corpus failure of this round was read: a plan whose value keeps what is
done and drops whom with, a plan said with its purpose, a condition said with its degree, a
diet said by what one eats or leaves out. The negatives give nothing of the slot.
"""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said
from tests.unit.test_grammar_health_breadth import _gives

PLAN = [
    ("taking my mum to see Les Mis on Saturday", "see Les Mis"),
    ("next Friday I'm taking the kids to the zoo", "taking the kids to the zoo"),
    ("gonna drive my dad to his checkup tomorrow", "drive my dad to his checkup"),
    ("on the 20th I fly out to Lima for a conference", "fly out to Lima"),
    ("I've got a dentist appointment Thursday morning", "dentist appointment"),
    ("this weekend I'm helping my brother move", "helping my brother move"),
    ("booked a table at Nobu for Friday night", "table at Nobu"),
    ("in two weeks I sit my driving test", "driving test"),
    ("I start my new job on Monday the 16th", "start my new job"),
    ("bringing my sister to watch the Lakers game on Sunday", "watch the Lakers game"),
    ("want to be conversational by our trip to Rome on June 10", "trip to Rome"),
    ("我在周五出发之前收拾好行李", "出发"),
    ("我想在6月18号去马德里旅游之前把西语学好", "去马德里旅游"),
    ("下周六带我妈去看音乐剧", "看音乐剧"),
    ("明天陪我爸去医院体检", "去医院体检"),
    ("我打算下个月去成都看熊猫", "去成都看熊猫"),
    ("周日约了朋友去爬山", "约朋友去爬山"),
    ("8号我要去北京参加培训", "去北京参加培训"),
    ("月底前要把房子租出去", "把房子租出去"),
]

DIET = [
    ("I don't eat any meat or fish", "vegetarian"),
    ("I stay away from dairy and gluten", "dairy-free"),
    ("no carbs for me these days", "low-carb"),
    ("eating meat again, but only halal from now on", "halal"),
    ("I eat fish but no other meat", "pescatarian"),
    ("everything I eat has to be gluten-free", "gluten-free"),
    ("我去年戒了肉", "vegetarian"),
    ("我戒肉了", "vegetarian"),
    ("I avoid meat and fish", "vegetarian"),
    ("我不吃肉也不吃鱼", "vegetarian"),
    ("我平时只吃素", "vegetarian"),
    ("我现在戒糖了", "sugar-free"),
    ("我在生酮，基本不碰碳水", "keto"),
    ("我不吃猪肉", "no pork"),
]

CONDITION = [
    ("I have mild depression", "depression"),
    ("I've got mild asthma", "asthma"),
    ("I was diagnosed with severe anxiety last year", "anxiety"),
    ("I have early-stage arthritis in my knees", "early-stage arthritis"),
    ("I've had type 1 diabetes since I was twelve", "type 1 diabetes"),
    ("我有轻度抑郁", "抑郁"),
    ("我有点轻微的哮喘", "哮喘"),
    ("我被诊断出中度焦虑", "焦虑"),
    ("我有高血压，一直在吃药", "高血压"),
    ("我腰椎间盘突出好几年了", "腰椎间盘突出"),
]

NONE = [
    ("plan", "what are you doing on Saturday?"),
    ("plan", "my sister is going to Lima on the 20th"),
    ("plan", "你周六打算干嘛？"),
    ("diet", "should I go vegan?"),
    ("diet", "我妈不吃肉"),
    ("diet", "my son eats fish but no other meat"),
    ("plan", "if we go to Rome on June 10 I want to be fluent"),
    ("plan", "他想在周五去北京之前做完"),
    ("condition", "is mild depression common?"),
    ("condition", "我朋友有轻度抑郁"),
]


@pytest.mark.parametrize(("text", "value"), PLAN)
def test_a_plan_keeps_what_is_done(text: str, value: str) -> None:
    assert _gives(text, "plan", value), said(text)


@pytest.mark.parametrize(("text", "value"), DIET)
def test_a_diet_said_by_what_one_eats(text: str, value: str) -> None:
    assert _gives(text, "diet", value), said(text)


@pytest.mark.parametrize(("text", "value"), CONDITION)
def test_a_condition_said_with_its_degree(text: str, value: str) -> None:
    assert _gives(text, "condition", value), said(text)


@pytest.mark.parametrize(("slot", "text"), NONE)
def test_questions_and_others_give_no_plan_diet_or_condition(slot: str, text: str) -> None:
    assert not [s for s in said(text) if s.startswith(f"{slot}=")], said(text)
