"""A Chinese role taken from a day on (g56u, issue 22 point 2), through the real extract and
consolidate stages, none a corpus line: 这个月起做HRBP了, 下周开始当组长了 replace the role held;
a change said only to have worked (转岗成功) names no role. English says the day after the
role ("team lead as of Monday"), which `en_changes` reads already."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after, has_value

CHANGED: list[tuple[str, str, str]] = [
    ("我在一家外企当行政。", "内部转岗成功，这个月起做HRBP了", "HRBP"),
    ("我在超市当理货员。", "下周开始当组长了，工资涨了点", "组长"),
]  # fmt: skip

KEPT: list[tuple[str, str]] = [
    ("我在一家外企当行政。", "转岗成功了，开心"),
    ("我在一家外企当行政。", "这个月起做饭了，外卖太贵"),
    ("我在一家外企当行政。", "我同事这个月起做HRBP了"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "role"), CHANGED)
def test_the_role_from_a_day(first: str, change: str, role: str) -> None:
    """The role taken from a day on is the one active role."""
    found = active_after([first, change])
    assert has_value(found, "role", role), found
    assert len([f for f in found if f.startswith("role=")]) == 1, found


@pytest.mark.parametrize(("first", "said"), KEPT)
def test_no_role_taken(first: str, said: str) -> None:
    """An outcome, a pastime or someone else's new role leaves the role held."""
    assert has_value(active_after([first, said]), "role", "行政")
