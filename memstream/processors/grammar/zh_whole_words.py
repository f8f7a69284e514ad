"""A Chinese marker counts only as a word of its own, not as part of a longer word (g55s).

Chinese is written without spaces, so a marker found by its characters may sit inside
another word: the joke 吃土 ("eating dirt": broke) inside 我喜欢吃土笋冻 (a Xiamen dish), 入土
inside 入土为安, 本人了 inside 本人了解. A marker counts where a segmenter's word ends at its
end (这个月又要吃土了: 吃/土). A run of one character repeated (哈哈哈哈 inside
哈哈哈哈哈哈) counts wherever it is. Pure: functions of the text (the segmenter's dictionary
is loaded once).
"""

from __future__ import annotations

import re
from functools import lru_cache


def marked(text: str, markers: re.Pattern[str]) -> bool:
    """True when a match of `markers` in `text` is a word or words of its own."""
    return any(_whole(text, match.start(), match.end()) for match in markers.finditer(text))


def _whole(text: str, start: int, end: int) -> bool:
    """True when `text[start:end]` ends where a segmenter's word does (吃土 in 吃/土, not in
    吃/土笋), or is one character repeated, or holds no Han character at its edges."""
    span = text[start:end]
    if len(set(span)) == 1 or not (_han(span[0]) and _han(span[-1])):
        return True
    return end in _edges(text)  # its start may be mis-cut (从床滚到沙发: 床滚/到)


def _han(char: str) -> bool:
    return "\u4e00" <= char <= "\u9fff"


@lru_cache(maxsize=4096)
def _edges(text: str) -> frozenset[int]:
    """Where the segmenter's words of `text` start and end."""
    import jieba  # loaded on first use: its dictionary takes a second

    at, edges = 0, {0}
    for word in jieba.cut(text):
        at += len(word)
        edges.add(at)
    return frozenset(edges)
