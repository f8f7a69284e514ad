"""English work said by what the user does, with a mass, singular or named object and a
sign it is their work: "I fish lobster out of Pictou" (`lobster fisherman`, works in
Pictou), "I guide cave tours out of San Ignacio" (`cave tour guide`), "I weave Harris Tweed
for a living" (`weaver`), "I drive a tuk tuk for tourists" (`tuk tuk driver`), "I captain
the ferry, self-employed" (`ferry captain`).

The sign is the base a trade works out of (a named place, or a van, a shed, a garage), or
words that make the doing work (for a living, self-employed, for tourists, the business).
Without one, a doing is a habit or a pastime ("I bake bread on weekends") and says no role.
A base said with "out of" is where the user works ("based out of" says the home, and is not
read here). Read once per sentence from `jobs.job_change`, after `en_trade_doers`. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_objects, en_pos
from memstream.processors.grammar.en_trade_doers import NO_VERB_TAGS, NOT_TRADE_VERBS
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import Clause, tokens_of

AGENTS: Final = {
    "fish": "fisherman",
    "farm": "farmer",
    "guide": "guide",
    "captain": "captain",
    "skipper": "skipper",
    "weave": "weaver",
    "build": "builder",
    "drive": "driver",
    "cut": "cutter",
    "pick": "picker",
    "repair": "repairer",
    "restore": "restorer",
    "breed": "breeder",
    "train": "trainer",
    "grow": "grower",
    "brew": "brewer",
    "bake": "baker",
    "carve": "carver",
    "paint": "painter",
    "trap": "trapper",
    "herd": "herder",
    "haul": "hauler",
    "shear": "shearer",
    "thatch": "thatcher",
    "forge": "smith",
    "tailor": "tailor",
    "install": "installer",
    "inspect": "inspector",
    "survey": "surveyor",
    "crew": "crew",
    "pilot": "pilot",
    "deliver": "courier",
    "sell": "seller",
    "shoe": "farrier",
    "mend": "mender",
    "upholster": "upholsterer",
    "roast": "roaster",
    "distil": "distiller",
    "distill": "distiller",
}
"""Verbs of a trade whose doers the spelling rule does not make (fish: fisherman, guide:
guide); any other verb's doer is the verb and -er (groom: groomer)."""
NOT_DOINGS: Final = NOT_TRADE_VERBS | frozenset(
    """move live stay come get fly travel commute walk head ship am is are was were be been
    can could will would should must may might shall did does has had help check pick_up
    make keep let put say tell think feel look handle run do manage explain own lead oversee
    deal answer ask try""".split()
)
"""Verbs that never say a trade, even with a base ("I moved out of Leeds")."""
_SAID: Final = re.compile(
    r"\b(?i:i)\s+(?:(?i:also|now|mostly|mainly|basically|just|still)\s+)?"
    r"(?P<verb>[a-z]+)\s+(?:(?:a|an|the)\s+)?(?P<what>(?:[\w-]+\s+){0,2}?[\w-]+)"
    r"(?=\s+(?:out of|for|at|in|on|from|off|around|across|up|down)\b|\s*[,.;!—–]|\s*$)"
)
"""The user's verb and what it is done to, up to a preposition or the clause's end."""
_BASE: Final = re.compile(
    r"^\s*(?:[\w-]+\s+){0,3}?out of\s+(?:(?P<kept>a|an|my|our|the)\s+)?(?P<from>\S+)",
)
"""A base the doing works out of ("out of Pictou", "out of a van")."""
_BASE_THINGS: Final = frozenset(
    "van truck garage shed kitchen home house workshop studio shop unit yard boat barn".split()
)
_WORK_SAID: Final = re.compile(
    r"\b(?:for a living|professionally|full[- ]time|self[- ]employed|by trade|my trade"
    r"|that's my job|it's my job|for tourists|for clients"
    r"|for customers|for guests|for a firm|for the company)\b",
    re.IGNORECASE,
)
_PASTIME: Final = re.compile(
    r"\b(?:every|each|weekends?|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?|for fun"
    r"|hobby|sometimes|once|twice|used to|would|want|wanna|hope|might|if)\b|\?",
    re.IGNORECASE,
)


def doing_role(text: str, said: set[str]) -> list[Fill]:
    """The role (and the base, as the work location, unless one is in `said`) of a trade said
    by what the user does with a sign it is work (see the module), or none."""
    plain = text.replace("’", "'")
    if _PASTIME.search(plain):
        return []
    for found in _SAID.finditer(plain):
        verb = found["verb"].lower()
        if verb in NOT_DOINGS or not verb.isalpha() or verb.endswith(("ed", "ing", "s")):
            continue
        if en_pos.tag(verb) in NO_VERB_TAGS:
            continue  # "I'm on nights": no verb
        after = plain[found.end() :]
        base = _BASE.match(after)
        named_base = base is not None and base["from"][:1].isupper() and not base["kept"]
        kept_base = base is not None and base["from"].lower().strip(",.") in _BASE_THINGS
        if not (named_base or kept_base or _WORK_SAID.search(plain, found.end())):
            continue
        role = [Fill("role", _doer(verb, found["what"]))]
        if not named_base or base is None or "work_location" in said:
            return role
        return role + _base_place(after[base.start("from") :])
    return []


def _doer(verb: str, what: str) -> str:
    """The doer of `verb` done to `what`: lobster, fish → lobster fisherman; a named thing
    (Harris Tweed) is no part of the doer (weaver)."""
    agent = AGENTS.get(verb) or _agent(verb)
    words = what.split()
    if any(word[:1].isupper() for word in words) or words[0].lower() in ("it", "them", "things"):
        return agent
    thing = " ".join([*words[:-1], _singular(words[-1].lower())])
    return f"{thing} {agent}"


def _agent(verb: str) -> str:
    """A verb's doer by spelling: operate → operator, groom → groomer, carve → carver."""
    if verb.endswith("ate"):
        return verb[:-1] + "or"
    return verb + ("r" if verb.endswith("e") else "er")


def _singular(noun: str) -> str:
    """A plural noun's singular (tours: tour, ferries: ferry); a mass noun as it is."""
    if noun.endswith("ies") and len(noun) > 4:
        return noun[:-3] + "y"
    if noun.endswith(("ches", "shes", "xes", "sses")):
        return noun[:-2]
    if noun.endswith("s") and not noun.endswith(("ss", "us", "is")):
        return noun[:-1]
    return noun


def _base_place(named: str) -> list[Fill]:
    """The named base after "out of" as the work location, when it reads as a place."""
    clause = Clause(tokens_of(named))
    found = en_objects.place(clause.tokens, 0)
    return [Fill("work_location", found[0])] if found is not None else []


_NOT_BASED: Final = (NOT_DOINGS - frozenset(("run", "work", "do", "operate"))) | frozenset(
    ("based", "moved", "got", "came", "went")
)
"""Verbs whose "out of" is a move, not a base (the trade verbs "run loads", "work" are kept)."""


def base_out_of(text: str, fills: list[Fill]) -> list[Fill]:
    """The named base the user's trade works out of as the work location, when the sentence
    read a role of the user's and no work place ("I drive trucks out of Leeds")."""
    said = {f.slot for f in fills if f.subject == "user"}
    if "role" not in said or "work_location" in said or _PASTIME.search(text):
        return []
    plain = text.replace("’", "'")
    for found in _SAID.finditer(plain):
        verb = found["verb"].lower()
        if verb in _NOT_BASED or en_pos.tag(verb) in NO_VERB_TAGS:
            continue
        base = _BASE.match(plain[found.end() :])
        if base is not None and base["from"][:1].isupper() and not base["kept"]:
            return _base_place(plain[found.end() + base.start("from") :])
    return []
