"""An event said as someone's by name is theirs, not the user's plan (their_events)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.their_events import kept
from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("Jake's birthday party is this Saturday", "jake"),
        ("Tom's graduation is next Friday", "tom"),
        ("Mia's recital is on Thursday evening", "mia"),
    ],
)
def test_a_named_persons_event_is_theirs(text: str, owner: str) -> None:
    keys = {k for k, _ in learned_keys(text)}
    assert not any(k.startswith("fact:plan:") for k in keys)
    assert any(k.startswith(f"fact:about:{owner}:plan") for k in keys)


@pytest.mark.parametrize(
    "text",
    [
        "I'm going to Jake's birthday party on Saturday",
        "Jake's birthday party is this Saturday and I'm bringing the cake",
    ],
)
def test_the_users_own_part_stays_the_users(text: str) -> None:
    fills = [Fill("plan", "Jake's birthday party", dates=("2026-03-07",))]
    assert kept(text, fills) == fills


def test_a_feast_is_no_owner() -> None:
    fills = [Fill("plan", "Mother's Day brunch", dates=("2026-03-08",))]
    assert kept("Mother's Day brunch on Sunday", fills) == fills
