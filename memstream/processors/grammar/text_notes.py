"""A note on the message's own form opening it doubts nothing of the user (issue 22, g55s).

People who dictate or type on a phone open with a note on the text itself: 语音转的可能有错字哈
我是开滴滴的 在郑州, 打字慢可能有错别字，我在深圳做前端, "sorry might be typos, voice to text, I
work as a nurse in Leeds", "excuse any typos, probably autocorrect - I'm a nurse". Its hedge
(可能, "might", "probably") is on the spelling, not on what follows. `without_text_notes` takes
such clauses off the start of a sentence; the rest is read as said. Pure: a function of the text.
"""

from __future__ import annotations

import re
from typing import Final

_NOTE: Final = (
    r"(?:\b(?:typos?|autocorrect(?:ed)?|auto-correct(?:ed)?|spell(?:ing|check| check)"
    r"|voice[- ]to[- ]text|speech[- ]to[- ]text|talk[- ]to[- ]text|dictat(?:ing|ed|ion)"
    r"|on my phone|from my phone|fat fingers?|my english)\b"
    r"|错字|错别字|语音转|语音输入|语音打|打字|输入法|手机打|表达不清|中文不好|英文不好|英语不好)"
)
"""Words that name the message's form: its spelling, its input, its language."""
_LEADING_NOTE: Final = re.compile(
    rf"^\s*[^,，;；。.!！?？\n]*?{_NOTE}[^,，;；。.!！?？\n]*?"
    r"(?:\s+[-–—]+\s+|[,，;；。.!！]+\s*|(?<=[\u4e00-\u9fff])[ \t\u3000]+)",
    re.IGNORECASE,
)
"""A clause that opens the sentence and names the message's form, with what ends it."""


def without_text_notes(sentence: str) -> str:
    """The sentence without the notes on its own form that open it (语音转的可能有错字哈 我是开
    滴滴的 → 我是开滴滴的); the sentence itself when nothing is left after them."""
    rest = sentence
    while (note := _LEADING_NOTE.match(rest)) is not None:
        rest = rest[note.end() :]
    if _CORRECTS.match(rest.strip()):
        return sentence  # "typo, I meant Spotify", 打错字了，是洛阳: a correction of a word said
    return rest if rest.strip() else sentence


_CORRECTS: Final = re.compile(
    r"(?i)(?:i meant|i mean|meant|should be|it's|it is|is)\b"
    r"|(?:是|应该是|应为)[\u4e00-\u9fffA-Za-z]{1,8}[。！!]?$"
    r"|(?!i\b|i'm\b|we\b)[A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2}\s*[.!]?$"
    r"|(?![我咱俺你他她])[\u4e00-\u9fff]{1,6}[。！!]?$"
)
"""What follows a note on a word mistyped when it corrects it: a cue of correction, or a
value alone."""
