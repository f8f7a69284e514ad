"""Readers of round 48 (g48p) one by one: a note that opens with a bare scene person placed by
a post-modifier ("guest in room 12 is vegetarian"), a Chinese note opened by who and their sex
(患者男，54岁), a persona in fiction (小说主角, 男主), a longing said with an intensifier (好想…啊,
a wish, no goal) and a goal aimed at a deadline ("gonna get my CPA by 2027")."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import modes
from memstream.processors.grammar.en_goal_label import aimed_by
from memstream.processors.grammar.en_subjects import someone_opens
from memstream.processors.grammar.tokens import tokens_of
from memstream.processors.grammar.zh_subjects import someone_opens as zh_someone_opens

_PEOPLE = frozenset({"guest", "customer", "patient"})


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("guest in room 12 is vegetarian", "guest"),
        ("customer on line 2 is allergic to nuts", "customer"),
        ("passenger in 14C has a nut allergy", "passenger"),
    ],
)
def test_a_bare_scene_person_placed_is_someone(text: str, who: str) -> None:
    found = someone_opens(tokens_of(text), 0, _PEOPLE)
    assert found is not None
    assert found[0] == who


@pytest.mark.parametrize(
    "text",
    ["guest in room 12 I'm vegan", "nurse at St Mary's is my job", "customer service is awful"],
)
def test_no_bare_scene_person_when_it_is_not_one(text: str) -> None:
    found = someone_opens(tokens_of(text), 0, _PEOPLE)
    assert found is None or found[0] not in ("guest", "nurse", "customer")


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("患者男，54岁，有糖尿病", "患者"),
        ("病人，女，30岁，对青霉素过敏", "病人"),
        ("小说主角在腾讯上班", "主角"),
        ("男主是个医生", "男主"),
    ],
)
def test_a_chinese_note_or_persona_is_someone(text: str, who: str) -> None:
    found = zh_someone_opens(text)
    assert found is not None
    assert found[0] == who


def test_a_bio_without_a_person_word_is_the_users() -> None:
    assert zh_someone_opens("男，34岁，程序员，住在杭州") is None


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("好想去冰岛看极光啊", ""),
        ("猫毛过敏但又超想养猫，好矛盾", "猫毛过敏但"),
        ("我是程序员，好想辞职啊", "我是程序员"),
        ("好想变成一只猫啊，每天睡觉就行", ""),
    ],
)
def test_a_longing_is_set_aside(text: str, kept: str) -> None:
    assert modes.zh_said(text) == kept


@pytest.mark.parametrize("text", ["好想今年考下驾照", "我想学日语"])
def test_a_longing_with_intent_or_plain_wanting_stays(text: str) -> None:
    assert modes.zh_said(text) is None


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("gonna get my CPA by 2027, no excuses", "get my CPA"),
        ("this year I'm finally gonna learn to drive", "learn to drive"),
        ("I'm going for my private pilot licence next year", "my private pilot licence"),
        ("shooting for a sub-20 5k by June", "a sub-20 5k"),
    ],
)
def test_an_intent_aimed_at_a_deadline_is_a_goal(text: str, goal: str) -> None:
    assert [f.value for f in aimed_by(text)] == [goal]


@pytest.mark.parametrize(
    "text",
    [
        "going to Spain this summer",
        "I'm gonna visit mum this year",
        "I'm going for a run",
        "gonna finish this report by 5",
        "gonna learn to drive",
    ],
)
def test_no_goal_without_a_deadline_or_an_achievement(text: str) -> None:
    assert aimed_by(text) == []


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("can you translate I am a vegetarian into French", "can you"),
        (
            "I live in Leeds, how do I say I'm allergic to nuts in Japanese",
            "I live in Leeds, how do I",
        ),
    ],
)
def test_a_first_person_text_to_translate_is_set_aside(text: str, kept: str) -> None:
    assert modes.en_said(text) == kept


@pytest.mark.parametrize("text", ["I say I'm vegan to everyone", "I write my notes in French"])
def test_saying_or_writing_in_a_language_is_no_translation(text: str) -> None:
    assert modes.en_said(text) is None
