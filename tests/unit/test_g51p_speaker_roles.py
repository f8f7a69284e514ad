"""A job named as the one who says something is not the user's role (speaker_roles)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _roles(text: str) -> set[str]:
    return {v for k, v in learned_keys(text) if k == "profile.role"}


@pytest.mark.parametrize(
    "text",
    [
        "I'm allergic to Mondays, doctor confirmed",
        "I'm not drinking Turkish tea anymore, doctor says my stomach. Only herbal now",
    ],
)
def test_the_speaker_is_no_role_of_the_users(text: str) -> None:
    assert _roles(text) == set()


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I'm a doctor and my patients say I'm too blunt", "doctor"),
        ("我是医生，病人说我太严肃", "医生"),
        ("I'm a teacher", "teacher"),
    ],
)
def test_the_users_own_role_stands(text: str, role: str) -> None:
    assert _roles(text) == {role}
