"""A given name of two characters right after the user's kin word (我儿子艾力在上海读大学,
我老婆秀英是小学老师); a word of time or a thing of the person's (今年, 单位, 厨艺), someone
else's kin or a question names no one."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


def _named(text: str) -> set[str]:
    return {value for slot, value in user_slots(text) if slot == "relation" and ":" in value}


@pytest.mark.parametrize(
    ("text", "kin"),
    [
        ("我儿子艾力在上海读大学。", "儿子: 艾力"),
        ("我老婆秀英是小学老师。", "老婆: 秀英"),
        ("我老公建军在工地上班。", "老公: 建军"),
        ("我妈桂兰喜欢跳广场舞。", "妈: 桂兰"),
        ("我哥哥大伟，在深圳开店。", "哥哥: 大伟"),
    ],
)
def test_kin_named_by_a_given_name(text: str, kin: str) -> None:
    assert kin in _named(text)


@pytest.mark.parametrize(
    "text",
    [
        "我儿子今年在上海读大学。",
        "我女儿作业很多。",
        "我老婆厨艺很好。",
        "我老公公司在城南。",
        "我同事的女儿朵朵在学钢琴。",
        "我儿子艾力在上海读大学吗？",
    ],
)
def test_no_kin_named(text: str) -> None:
    assert not _named(text)
