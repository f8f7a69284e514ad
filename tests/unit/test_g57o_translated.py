"""A first-person text asked to be said in another language teaches nothing about the user
(g57o): "what's the French for I am a doctor", 我对花生过敏用英语怎么说. The near misses stay: the
user's own clause before a word asked about ("I'm a doctor, what's the French word for doctor")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _about_user(text: str) -> set[tuple[str, str]]:
    """What the message teaches about the user, the people it names left aside."""
    return {
        (key, value)
        for key, value in learned_keys(text)
        if not key.startswith(("profile.relations.", "fact:about:"))
    }


TEXTS: list[str] = [
    "what's the French for I am a doctor",
    "what is the spanish word for i'm a vegetarian",
    "how to write I live in Canada in Japanese",
    "whats the german for I work at a bakery",
    "what's the Italian phrase for I have two cats?",
    "How do you say I'm allergic to shrimp in Thai?",
    "我对花生过敏 用英语怎么说",
    "翻成英文：我在阿里巴巴上班",
    "我住在杭州，帮我翻译成英文",
    "“我是一名老师”用日语怎么讲",
    "译成法语：我是上海人，在银行工作",
    "我每天早上跑步英语咋说",
]


@pytest.mark.parametrize("text", TEXTS)
def test_a_text_to_say_in_another_language_teaches_nothing(text: str) -> None:
    """The words are a text to translate, not the user's."""
    assert {key for key, _ in _about_user(text)} <= {"pref.reply_language"}


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("I'm a doctor, what's the French word for doctor", "profile.role", "doctor"),
        ("I live in Lyon, how do I say thank you in French", "profile.location", "Lyon"),
        ("我是护士，护士用英语怎么说", "profile.role", "护士"),
        ("我在腾讯做本地化，把游戏文本翻译成英文", "profile.employer", "腾讯"),
        ("我是英语老师，在新东方上班，平时教学生英语怎么说才地道", "profile.employer", "新东方"),
    ],
)
def test_the_users_clause_before_a_word_asked_about_stays(text: str, key: str, value: str) -> None:
    """Only the word asked about is a text; the user's clause before it is said."""
    assert (key, value) in _about_user(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [("以后都用英文回复我", "english"), ("In Spanish please. I live in Madrid.", "spanish")],
)
def test_a_reply_language_asked_for_stays(text: str, value: str) -> None:
    """Asking for replies in a language is no text to translate."""
    assert ("pref.reply_language", value) in learned_keys(text)


def test_a_text_after_an_ask_of_its_own_teaches_nothing() -> None:
    """ "translate into Korean." then the text: the sentence after the ask is the text."""
    assert _about_user("Translate into Korean. I'm a nurse in Busan.") == set()
