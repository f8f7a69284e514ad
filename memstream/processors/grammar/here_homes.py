"""Where the user lives, said by pointing at it from inside, not by a verb of living:

    "Things are quiet here in Adelaide"      "The rent here in Leeds is insane"
    "My apartment in Kraków has no AC"       "born and raised in Tucson, never left"
    我们湛江这边天天吃海鲜                     咱们青岛这儿夏天很舒服
    我从小在西安长大，现在还住在那儿

A stay is no home ("here in Rome for the week", "our hotel in Lyon", "my old flat in Leeds",
our holiday home), nor is "back home in Accra" (where one comes from); a clause about someone
else ("my sister's flat in Cork", 他们杭州那边) gives nothing, nor does a question.

Pure: `english(clause, place)` and `chinese(text)` return the place, "" when none is said.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import zh_objects

_DWELLINGS: Final = (
    r"(?:flat|house|home|place|apartment|apt|studio|condo|bungalow|cottage|townhouse|loft"
    r"|duplex|neighbou?rhood|street|building|block|estate)"
)
_HERE_IN: Final = re.compile(r"(?i)\b(?<!from\s)(?<!visiting\s)here\s+in\s+(?P<rest>[A-Z].*)")
_MY_DWELLING: Final = re.compile(
    r"(?i)(?:^|[\s,(])(?:my|our)\s+(?:(?:little|tiny|small|new|rented|own|cosy|cozy|cramped"
    r"|tiny little|shoebox)\s+)?"
    + _DWELLINGS
    + r"\s+(?:(?:here|up|down|out|over)\s+)?in\s+(?P<rest>[A-Z].*)"
)
_NEVER_LEFT: Final = re.compile(
    r"(?i)\b(?:born\s+(?:and|&|n)\s+(?:raised|bred)|grew\s+up|raised)\s+(?:right\s+)?in\s+"
    r"(?P<rest>[A-Z][^.;!?]{1,40}?)[,;]?\s+(?:and\s+|but\s+)?(?:i\s+|i've\s+|have\s+)?"
    r"(?:never\s+(?:left|moved(?:\s+away)?|lived\s+anywhere\s+else)|haven't\s+left"
    r"|still\s+(?:live|living|here|there))\b"
)
_STAY: Final = re.compile(
    r"(?i)\b(?:for\s+(?:the|a|two|three|four|\d+)\s+(?:week|weeks|days|day|night|nights|weekend"
    r"|month|months)|visiting|visit|holiday|vacation|trip|conference|staying|stayed|layover"
    r"|hotel|hostel|airbnb|stuck|landed|arrived|just\s+got|business|tour|touring|passing"
    r"|until|till|this\s+week|for\s+work|were|was|used\s+to|old|former|previous|last|second"
    r"|summer|weekend|beach|holiday)\b"
)
_SOMEONE: Final = re.compile(
    r"(?i)\b(?:he|she|they|his|her|their|he's|she's|they're|you|your|my\s+(?:\w+\s+)?"
    r"(?:brother|sister|mum|mom|dad|parents|friend|son|daughter|wife|husband|partner|cousin"
    r"|aunt|uncle|boss|grandma|grandpa|kids|in-laws|folks)(?:'s)?)\b"
)
_WISH: Final = re.compile(r"(?i)\?|\b(?:if|wish|would|could|imagine|dream|hope|maybe)\b|'d\b")


def english(clause: str, place: Callable[[str], str]) -> str:
    """The home an English clause points at from inside, "" when it points at none.
    `place` reads the place at the start of a text ("Boulder, near ..." → Boulder)."""
    if _WISH.search(clause) or _STAY.search(clause):
        return ""
    for shape in (_NEVER_LEFT, _HERE_IN, _MY_DWELLING):
        said = shape.search(clause)
        if said is None or _SOMEONE.search(clause[: said.start() + 1]):
            continue
        found = place(said["rest"])
        if found:
            return found
    return ""


_WE: Final = r"(?:我们|咱们|俺们|咱|我|俺)"
_HERE: Final = r"(?:这边|这里|这儿|这块|这片儿?|这地方|这旮旯)"
_OUR_PLACE: Final = re.compile(
    rf"(?:^|(?<=[，,。！!；;～~\s]))(?:在|像)?{_WE}(?:在)?(?P<p>[\u4e00-\u9fff]{{2,5}}?){_HERE}"
)
_STAYED_ON: Final = re.compile(
    r"(?:从小|打小儿?|小时候|自小)?(?:就)?在(?P<p>[\u4e00-\u9fff]{2,6}?)(?:长大|出生|土生土长)"
    r"[^。！!？?]{0,12}?(?:现在|至今|到现在|如今|一直)(?:也|都)?(?:还|仍然|依然)?"
    r"(?:住在?|待在?|生活在?|在)(?:那儿|那里|那边|那|这儿|这里|这边|这|本地|当地)"
)
_ZH_UNSURE: Final = re.compile(r"吗|？|\?|如果|要是|假如|想去|打算|准备|旅游|出差|玩|路过")
_ZH_SOMEONE: Final = re.compile(r"他|她|他们|她们|你们|您")


def chinese(text: str) -> str:
    """The home a Chinese sentence points at from inside (我们湛江这边), "" when none."""
    if _ZH_UNSURE.search(text):
        return ""
    for shape in (_STAYED_ON, _OUR_PLACE):
        said = shape.search(text)
        if said is None or _ZH_SOMEONE.search(text[: said.end()]):
            continue
        found = zh_objects.place(said["p"])
        if found and found[0] == said["p"]:
            return found[0]
        if zh_objects.is_place(said["p"]):
            return said["p"]
    return ""
