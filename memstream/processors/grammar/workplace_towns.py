"""The town of the workplace one names, in English (issue 22, round 48): a workplace said
with the town it is in ("I teach ESL at a hagwon in Bundang", "tax partner at a firm in
Zürich", "I work nights at a care home in Hull", "based at the Tesco DC in Magor") or a
site named by its town ("work for Eddie Stobart out the Daventry depot") is where the user
works (`work_location`).

Read once per sentence (`jobs.job_change`), only when the clause tells of the user's own
work (a role or employer of the user was read, or a verb of working is said) and no other
person owns it ("my wife works at a clinic in Leeds"), and only when no work location was
read. An event, a home or a stay ("at a conference in Berlin", "at a friend's flat in
Leeds") names no workplace. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import latin_kind

_NAME: Final = r"(?-i:[A-Z][\w'-]+(?:\s(?-i:[A-Z][\w'-]+)){0,2})"
_AT_A_PLACE_IN: Final = re.compile(
    r"\b(?:at|out of|out|from|for|with)\s+(?:a|an|the|my|our|one|this|that)\s+"
    r"(?P<site>(?:[\w'&.-]+\s+){1,4}?)in\s+(?P<place>" + _NAME + r")",
    re.IGNORECASE,
)
"""A workplace and the town it is in ("at a hagwon in Bundang", "at the Tesco DC in Magor")."""
SITE_WORDS: Final = frozenset(
    """depot base office site branch hub yard plant campus terminal hangar dc warehouse
    station""".split()
)
"""Words after a town that make it a site one works at ("the Daventry depot")."""
_TOWN_SITE: Final = re.compile(
    r"\b(?:out of|out|at|from)\s+(?:the|our|my)\s+(?P<place>"
    + _NAME
    + r")\s+(?P<site>[a-zA-Z]+)\b",
    re.IGNORECASE,
)
NOT_WORKPLACES: Final = frozenset(
    """conference meeting wedding party festival concert show holiday vacation trip hotel
    hostel airbnb flat apartment house friend's friends mate's cousin's sister's brother's
    mum's mom's dad's parents' gig match game event course retreat camp place garage kitchen
    basement shed room garden backyard attic family families""".split()
)
"""Words of a stay, an event or a home: what is said to be in a town is no workplace."""
NOT_PLACES: Final = frozenset(
    """marketing finance sales it hr engineering design research operations tech retail
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday english spanish french german
    python java""".split()
)
"""Capitalised words after "in" that name no town (a field, a month, a day, a language)."""
_WORKING: Final = re.compile(
    r"\b(?:work|works|working|based|stationed|posted|employed|teach|teaching|drive|driving"
    r"|shifts?|nights|cook|bartend|waitress|nurse|intern|interning|temp|temping)\b",
    re.IGNORECASE,
)
"""Words that say the clause is about one's work."""
_OTHER: Final = re.compile(
    r"\b(?:he|she|they|his|her|their|(?:my|our)\s+(?!job|work|office|day|shift|team|company"
    r"|firm|own)[a-z]+)\b",
    re.IGNORECASE,
)
"""Someone else the clause is about ("my wife", "she")."""
_LIVE: Final = re.compile(
    r"\b(?:live|living|lives|stay|staying|home|offer|offers|interview|interviewing|apply|applied"
    r"|applying|hoping|want|wanted|weighing|considering)\b",
    re.IGNORECASE,
)
"""Words of a home, or of a job not had (an offer, an interview, a wish): no workplace."""

_THIRD_PERSON: Final = re.compile(
    r"\b(?:works|teaches|drives|nurses|cooks|serves|waits|cleans|manages|runs)\b", re.IGNORECASE
)
"""A verb of work said of someone else ("… and works at a bakery in Nottingham")."""
_LIVING: Final = re.compile(r"\b(?:live|lives|living|stay|stays|staying)\b", re.IGNORECASE)
_JOINING_WORDS: Final = frozenset(("and", "but", "so", "or", "then", "while"))


_JOINS: Final = (",", ";", ".", "!", "?", "—", "–", "(", " and ", " but ", " so ")


def _clause_start(text: str, at: int) -> int:
    """Where the clause holding position `at` starts (after the last mark or joining word)."""
    ends = (text.rfind(mark, 0, at) for mark in _JOINS)
    return max(
        (end + len(mark) for end, mark in zip(ends, _JOINS, strict=True) if end >= 0), default=0
    )


def _rest_of_clause(text: str, at: int) -> list[str]:
    """The words after `at` up to the clause's end, lower case."""
    ends = [end for end in (text.find(mark, at) for mark in _JOINS) if end >= 0]
    return text[at : min(ends, default=len(text))].lower().split()


def _works_here(text: str, at: int, fills: list[Fill]) -> bool:
    """True when the clause before `at` tells of the user's own work."""
    before = text[_clause_start(text, at) : at]
    if _OTHER.search(before) or _LIVE.search(before) or _THIRD_PERSON.search(before):
        return False
    roles = [f.value.lower() for f in fills if f.subject == "user" and f.slot == "role"]
    said_role = any(role in before.lower() for role in roles)
    return said_role or _WORKING.search(before) is not None


def _town(place: str) -> str | None:
    """The town a capitalised name is, or None for an organisation or no town at all."""
    if place.lower() in NOT_PLACES or latin_kind(place) == "org":
        return None
    return place


def _town_of_workplace(text: str, fills: list[Fill]) -> str | None:
    """The town a named workplace is in (see the module), or None."""
    for found in _AT_A_PLACE_IN.finditer(text):
        site = found["site"].lower().split() + _rest_of_clause(text, found.end())
        if set(found["site"].lower().split()) & _JOINING_WORDS or _LIVING.search(found["site"]):
            continue  # "at the depot and live in Clevedon": the town is the home's
        if set(site) & NOT_WORKPLACES or not _works_here(text, found.start(), fills):
            continue  # "at an agency in Milan for a conference": a stay
        town = _town(found["place"])
        if town is not None:
            return town
    for found in _TOWN_SITE.finditer(text):
        if found["site"].lower() not in SITE_WORDS:
            continue
        if _works_here(text, found.start(), fills):
            return _town(found["place"])
    return None


def workplace_town(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the town of the user's workplace (see the module), when no work
    location was read; the town is dropped as a home read from the same words."""
    if any(f.subject == "user" and f.slot == "work_location" for f in fills):
        return fills
    town = _town_of_workplace(text.replace("’", "'"), fills)
    if town is None:
        return fills
    kept = [
        f
        for f in fills
        if not (f.subject == "user" and f.slot == "home_location" and f.value == town)
    ]
    return [*kept, Fill("work_location", town)]
