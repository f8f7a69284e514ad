"""The user's name said aside ("I (Marjorie) took up the cello"), after the name one goes by
("going by my maiden name again, Rachel Ostrowski"), as "name is" opening a clause, or after an
intro lead before the user's own clause ("background: Ingrid Solheim, I cut diamonds"); a pet's,
someone else's, a question or a wish gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


def _names(text: str) -> set[str]:
    return {value for slot, value in user_slots(text) if slot == "name"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I (Marjorie) took up the cello at 63.", "Marjorie"),
        ("Me (Dolores) and the kids went to the beach.", "Dolores"),
        ("newly divorced, going by my maiden name again, Rachel Ostrowski", "Rachel Ostrowski"),
        ("I go by my middle name now, Alex.", "Alex"),
        ("quick intro, name is Ravinesh Prasad, i drive taxi in Lautoka", "Ravinesh Prasad"),
        ("names Tuulikki i build saunas", "Tuulikki"),
        ("Everyone at the club calls me Spud so you can too.", "Spud"),
        ("ok so quick background before I ask: Ingrid Solheim, I cut diamonds.", "Ingrid Solheim"),
    ],
)
def test_a_name_said_aside(text: str, name: str) -> None:
    assert name in _names(text)


@pytest.mark.parametrize(
    "text",
    [
        "we got a puppy, name is Rocket",
        "Name is Biscuit, he's a lab.",
        "my son, name is Leo, is five",
        "She goes by her maiden name now, Smith.",
        "I (like everyone) hate Mondays.",
        "name is Ravinesh?",
        "Tom Jones, singer, is playing tonight.",
        "Sarah, 34, nurse in Leeds.",
        "Chris Hollis, pilot with Augusta Airways, flew us home.",
        "Context for the letter: John Smith, I owe him money.",
        "Some background on my sister: Maria Lopez, I think she is 41.",
    ],
)
def test_no_name_of_the_user(text: str) -> None:
    assert not _names(text)
