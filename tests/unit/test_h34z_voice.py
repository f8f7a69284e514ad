"""Chinese typed by voice, without punctuation (issue 22): a run-on sentence is read one
clause at a time (`zh_voice`), so each fact in it is learned; a sentence that is one clause,
or whose words bind what follows, is not cut. English run-ons are read as before."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.zh_voice import clause_starts
from memstream.processors.matchers.common import prepare

ANCHOR = date(2026, 5, 4)


def _cut(text: str) -> str:
    starts = set(clause_starts(text))
    return "".join(("，" if i in starts else "") + c for i, c in enumerate(text))


def _user(text: str, chinese: bool = True) -> set[tuple[str, str]]:
    fills = (zh.parse if chinese else en.parse)(prepare(text), ANCHOR)
    return {(f.slot, f.value) for f in fills if f.subject == "user"}


CUT = [
    ("我是老师平时喜欢跑步周末一般去爬山", "我是老师，平时喜欢跑步，周末一般去爬山"),
    (
        "我在深圳上班做前端开发老婆是老师我们有一个女儿叫朵朵",
        "我在深圳上班做前端开发，老婆是老师，我们有一个女儿叫朵朵",
    ),
    ("俺家在铁岭养了条狗叫大黄俺天天早上遛它", "俺家在铁岭，养了条狗叫大黄，俺天天早上遛它"),
]


@pytest.mark.parametrize(("text", "cut"), CUT)
def test_a_run_on_is_cut_where_clauses_start(text: str, cut: str) -> None:
    assert _cut(text) == cut


NOT_CUT = [
    "一般每周日晚上我会给爸妈打个视频电话",  # a time phrase, then its subject
    "下周四晚上约了朋友去看五月天演唱会",
    "我和我老公还有我们家的猫咪球球住在苏州",  # one long subject
    "新来的实习生会说粤语和潮汕话",
    "我特别喜欢吃火锅",  # too short to be a run-on
    "我平时喜欢跑步，周末去爬山，有时候游泳",  # punctuated: read as written
    "我不喜欢吃香菜也不喜欢吃葱",  # 不 binds what follows
]


@pytest.mark.parametrize("text", NOT_CUT)
def test_one_clause_or_bound_words_are_not_cut(text: str) -> None:
    assert _cut(text) == text


LEARNED = [
    ("我是老师平时喜欢跑步周末一般去爬山", ("role", "老师")),
    ("我是老师平时喜欢跑步周末一般去爬山", ("like", "跑步")),
    ("我是老師平時喜歡跑步週末一般去爬山", ("role", "老師")),  # traditional, given back as typed
    ("我在深圳上班做前端开发老婆是老师我们有一个女儿叫朵朵", ("relation", "朵朵")),
    ("我在深圳上班做前端开发老婆是老师我们有一个女儿叫朵朵", ("role", "前端开发")),
    ("俺家在铁岭养了条狗叫大黄俺天天早上遛它", ("pet", "大黄")),
]


@pytest.mark.parametrize(("text", "expected"), LEARNED)
def test_each_fact_of_a_run_on_is_learned(text: str, expected: tuple[str, str]) -> None:
    assert expected in _user(text)


def test_the_wife_of_a_run_on_is_not_the_user() -> None:
    said = _user("我在深圳上班做前端开发老婆是老师我们有一个女儿叫朵朵")
    assert ("role", "老师") not in said


def test_an_english_run_on_is_read_as_before() -> None:
    said = _user("im a nurse i live in leeds i have two cats", chinese=False)
    assert ("role", "nurse") in said
