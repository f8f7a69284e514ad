"""A liking or a dislike of how replies or screens look is a reply preference, not a taste
(g52o): "my eyes can't handle white screens", "walls of text kill me", "the emoji thing has
grown on me", 一堆小黄脸看着头疼, 我比较喜欢看表格, 干巴巴的好无聊. Those say how the user wants
answers shown (`pref.theme`, `pref.format`, `pref.emoji`, read elsewhere); a `like` or `dislike`
whose object is such a look is dropped.

Pure: `kept(fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_LOOKS: Final = re.compile(
    r"(?i)\b(?:screens?|backgrounds?|(?:dark|light) mode|modes?|themes?|fonts?|walls? of text"
    r"|text|tables?|bullets?|bullet points?|emojis?|emoticons?|paragraphs?|replies|reply"
    r"|answers?|responses?|markdown|formatting|headers|caps lock)\b"
)
_ZH_LOOKS: Final = re.compile(
    r"屏幕|背景|模式|主题|字体|表格|表情|颜文字|小黄脸|emoji|段落|回复|回答|长篇|白底|黑底|亮色|暗色"
    r"|干巴巴|花里胡哨|排版|格式|markdown|^亮的?$|^暗的?$|^字$",
    re.IGNORECASE,
)


def kept(fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's likes and dislikes of how replies or screens look."""
    return [f for f in fills if not _a_look(f)]


def _a_look(fill: Fill) -> bool:
    """True when the fill is the user's taste for a look of replies or screens."""
    if fill.slot not in ("like", "dislike") or fill.subject != "user":
        return False
    looks = _ZH_LOOKS if re.search(r"[\u4e00-\u9fff]", fill.value) else _EN_LOOKS
    return looks.search(fill.value) is not None
