"""The words of the replies and the screen (length, format, indentation, emoji, theme, tone):
a liking of them is a preference (`pref.*`, docs/slots.md), never a like or dislike
("I like detailed answers", 喜欢用制表符缩进, 界面我喜欢浅色的). Data, shared by the taste
readers."""

from __future__ import annotations

import re
from typing import Final

ZH_REPLY: Final = re.compile(
    r"详细|简洁|简短|简单点|缩进|制表符|空格|tab|回答|回复|答案|格式|主题|字体|模式|表格|列表|要点|界面|页面|配色|排版|"
    r"markdown|表情|emoji|中文|英文|语气|正式|口语|啰嗦|长篇",
    re.IGNORECASE,
)
"""What a liking says of the replies (喜欢详细的回答, 喜欢用制表符缩进): a preference."""
EN_REPLY: Final = re.compile(
    r"\b(?:answers?|responses?|replies|bullets?|bullet points|tables?|format|formatting|tabs"
    r"|spaces|indent\w*|emojis?|markdown|concise|detailed|brief|short|dark mode|light mode"
    r"|theme|font|tone|formal|casual|summar\w*|salutations?|greetings|sign-?offs?"
    r"|explanations?|emoji thing|headers|headings|prose|paragraphs)\b",
    re.IGNORECASE,
)
"""What a liking says of the replies anywhere in its thing ("I like detailed answers")."""
EN_REPLY_THING: Final = re.compile(
    r"\b(?:answers?|responses?|replies|explanations?|summar(?:y|ies)|bullets|bullet points"
    r"|tabs|spaces|indentation|emojis?|emoji thing|markdown|formatting|dark mode|light mode"
    r"|salutations?|greetings|sign-?offs?)$",
    re.IGNORECASE,
)
"""A thing liked that is the replies' or the code's form by its head word ("long detailed
answers", "proper salutations", "tabs"): a preference; "short stories" or "theme parks" are
tastes."""
