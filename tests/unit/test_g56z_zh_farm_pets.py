"""A donkey or a tortoise the user keeps and names (家里那头驴叫小灰, 我养的龟叫壳壳) is their pet,
as a cat or a dog is; a hiker (驴友) or a fable (龟兔赛跑) is none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("我家那头驴叫小灰", "驴: 小灰"),
        ("我养了只龟，叫壳壳", "龟: 壳壳"),
        ("院子里还有头驴叫倔倔", "驴: 倔倔"),
    ],
)
def test_a_farm_pet_named(text: str, pet: str) -> None:
    assert ("pet", pet) in user_slots(text)


@pytest.mark.parametrize(
    "text", ["我是个资深驴友", "龟兔赛跑的结局你还记得吗", "邻居家有头驴叫大黑"]
)
def test_no_pet_from_a_word_inside_another(text: str) -> None:
    assert not {value for slot, value in user_slots(text) if slot == "pet"}


def test_english_a_named_donkey() -> None:
    assert ("pet", "donkey: Pablo") in user_slots("We keep a donkey called Pablo")
