"""Sarcastic "sure, I'll just ..." and pasted keys in snake_case say nothing about the user
(modes)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    "text",
    [
        "sure, I'll just run a marathon on Saturday with my broken toe, easy",
        "yeah I'll just move to Lisbon next week then, no problem",
        "Oh sure, let me just learn Mandarin by Friday",
        "right, I'm gonna just quit my job tomorrow and sail to Tahiti",
        "- attendant_lead: Priya Shah",
        "team_lead: Tom, home_city: Leeds",
        "preferred_language: Spanish",
    ],
)
def test_sarcasm_and_machine_keys_learn_nothing(text: str) -> None:
    assert learned_keys(text) == set()


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I'll just run a 5k on Saturday", "fact:plan:run a 5k"),
        ("Sure, I'm flying to Rome on Friday", "fact:trip:rome"),
        ("I am a team lead at Acme", "profile.role"),
    ],
)
def test_plain_statements_stand(text: str, key: str) -> None:
    assert any(k == key for k, _ in learned_keys(text))
