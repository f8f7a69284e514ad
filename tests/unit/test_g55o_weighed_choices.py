"""A choice still weighed ("debating whether to switch to Vim") teaches nothing from
"whether" on (g55o); what the sentence says before it, and a choice made, stay. An emphatic
liking of a chore (tax returns, the ironing) is irony."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

NOT_YET: list[str] = [
    "I'm weighing up whether to try Emacs. people keep bringing it up",
    "I'm debating whether to switch to Vim.",
    "still deciding whether to go vegan",
    "not sure if I should move to Leeds",
    "oh yeah I LOVE spending my Sunday on tax returns, best day of the year, 10/10",
    "I just LOVE spending my weekend doing the ironing",
]


@pytest.mark.parametrize("text", NOT_YET)
def test_a_weighed_choice_or_an_ironic_chore_teaches_nothing(text: str) -> None:
    """Nothing is chosen yet, or the liking means its opposite."""
    assert learned_keys(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("I use VS Code and I'm debating whether to try Vim.", ("pref.editor", "VS Code")),
    ("I'm vegan and I'm wondering whether to cut out honey too", ("fact:diet", "vegan")),
    ("I decided to go vegan last month.", ("fact:diet", "vegan")),
    ("我现在用VS Code，在纠结要不要换成Vim", ("pref.editor", "VS Code")),
    ("I LOVE spending my Sunday at the allotment!", ("pref:spending my sunday", "like")),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_a_choice_made_or_said_before_stays(text: str, learned: tuple[str, str]) -> None:
    """What is said before the weighing, a choice made, and a real liking stay."""
    assert learned in learned_keys(text)
