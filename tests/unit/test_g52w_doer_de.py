"""g52w: Chinese "我(是)V-O的" names the user's trade: a vehicle driven is its driver
(开盾构机的: 盾构机司机), a known doing its doer, any other the doing without 的."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.zh_doer_de import doer
from tests.fixtures.grammar import zh_slots


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("我是开盾构机的。", "盾构机司机"),
        ("我跑船的，船老大。", "船员"),
        ("我开120急救车的，市急救中心。", "急救车司机"),
        ("我开叉车的，在物流园。", "叉车司机"),
        ("我是修空调的。", "修空调的"),
        ("我是卖保险的。", "卖保险的"),
    ],
)
def test_the_doer_of_v_o_de_is_the_role(text: str, role: str) -> None:
    assert ("role", role) in zh_slots(text)


@pytest.mark.parametrize(
    "text", ["他是开出租的。", "我开车的时候喜欢听歌。", "我是来问问题的。", "我是做了很多准备的"]
)
def test_no_role_from_someone_else_a_time_or_a_purpose(text: str) -> None:
    assert not {s for s, _ in zh_slots(text)} & {"role"}


def test_a_vehicle_driver_and_a_known_doer() -> None:
    assert doer("开塔吊") == "塔吊司机"
    assert doer("送外卖") == "外卖员"
    assert doer("修鞋") == "修鞋"
