"""Preferences changed in words of the old one's fault (probe O's dev half): the value named
after a complaint about the old one wins ("tables break on my phone, just write it out in
normal sentences", 暗色看久了眼睛酸，还是换回白底吧, 表情包看腻了); a cue inside a longer one is not
read (列表格 is tables, not 列表); a minority language as the reply language (用蒙古文回我)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _prefs(said: str) -> dict[str, str]:
    """The user's active preferences (slot → value) after one message."""
    _, after = learned_after("", said)
    return {m.slot: m.value for m in after if m.active and m.slot.startswith("pref.")}


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        (
            "tables break on my phone, just write it out in normal sentences from now on",
            "pref.format",
            "prose",
        ),
        ("bullet points look broken in my app, plain text please", "pref.format", "prose"),
        ("以后给我列表格，对比起来方便", "pref.format", "tables"),
        ("暗色看久了眼睛酸，还是换回白底吧", "pref.theme", "light"),
        ("表情包看腻了，以后纯文字就行", "pref.emoji", "avoid"),
        ("dark mode hurts my eyes, light mode please", "pref.theme", "light"),
        ("以后用蒙古文回我，汉字我看得慢", "pref.reply_language", "mongolian"),
        ("reply in Tagalog please", "pref.reply_language", "tagalog"),
    ],
)
def test_the_value_wished_for_wins(said: str, slot: str, value: str) -> None:
    assert _prefs(said).get(slot) == value, _prefs(said)


@pytest.mark.parametrize("said", ["my table saw broke", "the tables at the cafe break easily"])
def test_no_preference_from_things_that_break(said: str) -> None:
    assert "pref.format" not in _prefs(said)
