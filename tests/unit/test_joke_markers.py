"""Words of rank and place are no joke markers; hyperbole still learns nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import memories, said_now


@pytest.mark.parametrize(
    ("said", "role"),
    [
        ("I'm a senior lawyer.", "senior lawyer"),
        ("I'm a senior product manager, based in Hangzhou.", "senior product manager"),
        ("我是一名资深律师。", "资深律师"),
        ("我是资深产品经理，在杭州工作。", "资深产品经理"),
    ],
)
def test_a_senior_role_is_a_role(said: str, role: str) -> None:
    assert role in said_now(memories(said))


@pytest.mark.parametrize(
    "said",
    [
        "I'm basically a professional overthinker at this point.",
        "I've been working here since the dinosaurs.",
        "我是全宇宙第一拖延症患者。",
        "我下辈子要当一只猫。",
    ],
)
def test_hyperbole_learns_nothing(said: str) -> None:
    assert said_now(memories(said)) == ""
