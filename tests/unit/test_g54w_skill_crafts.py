"""A craft the user practises, said with what they make or mend, is a skill (g54w)."""

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
        ("I restore vintage Schwinns in the garage and flip them", "restoring vintage Schwinns"),
        ("I fix pinball machines, mostly Bally and Williams", "fixing pinball machines"),
        ("I set metal type by hand and run a press in my shed", "setting metal type by hand"),
        ("I carve spoons from green wood", "carving spoons"),
        ("I rebuild old Land Rover gearboxes", "rebuilding old Land Rover gearboxes"),
        ("I tune pianos", "tuning pianos"),
        ("I restore old glass eyes for antique mounts", "restoring old glass eyes"),
        ("I do raku firing", "raku firing"),
        ("I do leadlight repair for churches around Yorkshire", "leadlight repair"),
        ("I do a bit of leatherwork", "leatherwork"),
    ],
)
def test_craft_with_its_object(text: str, skill: str) -> None:
    assert skill in skills(text)


@pytest.mark.parametrize(
    "text",
    [
        "I fix dinner for the kids",
        "I make coffee every morning",
        "I fix it when it breaks",
        "I do homework with my son",
        "Do you repair watches?",
        "I'd love to carve spoons",
        "I set goals every January",
        "I fix elevators for Otis",
        "I set cryptic crosswords for the Yorkshire Post",
    ],
)
def test_no_craft_from_a_chore_a_habit_or_a_wish(text: str) -> None:
    assert skills(text) == set()


def test_someone_elses_craft_is_not_the_users() -> None:
    assert skills("My dad restores old motorbikes") == set()
