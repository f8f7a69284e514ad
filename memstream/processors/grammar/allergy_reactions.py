"""An allergy said by the reaction a thing sets off, with no word "allergic": "Cats make me
sneeze", "Peanuts send me to the ER", "Bee stings swell me up", "Shellfish and my throat
closes up", "I get hives whenever I eat strawberries". (A Chinese reader of the same shapes,
吃虾我会全身发痒, was tried and dropped: it read body parts and asides as allergens on
held-out cases.)

The reaction must be an allergic one (hives, a rash, swelling, itching, wheezing, sneezing,
the ER), and the clause neither a question, a guess nor someone else's. Pure: functions of
the text; the words are data.
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
