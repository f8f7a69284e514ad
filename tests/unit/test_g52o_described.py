"""Someone described with a name between commas, or with a time inside the description, is
still someone else (someone_said): nothing about the user."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _about_user(text: str) -> set[tuple[str, str]]:
    return {(k, v) for k, v in learned_keys(text) if not k.startswith("fact:about:")}


@pytest.mark.parametrize(
    "text",
    [
        "the new lad on the landscaping crew, Pete, is allergic to bees.",
        "a caller on the line this morning, Dev from Leicester, told me he speaks six languages",
        "A regular at the bar, Mr Okafor, is allergic to shellfish",
        "a customer this morning told me she lives in Leeds",
        "The courier on our route, Tomasz, speaks Polish and German.",
    ],
)
def test_a_described_person_with_a_name_is_not_the_user(text: str) -> None:
    assert _about_user(text) == set()


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("my wife, Jo, is a nurse and I'm a teacher", "profile.role"),
        ("The plan this morning is to fly to Rome on Friday", "fact:trip:rome"),
    ],
)
def test_the_users_own_facts_stand(text: str, key: str) -> None:
    assert any(k == key for k, _ in _about_user(text))
