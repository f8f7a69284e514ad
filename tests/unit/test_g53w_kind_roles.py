"""g53w: a job named by a kind of work before a head that needs one ("I'm a ferry captain",
"I'm a tour guide on safari"), never a trait, a part one plays or a hobby."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I'm a ferry captain.", "ferry captain"),
        ("I'm a toll collector on the Tamar Bridge.", "toll collector"),
        ("I'm a rodeo clown lol", "rodeo clown"),
        ("I'm a tour guide on safari out of Arusha.", "tour guide"),
        ("I'm a kennel hand at a rescue in Kent.", "kennel hand"),
        ("So I'm a podcast host, mostly true crime.", "podcast host"),
        ("Name's Jory, toll collector on the Tamar Bridge.", "toll collector"),
    ],
)
def test_a_kind_and_its_head_name_the_job(text: str, role: str) -> None:
    assert ("role", role) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm a good host.",
        "I'm a terrible guide, I get lost everywhere.",
        "I'm a team captain this season.",
        "I'm a class clown at heart.",
        "I'm a stamp collector.",
        "I'd love to be a ferry captain.",
        "I was a ferry captain for years.",
        "Am I a ferry captain now?",
        "My dad is a ferry captain.",
        "Name's Jory, stamp collector since I was ten.",
    ],
)
def test_no_job_from_a_trait_a_part_a_hobby_a_wish_or_someone_else(text: str) -> None:
    assert "role" not in {slot for slot, _ in user_slots(text)}
