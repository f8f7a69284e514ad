"""Languages that carry on the user's speaking clause without its verb: a language after "and"
or a comma with where or to whom it is spoken, or a language ranked after the first one.

    "I speak Aymara with my grandmother and Spanish with everybody else"
    "I talk Cantonese to my grandma, English to everyone else"
    "Gaelic's my first language, English my second"
    我跟奶奶说闽南话，跟同事说英语          我在家讲客家话，在外面讲普通话
    粤语是我的母语，普通话第二

The clause must begin as the user's (I/we speak…, 我…说…): "My son speaks Urdu at home and
English at school" gives nothing, nor a question, a wish or learning.

Pure: `english(text)` and `chinese(text)` return the language names, none when none is said.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import zh_words as zh_w

_EN_SPOKE: Final = re.compile(
    r"(?i)(?:^|[.;!]\s+)\W*(?:i|we)\s+(?:(?:also|only|mostly|still|usually|always|mainly|just)\s+)?"
    r"(?:speak|talk|use|write|chat|text|sign)\s+(?-i:[A-Z])"
)
"""The user's speaking clause, its language first."""
_EN_THEN: Final = re.compile(
    r"(?:,\s*(?:and\s+|but\s+)?|\s+(?:and|but)\s+)(?:(?:only|mostly|just|then)\s+)?"
    r"(?P<l>[A-Z][\w'-]+)\s+(?:(?:only|mostly|just)\s+)?(?:with|to|at|for|in|on|everywhere"
    r"|elsewhere|around|outside|among)\b"
)
"""A language carrying on the clause with where or to whom ("and Spanish with everybody")."""
_EN_RANKED: Final = re.compile(
    r"(?i)\b(?:my\s+)?(?:first|native|mother)\s*(?:language|tongue)[,;]\s*(?:and\s+)?"
    r"(?P<l>(?-i:[A-Z])[\w'-]+)\s+(?:is\s+)?(?:my\s+)?(?:second|third)\b"
)
"""A language ranked after the first ("…'s my first language, English my second")."""
_EN_UNSURE: Final = re.compile(
    r"(?i)\?|\b(?:if|wish|would|could|learn\w*|want|hope|he|she|they|his|her|their|you|your)\b"
    r"|'d\b"
)
_EN_CODES: Final = frozenset(("sign", "pt", "en", "bsl", "asl", "nzsl"))


def english(text: str) -> list[str]:
    """The languages an English sentence carries on from the user's speaking clause."""
    if _EN_UNSURE.search(text):
        return []
    found: list[str] = []
    spoke = _EN_SPOKE.search(text)
    if spoke is not None:
        rest = re.split(r"[.;!]", text[spoke.end() :], maxsplit=1)[0]
        found += [_known(said["l"]) for said in _EN_THEN.finditer(rest)]
    ranked = _EN_RANKED.search(text)
    if ranked is not None:
        found.append(_known(ranked["l"]))
    return [name for name in dict.fromkeys(found) if name]


def _known(word: str) -> str:
    """The language a word names, "" for none or a code."""
    low = word.lower()
    return w.LANGUAGES[low] if low in w.LANGUAGES and low not in _EN_CODES else ""


_ZH_LANGS: Final = "|".join(sorted(set(zh_w.LANGUAGE_WORDS) - {"手语"}, key=len, reverse=True))
_ZH_SPOKE: Final = re.compile(
    rf"^\W*(?:我们|我|俺们|俺|咱们|咱)[^，,。；;！!？?]{{0,10}}?(?:说|讲|用)(?:{_ZH_LANGS})"
)
_ZH_THEN: Final = re.compile(
    rf"^(?:(?:跟|和|对|在|同|给)[^，,。；;！!？?]{{1,8}}?|上班|工作|平时|出门|在外|外面)"
    rf"(?:就|都|也|只|一般)?(?:说|讲|用)(?P<l>{_ZH_LANGS})"
)
"""A clause without a subject carrying on: 跟同事说英语, 在外面讲普通话."""
_ZH_RANKED: Final = re.compile(
    rf"(?:{_ZH_LANGS})是我的(?:母语|第一语言)[，,]\s*(?P<l>{_ZH_LANGS})(?:是)?(?:我的)?第二"
)
_ZH_UNSURE: Final = re.compile(r"想|要|打算|准备|希望|如果|要是|假如|学|练|吗|？|\?|他|她|你")


def chinese(text: str) -> list[str]:
    """The languages a Chinese sentence carries on from the user's speaking clause."""
    if _ZH_UNSURE.search(text):
        return []
    found: list[str] = []
    if _ZH_SPOKE.search(text):
        for clause in re.split(r"[，,；;]\s*", text)[1:]:
            said = _ZH_THEN.search(clause)
            if said is not None:
                found.append(said["l"])
    ranked = _ZH_RANKED.search(text)
    if ranked is not None:
        found.append(ranked["l"])
    return list(dict.fromkeys(found))
