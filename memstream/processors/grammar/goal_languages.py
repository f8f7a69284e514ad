"""A language named only inside what the user wants to reach is a goal, not a language they
speak: "I want to learn to read Akkadian before I retire", "I want to be able to hold a
conversation in Korean by the end of the year", 目标是年底能用韩语聊天, 我想能看懂法语原版小说. The
goal stands; the language is not learned. A language said outside the goal stands ("I speak
Spanish and I want to learn Italian" learns Spanish).

Pure: `kept(sentence, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_WANTING: Final = re.compile(
    r"(?i)\b(?:want(?:s|ed)? to|wanna|'d like to|would like to|hope to|hoping to|aim(?:ing)? to"
    r"|goal|aim is|dream|plan(?:ning)? to|trying to|going to learn|resolution)\b"
    r"|想|目标|梦想|希望|打算|计划|争取"
)
"""What opens a goal in the sentence."""
_CLAUSE_END: Final = re.compile(r"[,.;!?，。；！？]")


def kept(sentence: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without a language named only inside the user's goal."""
    if not any(f.slot == "goal" and f.subject == "user" for f in fills):
        return fills
    return [f for f in fills if not _wanted(f, sentence)]


def _wanted(fill: Fill, sentence: str) -> bool:
    """True when the fill is a language the sentence names only after a goal's opening, in
    the same clause."""
    if fill.slot != "languages" or fill.subject != "user" or fill.action != "add":
        return False
    places = [m.start() for m in re.finditer(re.escape(fill.value), sentence, re.IGNORECASE)]
    return bool(places) and all(_after_wanting(sentence, at) for at in places)


def _after_wanting(sentence: str, at: int) -> bool:
    """True when a goal opens before `at` with no clause break between."""
    opened = [m.end() for m in _WANTING.finditer(sentence, 0, at)]
    return bool(opened) and _CLAUSE_END.search(sentence, opened[-1], at) is None
