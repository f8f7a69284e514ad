"""A mark that takes back what its sentence says (g54o): the bracketed retractions and joke
tags of online writing. Chinese: （不是）, (bushi), （误）, （划掉）, （大雾）, （逃）, [狗头],
[doge], 手动狗头, 狗头保命, （做梦）; English: the tone tags /j, /hj, /jk, a bracketed
"(joke)", "(i wish)", "(in my dreams)", "(one can dream)", and ", not really" or "lol no"
ending the sentence. What the sentence claims is a joke or a wish: nothing about the user.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_ZH_MARKS: Final = re.compile(
    r"[（(\[【]\s*(?:不是|bushi|误|划掉|大雾|逃|狗头|doge|滑稽|做梦|梦里|想得美|并不|假的)\s*[）)\]】]"
    r"|手动狗头|狗头保命|🐶保命|\[doge\]"
)
"""Chinese marks that take back or mock the clause before them."""
_EN_MARKS: Final = re.compile(
    r"(?i)(?:^|\s)/(?:j|hj|jk|joke)\b"
    r"|\(\s*(?:joke|joking|a joke|just a joke|i wish|if only|in my dreams|one can dream"
    r"|a (?:girl|guy|man|woman|person) can dream|not|nope|lies|lying|i lie)\s*[.!]*\s*\)"
    r"|[,;—–-]\s*(?:not really|lol no|haha no|jk no|i wish)\W*$"
)
"""English tone tags and bracketed or trailing words that take a claim back."""


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own when the sentence carries a mark that takes it back."""
    if not taken_back(text):
        return fills
    return [f for f in fills if f.subject != "user"]


def taken_back(text: str) -> bool:
    """True when a Chinese or English mark takes back what the sentence says."""
    return _ZH_MARKS.search(text) is not None or _EN_MARKS.search(text) is not None
