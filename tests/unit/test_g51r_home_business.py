"""Where the user lives, said as where they run their trade (我在温岭开了个小模具厂), and not
when it is someone else's, a past one, or a place that is no town."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("我在布宜诺斯艾利斯开超市十几年了", "布宜诺斯艾利斯"),
        ("鄙人在敦化种人参，吉林这旮旯冬天贼冷", "敦化"),
        ("我在温岭开了个小模具厂", "温岭"),
        ("我们在海口开了家咖啡馆", "海口"),
        ("我跟我对象在大连开了个民宿", "大连"),
    ],
)
def test_the_place_of_ones_trade_is_home(text: str, home: str) -> None:
    assert ("profile.location", home) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "我朋友在成都开火锅店",
        "我在广州地铁开三号线，倒班制",
        "我以前在成都开火锅店",
        "我在网上开了个店",
        "我在阳台养了几盆多肉",
        "如果我在大理开个民宿会怎样",
    ],
)
def test_others_past_or_no_town_give_no_home(text: str) -> None:
    assert "profile.location" not in {k for k, _ in learned_keys(text)}
