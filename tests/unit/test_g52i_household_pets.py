"""A pet of the user's household named right after its kind and before what it does (我家的狗狗
豆豆生病了), or read as the subject of its own clause (我们家的猫特别胖): the user's pet; a
neighbour's or someone else's is not."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("我家的狗狗豆豆生病了。", "pet=狗狗: 豆豆"),
        ("我们家的狗狗豆豆生病了。", "pet=狗狗: 豆豆"),
        ("我们家的猫年糕很胖。", "pet=猫: 年糕"),
        ("我们家小狗叫可乐，三岁了。", "pet=小狗: 可乐"),
        ("我们家的猫特别胖", "pet=猫"),
        ("我家的狗狗最近不吃饭", "pet=狗狗"),
    ],
)
def test_the_households_pet(text: str, pet: str) -> None:
    assert pet in said(text)


@pytest.mark.parametrize(
    "text",
    ["邻居家的猫特别胖", "我朋友家的狗很凶", "他家的狗最近不吃饭", "我家的狗狗狗粮吃完了"],
)
def test_no_named_pet_of_the_users(text: str) -> None:
    assert not any(s.startswith("pet=") and ": " in s for s in said(text))


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("Our cat is a tabby called Jasper.", "pet=cat: Jasper"),
        ("My own dog is a three-legged pointer named Biscuit.", "pet=dog: Biscuit"),
        ("I walk the dog Zhuzha twice a day.", "pet=dog: Zhuzha"),
        ("We feed the cat Miso at six.", "pet=cat: Miso"),
    ],
)
def test_an_english_pet_described_then_named(text: str, pet: str) -> None:
    assert pet in said(text)


@pytest.mark.parametrize(
    "text",
    ["If our cat were a tabby called Jasper, I'd laugh.", "Would I walk the dog Rex daily?"],
)
def test_no_english_pet_of_a_wish(text: str) -> None:
    assert not any(s.startswith("pet=") for s in said(text))
