"""Retiring ends the role and the employer held ("I retired last month", "I'm officially a
retired man", 我退休了, 上个月办了退休手续); someone else's retirement or one only looked forward to
ends nothing. A bare "as" after where one works names the role ("I work at Rakuten as
designer", 在乐天当设计师)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after

_WORK = ("role", "employer")


def _work(earlier: str, later: str) -> tuple[set[str], set[str]]:
    """The user's active roles and employers before and after `later`."""
    before, after = learned_after(earlier, later)
    held = [
        {m.value for m in found if m.active and m.slot in _WORK and m.subject == "user"}
        for found in (before, after)
    ]
    return held[0], held[1]


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I drive a bus for TriMet.", "I retired last month"),
        ("I drive a bus for TriMet.", "I'm officially a retired man"),
        ("我在石家庄第二棉纺厂当车间主任。", "我退休了"),
        ("我在石家庄第二棉纺厂当车间主任。", "上个月办了退休手续，厂里的工作交接完了"),
    ],
)
def test_retiring_ends_role_and_employer(earlier: str, later: str) -> None:
    before, after = _work(earlier, later)
    assert len(before) == 2 and not before & after, (before, after)


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I drive a bus for TriMet.", "my dad retired last month"),
        ("I drive a bus for TriMet.", "when I retire I'll move to Maine"),
        ("我在石家庄第二棉纺厂当车间主任。", "我爸退休了"),
        ("我在石家庄第二棉纺厂当车间主任。", "等我退休了就去旅游"),
    ],
)
def test_other_retirements_end_nothing(earlier: str, later: str) -> None:
    before, after = _work(earlier, later)
    assert before and before <= after, (before, after)


@pytest.mark.parametrize(
    ("said", "role"),
    [
        ("I work at Rakuten as designer", "designer"),
        ("working at Persistent as QA lead since 2022", "QA lead"),
        ("I work at the bakery as cashier on weekends", "cashier"),
        ("我在乐天当设计师", "设计师"),
    ],
)
def test_a_bare_as_after_the_workplace_names_the_role(said: str, role: str) -> None:
    _, after = _work("", said)
    assert role in after, after


@pytest.mark.parametrize("said", ["I'm at home as usual", "we're at the beach as planned"])
def test_as_elsewhere_names_no_role(said: str) -> None:
    _, after = _work("", said)
    assert not after, after
