"""A value must look like its slot (value_shapes): every rule refuses its own English and
Chinese example; values of every register that must stay pass; broken values that must go are
refused or trimmed; and no expected value or alternative of the extraction corpus is refused,
so the check cannot be fitted to false values only. None of the examples is a corpus line."""

from __future__ import annotations

import pytest

from memstream.eval.corpus_cases import load_corpus
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.shape_rules import FREE, RULES, ShapeRule
from memstream.processors.grammar.value_shapes import refusing, shape_value, shaped
from tests.fixtures.grammar import user_slot_values


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_every_rule_refuses_its_examples(rule: ShapeRule) -> None:
    slot = sorted(rule.slots)[0]
    for example, pattern in zip(rule.examples, (rule.en, rule.zh), strict=True):
        if pattern is None:
            continue
        assert example, rule.name
        assert pattern.search(example), (rule.name, example)
        assert shape_value(slot, example) != example, (rule.name, example)


KEPT: list[tuple[str, str]] = [
    ("role", "paramedic"),
    ("role", "nursing student"),
    ("role", "in-house counsel"),
    ("role", "sous chef"),
    ("role", "training manager"),
    ("role", "final year student"),
    ("employer", "Banco de Chile"),
    ("employer", "the county"),
    ("employer", "Providence"),
    ("like", "pão de queijo"),
    ("like", "rainy mornings"),
    ("dislike", "loud chewing"),
    ("allergy", "penicillin"),
    ("skill", "C"),
    ("skill", "welding"),
    ("plan", "fly to Lisbon"),
    ("plan", "visit grandma"),
    ("plan", "happy hour with the team"),
    ("habit", "don't eat after 8pm"),
    ("habit", "jog before work"),
    ("goal", "run a half marathon"),
    ("condition", "type 1 diabetes"),
    ("home_location", "Rio de Janeiro"),
    ("role", "会计"),
    ("role", "跟单员"),
    ("role", "吉他老师"),
    ("employer", "得物"),
    ("employer", "美的"),
    ("employer", "物流公司"),
    ("like", "辣"),
    ("like", "派对"),
    ("like", "比萨"),
    ("dislike", "被人催"),
    ("dislike", "别人迟到"),
    ("dislike", "甜的"),
    ("allergy", "蝦"),
    ("allergy", "芒果过敏"),
    ("skill", "琴"),
    ("skill", "弹吉他"),
    ("plan", "带我妈去体检"),
    ("plan", "过生日"),
    ("goal", "把驾照考下来"),
    ("habit", "每週飲早茶"),
    ("habit", "礼拜天回我妈那吃饭"),
    ("condition", "过敏性鼻炎"),
    ("home_location", "也门"),
    ("employer", "自己开的店"),
]
"""Right values, English and Chinese (traditional, Cantonese), that must pass unchanged."""


@pytest.mark.parametrize(("slot", "value"), KEPT)
def test_right_values_pass(slot: str, value: str) -> None:
    assert refusing(slot, value) is None
    assert shape_value(slot, value) == value


REFUSED: list[tuple[str, str, str | None]] = [
    ("role", "finishing junior year", None),
    ("role", "getting a", None),
    ("role", "got promoted team lead", "team lead"),
    ("role", "y soy enfermera", None),
    ("role", "twelve years a welder", "welder"),
    ("role", "twenty-five years as a nurse", "nurse"),
    ("employer", "a startup", None),
    ("employer", "my new company", None),
    ("employer", "midtown", None),
    ("allergy", "especially walnuts", "walnuts"),
    ("allergy", "the vet said it's fleas", "fleas"),
    ("allergy", "seriously allergic", None),
    ("dislike", "his snoring", None),
    ("like", "allergic to dogs", None),
    ("like", "replies in Spanish please", None),
    ("plan", "9:30am", None),
    ("plan", "tomorrow morning", None),
    ("plan", "hello folks", None),
    ("plan", "see ya Monday", None),
    ("plan", "off", None),
    ("plan", "the weather looks grim", None),
    ("plan", "the gig is cancelled", None),
    ("plan", "I'll drive to Reno", "drive to Reno"),
    ("plan", "back to work ugh", "back to work"),
    ("plan", "ugh, Monday", None),
    ("plan", "remind me to call the bank", None),
    ("plan", "just driving to Reno", "driving to Reno"),
    ("habit", "same most nights", None),
    ("habit", "asthma, inhaler twice daily", None),
    ("goal", "of learning Dutch", "learning Dutch"),
    ("condition", "no asthma", None),
    ("skill", "C++ from my uni days", "C++"),
    ("role", "又当司机", None),
    ("role", "以前做过销售", None),
    ("role", "最怕写周报", None),
    ("role", "得挺开心", None),
    ("employer", "新单位", None),
    ("employer", "少年宫教书法", None),
    ("employer", "陆家嘴", None),
    ("employer", "三里屯", None),
    ("allergy", "尤其是蟹", "蟹"),
    ("allergy", "醫生講是塵蟎", "塵蟎"),
    ("allergy", "我同学对花生", None),
    ("allergy", "有点过敏", None),
    ("dislike", "老师说她", None),
    ("dislike", "三", None),
    ("skill", "师父老王教", None),
    ("skill", "咱俩一起", None),
    ("skill", "照顾自己", None),
    ("like", "喜欢他", None),
    ("plan", "下午", None),
    ("plan", "明天上午十点", None),
    ("plan", "大家好", None),
    ("plan", "天气不错", None),
    ("plan", "才回老家", "回老家"),
    ("employer", "了市图书馆", "市图书馆"),
    ("dislike", "受不了榴莲的味道一", None),
    ("dislike", "受不了榴莲的味道", "榴莲的味道"),
    ("like", "钟意饮早茶", "饮早茶"),
    ("plan", "都会去跑步", None),
    ("plan", "后要去体检", None),
    ("plan", "考完了 好紧张", "考完了"),
    ("plan", "搬家了，好累", "搬家"),
    ("plan", "我要去签合同", "去签合同"),
    ("plan", "轮到我值班", None),
    ("goal", "着考研", None),
    ("goal", "别算了", None),
    ("skill", "明年", None),
]
"""Broken values (English, then Chinese with traditional and Cantonese spellings) and what
the check makes of them: None (refused) or the trimmed value."""


@pytest.mark.parametrize(("slot", "value", "made"), REFUSED)
def test_broken_values_refused_or_trimmed(slot: str, value: str, made: str | None) -> None:
    assert refusing(slot, value) is not None
    assert shape_value(slot, value) == made


def test_shaped_leaves_endings_people_and_preferences() -> None:
    fills = [
        Fill("relation", "他", kind="朋友"),
        Fill("pref.tone", "casual"),
        Fill("like", "一", action="negate"),
        Fill("like", "尤其是榴莲", extra={"said": "尤其是榴莲"}),
        Fill("plan", "上午"),
    ]
    kept = shaped(fills)
    assert kept[:3] == fills[:3]
    assert kept[3].value == "榴莲" and "said" not in kept[3].extra
    assert len(kept) == 4


def _corpus_values() -> list[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for corpus in load_corpus([]):
        for case in corpus.cases:
            for expect in case.expect:
                if expect.slot in FREE:
                    found |= {(expect.slot, v) for v in (expect.value, *expect.alts)}
    return sorted(found)


def test_no_expected_corpus_value_is_refused() -> None:
    values = _corpus_values()
    assert len(values) > 4000
    refused = [(slot, v, refusing(slot, v)) for slot, v in values if refusing(slot, v)]
    assert refused == []


STAYS: list[tuple[str, str, str]] = [
    ("I'm a software engineer at Stripe", "role", "software engineer"),
    ("I swim laps three times a week at the Y", "habit", "swim laps three times a week at the Y"),
    ("I walk the dog every morning", "habit", "walk the dog every morning"),
    ("I'm allergic to shellfish, especially shrimp", "allergy", "shellfish"),
    ("I'm just flying to Oslo on Friday", "plan", "flying to Oslo"),
    ("twenty years a carpenter, I'm retiring next year", "role", "carpenter"),
    ("我在腾讯做产品经理", "role", "产品经理"),
    ("我每天早上六点去公园打太极", "habit", "每天早上六点去公园打太极"),
    ("我對蝦過敏", "allergy", "蝦"),
    ("医生说是花粉过敏", "allergy", "花粉"),
    ("我下周二才回上海", "plan", "回上海"),
    ("明天就去北京出差", "plan", "去北京出差"),
    ("答辩下周三 好紧张", "plan", "答辩"),
    ("明天早上八点我要去考驾照", "plan", "去考驾照"),
]
"""Own sentences whose value stays learned (trimmed where the reader left a loose word)."""


@pytest.mark.parametrize(("text", "slot", "value"), STAYS)
def test_right_values_stayuser_slot_values(text: str, slot: str, value: str) -> None:
    assert (slot, value) in user_slot_values(text)


SILENT: list[tuple[str, str]] = [
    ("Happy Friday everyone 🎉 see you Monday", "plan"),
    ("I'm finishing senior year", "role"),
    ("the move is done, there are boxes everywhere tomorrow", "plan"),
    ("周五上午", "plan"),
    ("我在新单位干得不错", "role"),
    ("我在新单位干得不错", "employer"),
    ("我在前滩上班", "employer"),
]
"""Own sentences that learned a broken value of the slot before the check, and now none."""


@pytest.mark.parametrize(("text", "slot"), SILENT)
def test_broken_values_notuser_slot_values(text: str, slot: str) -> None:
    assert [v for s, v in user_slot_values(text) if s == slot] == []
