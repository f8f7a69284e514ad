"""A Chinese organisation followed by a work verb ends where the verb starts (g54w)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

EMPLOYER = "profile.employer"


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("我在阿里看风控", "阿里"),
        ("我在京东管仓库", "京东"),
        ("我在阿里负责风控", "阿里"),
        ("我现在在字节盯数据", "字节"),
        ("我在华为修基站", "华为"),
        ("我在Shopee看风控", "Shopee"),
        ("我在小米管供应链", "小米"),
        ("我在美团审核商家", "美团"),
    ],
)
def test_org_before_a_work_verb(text: str, employer: str) -> None:
    employers = {v for k, v in learned_keys(text) if k == EMPLOYER}
    assert employers == {employer}


@pytest.mark.parametrize(
    "text",
    [
        "我在阿里看病",
        "我在京东买东西",
        "我在腾讯看朋友",
        "他在阿里看风控",
        "我以前在阿里看风控",
        "你在阿里看风控吗",
    ],
)
def test_no_employer_from_a_visit_or_someone_else(text: str) -> None:
    assert not [k for k in learned_keys(text) if k[0] == EMPLOYER]
