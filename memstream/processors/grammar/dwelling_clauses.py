"""Where the user lives, said by a verb of dwelling with words between it and the place:

    "Live just outside town in Bullet Tree"     "house is up in Scotsburn"
    "sleep days in La Serena"                   "We're based just outside Leeds"
    "remote from Halifax"                       "live over Hickling way"
    "I live a few streets from the beach in Brighton"
    "church halls around Leeds where i live"    "a winery in Sighnaghi, live there too"
    "we rent a tiny flat in Vienna"             "I work downtown and live near Surrey"

The verb must be the user's: at the start of a clause (bare, or after I/we, "my wife and I"),
or after "and"/"but" in a clause the user began. A stay ("for the week", a hotel), a wish,
a question, a denial or a past home gives nothing, nor does someone else's clause.

Pure: `english(text, place)` returns the place, "" when none is said.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

_LEAD: Final = (
    r"(?:(?:i|we)(?:'m|'re|\s+am|\s+are|'ve\s+been|\s+have\s+been)?\s+"
    r"|(?:my|our)\s+[\w-]+(?:\s+[A-Z][\w-]+)?\s+and\s+i\s+"
    r"|me\s+(?:and|\+|&)\s+(?:my\s+)?[\w-]+(?:\s+[A-Z][\w-]+)?\s+)?"
    r"(?:(?:still|now|currently|also|actually|mostly|really|just|basically|both)\s+)*"
)
"""Who dwells: nobody said (a bio's clause), I/we, or the user with someone."""
_DWELL: Final = (
    r"(?:live|living|reside|residing|based|settled|sleep\s+(?:days|nights)"
    r"|rent(?:ing)?\s+(?:a|an|our|my)\s+(?:[\w-]+\s+){0,2}?(?:flat|house|place|apartment"
    r"|studio|room|cottage|condo|bungalow|terrace|(?:one|two|three|1|2|3)-bed(?:room)?)"
    r"|rent(?:ing)?(?=\s+in\s)"
    r"|stay|staying(?=[^.;!?]*\b(?:now|these\s+days|since|for\s+good|permanently)\b)"
    r"|(?:(?:my|our)\s+)?(?:house|home|place)(?:'s|\s+is))"
)
_FIRST: Final = (
    r"(?:just|right|in|on|with|at|a|an|about|around|close|across|along|off|next|only|alone"
    r"|together|full-time|part-time|mostly|\d+|two|three|four|five|ten|half|literally|pretty"
    r"|quite|up|down|out|over|between|opposite|above|behind|beside|within|on)\s+"
)
"""What may follow the verb before the place: not a noun ("live music in Austin")."""
_PREP: Final = (
    r"(?:in|near|outside(?:\s+of)?|around|by|just\s+(?:outside|off|past|north\s+of"
    r"|south\s+of|east\s+of|west\s+of)|(?:north|south|east|west)\s+of|on\s+the\s+outskirts\s+of)"
)
_CLAUSE_START: Final = r"(?:^\W*|\b(?:and|but)\s+)"
_DWELLING: Final = re.compile(
    rf"(?i){_CLAUSE_START}(?P<lead>{_LEAD})(?P<verb>{_DWELL})\s+"
    rf"(?P<mid>(?:{_FIRST}(?:[\w'-]+\s+){{0,5}}?)?)(?:(?:up|down|out|over|right)\s+)?{_PREP}"
    r"\s+(?P<rest>(?-i:[A-Z]).*)"
)
_WAY: Final = re.compile(
    rf"(?i){_CLAUSE_START}{_LEAD}(?:live|living)\s+(?:up|down|out|over|round|around)\s+"
    r"(?P<rest>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+way\b"
)
"""The Northern English "live over Hickling way"."""
_REMOTE: Final = re.compile(
    rf"(?i){_CLAUSE_START}{_LEAD}(?:working\s+|work\s+)?remote(?:ly)?\s+from\s+"
    r"(?P<rest>(?-i:[A-Z]).*)"
)
"""Working remote from a place ("Python dev at Shopify, remote from Halifax")."""
_COMMUTE: Final = re.compile(
    rf"(?i){_CLAUSE_START}{_LEAD}(?:commute|drive|cycle|bike|ride|walk|(?:get|take)\s+the"
    r"\s+(?:train|bus|ferry|tube|metro))\s+(?:(?:in|up|down|over)\s+|into\s+(?:\w+\s+){1,3}?)?"
    r"from\s+(?P<rest>(?-i:[A-Z]).*)"
)
"""A commute in from a place, said in the present ("I commute in from Woking")."""
_WHERE_I_LIVE: Final = re.compile(
    r"(?i)\b(?:in|around|near|outside)\s+(?P<rest>(?-i:[A-Z])[^,.;!?]{1,40}?),?\s+where\s+"
    r"(?:i|we)\s+(?:live|(?:am|are|'m|'re)\s+based)\b"
)
_LIVE_THERE_TOO: Final = re.compile(
    r"(?i)\bin\s+(?P<rest>(?-i:[A-Z])[^,.;!?]{1,40}?)[,;]?\s+(?:and\s+)?(?:i\s+|we\s+)?"
    r"(?:live|living)\s+(?:there|here)\s+(?:too|as\s+well)\b"
)
"""A place worked in, then lived in ("I run a bar in Sighnaghi, live there too")."""
_USER_CLAUSE: Final = re.compile(r"(?i)^\W*(?:i|we|i'm|im|we're|i've|we've|me)\b")
_NOT_HOME: Final = re.compile(
    r"(?i)\b(?:for\s+(?:the|a|two|three|four|\d+)\s+(?:week|weeks|days?|nights?|weekends?"
    r"|months?)|visiting|holiday|vacation|trip|conference|hotel|hostel|airbnb|until|till"
    r"|used\s+to|don't|do\s+not|no\s+longer|never|not|if|wish|would|could|might|maybe"
    r"|visit|when|whenever|hope|hoping|want|wanna|plan|planning|thinking|dream|someday|one\s+day|'d|once)\b"
)
_SOMEONE: Final = re.compile(
    r"(?i)\b(?:he|she|they|his|her|their|he's|she's|they're|you|your|it)\b"
)


def english(text: str, place: Callable[[str], str]) -> str:
    """The home a verb of dwelling gives in an English sentence, "" when none.
    `place` reads the place at the start of a text ("Boulder, near ..." → Boulder)."""
    if "?" in text:
        return ""
    for shape in (_WHERE_I_LIVE, _LIVE_THERE_TOO):
        said = shape.search(text)
        if said is not None and not _NOT_HOME.search(text) and not _SOMEONE.search(text):
            found = place(said["rest"])
            if found:
                return found
    for clause in re.split(r"[.;!\n,(]+|\s+[—–-]\s+", text):
        found = _in_clause(clause, place)
        if found:
            return found
    return ""


def _in_clause(clause: str, place: Callable[[str], str]) -> str:
    """The home one clause of the user's gives by a verb of dwelling, "" when none."""
    if _NOT_HOME.search(clause):
        return ""
    for shape in (_WAY, _REMOTE, _COMMUTE, _DWELLING):
        said = shape.search(clause)
        if said is None or not _own(clause, said.start()) or _unheld(said):
            continue
        found = place(said["rest"])
        if found:
            return found
    return ""


def _unheld(said: re.Match[str]) -> bool:
    """A bare "rent in" or "stay in" with nobody before it ("rent in London is insane")."""
    verb = (said.groupdict().get("verb") or "").lower()
    return verb in ("rent", "renting", "stay") and not (said.groupdict().get("lead") or "").strip()


def _own(clause: str, start: int) -> bool:
    """Whether a dwelling said at `start` is the user's: first in the clause, or after
    "and"/"but" in a clause the user began, with nobody else named before it."""
    before = clause[:start]
    if _SOMEONE.search(before):
        return False
    return not before.strip(" \t\"'") or _USER_CLAUSE.match(clause) is not None
