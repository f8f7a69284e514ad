"""What a question asks for: a date, a list of things, or anything else (English, Chinese)."""

from __future__ import annotations

import pytest

from memstream.query_api.recall.assemble import excerpt_rest
from memstream.query_api.recall.found import ScoringConfig
from memstream.query_api.recall.kind import question_kind
from memstream.query_api.recall.query import understand
from tests.unit.test_recall_when import NOW


@pytest.mark.parametrize(
    "question",
    [
        "When did Caroline go to the support group?",
        "What date is my dentist appointment?",
        "How long ago did we move to Berlin?",
        "我们什么时候去的杭州？",
        "她哪天开始上瑜伽课的？",
        "你生日是几月几号？",
    ],
)
def test_a_question_about_a_date_asks_when(question: str) -> None:
    assert question_kind(question) == "when"


@pytest.mark.parametrize(
    "question",
    [
        "What books has Melanie read?",
        "Which cities has Jon visited?",
        "What LGBTQ+ events has Caroline participated in?",
        "What musical artists/bands has Melanie seen?",
        "What kinds of music do I like?",
        "What are my kids' names?",
        "How many times have I been to Rome?",
        "我读过哪些书？",
        "他去过哪几个城市？",
        "我们去了几次海边？",
        "她养了多少只猫？",
    ],
)
def test_a_question_about_several_things_asks_for_a_list(question: str) -> None:
    assert question_kind(question) == "list"


@pytest.mark.parametrize(
    "question",
    [
        "What did Caroline research?",
        "What is my sister's name?",
        "What kind of art does Caroline make?",
        "What business has Gina started?",
        "What does Melanie do to destress?",
        "Why did she move to Sweden?",
        "我对什么过敏？",
        "她为什么搬家了？",
        "现在几点了",
    ],
)
def test_any_other_question_is_other(question: str) -> None:
    assert question_kind(question) == "other"


def test_the_query_says_its_kind_and_the_kind_chooses_the_excerpt_rest() -> None:
    config = ScoringConfig(excerpt_rest=0.95, excerpt_rest_list=0.7)
    assert understand("When did I adopt Luna?", NOW).kind == "when"
    assert understand("What pets have I had?", NOW).kind == "list"
    assert understand("我养过哪些宠物？", NOW).kind == "list"
    assert understand("我的猫叫什么？", NOW).kind == "other"
    assert excerpt_rest(config, "when") == 0.95
    assert excerpt_rest(config, "list") == 0.7
    assert excerpt_rest(config, "other") == 0.95
