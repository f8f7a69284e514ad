"""A want that something causes is a feeling, not a goal (g51p): "country music makes me want
to leave the arena", "that song made me want to move to Texas", "this weather makes me wanna
quit", 这首歌让我好想去西藏, 看得我都想辞职了, 馋得我想立刻飞去成都. The thing said makes the user
feel like doing it; the user sets out to achieve nothing, so no `goal` is learned from what
follows the cue. A goal said in its own words beside it stands ("this song makes me want to
dance, and my goal is to learn salsa this year").

Pure: `kept(sentence, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_CAUSED: Final = re.compile(
    r"(?i)\b(?:makes?|made|making|gets?|got)\s+me\s+(?:really\s+|so\s+|just\s+|kinda\s+)?"
    r"(?:want(?:ing)?\s+to|wanna|wish\s+(?:I|i)\s+could)\b"
    r"|(?:让|令|使|叫|搞得|弄得|看得|听得|馋得|气得|累得|逼得)我?"
    r"(?:真|好|很|特别|都|就|直|恨不得)*(?:想|要)(?!想|起|到|知道|明白)"
)
"""A cause that makes the user want something: makes me want to, 让我想, 看得我都想."""
_CLAUSE_END: Final = re.compile(r"[,.;!?，。；！？]|\b(?:and|but|so)\b")


def kept(sentence: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without a user's goal that only follows a caused want in the same clause."""
    if not _CAUSED.search(sentence):
        return fills
    return [f for f in fills if not _caused(f, sentence)]


def _caused(fill: Fill, sentence: str) -> bool:
    """True when the fill is a user's goal read after a caused want, in its clause."""
    if fill.slot != "goal" or fill.subject != "user":
        return False
    at = sentence.casefold().find(fill.value.casefold())
    if at < 0:
        return False
    opened = [m.end() for m in _CAUSED.finditer(sentence, 0, at + 1)]
    return bool(opened) and _CLAUSE_END.search(sentence, opened[-1], at) is None
