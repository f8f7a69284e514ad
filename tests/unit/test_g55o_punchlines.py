"""A punchline that re-reads the claim before it (a stretching condition, a redefinition,
a dashed pun) leaves nothing learned about the user (g55o); a condition that does not
stretch the claim keeps it."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

JOKES: list[str] = [
    "I'm a marathon runner, if Netflix marathons count.",
    "I'm a chef, well if instant noodles count.",
    "I can cook, if you count toast.",
    "I'm an athlete, if walking to the fridge counts.",
    "I'm a pro gamer. if the game is Candy Crush and pro means on the toilet.",
    "I'm a world traveller. if the world is my flat and travel means the sofa",
    "我也算是个厨师吧，如果泡面也算的话",
    "我会三门语言，要是表情包也算一门的话",
    "我每天都在健身——健的是嘴",
    "我天天跑步——跑的是外卖",
]


@pytest.mark.parametrize("text", JOKES)
def test_a_claim_re_read_by_its_punchline_teaches_nothing(text: str) -> None:
    """The claim is stretched or redefined by the clause after it: a joke."""
    assert learned_keys(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("I'm a nurse, if that matters.", ("profile.role", "nurse")),
    ("I'm vegan, if that counts for the recipe.", ("fact:diet", "vegan")),
    ("I walk every evening if my step count is low.", ("fact:habit", "walk every evening")),
    ("I'm a teacher. If the school is closed I work from home.", ("profile.role", "teacher")),
    ("我每天跑步，跑的是五公里", ("fact:habit", "每天跑步")),
    ("我每天都在健身，练的是力量", ("fact:habit", "每天在健身")),
    ("我每天都在学画画——主要是水彩", ("fact:habit", "每天在学画")),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_a_condition_that_does_not_stretch_the_claim_keeps_it(
    text: str, learned: tuple[str, str]
) -> None:
    """A condition on relevance, or an elaboration without a dash, keeps the claim."""
    assert learned in learned_keys(text)
