"""A Chinese taste turned round (g55u, issue 22 point 2), through the real extract and
consolidate stages, none a corpus line: a thing said good with a cue of change ends the
dislike of it, and a thing one cannot face any more ends the like of it. Never a question,
a time that is over, or someone else's taste."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after

# (first message, the change, what must be gone, what must hold after or "-")
TURNED: list[tuple[str, str, str, str]] = [
    ("我讨厌吃茄子", "说来好笑，现在觉得茄子还挺香的", "dislike=吃茄子", "like=茄子"),
    ("我最讨厌吃秋葵", "最近居然觉得秋葵挺好吃的", "dislike=吃秋葵", "like=秋葵"),
    ("我超爱吃火锅", "火锅现在看见就腻，上个月吃伤了", "like=吃火锅", "-"),
    ("我喜欢喝奶茶", "奶茶喝腻了", "like=喝奶茶", "-"),
    ("我喜欢看宫斗剧", "宫斗剧现在是一点都看不下去了", "like=看宫斗剧", "-"),
]

# (first message, a sentence that must leave it, what must still hold)
KEPT: list[tuple[str, str, str]] = [
    ("我讨厌吃茄子", "我妈现在觉得茄子挺香", "dislike=吃茄子"),
    ("我讨厌吃茄子", "你觉得茄子好吃吗", "dislike=吃茄子"),
    ("我讨厌吃茄子", "以前觉得茄子挺香的", "dislike=吃茄子"),
    ("我喜欢看综艺", "今天有点累，综艺看不下去了吗", "like=看综艺"),
    ("我超爱吃火锅", "我老公火锅吃腻了", "like=吃火锅"),
]


@pytest.mark.parametrize(("first", "change", "gone", "held"), TURNED)
def test_the_taste_turns(first: str, change: str, gone: str, held: str) -> None:
    """The taste held before ends, and the new like (when said) holds."""
    assert gone in active_after([first])
    found = active_after([first, change])
    assert gone not in found, found
    if held != "-":
        assert held in found, found


@pytest.mark.parametrize(("first", "said", "kept"), KEPT)
def test_the_taste_stays(first: str, said: str, kept: str) -> None:
    """A question, a past or someone else's taste leaves the user's."""
    assert kept in active_after([first, said])
