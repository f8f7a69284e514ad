"""The narrative's sentences, English and Chinese: no keys, no doubled verbs, no stubs, one
language."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.narrative import Digest, DigestItem, render
from memstream.processors.narrative_text import bare, third_person
from memstream.processors.narrative_verbs import with_article
from memstream.schemas.memory import MemoryType
from tests.fixtures.narratives import narrative_of

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
P, F, R = MemoryType.PROFILE, MemoryType.PREFERENCE, MemoryType.FACT
Row = tuple[MemoryType, str, str, str]


def narrative(*rows: Row) -> str:
    return narrative_of(*((kind, key, value, content, None) for kind, key, value, content in rows))


def test_an_english_profile_in_sentences() -> None:
    text = narrative(
        (P, "profile.name", "Alice Chen", "Name is Alice Chen"),
        (P, "profile.role", "architect", "Works as an architect"),
        (P, "profile.employer", "Foster + Partners", "Works at Foster + Partners"),
        (P, "profile.location", "Zurich", "Lives in Zurich"),
        (P, "profile.languages", "Portuguese", "Speaks Portuguese"),
        (P, "profile.relations.son", "Leo", "Has a son named Leo"),
        (P, "profile.relations.cat", "Mochi", "Has a cat named Mochi"),
        (P, "profile.skills", "Kotlin", "Knows Kotlin"),
        (F, "pref:red wine", "like", "Likes red wine"),
        (R, "fact:allergy", "peanuts", "Allergic to peanuts"),
        (R, "fact:diet", "vegetarian", "Diet: vegetarian"),
        (F, "pref.response_length", "concise", "Prefers concise answers (from feedback)"),
        (F, "pref.emoji", "avoid", "Prefers no emoji"),
    )
    assert text == (
        "Alice Chen is an architect at Foster + Partners, lives in Zurich and speaks Portuguese."
        " Alice Chen has a son named Leo and a cat named Mochi. Alice Chen knows Kotlin."
        " Alice Chen likes red wine. Alice Chen is allergic to peanuts and is vegetarian."
        " Alice Chen prefers concise answers and no emoji."
    )


def test_a_chinese_profile_in_sentences() -> None:
    text = narrative(
        (P, "profile.name", "王芳", "名字是王芳"),
        (P, "profile.role", "产品经理", "职业是产品经理"),
        (P, "profile.employer", "阿里巴巴", "在阿里巴巴工作"),
        (P, "profile.location", "杭州", "住在杭州"),
        (P, "profile.relations.daughter", "小雨", "女儿叫小雨"),
        (P, "profile.relations.dog", "旺财", "狗叫旺财"),
        (F, "pref:奶茶", "like", "喜欢奶茶"),
        (R, "fact:allergy", "花生", "对花生过敏"),
        (F, "pref.response_length", "concise", "喜欢简洁的回答（来自反馈）"),
        (F, "pref.format", "bullets", "喜欢要点列表"),
    )
    assert text == (
        "王芳是产品经理，在阿里巴巴工作，住在杭州。王芳有个女儿叫小雨，养了一只叫旺财的狗。"
        "王芳喜欢奶茶。王芳对花生过敏。王芳喜欢简洁的回答、要点列表。"
    )


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        ([(P, "profile.relations.dog", "Rex", "Has a dog named Rex")],
         "The user has a dog named Rex."),
        ([(P, "profile.relations.dog", "Rex", "狗叫Rex")], "用户养了一只叫Rex的狗。"),
        ([(P, "profile.relations.sister", "sister", "Has a sister")], "The user has a sister."),
        ([(P, "profile.location", "Boston", "Lives in Boston")], "The user lives in Boston."),
        ([(P, "profile.location", "上海", "住在上海")], "用户住在上海。"),
        ([(P, "profile.name", "王芳", "名字是王芳")], "用户叫王芳。"),
        ([(P, "profile.name", "Tom Becker", "Name is Tom Becker")],
         "The user is called Tom Becker."),
    ],
)  # fmt: skip
def test_no_internal_keys_and_no_stubs(rows: list[Row], expected: str) -> None:
    assert narrative(*rows) == expected


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        ((P, "profile.location", "Lives in Coimbra", "Lives in Coimbra"),
         "The user lives in Coimbra."),
        ((P, "profile.location", "住在杭州", "住在杭州"), "用户住在杭州。"),
        ((P, "profile.employer", "在字节跳动工作", "在字节跳动工作"), "用户在字节跳动工作。"),
        ((P, "profile.role", "Works as a nurse", "Works as a nurse"), "The user is a nurse."),
    ],
)  # fmt: skip
def test_a_statement_stored_as_its_value_is_not_said_twice(row: Row, expected: str) -> None:
    assert narrative(row) == expected


def test_one_language_an_english_speaker_with_chinese_values() -> None:
    text = narrative(
        (P, "profile.name", "Alice Chen", "Name is Alice Chen"),
        (P, "profile.role", "designer", "Works as a designer"),
        (P, "profile.location", "上海", "住在上海"),
        (P, "profile.languages", "Cantonese", "会说粤语"),
        (F, "pref:奶茶", "like", "喜欢奶茶"),
        (F, "pref:jazz", "like", "Likes jazz"),
        (F, "pref.emoji", "avoid", "Prefers no emoji"),
        (F, "pref.format", "bullets", "喜欢要点列表"),
    )
    assert text == (
        "Alice Chen is a designer, lives in Shanghai and speaks Cantonese."
        " Alice Chen likes jazz. Alice Chen prefers no emoji and bullet points."
    )


def test_one_language_a_chinese_speaker_with_english_values() -> None:
    text = narrative(
        (P, "profile.name", "王芳", "名字是王芳"),
        (P, "profile.location", "Lisbon", "住在Lisbon"),
        (P, "profile.languages", "Cantonese", "会说粤语"),
        (P, "profile.skills", "Python", "会Python"),
        (F, "pref:red wine", "like", "Likes red wine"),
        (F, "pref:奶茶", "like", "喜欢奶茶"),
        (F, "pref.response_length", "concise", "Prefers concise answers"),
    )
    assert text == "王芳住在里斯本，会说粤语。王芳会Python。王芳喜欢奶茶。王芳喜欢简洁的回答。"


def test_dated_facts_are_left_to_recall_and_other_facts_are_notes() -> None:
    item = DigestItem(
        type=R, key="fact:trip:tokyo", value="2026-03-06", content="Trip to Tokyo",
        chinese=False, at=T0, dated=True,
    )  # fmt: skip
    assert render(Digest(items={"m1": item})) == ""
    assert (
        narrative((R, "fact:birth_year", "1990", "Was born in 1990")) == "Notes: Was born in 1990."
    )
    assert narrative((R, "fact:birthplace", "成都", "出生在成都")) == "另外：出生在成都。"


@pytest.mark.parametrize(
    ("value", "slot", "expected"),
    [
        ("Lives in Coimbra", "home", "Coimbra"),
        ("在阿里巴巴工作", "employer", "阿里巴巴"),
        ("对花生过敏", "allergy", "花生"),
        ("Prefers no emoji (from feedback)", "note", "Prefers no emoji"),
    ],
)
def test_bare_drops_the_words_of_the_slot(value: str, slot: str, expected: str) -> None:
    assert bare(value, slot) == expected


def test_verb_phrases_agree_with_the_user() -> None:
    assert [third_person(p) for p in ("run every morning", "go hiking", "study Go", "Runs")] == [
        "runs every morning",
        "goes hiking",
        "studies Go",
        "runs",
    ]
    assert [third_person(p) for p in ("not eat before noon", "am up by six", "cold showers")] == [
        "does not eat before noon",
        "is up by six",
        None,
    ]
    assert [with_article(n) for n in ("architect", "son", "a nurse")] == [
        "an architect",
        "a son",
        "a nurse",
    ]


slotted = narrative_of


def test_the_slot_a_matcher_names_is_read_before_the_key() -> None:
    text = slotted(
        (P, "profile.location", "Lisbon", "Lives in Lisbon", "home_location"),
        (P, "profile.work_location", "Porto", "Works in Porto", "work_location"),
        (P, "profile.relations.corgi", "Biscuit", "Has a corgi named Biscuit", "pet"),
        (R, "fact:habit", "run every morning", "Habit: run every morning", "habit"),
        (F, "pref.editor", "VS Code", "Uses VS Code as editor", "pref.editor"),
        (R, "fact:about:wife:like", "sushi", "Wife: Likes sushi", "like"),
    )
    assert text == (
        "The user lives in Lisbon and works in Porto. The user has a corgi named Biscuit."
        " The user's wife likes sushi. The user codes in VS Code. The user runs every morning."
    )


def test_chinese_kinds_of_relations_and_pets_in_either_language() -> None:
    rows = [
        (P, "profile.relations.女儿", "小雨", "女儿叫小雨", "relation"),
        (P, "profile.relations.柯基", "大福", "柯基叫大福", "pet"),
        (R, "fact:habit", "每天早上喝咖啡", "习惯:每天早上喝咖啡", "habit"),
    ]
    assert slotted(*rows) == "用户有个女儿叫小雨，养了一只叫大福的柯基。用户习惯每天早上喝咖啡。"
    english = [(P, "profile.name", "Lena", "Name is Lena", "name"), *rows[:2]]
    english += [(P, "profile.role", "nurse", "Works as nurse", "role")]
    assert slotted(*english) == (
        "Lena is a nurse. Lena has a daughter named 小雨 and a corgi named 大福."
    )


def test_a_like_whose_words_do_not_frame_its_object_is_shown_as_said() -> None:
    text = narrative(
        (F, "pref:up", "dislike", "Wants the assistant never to give up"),
        (F, "pref:spicy food", "dislike", "Doesn't eat spicy food"),
        (F, "pref:jazz", "like", "Loves jazz"),
        (R, "fact:x", "x", ", just do it"),
    )
    assert text == (
        "The user likes jazz. Notes: Wants the assistant never to give up; Doesn't eat spicy food;"
        " Just do it."
    )
    assert narrative((F, "pref:香菜", "dislike", "讨厌香菜")) == "用户不喜欢香菜。"
