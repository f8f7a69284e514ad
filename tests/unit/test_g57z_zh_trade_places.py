"""A trade said by its doing at a town or a workplace, with no years and no 的 (俺在海南割橡胶,
我在菜市场卖猪肉, 我在老家养猪, 我在酒厂酿酒): the doing is the user's role; not a doing at home
(我在阳台种了点葱, 我在家养猫), a customer's (我在超市买菜), a wish, the past or someone else's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


def _roles(text: str) -> set[str]:
    return {v for s, v in user_slots(text) if s == "role"}


@pytest.mark.parametrize(
    ("text", "doing"),
    [
        ("俺在海南割橡胶", "割橡胶"),
        ("我在钢厂炼钢，三班倒", "炼钢"),
        ("我在菜市场卖猪肉", "卖猪肉"),
        ("我在县城修手机 生意一般", "修手机"),
        ("我在面包房烤面包", "烤面包"),
        ("我在老家养猪", "养猪"),
        ("我在盐湖采盐，风吹日晒的", "采盐"),
        ("我在酒厂酿酒", "酿酒"),
        ("现在在义乌卖袜子", "卖袜子"),
        ("我在山东寿光种大棚蔬菜", "种大棚蔬菜"),
    ],
)
def test_a_trade_done_at_a_town_or_a_workplace(text: str, doing: str) -> None:
    assert doing in _roles(text)


@pytest.mark.parametrize(
    "text",
    [
        "我在阳台种了点葱",
        "我在家养猫",
        "我在超市买菜",
        "周末我在院子里种花",
        "我想在大理卖咖啡",
        "我以前在义乌卖袜子",
        "他在县城修手机",
        "我在网上卖二手书",
        "我在医院养病",
        "我在医院补牙",
        "在琢磨开个淘宝店卖手工皮具",
        "我在体育馆锻炼",
    ],
)
def test_no_trade_from_a_doing_at_home_a_wish_or_someone_else(text: str) -> None:
    assert not _roles(text)
