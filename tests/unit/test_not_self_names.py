"""What follows "I'm" or 我是 and only says what one is like is no name (g46r, issue 22):
"I'm old school", "I'm half insect", 我是小白, 我是吃货; a name said there still is one."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _names(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.name"}


@pytest.mark.parametrize(
    "text",
    [
        "Feet and miles please, I'm old school",
        "I'm old school, I still print my emails",
        "I've been stung so many times I'm half insect",
        "honestly I'm easy, whatever works",
        "麻烦回答详细一点，我是小白，每一步都写出来",
        "我是吃货，推荐点好吃的",
        "我是路痴，导航都能走错",
        "我是新手，别笑我",
    ],
)
def test_a_description_after_im_is_no_name(text: str) -> None:
    assert not _names(text), _names(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I'm Tomasz btw, from Poland", "Tomasz"),
        ("Hi, I'm Anna Weber, a nurse", "Anna Weber"),
        ("叫我小王就行", "小王"),
        ("大家好我叫陈晓，坐标广州", "陈晓"),
    ],
)
def test_a_name_after_im_is_still_the_name(text: str, name: str) -> None:
    assert name in _names(text), _names(text)
