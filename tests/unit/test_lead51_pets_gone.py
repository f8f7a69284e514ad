"""A pet said gone in the words people use for it ends the pet, English and Chinese: "crossed the
rainbow bridge", "was put to sleep", 走过彩虹桥了, 送人了; other uses of the words end nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


def _pets(context: str, said: str) -> list[str]:
    return [m.value for m in active_after(context, said, "pet")]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I have a spaniel called Rosie.", "Rosie crossed the rainbow bridge on Saturday."),
        ("I have a dog called Rosie.", "Rosie was put to sleep yesterday, she was 16."),
        ("Our cat is called Mochi.", "Mochi went over the rainbow bridge last night."),
        ("我家的狗叫豆豆。", "豆豆走过彩虹桥了。"),
        ("我家的猫叫团子。", "团子上个月送人了，房东不让养。"),
    ],
)  # fmt: skip
def test_a_pet_said_gone_ends(context: str, said: str) -> None:
    assert _pets(context, said) == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I have a dog called Rosie.", "Rosie was put down as captain of the team"),
        ("我家的狗叫豆豆。", "我们去彩虹桥公园玩了"),
        ("我家的狗叫豆豆。", "我把快递送走了"),
    ],
)  # fmt: skip
def test_the_words_used_otherwise_keep_the_pet(context: str, said: str) -> None:
    assert len(_pets(context, said)) == 1


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("我家有只兔子叫球球。", "球球送给邻居家小孩养了，他们家有院子。"),
        ("我养了条哈士奇叫二哈。", "二哈被我哥接走了，我这边房子太小。"),
        ("We have a cat called Pepper.", "We rehomed Pepper with my sister, she has a garden."),
    ],
)  # fmt: skip
def test_a_pet_given_to_someone_else_ends(context: str, said: str) -> None:
    assert _pets(context, said) == []


def test_a_pet_only_taken_out_stays() -> None:
    assert len(_pets("我家的狗叫豆豆。", "豆豆被我妈带去公园了")) == 1
