"""The Chinese slot grammar: who a sentence is about, the slots it fills, what it must not learn."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import zh
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY
from tests.fixtures.grammar import zh_slots as slots


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "我是周宁，现在在成都的腾讯做测试开发。",
            {
                ("name", "周宁"),
                ("role", "测试开发"),
                ("employer", "腾讯"),
                ("home_location", "成都"),
            },
        ),
        ("我住在苏州，公司在上海", {("home_location", "苏州"), ("work_location", "上海")}),
        ("我会说粤语和日语", {("languages", "粤语"), ("languages", "日语")}),
        ("我这边是东八区", {("timezone", "东八区")}),
        ("叫我小陈就行", {("name", "小陈")}),
    ],
)
def test_identity(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= slots(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我儿子叫乐乐，今年五岁", {("relation", "儿子: 乐乐")}),
        ("家里养了两只猫，一只叫花卷，一只叫年糕", {("pet", "猫: 花卷"), ("pet", "猫: 年糕")}),
        ("我老公是医生", {("relation", "老公")}),
    ],
)
def test_people(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= slots(text)


def test_someone_else_is_not_the_user() -> None:
    found = zh.parse(prepare("我老婆叫林静，在银行上班，喜欢爬山"), MONDAY)
    assert ("relation", "林静") in {(f.slot, f.value) for f in found if f.subject == "user"}
    assert not any(f.subject == "user" and f.slot == "like" for f in found)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Go和Rust我都熟", {("skill", "Go"), ("skill", "Rust")}),
        ("我在做一个记账的小程序", {("project", "记账的小程序")}),
        ("我的目标是今年考下驾照", {("goal", "考下驾照")}),
    ],
)
def test_work(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= slots(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("回答简短点", ("pref.response_length", "concise")),
        ("太啰嗦了", ("pref.response_length", "concise")),
        ("别用表情了", ("pref.emoji", "avoid")),
        ("以后请用英文回复", ("pref.reply_language", "english")),
        ("我一直用tab缩进", ("pref.indentation", "tabs")),
        ("我习惯看表格", ("pref.format", "tables")),
    ],
)
def test_preferences_by_dimension(text: str, expected: tuple[str, str]) -> None:
    assert expected in slots(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我超爱吃火锅", ("like", "吃火锅")),
        ("我特别讨厌排队", ("dislike", "排队")),
        ("我每天晚上跑步", ("habit", "每晚跑步")),
        ("我对芒果过敏", ("allergy", "芒果")),
        ("我吃素", ("diet", "vegetarian")),
        ("我有哮喘", ("condition", "哮喘")),
    ],
)
def test_taste_and_health(text: str, expected: tuple[str, str]) -> None:
    assert expected in slots(text)


def test_a_plan_gets_its_date() -> None:
    [plan] = [f for f in zh.parse(prepare("下周五飞厦门开会"), MONDAY) if f.slot == "plan"]
    assert plan.dates == ("2026-03-13",)


def test_a_correction_keeps_only_the_corrected_value() -> None:
    assert slots("我住在南京，哦不对，是无锡") == {("home_location", "无锡")}


def test_what_held_before_is_not_learned() -> None:
    assert slots("我以前住在北京，现在搬到成都了") == {("home_location", "成都")}


def test_a_statement_before_a_question_is_kept() -> None:
    assert ("name", "Kevin") in slots("我叫Kevin，你叫哪个都行")


def test_an_ending_names_what_ends() -> None:
    [ending] = zh.parse(prepare("我已经戒烟了"), MONDAY)
    assert ending.action == "negate" and "烟" in ending.terms


@pytest.mark.parametrize(
    "text",
    [
        "住在杭州一个月要多少钱？",
        "如果我住在上海，房租大概多少",
        "我可能下个月搬去成都吧",
        "我同事住在通州，每天通勤三个小时",
        "我对周一过敏😂",
        "把这句翻译成英文：我住在深圳",
    ],
)
def test_nothing_is_learned_about_the_user(text: str) -> None:
    assert slots(text) == set()
