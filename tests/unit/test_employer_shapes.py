"""An employer value has the shape of an organisation, never of a doing, a count, a time or
an event; 本人 + a job noun and a doing in progress (在跑滴滴) say a role (g47w, issue 22)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.employer_shapes import names_no_organisation
from tests.fixtures.grammar import learned_keys


def _employers(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.employer"}


def _roles(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.role"}


@pytest.mark.parametrize(
    "value",
    [
        "跑货拉拉",
        "打胰岛素",
        "读社工硕士",
        "老年大学学国画",
        "小区里修",
        "淘宝上测款",
        "南宁中山路卖老友粉",
        "群里发",
        "下周四",
        "十一点多",
        "去了七场",
        "到期没续",
    ],
)
def test_a_chinese_doing_count_time_or_event_names_no_organisation(value: str) -> None:
    assert names_no_organisation(value, chinese=True)


@pytest.mark.parametrize(
    "value",
    [
        "腾讯",
        "开心麻花",
        "学而思网校",
        "北京大学",
        "化学学会",
        "海淀区教委",
        "上海路桥公司",
        "高速收费站",
        "南方航空",
        "读书会",
        "打铁铺",
        "苏州工业园区管委会",
        "京东物流",
    ],
)
def test_a_chinese_organisation_keeps_its_shape(value: str) -> None:
    assert not names_no_organisation(value, chinese=True)


@pytest.mark.parametrize(
    ("value", "expected"),
    [("3 times", True), ("seven times", True), ("Times", False), ("Google", False)],
)
def test_an_english_count_names_no_organisation(value: str, expected: bool) -> None:
    assert names_no_organisation(value, chinese=False) is expected


@pytest.mark.parametrize(
    "text",
    [
        "我现在在跑货拉拉",
        "目前在读社工硕士，在华东理工",
        "退休了，现在在老年大学学国画",
        "我在做个围裙品牌，目前在淘宝上测款",
        "科二推迟了，约到了下周四",
        "演唱会今年去了七场",
    ],
)
def test_no_employer_is_learned_from_a_doing_or_a_time(text: str) -> None:
    assert _employers(text) == set()


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("本人调香师", "调香师"),
        ("本人驯兽师一枚，坐标成都", "驯兽师"),
        ("本人一名育婴师", "育婴师"),
        ("我在跑滴滴", "网约车司机"),
        ("我在开出租，晚上跑得多", "出租车司机"),
        ("names Kev, im a sparky for Merseyrail", "sparky"),
        ("I drive for Uber these days", "driver"),
    ],
)
def test_a_role_said_by_a_self_title_or_a_doing_in_progress(text: str, role: str) -> None:
    assert role in _roles(text)


@pytest.mark.parametrize(
    "text", ["他在跑滴滴", "我在开车", "我在跑步", "本人身高一米八", "我想去跑滴滴"]
)
def test_no_role_from_someone_else_a_drive_or_a_wish(text: str) -> None:
    assert _roles(text) == set()


STILL_MISSED: list[tuple[str, str]] = [
    ("I'm on nights at the Royal", "employer: the Royal (a workplace by its shift)"),
    ("Sold the shop to my apprentice last month", "employer ended (a business sold)"),
    ("在南宁做高空外墙清洗的", "role: 高空外墙清洗 (a job said by what one does)"),
    ("我在医院上夜班", "employer / work place: 医院 with a shift"),
    ("琴社转给别人了", "employer ended (a business handed over)"),
    ("我在组织同学聚会", "project: 同学聚会 (organising)"),
    ("本人老公是医师", "no role of the user (today: 老公是医师)"),
]
"""Sentences of my own the readers still miss (kept as data, not as skipped tests)."""
