"""g52w: "me and my X ..." is read as "my X and I ...": what the two do together is the
user's too (a project, a business), and X is the user's relation."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.joint_work import reordered
from tests.fixtures.grammar import en_slots


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Me and my dad are restoring a 1962 Airstream.", "project", "1962 Airstream"),
        ("me and my brother are building a tiny house on a trailer", "project", "tiny house"),
        ("Me and my wife run a bakery in Leeds.", "role", "bakery owner"),
        ("Me and my wife run a bakery in Leeds.", "work_location", "Leeds"),
    ],
)
def test_what_me_and_my_x_do_is_the_users(text: str, slot: str, value: str) -> None:
    found = en_slots(text)
    assert (slot, value) in found
    assert any(s == "relation" for s, _ in found)


def test_the_reordered_sentence_keeps_its_words() -> None:
    assert reordered("Me and my dad are restoring a van") == "My dad and I are restoring a van"
    assert reordered("so me and my wife run a chippy") == "so my wife and I run a chippy"


@pytest.mark.parametrize(
    "text",
    ["My wife is restoring a 1962 Airstream.", "Me and my sister think she should quit."],
)
def test_no_project_or_job_of_the_users_from_someone_elses_doing(text: str) -> None:
    assert not {s for s, _ in en_slots(text)} & {"project", "role", "employer"}


def test_me_and_the_missus_keeps_the_wife() -> None:
    assert ("relation", "wife") in en_slots("Me and the missus run a chippy in Whitby.")


def test_a_language_both_speak_is_the_users() -> None:
    assert ("languages", "Polish") in en_slots("Me and my sister both speak Polish.")
