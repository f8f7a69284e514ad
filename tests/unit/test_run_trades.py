"""A trade said by what one runs or drives for a living (跑滴滴的, 开出租, 跑货拉拉, 跑美团外卖,
在滴滴跑快车), and in English by the vehicle's trade (g43w, issue 22). Chinese is the shape
here; English says it with a verb and its employer ("I drive for Uber", work_verbs)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar.zh_work import run_trade
from tests.fixtures.grammar import learned_keys


def _roles(text: str) -> list[str]:
    return [value for key, value in learned_keys(text) if key == "profile.role"]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("我是个跑滴滴的", "网约车司机"),
        ("咱是开出租的，一天跑十几个小时", "出租车司机"),
        ("跑货拉拉的，天天在广州城里转，帮我算算油钱", "货拉拉司机"),
        ("兄弟们我跑美团外卖的，在成都跑了三年了", "外卖骑手"),
        ("我在滴滴跑快车，白天跑城区晚上跑机场", "网约车司机"),
        ("跑出租十五年了，在重庆", "出租车司机"),
        ("I drive for Uber", "driver"),
        ("I deliver for Deliveroo now", "courier"),
    ],
)
def test_what_one_runs_for_a_living_is_the_role(text: str, role: str) -> None:
    assert any(values_match(role, said) for said in _roles(text)), learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "我老公叫建军，跑长途货车的，一个月回来一次",
        "我想跑滴滴",
        "我以前开出租",
        "我跑过滴滴",
        "我开出租的时候认识了她",
        "I drive my kids to school every day",
        "I'd love to drive for Uber some day",
    ],
)
def test_someone_elses_wished_or_past_driving_is_no_role(text: str) -> None:
    assert _roles(text) == []


def test_a_platforms_own_name_makes_its_drivers_trade() -> None:
    assert (run_trade("货拉拉的"), run_trade("美团外卖"), run_trade("电影")) == (
        "货拉拉司机",
        "外卖骑手",
        None,
    )
