"""A Chinese new employer said with a verb of transfer (g56u, issue 22 point 2), through the
real extract and consolidate stages, none a corpus line: 转去番茄小说了, 又调回县医院了 (考进了
税务局 too, when the organisation is read) replace the employer held. Never a wish, someone
else's move, or a move not done."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after, has_value

CHANGED: list[tuple[str, str, str]] = [
    ("我是晋江的签约作者。", "合约到期，转去番茄小说了。", "番茄小说"),
    ("我在乡镇卫生院做全科。", "下乡期满了，又调回县医院了", "县医院"),
]  # fmt: skip

KEPT: list[tuple[str, str]] = [
    ("我在工商银行上班。", "我表弟考进了广州海关"),
    ("我在工商银行上班。", "想转去建设银行"),
    ("我在工商银行上班。", "要是能调回总行就好了"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "employer"), CHANGED)
def test_the_new_employer(first: str, change: str, employer: str) -> None:
    """The employer moved to is the one active employer."""
    found = active_after([first, change])
    assert has_value(found, "employer", employer), found
    assert len([f for f in found if f.startswith("employer=")]) == 1, found


@pytest.mark.parametrize(("first", "said"), KEPT)
def test_the_employer_stays(first: str, said: str) -> None:
    """Someone else's move, a wish or a move only supposed leaves the employer held."""
    assert has_value(active_after([first, said]), "employer", "工商银行")
