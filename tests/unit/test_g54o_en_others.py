"""What is said of someone the user brings in ("there's a guy at my gym who ...") or names
with their job ("Maria, a nurse from Porto, ...") is theirs, not the user's (g54o)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

THEIRS: list[str] = [
    "There's a woman in my choir who teaches Maori at the uni and can't stand hymns.",
    "There's a guy at my gym who is vegan and lives in Hackney.",
    "We have a new hire who only uses Vim and lives in Leeds, and I'm jealous.",
    "I know a woman who is allergic to latex.",
    "Pieter, a tugboat pilot I met on the ferry, asked me to help with his CV.",
    "Maria, a nurse from Porto, wants to learn English.",
    "That chef at Sora, Hiro, trained under Jiro for ten years.",
    "Old Mr Baxter next door has just been diagnosed with Parkinson's.",
    "The apprentice, Josh, lives in Skelmersdale and gets two buses, can I claim his travel?",
    "Mrs Okafor from church is diabetic and lives alone.",
]


@pytest.mark.parametrize("text", THEIRS)
def test_someone_elses_facts_are_not_the_users(text: str) -> None:
    """No fact about the user is learned from what the sentence says of someone else."""
    assert not any(_about_user(key) for key, _ in learned_keys(text))


MINE: list[tuple[str, tuple[str, str]]] = [
    ("There's a guy at work who lives in Hackney, and I live in Bow.", ("profile.location", "Bow")),
    ("I have a job that I love, I'm a nurse in Leeds.", ("profile.role", "nurse")),
    ("I'm a nurse at St Mary's in Leeds.", ("profile.employer", "St Mary's")),
    ("I'm the head chef at Nobu.", ("profile.role", "head chef")),
    ("I'm a tugboat pilot on the Scheldt.", ("profile.role", "tugboat pilot")),
    ("My husband, Dev, and I live in Leeds.", ("profile.location", "Leeds")),
    ("The point is, Sam, I live in Leeds now.", ("profile.location", "Leeds")),
]


@pytest.mark.parametrize(("text", "learned"), MINE)
def test_the_users_own_stay(text: str, learned: tuple[str, str]) -> None:
    """A clause that turns back to the user, and the user's own job, stay theirs."""
    assert learned in learned_keys(text)


def _about_user(key: str) -> bool:
    """True for a key that says something about the user (not fact:about:<someone>)."""
    return key.startswith(("profile.", "fact:", "pref")) and not key.startswith("fact:about:")
