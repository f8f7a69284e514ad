"""A language the user only asks the assistant to speak is a reply language, not one the user
speaks (g51p): 講粵語啦，用廣東話回我, 说英语吧, "talk to me in Portuguese, I want to practise".
The clause that names it opens on a request to speak or answer (说 / 讲 / 用 …, "speak",
"talk to me in", "reply in"), with no 我 / "I" speaking before the verb. When the sentence
gives a `pref.reply_language` and every mention of a `languages` value sits in such a
clause, the language is dropped; one said of the user elsewhere stands (我会说粤语，用粤语回我,
"reply in Portuguese please, it's my mother tongue").

Pure: `kept(sentence, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_CLAUSE_BREAK: Final = re.compile(r"[,.;!?，。；！？~～]")
_ASKED: Final = re.compile(
    r"(?i)^\s*(?:ok(?:ay)?|so|and|also|pls|please|请|麻烦|麻烦你|你|以后|今后|从现在开始)?[\s,，]*"
    r"(?:说|讲|講|用|說|speak|talk(?:\s+to\s+me)?\s+in|reply\s+in|answer\s+in|respond\s+in"
    r"|write\s+(?:to\s+me\s+)?in|use)"
)
"""A clause that opens on a request to speak or answer in a language."""
_OWN: Final = re.compile(
    r"(?i)mother tongue|native|first language|my language|grew up (?:speaking|with)|think .* in it"
    r"|母语|母語|家乡话|家鄉話|老家话|从小说|從小說"
)
"""The request said with the language as the user's own ("it's my mother tongue", 是我母语)."""


def kept(sentence: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without a language named only in a request to speak or reply in it."""
    if not any(f.slot == "pref.reply_language" and f.subject == "user" for f in fills):
        return fills
    if _OWN.search(sentence):
        return fills
    return [f for f in fills if not _asked(f, sentence)]


def _asked(fill: Fill, sentence: str) -> bool:
    """True when every mention of the user's language opens a request clause."""
    if fill.slot != "languages" or fill.subject != "user" or not fill.value:
        return False
    places = [m.start() for m in re.finditer(re.escape(fill.value), sentence, re.IGNORECASE)]
    return bool(places) and all(_ASKED.match(_clause_at(sentence, at)) for at in places)


def _clause_at(sentence: str, at: int) -> str:
    """The clause of the sentence around position `at`, up to it."""
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(sentence, 0, at)]
    return sentence[(breaks[-1] if breaks else 0) : at]
