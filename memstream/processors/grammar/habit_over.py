"""A habit said over in a part of the sentence of its own: "5-a-side's done for me", "padel
is finished for me", "no more lido swims", 掼蛋局散了. What is named ends (a habit or a like,
as the other endings do).

Pure: `en_over(part)` takes one lower-cased part of an English sentence, `zh_over(text)` a
Chinese sentence; each returns the endings it reads.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

_THING: Final = r"(?P<x>[a-z0-9][\w'-]*(?: [a-z0-9][\w'-]*){0,3}?)"
_EN_OVER: Final = (
    re.compile(
        rf"^(?:(?:the|my|our) )?{_THING}(?: ?'s| is| are| ?'re) (?:all |totally |completely |so )?"
        r"(?:done|finished|over)(?: (?:for me|for us|now|for good)\b|[.!]*$)"
    ),
    re.compile(rf"^no more {_THING}(?: for me| for us)?(?: now| either)?[.!]*$"),
)
"""A thing over for the speaker ("X's done for me") or none of it left ("no more X"); "don't
do X anymore" without a subject may be told to the assistant, and is not read here."""
_NOT_THINGS: Final = frozenset(
    """i you he she it we they that this what which there here than excuses questions
    drama problem problems worries stress waiting messing
    season term semester holiday holidays trip week weekend day year summer winter
    dinner lunch breakfast supper brunch meal meeting class lesson game match shift work
    party call exam test interview appointment homework laundry""".split()
)
"""Words that make the part no habit's ("it's done now", "no more excuses"); a time over
("tennis season is over") pauses a habit, and one event over ("dinner is done", "the match
is over") ends none."""
_FILLERS: Final = frozenset("the my our a an any those these".split())

_ZH_OVER: Final = re.compile(
    r"(?P<x>[\u4e00-\u9fff]{2,4}?)(?:局|班|群|队|小组|俱乐部)(?:也|都|早就?|已经)?(?:散了|解散了|散伙了|黄了)"
)
"""A group one did a thing in broken up (掼蛋局散了, 合唱班解散了): the thing is no longer done."""


def en_over(part: str) -> list[Fill]:
    """The ending of the thing a part of an English sentence says is over for the user."""
    if "?" in part:
        return []
    for pattern in _EN_OVER:
        found = pattern.match(part.strip())
        if found is None:
            continue
        words = [w for w in found["x"].split() if w not in _FILLERS]
        if words and not set(words) & _NOT_THINGS:
            return [_ending(" ".join(words), tuple(w for w in words if len(w) > 1))]
    return []


def zh_over_fills(fills: list[Fill], text: str) -> list[Fill]:
    """The fills with the ending of the thing whose group broke up in place of an ending of
    the whole words (掼蛋局散了: 掼蛋 ends, not 掼蛋局散了)."""
    over = zh_over(text)
    if not over:
        return fills
    thing = over[0].value
    kept = [f for f in fills if not (f.action == NEGATE and thing in f.value)]
    return [*kept, *over]


def zh_over(text: str) -> list[Fill]:
    """The ending of the thing whose group broke up (掼蛋局散了 → 掼蛋)."""
    found = _ZH_OVER.search(text)
    if found is None or re.search(r"[吗？?]|如果|要是|怕", text):
        return []
    return [_ending(found["x"], (found["x"],))]


def _ending(thing: str, terms: tuple[str, ...]) -> Fill:
    extra = {"object": thing, "verb": "", "slots": ["habit", "like"]}
    return Fill("ending", thing, action=NEGATE, terms=terms or (thing,), extra=extra)
