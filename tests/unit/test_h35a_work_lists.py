"""Several skills in one list and a project without whom it is for (issue 22, h35a)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "skills"),
    [
        ("I know Rust and a bit of Zig", {"Rust", "Zig"}),
        ("I know Python, Go and some Elixir", {"Python", "Go", "Elixir"}),
        ("picked up Kotlin and a little Swift last year", {"Kotlin", "Swift"}),
        ("I'm good at Excel, plus basic Tableau", {"Excel", "Tableau"}),
        ("I use Figma daily and I know Blender & Unity", {"Blender", "Unity"}),
    ],
)
def test_every_skill_of_a_list_is_learned(text: str, skills: set[str]) -> None:
    learned = {value for slot, value in user_slots(text) if slot == "skill"}
    assert skills <= learned


@pytest.mark.parametrize(
    "text",
    [
        "I know Rust and Spanish",  # a spoken language is no skill
        "do you know Rust and Zig?",
        "I know Rust and I live in Berlin",
    ],
)
def test_a_list_stops_at_what_is_not_a_skill(text: str) -> None:
    learned = {value for slot, value in user_slots(text) if slot == "skill"}
    assert not learned & {"Spanish", "Berlin", "I"}


@pytest.mark.parametrize(
    ("text", "project"),
    [
        ("I'm recording an EP with my band", "EP"),
        ("I'm building a treehouse for the kids", "treehouse"),  # g42j: the thing, short
        ("I'm knitting a jumper for my nephew", "jumper"),  # g42j: the thing, short
        ("making a quilt with my mum", "quilt"),
        ("I'm putting together a zine with some friends", "zine"),
        (
            "Working on a side project, a Discord bot for my D&D group",
            "Discord bot for my D&D group",
        ),
        ("my pet project, a tide-tracking CLI, is nearly done", "tide-tracking CLI"),
    ],
)
def test_a_project_is_the_thing_made(text: str, project: str) -> None:
    assert ("project", project) in user_slots(text)


def test_a_for_phrase_that_is_no_person_stays() -> None:
    assert ("project", "CLI for tracking tides") in user_slots(
        "side project: a CLI for tracking tides"
    )


def test_no_project_from_a_question() -> None:
    said = user_slots("should my side project, a Discord bot, use Python?")
    assert ("project", "Discord bot") not in said


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("我会Python和一点Go", "skill", "Python"),
        ("我最近在做一个记账小程序", "project", "记账小程序"),
    ],
)
def test_chinese_work_group_unchanged(text: str, key: str, value: str) -> None:
    assert any(slot == key and value in v for slot, v in user_slots(text))
