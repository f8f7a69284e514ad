"""The narrative's sentences beyond the user's own slots: other people, habits that are not
verbs, the user's own words in the third person, names that are kin words, plurals."""

from __future__ import annotations

from memstream.processors.narrative_verbs import said_of_them, with_article
from memstream.schemas.memory import MemoryType
from tests.fixtures.narratives import narrative_of

P, F, R = MemoryType.PROFILE, MemoryType.PREFERENCE, MemoryType.FACT
narrative = narrative_of


def test_what_the_user_says_of_others_is_a_sentence_about_them() -> None:
    text = narrative(
        (P, "profile.relations.son", "Theo", "Has a son named Theo", "relation"),
        (R, "fact:about:son:theo:like", "dinosaurs", "Son theo: Likes dinosaurs", "like"),
        (R, "fact:about:husband:chidi:languages", "Igbo", "Husband chidi: Speaks Igbo", None),
        (R, "fact:about:husband:chidi:languages", "Yoruba", "Husband chidi: Speaks Yoruba", None),
        (R, "fact:about:husband:chidi:role", "firefighter", "Husband chidi: Works as x", None),
        (R, "fact:about:he:role", "pilot", "He: Works as pilot", "role"),
    )
    assert text == (
        "The user has a son named Theo. The user's son Theo likes dinosaurs."
        " The user's husband Chidi speaks Igbo and Yoruba and is a firefighter."
    )


def test_what_a_chinese_user_says_of_others_is_a_sentence_about_them() -> None:
    text = narrative(
        (P, "profile.relations.wife", "陈静", "有个妻子叫陈静", "relation"),
        (R, "fact:about:老婆:陈静:employer", "建行", "老婆 陈静：在建行工作", "employer"),
        (R, "fact:about:外婆:condition", "糖尿病", "外婆：健康:糖尿病", "condition"),
        (R, "fact:about:他:employer", "腾讯", "他：在腾讯工作", "employer"),
    )
    assert text == "用户有个妻子叫陈静。用户的老婆陈静在建行工作。用户的外婆有糖尿病。"


def test_a_habit_that_is_not_a_verb_phrase_is_still_a_sentence() -> None:
    text = narrative(
        (R, "fact:habit", "cold shower every morning", "Habit: x", "habit"),
        (R, "fact:habit", "not eat anything until noon", "Habit: y", "habit"),
        (R, "fact:habit", "call my grandma every sunday", "Habit: z", "habit"),
    )
    assert text == (
        "The user makes a habit of cold shower every morning, does not eat anything until"
        " noon and calls their grandma every sunday."
    )


def test_the_users_own_words_are_said_of_them() -> None:
    text = narrative(
        (P, "profile.goals", "getting my PMP certification", "Goal: x", "goal"),
        (P, "profile.goals", "open my own bakery", "Goal: y", "goal"),
        (P, "profile.projects", "migrating our monolith", "Working on z", "project"),
    )
    assert "my " not in text and "our " not in text
    assert "is working towards getting their PMP certification" in text
    assert "wants to open their own bakery" in text
    assert said_of_them("my grandma and me") == "their grandma and them"
    assert said_of_them("我和我妈") == "我和我妈"


def test_a_kin_word_or_pronoun_is_never_a_name() -> None:
    text = narrative(
        (P, "profile.relations.mother", "mum", "Has a mother named mum", "relation"),
        (P, "profile.relations.dog", "puppy", "Has a dog named puppy", "pet"),
        (P, "profile.relations.cat", "luna", "Has a cat named luna", "pet"),
        (P, "profile.relations.sister", "sisters", "Has a sister named sisters", "relation"),
        (P, "profile.relations.sibling", "Siblings", "Has a sibling named Siblings", "relation"),
        (P, "profile.relations.child", "Children", "Has a child named Children", "relation"),
    )
    assert text == (
        "The user has a mother, a dog, a cat named Luna, a sister, a sibling and a child."
    )
    zh = narrative((P, "profile.relations.wife", "老婆", "有个妻子", "relation"))
    assert zh == "用户有个妻子。"


def test_articles_follow_the_noun() -> None:
    assert [with_article(n) for n in ("parents", "in-laws", "HR manager", "UX designer")] == [
        "parents",
        "in-laws",
        "an HR manager",
        "a UX designer",
    ]
    assert with_article("boss") == "a boss"


def test_any_reply_language_is_said_in_the_narratives_language() -> None:
    english = narrative(
        (F, "pref.reply_language", "french", "Prefers replies in french", "pref.reply_language"),
        (F, "pref.response_length", "concise", "Prefers concise answers", None),
    )
    assert english == "The user prefers replies in French and concise answers."
    chinese = narrative(
        (F, "pref.reply_language", "cantonese", "希望用cantonese回答", "pref.reply_language"),
        (P, "profile.location", "上海", "住在上海", "home_location"),
    )
    assert chinese == "用户住在上海。用户希望用粤语回答。"


def test_others_belong_to_the_user_by_name_and_states_are_not_things_one_has() -> None:
    text = narrative(
        (P, "profile.name", "Gabriel", "Name is Gabriel", "name"),
        (R, "fact:about:son:mateo:condition", "deaf", "Son mateo: Health: deaf", "condition"),
        (R, "fact:habit", "rewatch Spirited Away every winter", "Habit: x", "habit"),
        (R, "fact:health", "diabetic", "Health: diabetic", "condition"),
    )
    assert text == (
        "Gabriel's son Mateo is deaf. Gabriel rewatches Spirited Away every winter."
        " Gabriel is diabetic."
    )
    chinese = narrative(
        (P, "profile.name", "林一", "名字是林一", "name"),
        (R, "fact:about:老婆:condition", "怀孕", "老婆：健康:怀孕", "condition"),
        (R, "fact:about:哥:role", "消防员", "哥：职业是消防员", "role"),
    )
    assert chinese == "林一的老婆怀孕了。林一的哥是消防员。"


def test_a_chinese_field_of_work_is_done_and_a_title_is_been() -> None:
    field = narrative(
        (P, "profile.role", "算法", "职业是算法", "role"),
        (P, "profile.timezone", "UTC+8", "时区是UTC+8", "timezone"),
    )
    assert field == "用户做算法，时区是UTC+8。"
    title = narrative((P, "profile.role", "产品经理", "职业是产品经理", "role"))
    assert title == "用户是产品经理。"
    english = narrative((P, "profile.role", "data engineer", "Works as data engineer", "role"))
    assert english == "The user is a data engineer."
