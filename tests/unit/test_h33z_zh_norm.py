"""Chinese as people type it (issue 22): traditional characters, written Cantonese and
internet spellings are read like simplified Mandarin, and values come back in the user's
own script; what must not be learned still is not."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import zh
from memstream.processors.grammar.zh_norm import normalised
from memstream.processors.matchers.common import prepare

ANCHOR = date(2026, 5, 4)


def _user(text: str) -> set[tuple[str, str]]:
    fills = zh.parse(prepare(text), ANCHOR)
    return {(f.slot, f.value) for f in fills if f.subject == "user"}


LEARNED = [
    ("我住喺觀塘", ("home_location", "觀塘")),
    ("我屋企喺沙田", ("home_location", "沙田")),
    ("搬咗去溫哥華半年喇", ("home_location", "溫哥華")),
    ("我係護士，喺屯門醫院做嘢", ("role", "護士")),
    ("我鍾意食點心", ("like", "點心")),
    ("我好中意游水", ("like", "游水")),
    ("我唔食芫茜", ("dislike", "芫茜")),
    ("我住在高雄，是軟體工程師", ("role", "軟體工程師")),
    ("我會說日語和韓語", ("languages", "韓語")),
    ("我對花生過敏", ("allergy", "花生")),
    ("本人灰常稀饭猫", ("like", "猫")),
    ("我識講法文", ("languages", "法文")),
]


@pytest.mark.parametrize(("text", "expected"), LEARNED)
def test_traditional_cantonese_and_net_spellings_are_learned(
    text: str, expected: tuple[str, str]
) -> None:
    slot, value = expected
    assert any(s == slot and v.endswith(value) for s, v in _user(text))  # 吃點心 as 點心


NOT_LEARNED = [
    "你鍾意食咩？",  # a question
    "你喺邊度住？",
    "佢鍾意食榴槤",  # someone else
    "如果我搬咗去台北就好喇",  # a hypothetical
    "我早餐吃稀饭",  # porridge, not 喜欢
    "我同佢關係好好",  # 關係 is no 是
    "有冇人識講德文？",
]


@pytest.mark.parametrize("text", NOT_LEARNED)
def test_questions_others_and_lookalikes_teach_nothing(text: str) -> None:
    slots = {slot for slot, _ in _user(text)}
    assert not slots & {"like", "languages", "home_location", "role", "name"}


def test_simplified_mandarin_is_unchanged() -> None:
    text = "我住在上海，在美团做产品经理，平时喜欢跑步"
    assert normalised(text).text == text
    assert not normalised(text).changed


def test_spans_point_back_to_what_the_user_wrote() -> None:
    plain = normalised("我喺屋企食飯")
    assert plain.text == "我在家吃饭"
    assert plain.original[plain.starts[2] : plain.ends[2]] == "屋企"


def test_values_keep_the_users_script() -> None:
    plain = normalised("我住喺臺北")
    assert plain.restored("台北") == "臺北"
    assert plain.restored("学生") == "學生"  # built by the grammar: traditional like the user


def test_mandarin_words_sharing_a_character_are_kept() -> None:
    assert normalised("我喜欢美食和饮料，也挑食").text == "我喜欢美食和饮料，也挑食"
    assert normalised("唔，让我想想").text == "唔，让我想想"  # a Mandarin "hmm"
    assert normalised("他做事很仔细").text == "他做事很仔细"


def test_someone_elses_fact_names_them_as_written() -> None:
    fills = zh.parse(prepare("我老婆叫陳美玲，佢係護士"), ANCHOR)
    wife = [f for f in fills if f.slot == "relation"]
    theirs = [f for f in fills if f.subject != "user"]
    assert wife and wife[0].value == "陳美玲"
    assert theirs and theirs[0].subject.endswith("陳美玲") and theirs[0].value == "護士"
