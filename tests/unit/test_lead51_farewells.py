"""A farewell to one named is read as their death, English and Chinese: "RIP Biscuit", "Rest in
peace, Luna", 团子，一路走好, 豆豆安息吧 end the user's pet of that name; a farewell to no one
named, or a wish for a good trip, ends nothing."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.farewells import named_first
from tests.fixtures.grammar import active_after


def _pets(context: str, said: str) -> list[str]:
    return [m.value for m in active_after(context, said, "pet")]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("We have a beagle called Biscuit.", "RIP Biscuit, best boy for 12 years"),
        ("I have a cat named Luna.", "Rest in peace, Luna. Best cat ever."),
        ("我家的猫叫团子。", "团子，一路走好。陪了我十四年。"),
        ("我家的狗叫豆豆。", "豆豆安息吧，下辈子还做我家的狗。"),
    ],
)  # fmt: skip
def test_a_farewell_to_a_pet_ends_it(context: str, said: str) -> None:
    assert _pets(context, said) == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I have a cat named Luna.", "RIP my sleep schedule, Luna is teething"),
        ("我家的狗叫豆豆。", "祝你一路走好，旅途愉快"),
        ("我家的狗叫豆豆。", "豆豆今天打疫苗了"),
    ],
)  # fmt: skip
def test_no_farewell_to_the_pet_keeps_it(context: str, said: str) -> None:
    assert len(_pets(context, said)) == 1


def test_the_farewell_is_said_as_a_death() -> None:
    assert named_first("RIP Pepper, she was 9") == "Pepper died, she was 9"
    assert named_first("Rest in peace, Luna") == "Luna died"
    assert named_first("RIP my sleep schedule") == "RIP my sleep schedule"
    assert named_first("RIP The old office") == "RIP The old office"
