"""A joke marker in a value refuses it ("sail the world (jk)", 辞职去环游世界(并不会)), but JK as a
thing said in capitals is a thing (JK制服, a school-uniform style: "JK我不太感冒")."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.value_shapes import refusing


@pytest.mark.parametrize(
    "value",
    [
        "quit and sail the world (jk)",
        "move to Bali jk",
        "buy a yacht (JK)",
        "辞职去环游世界(并不会)",
    ],
)
def test_a_joke_marker_refuses_the_value(value: str) -> None:
    assert refusing("goal", value) == "joke_marker"


@pytest.mark.parametrize("value", ["JK", "JK制服"])
def test_jk_in_capitals_is_a_thing(value: str) -> None:
    assert refusing("dislike", value) is None
