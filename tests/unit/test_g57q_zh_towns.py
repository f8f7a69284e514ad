"""Chinese prefecture-level and county-level cities the gazetteer lacked (丹东, 泰安, 格尔木,
(格尔木): read as places the way a known city is, never as an employer; a city name inside a
common word or a thing (哈密瓜, 白银公司) stays what it is."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.places import ZH_PLACES
from tests.fixtures.grammar import user_slot_values


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("我在丹东做外贸", "丹东"),
        ("我现在住在泰安", "泰安"),
        ("我在格尔木开大货车", "格尔木"),
        ("我老家随州的，现在在岳阳上班", "岳阳"),
        ("我人在鄂尔多斯，做煤矿安全员", "鄂尔多斯"),
        ("坐标衡阳", "衡阳"),
        ("我住怀化，在一家银行上班", "怀化"),
        ("我在许昌卖假发", "许昌"),
        ("我在满洲里做俄罗斯贸易", "满洲里"),
        ("我在锦州当护士", "锦州"),
    ],
)
def test_a_town_is_where_one_is(text: str, place: str) -> None:
    found = user_slot_values(text)
    assert ("home_location", place) in found
    assert not [v for s, v in found if s == "employer" and place in v]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我喜欢吃哈密瓜", "like", "吃哈密瓜"),
        ("我在白银公司上班", "employer", "白银公司"),
        ("我老家随州的", "", ""),
    ],
)
def test_near_misses(text: str, slot: str, value: str) -> None:
    found = user_slot_values(text)
    if slot:
        assert (slot, value) in found
    assert not [v for s, v in found if s == "home_location"]


@pytest.mark.parametrize(
    "word", ["大同", "凤凰", "高明", "南海", "白银", "普洱", "哈密", "阿勒泰", "同江"]
)
def test_a_common_word_is_no_town(word: str) -> None:
    assert word not in ZH_PLACES
