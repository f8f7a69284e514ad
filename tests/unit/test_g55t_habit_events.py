"""A habit done at a recurring event said before it (issue 22, g55t): "Every time I fly I read
a thriller", "Each time I visit I bring flowers", "The moment I get home I put the kettle on"
(the run-on cutter no longer cuts at the second "I"), and one's days off as a recurring time
("On my days off I go fishing"). A reaction, a one-off or someone else is no habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _habits(text: str) -> set[str]:
    """The habits one message teaches about the user."""
    return {str(v) for k, v in learned_keys(text) if k == "fact:habit"}


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("Every time I fly I read a thriller.", "read a thriller every time I fly"),
        ("every time i go to my mums i eat too much", "eat too much every time I go to mums"),
        ("Each time I visit I bring flowers.", "bring flowers each time I visit"),
        ("The moment I get home I put the kettle on.", "put the kettle on the moment I get home"),
        ("On my days off I go fishing.", "go fishing on days off"),
        ("I go fishing on my days off.", "go fishing on days off"),
        ("On rest days I walk.", "walk on rest days"),
        ("每次跑完步我都拉伸十分钟", "拉伸"),
    ],
)
def test_a_habit_at_a_recurring_event_is_learned(text: str, habit: str) -> None:
    assert habit in _habits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Every time I see him I laugh.",
        "Every time I fly, I get anxious.",
        "The moment I saw it I laughed.",
        "As soon as I get the job I will buy a car.",
        "Each time I tried I failed.",
        "On my days off last year I went fishing.",
        "My husband goes fishing on his days off.",
        "每次喝咖啡都会心慌",
    ],
)
def test_no_habit_from_a_reaction_a_one_off_or_someone_else(text: str) -> None:
    assert _habits(text) == set()
