"""Tastes said by what a thing does to the user, EN and ZH (issue 22, g53t): the thing is
the subject, the user the one who feels it ("Small talk exhausts me", "Astronomy fascinates
me", "Horror films creep me out", "Spicy food has never agreed with me", 开会让我很烦,
逛街总是让我很累, 画画让我很满足). A feeling that lifts is a like, one that drains a dislike.

Silent on a thing at hand or a person (the meeting, this song, my boss, 我老公), a past
("The trip exhausted me"), a question and a supposition. Also drops a taste read with the
adverb after its thing (爵士乐总能 of 爵士乐总能让我平静下来). Pure: text in, fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

LIKE: Final = "like"
DISLIKE: Final = "dislike"

EN_FELT: Final[dict[str, str]] = {
    **dict.fromkeys(
        """relaxes relax calms calm soothes soothe delights delight fascinates fascinate thrills
        thrill excites excite energizes energize energises energise inspires inspire comforts
        comfort recharges recharge grounds ground""".split(),
        LIKE,
    ),
    **dict.fromkeys(
        """exhausts exhaust drains drain bores bore annoys annoy irritates irritate bugs bug
        depresses depress nauseates nauseate unsettles unsettle""".split(),
        DISLIKE,
    ),
}
"""Verbs of what a thing does to the one who feels it, each with the taste it says."""
EN_FELT_OUT: Final[dict[str, str]] = {
    **dict.fromkeys("cheer cheers perk perks".split(), LIKE),
    **dict.fromkeys("creep creeps freak freaks wear wears".split(), DISLIKE),
}
"""Verbs said with a particle after "me" (cheers me up, creeps me out, wears me out)."""
_EN_THING: Final = r"(?P<x>[a-z][\w'&-]*(?: [a-z][\w'&-]*){0,4}?)"
_EN_OFTEN: Final = (
    r"(?:(?:really|always|just|honestly|totally|seriously|genuinely|kind of|kinda)\s+)*"
)
_EN_FELT: Final = re.compile(
    rf"^(?:(?:honestly|tbh|ugh|well|and|but|also)[,\s]+)*{_EN_THING}\s+{_EN_OFTEN}"
    r"(?:(?P<v>[a-z]+)\s+me(?:\s+down)?|(?P<o>[a-z]+)\s+me\s+(?:up|out)"
    r"|(?P<n>(?:has|have)\s+never\s+agreed|(?:doesn't|don't|does not|do not)\s+agree)\s+with\s+me)"
    r"(?:\s+(?:so much|a lot|every time|like nothing else|to no end))?\s*(?:$|[.,!;])",
    re.IGNORECASE,
)
"""A thing, then what it does to the user ("Small talk exhausts me")."""
_EN_SUITS: Final = re.compile(
    rf"^(?:(?:honestly|tbh|well|and|but|also|oh)[,\s]+)*{_EN_THING}\s+(?:is|are|'s)\s+"
    r"(?:(?:so|totally|right|just|completely|really|definitely)\s+)*"
    r"(?:(?P<like>up my (?:alley|street)|my kind of [a-z]+)|(?P<dislike>lost on me))"
    r"|^(?:(?:honestly|tbh|well|and|but|also|oh)[,\s]+)*(?P<x2>[a-z][\w'&-]*(?: [a-z][\w'&-]*)"
    r"{0,4}?)\s+(?:has|have)\s+never\s+(?P<never>appealed to me|been for me)"
    r"|^give me (?:a |an |some )?(?P<x3>[a-z][\w'&-]*(?: [a-z][\w'&-]*){0,3}?) any day\b",
    re.IGNORECASE,
)
"""A thing said to suit the user or not ("Sci-fi is right up my alley", "Opera is lost on
me", "Golf has never appealed to me", "Give me a good thriller any day")."""
_EN_ASIDE: Final = re.compile(r"\?|\b(?:if|would|'d|wish|might|could|says|said|told)\b", re.I)
_EN_NOT_THINGS: Final = re.compile(
    r"^(?:it|this|that|these|those|the|my|your|our|his|her|their|he|she|they|you|we|i"
    r"|everything|nothing|something|anything|everyone|nobody|someone|work|life|today"
    r"|tonight|he's|she's|it's|that's|what|which|who|people|kids|children|men|women|guys"
    r"|customers|clients|colleagues|coworkers)\b",
    re.IGNORECASE,
)
"""A pointer, a thing at hand or a person said where the thing goes: no lasting taste."""


def english(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the taste an English sentence says by what a thing does to the user."""
    if _EN_ASIDE.search(text):
        return fills
    polarity, thing = _en_felt(text.strip())
    if not thing or _EN_NOT_THINGS.match(thing):
        return fills
    thing = re.sub(r"(?i)^(?:good|great|nice|proper)\s+", "", thing)
    if not polarity or any(f.value.lower() == thing.lower() for f in fills):
        return fills
    return [*fills, Fill(polarity, thing)]


def _en_felt(text: str) -> tuple[str, str]:
    """The taste and the thing of a sentence that says what a thing does to the user or
    that it suits them; ("", "") when it says neither."""
    match = _EN_FELT.match(text)
    if match is not None and _en_polarity(match):
        return _en_polarity(match), match["x"]
    suits = _EN_SUITS.match(text)
    if suits is None:
        return "", ""
    thing = suits["x"] or suits["x2"] or suits["x3"] or ""
    return (DISLIKE if suits["dislike"] or suits["never"] else LIKE), thing


def _en_polarity(match: re.Match[str]) -> str:
    """The taste the felt verb says; "" when it is none of the lists'."""
    if match["n"]:
        return DISLIKE
    if match["o"]:
        return EN_FELT_OUT.get(match["o"].lower(), "")
    return EN_FELT.get((match["v"] or "").lower(), "")


_ZH_UP: Final = (
    r"开心|快乐|放松|平静|舒服|满足|治愈|兴奋|愉快|心情(?:很|特别)?好|有精神|精神|安心|踏实|解压"
)
_ZH_DOWN: Final = (
    r"心烦|烦躁|烦|累|疲惫|崩溃|头疼|头大|恶心|难受|焦虑|抓狂|心情不好|不舒服|想吐|紧张"
    r"|压抑|犯困|窒息"
)
_ZH_FELT: Final = re.compile(
    r"^(?P<x>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:总是|总能|总会|每次都|一直|真的|特别|都|就|会|能|老是)*"
    r"让(?:我|俺)(?:很|特别|超|非常|挺|好|有点|十分|格外|觉得)*"
    rf"(?:(?P<up>{_ZH_UP})|(?P<down>{_ZH_DOWN}))(?:下来|起来)?(?:了|啊|的|呀)*$"
)
"""A thing, then how it makes the user feel (开会让我很烦, 画画让我很满足)."""
_ZH_APPETITE: Final = re.compile(
    r"^(?P<x>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:真的|正|很|特别|真|挺|最|超|太)*"
    r"(?P<no>不(?:太|怎么|是很)?)?(?:合|对)(?:我|俺)(?:的)?(?:胃口|口味)(?:了|啊|的)*$"
)
"""A thing said to suit the user's appetite or not (科幻片正合我胃口, 香菜不合我胃口)."""
_ZH_ASIDE: Final = re.compile(r"[？?吗]|如果|要是|假如|希望|以前|小时候|那天|昨天|今天|刚才")
_ZH_NOT_THINGS: Final = re.compile(
    r"^(?:我|你|您|他|她|它|这|那|大家|别人|人家|有人|工作|上班|生活|今天|昨天|最近|现在|一)"
    r"|(?:老公|老婆|老板|领导|同事|孩子|儿子|女儿|妈|爸|朋友|室友|邻居)"
)
"""A person, a pointer, work or a day said where the thing goes: no taste."""
_ZH_CLAUSES: Final = re.compile(r"[，,。！!；;~～\n]+")
_ZH_ADVERB_TAIL: Final = re.compile(r"(?:总是|总能|总会|每次都|一直|真的|老是)$")


def chinese(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the tastes a Chinese sentence says by how a thing makes the user feel,
    without a taste read with the adverb after its thing (爵士乐总能)."""
    fills = [f for f in fills if not _adverb_read(f, fills)]
    if _ZH_ASIDE.search(text):
        return fills
    known = {f.value for f in fills if f.slot in (LIKE, DISLIKE)}
    for clause in (c.strip() for c in _ZH_CLAUSES.split(text)):
        polarity, thing = _zh_felt(clause)
        if not thing or _ZH_NOT_THINGS.search(thing) or thing in known:
            continue
        fills = [*fills, Fill(polarity, thing)]
        known.add(thing)
    return fills


def _zh_felt(clause: str) -> tuple[str, str]:
    """The taste and the thing of a clause that says how a thing makes the user feel or
    that it suits their appetite; ("", "") when it says neither."""
    felt = _ZH_FELT.match(clause)
    if felt is not None:
        return (LIKE if felt["up"] else DISLIKE), felt["x"]
    suits = _ZH_APPETITE.match(clause)
    if suits is not None:
        return (DISLIKE if suits["no"] else LIKE), suits["x"]
    return "", ""


def _adverb_read(fill: Fill, fills: list[Fill]) -> bool:
    """A taste whose value is another taste's thing and an adverb (爵士乐总能 of 爵士乐)."""
    tail = _ZH_ADVERB_TAIL.search(fill.value) if fill.slot in (LIKE, DISLIKE) else None
    if tail is None:
        return False
    thing = fill.value[: tail.start()]
    return any(f.slot == fill.slot and f.value == thing for f in fills)
