"""Where the user lives, said in loose shapes the clause frames do not reach:

    "up here in Gwynedd"          "..., where we live"      "born and raised in Denver, still here"
    "out of my place in Halifax"  "out in rural Iowa"       "the middle of nowhere ohio"
    "Live on Fair Isle."          "Hull, UK" (a whole message)
    "home's in Northampton"       "Live up Mousehole"       "my landlord in Bristol"

A stay is not a home: "here in Rome for the week", "visiting", "on holiday" say nothing. Nothing
is read from a question, nor from a clause about someone else ("my brother lives out in Cork").

Pure: `read(text, fills)` returns the home fill to add (none when one is already found).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import (
    dwelling_clauses,
    en_objects,
    here_homes,
    intro_homes,
    lived_there,
)
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import tokens_of

_CUES: Final = re.compile(
    r"(?i)(?:^|[\s,(])(?:"
    r"(?:up|down|out|over|back)\s+here\s+in|(?<![a-z] )here\s+in(?=\s+[A-Z])"
    r"|(?:out|work~|working|teach\w*|run\w*)?\s*out\s+of\s+(?:my|our)\s+"
    r"(?:place|house|flat|apartment|home|garage|kitchen|basement|shed|spare room)\s+in"
    r"|born\s+and\s+(?:raised|bred)\s+in(?=[^,.;]+[,;]\s*(?:and\s+)?still\s+(?:here|there|live))"
    r"|^\s*(?:we're\s+|i'm\s+|im\s+)?(?:out|way\s+out|down|up)\s+in"
    r"|(?:in\s+)?(?:like\s+)?the\s+middle\s+of\s+nowhere,?(?:\s+in)?"
    r"|^\s*(?:i\s+|we\s+)?live\s+on"
    r"|\b(?:i|we)(?:'ve\s+been|\s+have\s+been)?\s+(?:still\s+|now\s+)?(?:live|living)"
    r"\s+(?:[a-z]+\s+){1,4}?in(?=\s+[A-Z])"  # "I live across the bay in Alameda"
    r"|\b(?:i|we|and\s+i)\s+(?:now\s+)?share\s+(?:a|an|the)\s+(?:flat|house|place|apartment|home"
    r"|room|studio)\s+in"  # "my brother Aziz and I share a flat in Leicester"
    r"|\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:now\s+)?renting\s+(?:(?:a|an|our|my)\s+(?:\w+\s+)?"
    r"(?:room|flat|house|place|apartment|studio)\s+)?in"  # "we're renting in Olympia"
    r"|\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:just\s+)?after\s+moving\s+(?:back\s+)?to"  # Irish
    r"|\bmoved\s+(?:the\s+whole\s+\w+|everything|my\s+whole\s+life|(?:the|my|our)\s+family"
    r"|the\s+kids)\s+(?:over\s+|back\s+)?to"  # "moved the whole act to Austin"
    r"|\b(?:back|living|live|settled)\s+(?:in|to)\s+my\s+home\s?town,?"  # "back in my hometown, X"
    r"|\b(?:live|living)\s+in\s+(?:um+|uh+|erm+),?"  # "we live in um Boise"
    r"|^\W*(?:(?:i|we)\s+)?live\s+(?:way\s+|out\s+|just\s+|right\s+)*(?:past|beyond)"
    r"|\bhome\s+is\s+(?:a|an|on\s+a)\s+(?:little\s+|small\s+|tiny\s+)?(?:village|town|farm"
    r"|hamlet|suburb|croft|smallholding)\s+(?:just\s+)?(?:outside(?:\s+of)?|near|past"
    r"|(?:north|south|east|west)\s+of)"  # "home is a village outside Stockport"
    r"|\b(?:my\s+|our\s+)?home(?:'s|\s+is)\s+(?:(?:up|down|out|over|back)\s+)?(?:in|near"
    r"|(?:just\s+)?outside(?:\s+of)?)(?=\s+[A-Z])"  # "home's in Northampton"
    r"|(?:^\W*|\b(?:i|we)\s+)(?:still\s+|now\s+)?live\s+(?:up|down|out|over)"
    r"(?:\s+(?:just\s+)?(?:outside(?:\s+of)?|near|by))?"
    r"(?=\s+(?!(?:west|east|north|south|here|there)\b)(?-i:[A-Z]))"  # "live up Mousehole"
    r"|\b(?:my|our)\s+(?:landlord|landlady|letting\s+agent|lease|rent|council\s+tax"
    r"|flatmates?|housemates?|neighbou?rs?)\s+(?:(?:here|up|down|out)\s+)?in(?=\s+[A-Z])"
    r"|\brent\s+in(?=\s+[A-Z][^,.;!?]{1,30}?\s+(?:is|has\s+been)\s+(?:\w+\s+)?(?:killing"
    r"|bankrupting|crippling|eating|draining)\s+(?:me|us))"  # "the rent in Brighton is killing me"
    r")\s+(?P<rest>.+)"
)
_BACK_FOR_GOOD: Final = re.compile(
    r"(?i)\b(?:got|came|went|moved|i'm|we're|am|are)\s+back\s+(?:to|in|home\s+to)\s+"
    r"(?P<rest>[A-Z][^,.;!?]{1,30}?)\s+(?:for\s+good|permanently|to\s+stay)\b"
)
"""A return that is to last ("just got back to Dublin for good"): the place is home."""
_LANDED_HOME: Final = re.compile(
    r"(?i)\b(?:landed|arrived|settled|moved)\s+in\s+(?P<rest>[A-Z][^,.;!?]{1,30}?),?\s+"
    r"(?:that's|that\s+is|which\s+is|it's)\s+(?:my\s+|our\s+)?home\b"
)
"""A place arrived in, then called home ("Landed in Auckland, that's home for a few years")."""
_COMMUTE: Final = re.compile(
    r"(?i)\b(?:i|we)\s+(?:commute|take\s+the\s+(?:train|bus|ferry|tube|metro)|drive|cycle|bike"
    r"|ride)\s+(?:in(?:to\s+\w+)?\s+)?from\s+(?P<rest>[A-Z][^,.;!?]{1,30}?)\s+(?:in)?to\s+"
    r"[^,.;!?]{2,40}?\b(?:every\s+(?:day|morning|weekday)|daily|each\s+day)\b"
)
"""A daily commute from one place to another ("I take the train from Oakland to SF every
day"): one lives where the commute starts."""
_WHERE_WE_LIVE: Final = re.compile(
    r"(?i)\bin\s+(?P<rest>[A-Z][^,.;!?]{1,40}),\s*(?:which\s+is\s+|that's\s+)?where\s+(?:i|we)"
    r"\s+(?:live|are\s+based|call\s+home)\b"
)
_DWELLINGS: Final = (
    r"(?:flat|house|home|place|apartment|studio|condo|bungalow|terrace|cottage|townhouse"
    r"|semi|one-bed|two-bed|three-bed|1-bed|2-bed|3-bed|room|loft|duplex|unit)"
)
_NEW_KEYS: Final = re.compile(
    r"(?i)\b(?:(?:got|picked\s+up|collected)\s+(?:the|our|my)\s+keys\s+(?:to|for)"
    r"|closed\s+on|signed\s+(?:a|the|our|my)\s+(?:[\w-]+\s+){0,2}?lease\s+(?:on|for)"
    r"|(?:got|took\s+out|have|signed)\s+(?:a|our|my|the)\s+mortgage\s+(?:on|for))\s+"
    r"(?:(?:a|an|our|my|the|this)\s+)?(?:[\w'-]+\s+){0,3}?" + _DWELLINGS + r"s?\s+"
    r"(?:(?:up|down|over|out|right)\s+)?in\s+(?P<rest>[A-Z].+)"
)
"""A home taken by its keys, a purchase closed, a lease or a mortgage signed ("got the keys to
a flat in Leith", "signed a lease on a one-bed in Somerville"): done, so the place is home."""
_SELF_HERE_IN: Final = re.compile(
    r"(?i)^\W*(?:\w+\W+){0,3}?(?:i'm|i\s+am|im|i\s+work|we're|we\s+are)\b"
    r"(?P<between>[^.;!?]{0,60}?)\s+here\s+in\s+(?P<rest>[A-Z].+)"
)
"""The user's own clause placing them "here in" a place after what they are ("I am Marites,
working as a nanny here in Dubai Marina", "Im Joy, caregiver din here in Toronto")."""
_PASSING_HERE: Final = re.compile(
    r"(?i)\b(?:today|tonight|tomorrow|this|next|just|for|until|till|at\s+(?:a|the)|meeting"
    r"|visiting|stuck|waiting|on\s+(?:a|my)|right\s+now|currently\s+at)\b"
)
"""What makes "here in" a passing stay ("I'm at a hotel here in Rome", "stuck here in Oslo")."""
_BORN_HERE: Final = re.compile(
    r"^\W*(?P<rest>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2})\s+(?i:born\s+and\s+(?:raised|bred)"
    r"|born\s+&\s+(?:raised|bred)|born\s+n\s+(?:raised|bred))\b[^.;!?]{0,25}?"
    r"(?i:\bstill\s+(?:here|there|live\s+here|living\s+here|in\s+it)|\bnever\s+left)\b"
)
"""A place one was born and raised in and is still in ("Glasgow born and raised, still here")."""
_CITY_COUNTRY: Final = re.compile(
    r"^\s*(?P<city>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?),\s*(?P<country>UK|USA|US|U\.S\.|Canada|"
    r"Australia|NZ|Ireland|India|Germany|France|Spain|Italy|Nigeria|Kenya|[A-Z]{2})\s*[.!]?\s*$"
)
_STAY: Final = re.compile(
    r"(?i)\b(?:for\s+(?:the|a|two|three|\d+)\s+(?:week|weeks|days|night|nights|weekend|month)"
    r"|visiting|holiday|vacation|trip|conference|staying|stayed|layover|(?<!as\sof\s)this\s+week)\b"
)
_SOMEONE: Final = re.compile(
    r"(?i)\b(?:he|she|they|his|her|their|my\s+(?:\w+\s+)?(?:brother|sister|mum|mom|dad|"
    r"parents|friend|son|daughter|wife|husband|partner|cousin|aunt|uncle|boss|grandma|"
    r"grandpa|kids))\b"
)
_RURAL: Final = re.compile(r"(?i)^(?:rural|upstate|downstate|coastal|remote|small-town)\s+")


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The user's home said in a loose shape, when the grammar found none."""
    if "?" in text or any(f.slot == "home_location" and f.subject == "user" for f in fills):
        return []
    city = _CITY_COUNTRY.match(text)
    if city is not None:
        return [Fill("home_location", f"{city['city']}, {city['country']}")]
    for clause in re.split(r"[.;!\n]+|\s+[—–]\s+", text):
        found = _in_clause(clause)
        if found:
            return [Fill("home_location", found)]
    dwelt = dwelling_clauses.english(text, _place) or lived_there.english(text, _place)  # g53i
    dwelt = dwelt or intro_homes.english(text, _place)  # g54m: "I'm Chen, in Vancouver, ..."
    return [Fill("home_location", dwelt)] if dwelt else []


def _in_clause(clause: str) -> str:
    """The home a clause of the user's gives in a loose shape, "" when it gives none."""
    if _STAY.search(clause):
        return ""
    for shape in (_WHERE_WE_LIVE, _BACK_FOR_GOOD, _LANDED_HOME, _COMMUTE, _NEW_KEYS, _BORN_HERE):
        where = shape.search(clause)
        if where is not None and not _SOMEONE.search(clause[: where.start() + 1]):
            return _place(where["rest"])
    cue = _CUES.search(clause)
    if cue is None:
        return _self_here_in(clause) or here_homes.english(clause, _place)  # g52i
    with_me = re.match(r"(?i)\W*and\s+i\b", cue.group(0)) is not None  # "Aziz and I share …"
    if not with_me and _SOMEONE.search(clause[: cue.start() + 1]):
        return ""
    return _place(cue["rest"])


def moved_in(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without a plan read from a move already done ("got the keys to a flat in
    Sheffield today!" is a new home, not a plan for today)."""
    keys = _NEW_KEYS.search(text)
    if keys is None or "?" in text or _SOMEONE.search(text[: keys.start() + 1]):
        return fills
    said = keys.group(0).lower()
    return [f for f in fills if not (f.slot == "plan" and f.value.lower() in said)]


def _self_here_in(clause: str) -> str:
    """The place of "here in" in the user's own clause about what they are, "" for a stay."""
    said = _SELF_HERE_IN.search(clause)
    if said is None or _PASSING_HERE.search(said["between"]) or _SOMEONE.search(said["between"]):
        return ""
    return _place(said["rest"])


def place_at(rest: str) -> str:
    """The place at the start of `rest` ("Boulder, near the Flatirons": Boulder), "" if none."""
    return _place(rest)


def _place(rest: str) -> str:
    """The place at the start of `rest`, with a "rural"-like word kept ("rural Iowa")."""
    lead = _RURAL.match(rest)
    said = rest[lead.end() :] if lead else rest
    tokens = tokens_of(said)
    found = en_objects.place(tuple(tokens), 0)
    if found is None and tokens and tokens[0].lower() in w.PLACES:  # "nowhere ohio"
        found = en_objects.place((tokens[0].capitalize(), *tokens[1:]), 0)
    if found is None:
        return ""
    value = found[0]
    if not value[:1].isupper():
        value = " ".join(word.capitalize() for word in value.split())
    return f"{lead.group(0).strip().lower()} {value}" if lead else value
