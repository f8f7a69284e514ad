"""A person said with no owner is not someone of the user's (grammar/unowned_people.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _relations(text: str) -> set[str]:
    return {v for k, v in learned_keys(text) if k.startswith("profile.relations.")}


@pytest.mark.parametrize(
    "text",
    [
        "homework question: write 3 sentences. One kid wrote 'I like trains'. is that enough?",
        "One kid in my class can't read yet",
        "作业题：造三个句子，有个孩子写“我喜欢火车”，行不行",
        "但愿我能有个妹妹，小时候太孤单了",
    ],
)
def test_an_indefinite_person_is_no_relation(text: str) -> None:
    assert _relations(text) == set()


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("I have a sister in Leeds", "sister"),
        ("I'm a mum of two", "child"),
        ("my kid is sick, and a kid at his school has measles", "child"),
        ("我有个妹妹在上海", "妹妹"),
        ("我家孩子在学钢琴", "孩子"),
    ],
)
def test_a_person_of_ones_own_stands(text: str, relation: str) -> None:
    assert relation in _relations(text)
