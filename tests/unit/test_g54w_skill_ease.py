"""A skill said by the ease it is done with ("I could write SQL in my sleep") (g54w)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

SKILL = "profile.skills"


def skills(text: str) -> set[str]:
    """The skills a message teaches."""
    return {v for k, v in learned_keys(text) if k == SKILL}


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("I could write SQL in my sleep", "SQL"),
        ("I could do payroll blindfolded", "payroll"),
        ("I could knit a scarf with my eyes closed", "knit a scarf"),
        ("I could bake sourdough with one hand tied behind my back", "bake sourdough"),
        ("SQL I could write in my sleep", "SQL"),
        ("I can do Excel in my sleep", "Excel"),
        ("我闭着眼睛都能写SQL", "SQL"),
        ("我闭着眼睛都能包饺子", "包饺子"),
        ("Excel我闭着眼睛都会", "Excel"),
        ("我睡着了都能写SQL", "SQL"),
    ],
)
def test_skill_done_with_ease(text: str, skill: str) -> None:
    assert skills(text) == {skill}


@pytest.mark.parametrize(
    "text",
    [
        "I could do this in my sleep",
        "If I had time I could learn SQL",
        "My brother could write SQL in his sleep",
        "他闭着眼睛都能写SQL",
    ],
)
def test_no_skill_of_a_task_a_wish_or_someone_else(text: str) -> None:
    assert skills(text) == set()


def test_a_doing_of_a_tool_read_alone_is_not_a_second_skill() -> None:
    assert skills("I can write SQL") == {"SQL"}
