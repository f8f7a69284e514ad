"""A home said by a verb of dwelling with words between it and the place ("Live just outside
town in Bullet Tree", "house is up in Scotsburn", "remote from Halifax"); someone else's
dwelling, a stay, a wish, a denial or a past home gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _homes(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.location"}


@pytest.mark.parametrize(
    ("text", "home"),
    [
        (
            "I guide cave tours out of San Ignacio. Live just outside town in Bullet Tree.",
            "Bullet Tree",
        ),
        ("I fish lobster out of Pictou, house is up in Scotsburn.", "Scotsburn"),
        ("i cut reed for the thatchers, live over Hickling way", "Hickling"),
        ("I work nights at the port, sleep days in La Serena.", "La Serena"),
        ("Backend dev, remote from Halifax, spaces not tabs", "Halifax"),
        ("I teach piano, and I live a few streets from the beach in Brighton.", "Brighton"),
        ("We're based just outside Leeds.", "Leeds"),
        ("we rent a tiny flat in Vienna", "Vienna"),
        ("Live just north of Boston.", "Boston"),
        ("Me and my husband Joe live right next to the park in Dundee.", "Dundee"),
        ("My partner and I live on a farm outside Ballarat.", "Ballarat"),
        ("I work in the city but live out near Kildare.", "Kildare"),
        ("Currently living with my aunt in Hamilton.", "Hamilton"),
        ("mostly church halls around Leeds where i live", "Leeds"),
        ("I run a little bar in Sighnaghi, live there too.", "Sighnaghi"),
        ("I commute in from Woking every day.", "Woking"),
        ("I drive in from Falkirk.", "Falkirk"),
        ("I rent in Croydon.", "Croydon"),
        ("We're renting a two-bed in Leith.", "Leith"),
        ("We stay in Kiambu.", "Kiambu"),
        ("Staying in Lekki these days.", "Lekki"),
    ],
)
def test_a_home_by_a_verb_of_dwelling(text: str, home: str) -> None:
    assert home in _homes(text)


@pytest.mark.parametrize(
    "text",
    [
        "I love live music in Austin.",
        "My brother lives just outside town in Bullet Tree.",
        "They live just outside Galway.",
        "I don't live in Leeds anymore.",
        "I used to live in a flat in Hull.",
        "I'm staying for the week near Bath.",
        "If I lived near Oslo I'd ski every day.",
        "I'd love to live just outside Kyoto.",
        "We want to rent a flat in Madrid.",
        "Sarah and I used to live near Reading.",
        "He works in Leeds and lives in York.",
        "Do you live near Boston?",
        "She runs a bar in Sighnaghi and lives there too.",
        "We rent out a flat in Leith.",
        "I rent a car in Lisbon.",
        "I'm staying in Rome.",
        "I'm staying near Paris this week.",
        "I drove in from Falkirk today.",
        "My wife commutes from Reading.",
    ],
)
def test_no_home_of_the_user(text: str) -> None:
    assert not _homes(text)
