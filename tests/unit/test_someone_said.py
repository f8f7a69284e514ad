"""A sentence about someone named only by a description teaches nothing about the user."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said


@pytest.mark.parametrize(
    "text",
    [
        "The foreman uses Emacs for his notes, weird guy.",
        "The author of this novel lives in Montréal and writes in French.",
        "The guy next door uses vim.",
        "Her new boyfriend works at Google and lives in Dublin.",
        "This barista always draws a cat in the foam.",
        "A kid in my daughter's class is allergic to peanuts.",
    ],
)
def test_nothing_of_the_user_from_a_described_subject(text: str) -> None:
    assert not {fact for fact in said(text) if "." not in fact.split("=")[0]}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("The plan is to move to Berlin in June", "goal=move to Berlin"),
        ("the smell of durian makes me gag, sorry", "dislike=durian"),
        ("the dog's called Biscuit, she's a lurcher", "pet=dog: Biscuit"),
        ("The best thing is I live in Leeds now", "home_location=Leeds"),
        ("The new intern lives in Leeds.", "intern.home_location=Leeds"),
    ],
)
def test_the_user_and_named_people_keep_their_facts(text: str, fact: str) -> None:
    assert fact in said(text)


def test_chinese_sentences_are_not_read_here() -> None:
    assert "home_location=杭州" in said("我住在杭州")


def test_a_sentence_without_a_verb_after_its_opening_is_read_as_before() -> None:
    assert "home_location=Leeds" in said("The usual: Leeds, nurse, vegan. I live in Leeds.")
    assert said("The end") == set()


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the concert is on Saturday, can't wait", "plan=concert"),
        ("the wedding is on June 3, so excited", "plan=wedding"),
    ],
)
def test_a_thing_as_the_subject_is_no_one_else(text: str, fact: str) -> None:
    assert any(f.startswith(fact) for f in said(text))
