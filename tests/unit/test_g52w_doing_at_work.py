"""g52w: a Chinese doing said at a workplace named by its kind is the user's job (我在超市
收银); what a customer, patient or visitor does there is not (我在超市买菜)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import zh_slots


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("我在超市收银。", "收银"),
        ("我在工地开塔吊。", "开塔吊"),
        ("我在4S店卖车。", "卖车"),
        ("我在幼儿园带小班。", "老师"),
        ("我在一家火锅店端盘子。", "端盘子"),
    ],
)
def test_a_doing_at_a_workplace_is_the_role(text: str, role: str) -> None:
    assert ("role", role) in zh_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我在超市买菜。",
        "我在医院打针。",
        "我在酒店休息。",
        "我在公司加班。",
        "我在健身房锻炼。",
        "他在超市收银。",
        "我以前在超市收银。",
        "我在机场接人。",
        "我在网吧打游戏。",
        "我在食堂吃饭。",
        "我在银行柜台上班。",
        "我在工地上拿手机看。",
    ],
)
def test_no_role_from_a_customers_doing_someone_else_or_the_past(text: str) -> None:
    assert not {s for s, _ in zh_slots(text)} & {"role"}
