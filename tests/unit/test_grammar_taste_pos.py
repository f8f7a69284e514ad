"""The English lexicon of parts of speech (`en_pos`, from the textblob wheel's Brill lexicon)
and the readers that use it; each with a Chinese counterpart where the grammar has one."""

from __future__ import annotations

from memstream.processors.grammar import en_habits, en_pos, zh_habits
from memstream.processors.grammar.tokens import Clause, tokens_of
from tests.fixtures.grammar import en_slots, zh_slots


def test_the_lexicon_is_read_from_the_installed_wheel() -> None:
    assert len(en_pos.lexicon()) > 50_000
    assert en_pos.tag("usually") == "RB"


def test_a_function_word_and_a_simple_past() -> None:
    assert en_pos.function_word("into") and en_pos.function_word("who")
    assert not en_pos.function_word("bike")
    assert en_pos.past("rode") and en_pos.past("biked")
    assert not en_pos.past("ride") and not en_pos.past("red")


def test_a_common_noun_is_not_a_name() -> None:
    assert en_pos.common_noun("Mayonnaise") and en_pos.common_noun("crowds")
    assert not en_pos.common_noun("Mark") and not en_pos.common_noun("Sarah")


def _en(text: str) -> list[str]:
    return [f.value for f in en_habits.habits(Clause(tokens_of(text)))]


def test_an_english_habit_by_any_verb_and_no_one_off() -> None:
    assert _en("I usually bike to work") == ["bike to work"]
    assert _en("Twice a week I volunteer at the shelter") == [
        "volunteer at the shelter twice a week"
    ]
    assert _en("I rode to work every day last year") == []
    assert _en("I usually have no idea") == []
    assert _en("I always cook in grams") == []


def test_a_chinese_habit_by_any_verb_and_no_state() -> None:
    assert [f.value for f in zh_habits.habits("我平时下班后去打羽毛球")] == ["下班后打羽毛球"]
    assert [f.value for f in zh_habits.habits("我每周三晚上上瑜伽课")] == ["每周三晚上上瑜伽课"]
    assert zh_habits.habits("我平时工作邮件也是日语") == []
    assert zh_habits.habits("这家店每天早上七点开门") == []


def test_a_chinese_habit_with_hui_is_no_skill() -> None:
    found = zh_slots("我每天晚上都会泡脚")
    assert ("habit", "每晚泡脚") in found
    assert not {slot for slot, _ in found} & {"skill"}


def test_an_english_habit_is_no_skill_either() -> None:
    assert not {slot for slot, _ in en_slots("I usually bike to work")} & {"skill"}
