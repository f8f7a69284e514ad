"""An allergy said by the reaction a thing sets off, with no word "allergic": "Cats make me
sneeze", "Peanuts send me to the ER", "Bee stings swell me up", "Shellfish and my throat
closes up", "I get hives whenever I eat strawberries", 吃虾我会全身发痒, 芒果我一碰嘴就肿,
海鲜吃了我就起疹子, 尘螨让我鼻子痒.

The reaction must be an allergic one (hives, a rash, swelling, itching, wheezing, sneezing,
shock, the ER), not an upset stomach or a flush, and the clause neither a question, a guess
nor a wish. Pure: functions of the text; the words are data.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_read
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import Clause, tokens_of

_EN_BODY: Final = (
    r"(?:eyes|eye|throat|lips|lip|mouth|tongue|face|skin|hands|arms|nose|chest|airways|ears)"
)
_EN_SIGNS: Final = (
    r"(?:sneeze|sneezing|wheeze|wheezy|wheezing|itch|itchy|itches|swell|swell up|swells|puff up"
    r"|break out|breaks out|tingle|tingles|tingly|water|streaming|close up|closes up|close"
    r"|closes|blotchy|come out in hives|break out in hives)"
)
_EN_READINGS: Final = (
    re.compile(
        rf"^(?P<x>[\w' -]{{2,30}}?) (?:make|makes|made) (?:me|my {_EN_BODY})"
        rf"(?: (?:\w+ )?(?:and|&) my {_EN_BODY})? {_EN_SIGNS}\b"
    ),
    re.compile(
        r"^(?P<x>[\w' -]{2,30}?) (?:send|sends) me (?:straight )?"
        r"to (?:the )?(?:er|hospital|a&e|emergency|emergency room|urgent care|icu)\b"
    ),
    re.compile(r"^(?P<x>[\w' -]{2,30}?) (?:swell|swells|swelled|puff|puffs) me up\b"),
    re.compile(
        r"^(?:even )?(?:a (?:trace|bit|little|crumb|whiff|bite|sip|touch) of )?"
        rf"(?P<x>[\w' -]{{2,30}}?) and my {_EN_BODY} (?:close|closes|swell|swells|itch|itches)"
    ),
    re.compile(
        r"^i (?:get|break out in|come out in|got|broke out in|come up in) (?:in )?"
        r"(?:hives|a rash|rashes|welts|blotches|itchy welts)"
        r" (?:whenever|when|if|every time|after|any time) i (?:eat|touch|have|drink|use|take"
        r"|get near|am near|'m near|am around|'m around) (?P<x>.+)$"
    ),
)
"""A thing and the allergic reaction it sets off, in the word orders people use."""
_EN_NOT_HAD: Final = re.compile(
    r"\b(?:if|might|maybe|probably|think|wonder|would|could|should)\b"
    r"|\?|\b(?:my|his|her|their|our) (?:\w+ )?(?:son|daughter|kid|wife|husband|friend|dog|cat"
    r"|mom|mum|dad|partner|brother|sister)\b|^(?:he|she|they|it|this|that|these|those)\b"
)
"""A question, a guess, another person's reaction or a thing pointed at ("this movie")."""
_EN_NOT_ALLERGENS: Final = frozenset(
    """stress anxiety nerves work exams heat cold exercise running sweat sweating everything
    something anything spicy food caffeine alcohol onions onion garlic movies movie music
    songs news people crowds sad love you i flu crash accident accidents fall""".split()
)
"""What sets off a reaction without an allergy, or no thing at all."""
_EN_CLAUSES: Final = re.compile(r"[,;.!\n]+|\s+(?:but|so)\s+", re.IGNORECASE)


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The user's allergy said by its reaction, when no allergy is found yet."""
    if any(f.slot == "allergy" for f in fills):
        return []
    for clause in _EN_CLAUSES.split(text.replace("’", "'")):
        said = clause.strip()
        low = said.lower()
        if not low or _EN_NOT_HAD.search(low):
            continue
        for reading in _EN_READINGS:
            found = reading.match(low)
            thing = _en_thing(said[found.start("x") : found.end("x")]) if found else ""
            if thing:
                return [Fill("allergy", thing)]
    return []


def _en_thing(said: str) -> str:
    """The allergen said, as a whole thing ("bee stings", "latex gloves"), or ""."""
    found = en_read.things(Clause(tokens_of(said)), 0, 0)
    if not found or found[0][1] < len(tokens_of(said)):
        return ""  # "the dog next door": a thing and more, not an allergen alone
    value = found[0][0]
    return "" if value.lower().split()[-1] in _EN_NOT_ALLERGENS else value


_ZH_REACT: Final = (
    r"(?:过敏|起疹子|起红疹|长疹子|出疹子|起包|起风团|起荨麻疹|发痒|痒|红肿|肿|喘|喘不上气|呼吸困难"
    r"|休克|打喷嚏|流鼻涕|流眼泪|鼻子痒|眼睛痒)"
)
_ZH_BODY: Final = r"(?:全身|浑身|身上|皮肤|嘴巴?|嘴唇|嗓子|喉咙|脸|眼睛|鼻子|手|胳膊|脖子)"
_ZH_TOUCH: Final = r"(?:吃|碰|喝|沾|摸|闻|用|接触)"
_ZH_THING: Final = r"(?P<x>[\u4e00-\u9fffA-Za-z]{1,6}?)"
_ZH_THEN: Final = rf"(?:就|都|会|也|立马|马上)*{_ZH_BODY}?(?:就|都|会)*(?:发红|通红)?{_ZH_REACT}"
_ZH_READINGS: Final = (
    re.compile(rf"^(?:我)?一?{_ZH_TOUCH}(?:了|到)?{_ZH_THING}我{_ZH_THEN}"),
    re.compile(rf"^我一?{_ZH_TOUCH}(?:了|到)?{_ZH_THING}(?:就|都|会|也)+{_ZH_THEN}"),
    re.compile(rf"^{_ZH_THING}(?:我)?一?{_ZH_TOUCH}(?:了|到|完)?(?:我)?{_ZH_THEN}"),
    re.compile(rf"^{_ZH_THING}(?:会)?让我{_ZH_BODY}?{_ZH_REACT}"),
)
"""A thing and the reaction it sets off (吃虾我会全身发痒, 芒果我一碰嘴就肿, 尘螨让我鼻子痒)."""
_ZH_NOT_HAD: Final = re.compile(
    r"吗|？|\?|如果|要是|万一|会不会|是不是|好像|可能|不确定|怀疑|担心|怕|以前|小时候|好了|不再"
)
"""A question, a guess, a fear or a time that is over."""
_ZH_NOT_THINGS: Final = re.compile(
    r"^(?:[完了多太饱一这那什么东西辣冰凉热]|不|没|药$|饭$|东西|太多|多了)"
)
"""Words that are no allergen (吃完, 吃多了, 吃辣的): how much or how, not what."""


def zh_read(clause: str, subject: str) -> list[Fill]:
    """The allergy a Chinese clause says by its reaction (吃虾我会全身发痒 → 虾)."""
    said = clause.strip(" 。！!~～")
    if _ZH_NOT_HAD.search(said):
        return []
    for reading in _ZH_READINGS:
        found = reading.match(said)
        if found and not _ZH_NOT_THINGS.search(found["x"]):
            return [Fill("allergy", found["x"], subject)]
    return []
