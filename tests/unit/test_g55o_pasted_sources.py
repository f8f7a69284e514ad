"""Text the user says they pasted from someone else's document teaches nothing about the
user (g55o); what the user says before it, and text copied from the user's own papers,
stay."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

PASTED: list[str] = [
    "pasted from the PDF, can you clean up the line breaks:\n\nThe applicant states: I am a "
    "res-\nident of Cardiff and am employ-\ned as a porter.",
    "copied this from a client's email, fix the formatting please:\nI am a nurse living in "
    "Leeds and I am allergic to latex.",
    "这是从PDF里复制出来的，帮我整理一下换行：\n本人是一名护士，\n住在杭州。",
]


@pytest.mark.parametrize("text", PASTED)
def test_a_pasted_document_teaches_nothing_about_the_user(text: str) -> None:
    """No role, place or allergy of the document's writer is the user's."""
    learned = {key for key, _ in learned_keys(text)}
    assert not learned & {"profile.role", "profile.location", "fact:allergy"}


KEPT: list[tuple[str, set[tuple[str, str]]]] = [
    (
        "I'm a nurse. Copied from the hospital website: I work at St Mary's and I live in Leeds.",
        {("profile.role", "nurse")},
    ),
    ("我住在杭州。从网上摘的一段话：我是一名律师，对花生过敏。", {("profile.location", "杭州")}),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_what_the_user_says_before_the_paste_stays(
    text: str, learned: set[tuple[str, str]]
) -> None:
    """The user's own sentence before the announcement stays, and only it."""
    assert learned_keys(text) == learned


OWN: list[tuple[str, tuple[str, str]]] = [
    (
        "copied from my CV, can you tidy it:\nI am a nurse living in Leeds.",
        ("profile.role", "nurse"),
    ),
    ("从我的简历里复制的：我是一名护士，住在杭州。", ("profile.role", "护士")),
    ("proofread this:\nI am a nurse in Leeds.", ("profile.role", "nurse")),
]


@pytest.mark.parametrize(("text", "learned"), OWN)
def test_the_users_own_papers_stay(text: str, learned: tuple[str, str]) -> None:
    """Text copied from the user's own CV, or a draft to proofread, is the user's."""
    assert learned in learned_keys(text)
