"""A first-person text asked to be said in another language is a text, not the user's words
(g57o): "what's the French for I am a doctor", "how to write I live in Canada in Japanese",
我对花生过敏用英语怎么说, 翻成英文：我在阿里巴巴上班. A word asked about after the user's own clause
(我是护士，护士用英语怎么说) leaves that clause said.

Pure: `en_span(low)`, `zh_span(text)` give the span to leave out, or None; `en_alone(low)` tells
a sentence that only asks how to say what the next one says ("how to write").
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import zh_words as zw

_EN_LANGS: Final = "|".join(re.escape(name) for name in sorted(w.LANGUAGES, key=len, reverse=True))
_EN_WORD_FOR: Final = re.compile(
    rf"\b(?:what(?:'s|s| is| are)?|how do you say|how would you say)\s+(?:the\s+)?(?:{_EN_LANGS})"
    r"(?:\s+(?:word|words|phrase|term|way to say|translation|version|equivalent))?\s+"
    r"(?:for|of)\s*[:\-]?\s*['\"“‘]?(?=(?:i|i'm|im|i've|i'll|i am|we|we're|my)\b)"
)
"""A language's word for a first-person text ("what's the French for I am a doctor")."""
_EN_ASK_ALONE: Final = re.compile(
    r"^\W*(?:(?:so|ok|okay|hey|quick question),?\s+)?(?:how (?:do|would|should|can|could)"
    r" (?:i|you|we|one) (?:say|write|put|spell)|how to (?:say|write|put|spell)"
    r"|(?:please |pls |can you |could you )?translate(?: this| that| the following)?"
    rf"(?: (?:into|to|in) (?:{_EN_LANGS}))?)\W*$"
)
"""A sentence that only asks how to say something ("how to write", "translate into Korean"); not
"in Spanish please", which asks for the reply language."""


def en_span(low: str) -> tuple[int, int] | None:
    """The span from a language's word asked for to the end of the English sentence, or
    None."""
    found = _EN_WORD_FOR.search(low)
    return None if found is None else (found.start(), len(low))


def en_alone(low: str) -> bool:
    """True when the English sentence only asks how to say what follows it."""
    return _EN_ASK_ALONE.match(low) is not None


_ZH_LANGS: Final = "|".join(sorted(zw.LANGUAGE_WORDS, key=len, reverse=True))
_ZH_HOW: Final = re.compile(
    rf"(?:用|拿|在)?(?:{_ZH_LANGS})(?:里|中)?(?:该|要|应该|得)?(?:怎么|咋|如何|怎样)"
    r"(?:说|讲|写|表达|翻译|翻|念|读)(?:呢|啊|呀|吗|来着)?[？?。！!~\s]*$"
)
"""How a text is said in a language, asked at the sentence's end (用英语怎么说)."""
_ZH_TURNED: Final = re.compile(
    rf"(?:翻译|翻|译|转|改)成?(?:{_ZH_LANGS})(?:的话|一下|下)?\s*[：:]"
    rf"|(?:{_ZH_LANGS})(?:怎么|咋|如何)(?:说|讲|写|表达)\s*[：:]"
)
"""A text given to turn into a language after a colon (翻成英文：…)."""
_ZH_TURNED_AFTER: Final = re.compile(
    rf"(?:^|[，,\s])(?:帮我|请|麻烦你?|给我|帮忙|再)?(?:翻译|翻|译)成(?:{_ZH_LANGS})"
    r"(?:吧|呢|一下|下)?[。！!？?~]*$"
)
"""A text, then the ask to turn it into a language as a clause of its own (我在阿里上班，翻译成
英文); not a job's task inside a clause (我在腾讯做本地化，把游戏文本翻译成英文)."""
_ZH_POINTER: Final = re.compile(r"^[\s，,]*(?:这句话?|这段话?|那句话?|这个|以上|上面这句)?$")
_ZH_CLAUSE: Final = re.compile(r"[，,。！!？?；;~\s]")


def zh_span(text: str) -> tuple[int, int] | None:
    """The span of a Chinese text asked to be said in another language, or None: the whole
    sentence when the ask has no word of its own before it, else the clause of the word."""
    if (given := _ZH_TURNED.search(text)) is not None:
        return (given.start(), len(text))
    if _ZH_TURNED_AFTER.search(text) is not None:
        return (0, len(text))
    found = _ZH_HOW.search(text)
    if found is None:
        return None
    marks = [m.end() for m in _ZH_CLAUSE.finditer(text, 0, found.start())]
    start = marks[-1] if marks else 0
    if _ZH_POINTER.match(text[start : found.start()]):
        return (0, len(text))
    return (start, len(text))
