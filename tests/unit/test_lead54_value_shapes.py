"""Value shapes that earlier refused well-formed values (probe Z joined the corpus): an
organisation named with a capitalised adverb ("Just Eat"), a drug whose name holds 他
(氯雷他定, 阿托伐他汀), and 把 as a measure word (打几把)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.value_shapes import refusing


@pytest.mark.parametrize(
    ("slot", "value"),
    [
        ("employer", "Just Eat"),
        ("habit", "每天吃氯雷他定"),
        ("habit", "每晚吃阿托伐他汀"),
        ("habit", "每天都要打几把"),
        ("habit", "周末打一把麻将"),
    ],
)
def test_well_formed_values_are_kept(slot: str, value: str) -> None:
    assert refusing(slot, value) is None


@pytest.mark.parametrize(
    ("slot", "value"),
    [("plan", "just flying to Oslo"), ("habit", "周末帮他修车"), ("habit", "周末把")],
)
def test_the_rules_still_refuse_their_shapes(slot: str, value: str) -> None:
    assert refusing(slot, value) is not None
