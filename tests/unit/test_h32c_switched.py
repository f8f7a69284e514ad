"""A bare value after a change cue ("flipped my editor over to dark mode", 切换成公制了)
supersedes any single-valued slot whose lexicon knows it, not only the editor; a switch
that is denied, forbidden, hypothetical or someone else's changes nothing. Rows are my own
phrasings, none a corpus line; through the real extract and consolidate stages."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import revised
from memstream.processors.grammar.fills import Fill
from tests.unit.test_updates_round5 import _holds, _now

SWITCHED = [
    # (first, update, old, new): old and new are words of the held value
    ("I prefer dark mode.", "changed my IDE over to light mode last night", "dark", "light"),
    (
        "I prefer imperial units.",
        "I've switched everything to metric, easier at work",
        "imperial",
        "metric",
    ),
    ("I use tabs.", "we migrated the repo to spaces, so spaces from here", "tabs", "spaces"),
    ("I'm on Pacific time.", "moved to the Central time zone in June", "pacific", "central"),
    ("I use Emacs.", "went over to Zed a month ago", "emacs", "zed"),
    ("我喜欢用深色主题。", "最近切换成浅色主题了", "dark", "light"),
    ("我习惯用英制单位。", "现在都改成公制了，方便", "imperial", "metric"),
    ("我用 Sublime Text。", "去年就切到 Cursor 了", "sublime", "cursor"),
    ("我缩进用tab。", "团队规范统一换成空格了", "tabs", "spaces"),
]


@pytest.mark.parametrize(("first", "then", "old", "new"), SWITCHED)
def test_a_known_value_switched_to_supersedes_the_old_one(
    first: str, then: str, old: str, new: str
) -> None:
    now = _now(first, then)
    assert _holds(now, new) and not _holds(now, old), now


NO_SWITCH = [
    ("I prefer dark mode.", "I never switched to light mode, it hurts my eyes", "dark"),
    ("I use tabs.", "my teammate changed his config to spaces, ugh", "tabs"),
    ("I prefer metric.", "if I switched to imperial would the recipes work?", "metric"),
    ("I use Vim.", "should I have moved to Helix?", "vim"),
    ("我喜欢用深色主题。", "千万别给我换成浅色主题", "dark"),
    ("我用公制。", "我同事把单位改成英制了", "metric"),
    ("我用 Vim。", "如果换成 Helix 了，快捷键还得重学吧", "vim"),
]


@pytest.mark.parametrize(("first", "then", "kept"), NO_SWITCH)
def test_a_switch_denied_forbidden_supposed_or_someone_elses_keeps_the_value(
    first: str, then: str, kept: str
) -> None:
    assert _holds(_now(first, then), kept)


def test_a_value_no_closed_lexicon_knows_fills_nothing() -> None:
    def parse(said: str) -> list[Fill]:
        return [Fill("name", said.split()[-1])]

    assert revised.switched_fills("Berlin", False, parse) == []
    assert revised.switched("I went to the shops", False) is not None
