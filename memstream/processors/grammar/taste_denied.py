"""Tastes denied, ended or replaced in other words, EN and ZH (issue 22, g53t):

- a like said with a hedge that denies it is no like: 榴莲我是真的喜欢不起来 (a dislike),
  我不怎么喜欢打游戏 (a dislike), 我现在不怎么喜欢打游戏了 (the like ends);
- a taste the user has had enough of, moved on from, grown out of, or that something else
  replaced: "I've had enough of CrossFit", "I've moved on from energy drinks to green tea",
  "Tea has replaced coffee for me", "Coffee's been replaced by matcha", 我对韩剧已经没兴趣了,
  我现在对打游戏提不起兴趣了;
- the thing an ending names, whole: 追星 of 我已经不追星了 (not 星), 奶茶 of 以前爱喝奶茶，现在戒了
  (not 以前爱喝奶茶), "musicals" of "I don't care for musicals anymore" (not "care"),
  "K-dramas" of "K-dramas just don't do it for me anymore".

Pure: each function takes a sentence and its fills and returns the fills.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

LIKE: Final = "like"
DISLIKE: Final = "dislike"
ENDING: Final = "ending"

_EN_DONE_WITH: Final = re.compile(
    r"(?:^|[,;.]\s*|\s)(?:i(?:'ve| have)?|i'm|i am)\s+(?:kind of\s+|kinda\s+|really\s+|finally\s+"
    r"|just\s+)?(?:had enough of|moved on from|grown out of|gotten over|got over|grown tired of"
    r"|gotten tired of|got bored of|gotten bored of|grown bored of|lost my taste for"
    r"|lost the taste for|fallen out of love with)\s+(?P<x>[a-z][\w'&-]*(?: [a-z][\w'&-]*){0,3}?)"
    r"(?=\s*(?:$|[,;.!—–]|\s+(?:to|for|now|anymore|these days|lately|honestly|tbh|and|but)\b))",
    re.IGNORECASE,
)
"""A taste the user is done with ("I've had enough of CrossFit", "moved on from X to Y")."""
_EN_REPLACED: Final = re.compile(
    r"(?:^|[,;.]\s*)(?P<y>[a-z][\w'&-]*(?: [a-z][\w'&-]*){0,2}?)\s+(?:has|have)\s+(?:totally\s+"
    r"|completely\s+|basically\s+)?replaced\s+(?P<x>[a-z][\w'&-]*(?: [a-z][\w'&-]*){0,2}?)"
    r"\s+for\s+me\b"
    r"|(?:^|[,;.]\s*)(?P<x2>[a-z][\w'&-]*(?: [a-z][\w'&-]*){0,2}?)(?:'s| has| have)\s+been\s+"
    r"replaced\s+by\s+(?P<y2>[a-z][\w'&-]*(?: [a-z][\w'&-]*){0,2}?)(?=\s*(?:$|[,;.!]|\s+for me"
    r"|\s+now|\s+these days))",
    re.IGNORECASE,
)
"""A taste replaced by another ("Tea has replaced coffee for me", "Coffee's been replaced by
matcha")."""
_EN_ASIDE: Final = re.compile(
    r"\?|\b(?:if|would|'d|wish|might|says|said|told|he|she|they|my (?:wife|husband|son"
    r"|daughter|partner|kids?|boss|friend|mum|mom|dad))\b",
    re.IGNORECASE,
)
"""A question, a supposition, reported words or someone else: no taste of the user's ends."""
_EN_NOT_THINGS: Final = re.compile(
    r"^(?:it|this|that|these|those|the|my|your|our|his|her|their|him|them|you|today|work|life"
    r"|people|everyone|everything|school|my job|waiting)\b",
    re.IGNORECASE,
)
"""A pointer, a person or a thing of now where the ended thing goes: no lasting taste."""
_EN_HEDGE_TAIL: Final = re.compile(
    r"(?:\s+(?:just|really|honestly|simply|totally|even|kinda|kind of|actually))+$", re.I
)
_EN_PHRASAL: Final = re.compile(r"(?i)^(?:care|go)\s+(?:for|in)\s+(?P<x>.+)$")
"""An ending read with the verb of its phrase as its object ("care" of "care for musicals")."""


def english(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with English endings said in other words, and endings' objects whole."""
    fills = [_en_whole(f) for f in fills]
    if _EN_ASIDE.search(text):
        return fills
    known = {str(f.extra.get("object") or f.value).lower() for f in fills if f.slot == ENDING}
    found = [_ended(x) for x in _en_ended_things(text) if x.lower() not in known]
    return fills + found


def _en_ended_things(text: str) -> list[str]:
    """The things an English sentence says the user is done with or replaced."""
    things = [m["x"] for m in _EN_DONE_WITH.finditer(text)]
    for match in _EN_REPLACED.finditer(text):
        things.append(match["x"] or match["x2"])
    cleaned = [re.sub(r"(?i)^(?:a|an|some)\s+", "", t.strip()) for t in things]
    return [t for t in cleaned if t and not _EN_NOT_THINGS.match(t)]


def _ended(thing: str) -> Fill:
    """An ending of a taste or habit of the thing."""
    terms = tuple(w for w in re.findall(r"[\w-]+", thing.lower()) if len(w) > 2) or (thing,)
    extra = {"object": thing, "verb": "", "slots": [LIKE, "habit"]}
    return Fill(ENDING, thing, action=NEGATE, terms=terms, extra=extra)


def _en_whole(fill: Fill) -> Fill:
    """An ending whose object is cut whole: without a hedge after it ("K-dramas just") and
    not the verb of its phrase ("care" of "care for musicals")."""
    if fill.slot != ENDING or not fill.extra.get("object"):
        return fill
    thing = str(fill.extra["object"])
    phrasal = _EN_PHRASAL.match(fill.value)
    if phrasal and thing.lower() in ("care", "go"):
        thing = phrasal["x"]
    thing = _EN_HEDGE_TAIL.sub("", thing).strip()
    if thing == fill.extra["object"] or not thing:
        return fill
    terms = tuple(t for t in fill.terms if t.lower() in thing.lower()) or (thing,)
    return replace(fill, value=thing, terms=terms, extra={**fill.extra, "object": thing})


_ZH_CANT_LIKE: Final = re.compile(r"(?:喜欢|爱)不起来")
"""A like the user cannot bring themself to feel (喜欢不起来): a dislike."""
_ZH_HEDGED: Final = re.compile(
    r"(?:不怎么|不太|不是很|没那么|不大|不是特别|没有那么)[，,]?(?:喜欢|爱)(?:吃|喝|看|听|玩|用)?"
    r"(?P<x>[^，,。！!？?；;了的]{2,10})"
)
"""A like said with a hedge that denies it (我不怎么喜欢打游戏)."""
_ZH_NOW: Final = re.compile(
    r"现在|已经|如今|慢慢|渐渐|越来越|这几年|最近|后来|了(?:[。！!，,~～]|$)"
)
"""What says a hedged like is one that stopped, not one never had."""
_ZH_NO_INTEREST: Final = re.compile(
    r"对(?P<x>[^，,。！!？?；;我你他她]{2,10}?)(?:已经|早就|现在|越来越|慢慢|渐渐|真的|完全|也)*"
    r"(?:没(?:有)?(?:什么|啥)?兴趣了|失去(?:了)?兴趣|提不起(?:什么|啥)?兴趣|不感兴趣了|没感觉了)"
)
"""A taste the user lost interest in (我对韩剧已经没兴趣了, 对打游戏提不起兴趣了)."""
_ZH_ASIDE: Final = re.compile(
    r"[？?吗]|如果|要是|假如|希望|他|她|你|您|孩子|儿子|女儿|老公|老婆|朋友"
)
"""A question, a supposition or someone else: no taste of the user's."""
_ZH_EATEN: Final = frozenset("吃喝抽")
_ZH_USED_TO: Final = re.compile(
    r"^(?:以前|之前|原来|过去|从前|曾经)(?:很|特别|超|最|挺)?(?:爱|喜欢)?"
)


def chinese(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with Chinese likes denied by a hedge set right, interest lost read as an
    ending, and endings' objects whole (追星, not 星)."""
    fills = [_zh_whole(f) for f in fills]
    if _ZH_ASIDE.search(text):
        return fills
    fills = _hedged(text, fills)
    for match in _ZH_NO_INTEREST.finditer(text):
        if not any(f.slot == ENDING and _shares_terms(f, match["x"]) for f in fills):
            fills = [*fills, _ended(match["x"])]
    return fills


def _shares_terms(fill: Fill, thing: str) -> bool:
    """Whether an ending already read names the thing (by its value or its terms): the
    ending another reader read of the clause stands."""
    return thing in fill.value or any(thing in t or t in thing for t in fill.terms if t)


def _hedged(text: str, fills: list[Fill]) -> list[Fill]:
    """Likes read off a denied like (喜欢不起来, 不怎么喜欢…) as dislikes or endings."""
    denied = {m["x"] for m in _ZH_HEDGED.finditer(text)}
    cant = _ZH_CANT_LIKE.search(text) is not None
    ended = _ZH_NOW.search(text) is not None
    out: list[Fill] = []
    for fill in fills:
        if fill.slot != LIKE or not (cant or fill.value in denied):
            out.append(fill)
        elif cant or not ended:
            out.append(replace(fill, slot=DISLIKE))
        else:
            out.append(_ended(fill.value))
    return out


def _zh_whole(fill: Fill) -> Fill:
    """An ending whose object is the whole thing: a verb and its one-character object
    (追星), without the time and the taste said before it (以前爱喝奶茶 → 喝奶茶)."""
    if fill.slot != ENDING:
        return fill
    thing, verb = str(fill.extra.get("object") or ""), str(fill.extra.get("verb") or "")
    whole = thing
    if len(thing) == 1 and verb and verb not in _ZH_EATEN:
        whole, verb = verb + thing, ""
    elif _ZH_USED_TO.match(thing):
        whole = _ZH_USED_TO.sub("", thing)
    if whole == thing or len(whole) < 2:
        return fill
    terms = (*fill.terms, whole) if whole not in fill.terms else fill.terms
    return replace(fill, terms=terms, extra={**fill.extra, "object": whole, "verb": verb})
