"""Unpunctuated English cut into its sentences and chat lead-ins taken off; a hedge over a
plan or a guess still holds (issue 22, g37e).

Sentences written for this test (voice input, run-ons, bios, non-native English, slang),
not taken from the corpus."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.en_dictation import punctuated
from memstream.processors.grammar.en_lead_ins import without_lead_ins
from tests.fixtures.grammar import en_slots, learned_keys

CUT = [
    ("my name is dana i work as a nurse at st marys i hate cilantro", 3),
    ("i'm a pharmacist my husband luis is a firefighter we live in albuquerque", 3),
    ("im tomasz i drive a tram in krakow most days i cycle to the depot", 3),
    ("we just moved to hobart my partner works at the hospital there", 2),
    ("i have a twin brother marco he lives in turin with his wife", 2),
    ("hello my name is ana i am working in a bakery since two years", 2),
    ("i run a small pottery studio my kids help on saturdays we sell at markets", 3),
    ("been vegan for ten years i also do not drink alcohol at all", 2),
    ("I teach year six at a school in Bristol I love the kids but not the marking", 2),
    ("my dog is called pepper she is a collie my cat is called salt", 3),
    ("so i'm a welder by trade i picked up guitar last winter", 2),
    ("my wife is from osaka we speak japanese at home with the kids", 2),
    ("retired postman here i fish most weekends on the river wye", 2),
    ("i play bass in a covers band we gig most fridays in town", 2),
    ("i'm a second year med student i live with three flatmates in glasgow", 2),
    ("our son is starting school in september he is very excited about it", 2),
]


@pytest.mark.parametrize(("text", "parts"), CUT)
def test_a_run_without_punctuation_is_cut_where_a_subject_opens_a_clause(
    text: str, parts: int
) -> None:
    assert len(punctuated(text).split("\n")) == parts


KEPT_WHOLE = [
    "I live in Leeds. I work at the hospital and I love it.",  # punctuated
    "every sunday I call my grandma in Porto its kind of our ritual",  # no clause before "I"
    "in two weeks I start at the new job so I want to brush up on Kubernetes",
    "as a python dev I use pycharm with four spaces and a dark theme",
    "there's a chance I'll be in Madrid on the 20th for a wedding",  # a hedge scopes on
    "if only i spoke japanese this trip would be so much easier for us",
    "translate to french i work as a nurse in lyon and i have two cats",  # a text to work on
    "the client I'm training has type 2 diabetes so we go easy on sprints",  # "that" left out
    "anchovies are another one I just can't do no matter how they are cooked",
    "i think i might move to york next year if the job comes through",
    "I'm the CEO of my household i run a tight ship lol jk",  # a joke keeps the run whole
    "dust mites and pollen those are my allergies spring is hell",  # "my" after a verb
    "i've got a bearded dragon he's called gary and he eats crickets",
    "my wife and i retired to sedona last year best decision ever",
    "bee stings put me in hospital once — I'm allergic and carry an EpiPen",
    "short one i live here",  # too short to hold two statements
    "according to my wife I snore every night like a tractor",  # reported speech scopes on
    "I used to hate olives but now I love them on pizza",  # "but now": one clause
]


@pytest.mark.parametrize("text", KEPT_WHOLE)
def test_written_or_bound_clauses_are_left_as_they_are(text: str) -> None:
    assert punctuated(text) == text


READ = [
    ("my name is dana i work as a nurse at st marys i hate cilantro", ("profile.name", "Dana")),
    ("my name is dana i work as a nurse at st marys i hate cilantro", ("pref:cilantro", "dislike")),
    ("i'm gabriel i coach u12 soccer on saturdays", ("profile.name", "Gabriel")),
    ("i'm a pharmacist my husband is a firefighter we live in reno", ("profile.location", "Reno")),
    ("i'm a pharmacist my husband is a welder we live in reno", ("profile.role", "pharmacist")),
    ("im tomasz i drive a tram in krakow my wife is called ola", ("profile.name", "Tomasz")),
]  # fmt: skip


@pytest.mark.parametrize(("text", "key"), READ)
def test_each_cut_clause_is_read_as_a_sentence(text: str, key: tuple[str, str]) -> None:
    assert key in learned_keys(text)


LEAD_INS = [
    ("oh and btw, she's flying to Cairo on Friday", "She's flying to Cairo on Friday"),
    ("lol my roommate just adopted a cat", "My roommate just adopted a cat"),
    ("anyway, my boss is vegan now apparently", "My boss is vegan now apparently"),
    ("fwiw he works at Google these days", "He works at Google these days"),
    ("haha ok so i work at stripe now", "I work at stripe now"),
    ("so yeah, i'm a nurse in leeds", "I'm a nurse in leeds"),
    ("random but, would you ever eat insects?", "Would you ever eat insects?"),
    ("ngl the contractor is flying to Miami", "The contractor is flying to Miami"),
    ("At home. anyway, my sister is moving to Berlin", "At home. My sister is moving to Berlin"),
    ("oh and btw, Oh sure, I LOVE grading on Sundays", "Oh sure, I LOVE grading on Sundays"),
    ("oh and also kayaking on weekends", "Also kayaking on weekends"),
    ("umm well, we got a puppy last week", "We got a puppy last week"),
    ("side note: my daughter is allergic to eggs", "My daughter is allergic to eggs"),
    ("btw, im vegetarian if that matters", "Im vegetarian if that matters"),
    ("yeah so my team lead quit yesterday", "My team lead quit yesterday"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "plain"), LEAD_INS)
def test_a_chat_lead_in_is_taken_off_the_sentence(text: str, plain: str) -> None:
    assert without_lead_ins(text) == plain


NO_LEAD_IN = [
    "oh and climbing too",  # a follow-up keeps its "and"
    "well paid job in leeds is what i want",  # "well" is a word of the sentence
    "ok with tabs as long as they are four wide",
    "hi, it's Jonas, I run the bakery on Elm St",  # a greeting opens an introduction
    "also i do yoga twice a week",  # "also" adds, no chat
    "so i moved to bath last year",
    "oh sure, I LOVE grading lab reports on a Sunday",  # sarcasm keeps its opening
    "haha nice one, that made my day",
]


@pytest.mark.parametrize("text", NO_LEAD_IN)
def test_words_that_belong_to_the_sentence_stay(text: str) -> None:
    assert without_lead_ins(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "oh and btw, my sister is flying to Seoul on Friday",
        "lol my coworker swears by emacs and won't shut up about it",
        "anyway, the contractor is flying to Miami on Friday so the kitchen's on hold",
        "fwiw, she's allergic to peanuts",
    ],
)
def test_someone_elses_fact_after_a_lead_in_is_not_the_users(text: str) -> None:
    keys = learned_keys(text)
    assert not [k for k in keys if k[0].startswith(("fact:plan", "pref.editor", "fact:allergy"))]


ZH = [
    "我叫李雷我在杭州上班我不吃香菜",
    "对了顺便说一下，我姐姐下周去首尔",
    "ok 我在上海住了五年 我是老师 我喜欢爬山",
    "我係阿明 喺香港做護士 我唔食牛肉",
]


@pytest.mark.parametrize("text", ZH)
def test_chinese_is_left_to_its_own_readers(text: str) -> None:
    assert punctuated(text) == text
    assert without_lead_ins(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "I think I'll move to Berlin next year",
        "I guess I'm going to quit",
        "I think I might be celiac",
        "I guess I'm probably moving to Leeds",
        "I think I'm allergic to shellfish, not sure",
    ],
)
def test_a_hedge_over_a_plan_or_a_guess_still_holds(text: str) -> None:
    assert not {slot for slot, _ in en_slots(text)} & {
        "plan",
        "home_location",
        "condition",
        "allergy",
    }


def test_a_guess_about_someone_else_is_not_the_users() -> None:
    assert ("home_location", "Oslo") not in en_slots("I think my sister is moving to Oslo")
