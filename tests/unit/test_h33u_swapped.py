"""A like or habit replaced by a thing of the same kind, said without naming what it replaces
(`revised.swapped`, kinds as data in `swap_kinds`), English and Chinese, through the real
extract and consolidate stages. My own pairs, none a corpus line."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.swap_kinds import kind_of
from tests.unit.test_updates_round5 import _holds, _now

SWAPPED = [
    ("I love coffee.", "I switched to tea.", "coffee", "tea"),
    ("I love coffee.", "I'm more of a tea person now.", "coffee", "tea"),
    ("I run every morning.", "I swim now instead.", "run", "swim"),
    ("I play tennis on weekends.", "These days it's padel rather than tennis.", "tennis", "padel"),
    ("I drink coffee every morning.", "switched to decaf last month", "coffee", "decaf"),
    ("我每天跑步。", "现在改成跳绳了。", "跑步", "跳绳"),
    ("我喜欢喝咖啡。", "现在改喝茶了。", "咖啡", "茶"),
    ("我喜欢喝咖啡。", "咖啡换成茶了。", "咖啡", "茶"),
]


@pytest.mark.parametrize(("first", "then", "old", "new"), SWAPPED)
def test_a_thing_of_the_same_kind_replaces_the_like_or_habit(
    first: str, then: str, old: str, new: str
) -> None:
    assert _holds(_now(first), old)
    now = _now(first, then)
    assert _holds(now, new) and not _holds(now, old), now


KEPT = [
    ("I love coffee.", "I switched to Linux.", "coffee"),
    ("I run every morning.", "My wife switched to swimming.", "run"),
    ("I run every morning.", "I never switched to swimming.", "run"),
    ("我每天跑步。", "我老婆改成跳绳了。", "跑步"),
    ("我喜欢喝咖啡。", "我电脑换成Mac了。", "咖啡"),
]


@pytest.mark.parametrize(("first", "then", "old"), KEPT)
def test_a_switch_of_another_kind_or_someone_elses_keeps_it(
    first: str, then: str, old: str
) -> None:
    assert _holds(_now(first, then), old)


def test_kinds_are_read_by_a_word_of_the_value() -> None:
    assert kind_of("drink green tea every morning", chinese=False)[0] == "drink"
    assert kind_of("每晚跑步五公里", chinese=True) == ("exercise", "跑步")
    assert kind_of("Linux", chinese=False) == ("", "")
