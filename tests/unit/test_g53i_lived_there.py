"""A home pointed back at (俺是齐齐哈尔的，搁那住了四十多年了), been at (我们是在奥克兰的), or lived
close to where one works (我在东关开了个小超市，就住楼上; "I run a shop in Bologna, I live just
upstairs"); a visit, a past, a question or someone else's gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _homes(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.location"}


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("俺是齐齐哈尔的，搁那住了四十多年了", "齐齐哈尔"),
        ("我老家哈尔滨的，在那住了三十年", "哈尔滨"),
        ("我是洛阳的，一直在那儿生活", "洛阳"),
        ("我们是在新西兰奥克兰的", "奥克兰"),
        ("我们一家都是在温州的", "温州"),
        ("我在澡堂子搓澡，就在沈阳铁西那片，住得也不远", "沈阳"),
        ("我在东关开了个小超市，就住楼上", "东关"),
        ("I run a little shop in Bologna, I live just upstairs.", "Bologna"),
        ("I work at a bakery in Ghent and live around the corner.", "Ghent"),
        ("We farm sheep in Ruthin and live on site.", "Ruthin"),
    ],
)
def test_a_home_pointed_back_at(text: str, home: str) -> None:
    assert home in _homes(text)


@pytest.mark.parametrize(
    "text",
    [
        "我是在网上看到的",
        "我是在深圳的时候学的",
        "他是齐齐哈尔的，在那住了四十年",
        "我是齐齐哈尔的，去那玩了几天",
        "我以前是在大连的",
        "你们是在上海的吗",
        "She runs a bar in Ghent and lives upstairs.",
        "I'm visiting a friend in Ghent, she lives around the corner.",
        "If I worked in Ghent I'd live nearby.",
    ],
)
def test_no_home_pointed_back_at(text: str) -> None:
    assert not _homes(text)
