"""A value ending in a potential complement (睡不着, 找不着, 用得着) is whole: its 着 is no
trailing particle, which `shape_rules` refuses (等着, 跟着). English has no such class: a
trailing "to" or "with" stays refused."""

from __future__ import annotations

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.value_shapes import shaped


def test_a_potential_complement_ending_the_value_is_kept() -> None:
    for value in ("睡不着", "晚上老睡不着", "找不着北"):
        assert shaped([Fill("condition", value)]) == [Fill("condition", value)]


def test_a_trailing_particle_is_still_refused() -> None:
    assert shaped([Fill("habit", "每天等着")]) == []
    assert shaped([Fill("habit", "go running with")]) == []
