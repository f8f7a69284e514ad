"""Someone only described, not the user (g56o): "given a user who lives in Oslo and speaks
Norwegian, what greeting fits", "what's a good laptop for someone who works at a hospital in
Leeds", "anyone who's allergic to shellfish should…", 一个住在深圳的上班族周末一般去哪玩,
一位在医院上夜班的护士要注意什么. An indefinite person (a, an, any, some, someone, people; 一个,
一位, 那种) and the relative clause that describes them (who, that; …的 before a person word)
are about that person: a value of the user's said only there is dropped. The user said to be
that person ("I'm a nurse who lives in Leeds", 我是一个住在深圳的程序员) is the user.

Pure: `kept(text, chinese, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_their_words as zh_people
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_reported import said_part

_EN_DESCRIBED: Final = re.compile(
    r"(?i)\b(?:(?:a|an|any|some|every|each)\s+(?!(?:[a-z-]+\s+){0,2}?(?:team|crew|group|squad"
    r"|department|unit|company|firm|startup|office|practice|lab|shop|staff|class)\b)"
    r"(?:[a-z-]+\s+){0,3}?who"
    r"|(?:someone|somebody|anyone|anybody|people|folks|those|everyone)\s+(?:who|that))"
    r"(?:'s|'re|\s)(?P<rel>[^,.;!?:()]+)"
)
"""An indefinite person and the clause that describes them ("a user who lives in Oslo"); "that"
only after a word that is a person ("a Discord bot that tracks splits" is a thing); not a
team or a company ("I lead a team who works out of Austin": the user's own unit)."""
_EN_BEING: Final = re.compile(
    r"(?i)\b(?:i'm|im|i am|am|i was|was|i've been|been|being|be|become|became|as|like me"
    r"|we're|we are)\s+(?:\w+\s+){0,2}$"
)
"""The user said to be the person just before ("I'm a nurse who", "as someone who")."""
_PEOPLE: Final = frozenset(("relation", "pet"))
"""Who the person is may be one of the user's ("I have a friend who ..."): never dropped."""
_ZH_HEADS: Final = "|".join(
    sorted(
        (*zh_people.PERSON_HEADS, "人", "上班族", "打工人", "程序员", "护士", "妈妈", "学生"),
        key=len,
        reverse=True,
    )
)
_ZH_DESCRIBED: Final = re.compile(
    r"(?:一个|一位|一名|某个|某位|那种|这种|一些)(?P<rel>[^，,。！!？?；;]{2,20}?)的(?:"
    + _ZH_HEADS
    + r")"
)
"""一个住在深圳的上班族, 一位在医院上夜班的护士."""
_ZH_BEING: Final = re.compile(
    r"(?:(?:我|俺|咱|本人)(?:也|就|算|只)?(?:是|当|做)|作为|身为|作為)\s*$"
)
"""The user said to be the person (我是一个…的程序员, 作为一个在杭州做产品的人)."""


def kept(text: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own said only in the description of someone indefinite."""
    if not any(f.subject == "user" for f in fills):
        return fills
    spans = _spans(text, chinese)
    if not spans:
        return fills
    low = text if chinese else text.lower()
    return [
        f
        for f in fills
        if f.subject != "user" or f.slot in _PEOPLE or not _only_in(f.value, low, spans)
    ]


def _spans(text: str, chinese: bool) -> list[tuple[int, int]]:
    """The (start, end) of each description of an indefinite person not said to be the user."""
    pattern, being = (_ZH_DESCRIBED, _ZH_BEING) if chinese else (_EN_DESCRIBED, _EN_BEING)
    return [
        found.span()
        for found in pattern.finditer(text)
        if being.search(text[: found.start()]) is None
    ]


def _only_in(value: str, low: str, spans: list[tuple[int, int]]) -> bool:
    """True when the value (or the part the text holds) is said only inside the spans, after
    their start (a value that opens with the person, "people who chew loudly" as a pet peeve,
    is a taste of the user's about such people)."""
    said = said_part(value.split(": ")[-1].lower(), low)
    places = [m.start() for m in re.finditer(re.escape(said), low)] if said else []
    return bool(places) and all(any(a < at < b for a, b in spans) for at in places)
