"""A skill or language forgotten ends it ("I've forgotten all my Perl", 钢琴早就忘光了),
English and Chinese, through the real extract and consolidate stages; something else
forgotten ("my keys") or forgetting to do something ends nothing."""

from __future__ import annotations

import pytest

from tests.unit.test_updates_round5 import _holds, _now

ENDED = [
    ("I know Perl pretty well.", "I've forgotten all my Perl.", "perl"),
    ("I speak French.", "I forgot most of my French by now.", "french"),
    ("我会弹钢琴。", "钢琴早就忘光了。", "钢琴"),
]


@pytest.mark.parametrize(("first", "then", "old"), ENDED)
def test_a_skill_forgotten_ends(first: str, then: str, old: str) -> None:
    assert _holds(_now(first), old)
    assert not _holds(_now(first, then), old)


KEPT = [
    ("I speak French.", "I forgot my keys.", "french"),
    ("I know Perl pretty well.", "I forgot to tell you about Perl.", "perl"),
]


@pytest.mark.parametrize(("first", "then", "old"), KEPT)
def test_something_else_forgotten_keeps_it(first: str, then: str, old: str) -> None:
    assert _holds(_now(first, then), old)
