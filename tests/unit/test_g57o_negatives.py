"""Negatives that generalise (g57o): what someone else believes of the user ("my gran still
believes I live in Ohio", 导航一直以为我住在郊区) and a first-person text asked to be said in
another language ("what's the French for I am a doctor", 我对花生过敏用英语怎么说) teach nothing
about the user. The near misses stay: the user's own belief, a clinician's finding, what the
user says after the belief ("..., but I moved to Denver"), and the user's own clause before a
word asked about ("I'm a doctor, what's the French word for doctor")."""

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


BELIEVED: list[str] = [
    "My grandma believes I still live in Ohio",
    "the recruiter assumed I speak German.",
    "my in-laws are convinced I'm a dentist",
    "Mum reckons I'm still working at Tesco",
    "half the office believes i'm vegan",
    "everyone at the gym is under the impression that I'm a personal trainer",
    "my boss beleives I live in Leeds",
    "the landlord thinks I work at the hospital but whatever",
    "导航一直以为我住在郊区",
    "我爸还以为我在深圳上班呢",
    "很多人误以为我对花生过敏",
    "同事都以为我是护士",
    "客户误认为我是这家店的老板",
    "我奶奶一直以为我还在华为上班",
    "大家都以为我吃素其实我只是在减肥",
]


@pytest.mark.parametrize("text", BELIEVED)
def test_a_belief_of_someone_else_teaches_nothing(text: str) -> None:
    """The belief is theirs; the user states none of it."""
    assert _about_user(text) == set()


def test_what_the_user_says_after_the_belief_is_theirs() -> None:
    """The clause after the belief is said in the user's voice again."""
    learned = _about_user("my gran still believes I'm in Boston but I moved to Denver last year")
    assert ("profile.location", "Denver") in learned
    assert ("profile.location", "Boston") not in learned


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("I think I'm allergic to cats", "fact:allergy", "cats"),
        ("I believe I'm the only vegan at Siemens", "fact:diet", "vegan"),
        ("my doctor thinks I have asthma", "fact:health", "asthma"),
        ("我可以为你做饭，我是厨师", "profile.role", "厨师"),
    ],
)
def test_the_users_own_belief_and_a_finding_stay(text: str, key: str, value: str) -> None:
    """The user's own belief, a clinician's and a 可以为 that is no 以为 are still read."""
    assert (key, value) in _about_user(text)


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
