"""One more pet or person of the user's, named in a clause without a verb after one already
said ("I have a son named Leo. And a daughter, Mia.", 我养了只柯基叫馒头，还有一只橘猫叫大黄)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "name"),
    [
        ("I have a son named Leo. And a daughter, Mia.", "profile.relations.daughter", "Mia"),
        ("My sister is Ann. And a brother called Tom.", "profile.relations.brother", "Tom"),
        ("We have a dog named Rex. Also a cat called Luna.", "profile.relations.cat", "Luna"),
        (
            "I have a corgi named Pudding. Plus a rabbit called Clover.",
            "profile.relations.rabbit",
            "Clover",
        ),
        ("我养了只柯基叫馒头，还有一只橘猫叫大黄", "profile.relations.橘猫", "大黄"),
        ("我养了只柯基叫馒头。还有一只橘猫叫大黄。", "profile.relations.橘猫", "大黄"),
        ("我有个儿子叫乐乐，还有个女儿叫朵朵", "profile.relations.daughter", "朵朵"),
        ("我老婆叫小芳，另外还有个同事叫小王", "profile.relations.colleague", "小王"),
    ],
)
def test_one_more_being_after_one_said(text: str, key: str, name: str) -> None:
    assert (key, name) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "And a daughter, Mia.",
        "还有一个同事叫小王",
        "I love my job. Also a dog named Rex would be nice?",
        "我喜欢爬山，还有一只猫叫咪咪",
    ],
)
def test_nothing_more_without_a_being_said_before(text: str) -> None:
    assert not {k for k, _ in learned_keys(text) if k.startswith("profile.relations.")}
