"""An ending's words use the verb's base form: "Doesn't eat fish", never "Doesn't eating fish"."""

from __future__ import annotations

import pytest

from memstream.processors.narrative_verbs import base_form
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import memories


@pytest.mark.parametrize(
    ("word", "base"),
    [("eating", "eat"), ("running", "run"), ("making", "make"), ("watches", "watch"),
     ("drink", "drink"), ("Marvel", "Marvel"), ("string", "string")],
)  # fmt: skip
def test_a_verb_in_its_base_form(word: str, base: str) -> None:
    assert base_form(word) == base


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (("I eat fish", "I stopped eating fish, so no seafood at all now"), "Doesn't eat fish"),
        (("我喜欢吃鱼", "我不吃鱼了"), "不吃鱼"),
    ],
)
def test_an_ending_is_said_with_the_base_form(said: tuple[str, str], expected: str) -> None:
    active = [m.content for m in memories(*said) if m.status is MemoryStatus.ACTIVE]
    assert expected in active
    assert not any("eating" in content for content in active)
