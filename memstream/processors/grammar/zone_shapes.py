"""Time zones in loose shapes (data and one reader): a zone code or an offset said in a clause
of the user's however it is worded.

    "we're UTC+2 right now"     "WAT timezone"          "i'm on cet"       "GMT-5 for calls"
    "my tz is Europe/Berlin"    "treat me as GMT"       "Mountain time fyi"
    "I'm 8h ahead of you"       "utc+5:30 for me"

A zone is the user's when the clause that holds it opens with the user ("I", "we", "my"), with
a filler ("fyi", "so"), or with the zone itself; "my boss is on PST", "the server logs are in
UTC" and "the call is at 3pm EST" say nothing of the user's zone. Nothing is read from a
question.

Pure: `read(text, fills)` returns the zone fill to add (none when one is already found).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill

_SAFE_LOWER: Final = frozenset(
    """utc gmt cet cest pst pdt edt cdt mdt aest aedt acst awst nzst nzdt jst kst bst eet eest
    sgt hkt akst""".split()
)
"""Zone codes that are no English word, so they are read in lower case too ("i'm on cet")."""
_CODES: Final = "|".join(sorted(w.TIMEZONE_ABBREVIATIONS, key=len, reverse=True))
_LOWER: Final = "|".join(sorted(_SAFE_LOWER, key=len, reverse=True))
_OFFSET: Final = r"(?:[Uu][Tt][Cc]|[Gg][Mm][Tt])\s?[+\-−]\s?\d{1,2}(?::?[0-5]\d)?"
_ZONE: Final = rf"(?P<z>{_OFFSET}|\b(?:{_CODES})\b|\b(?i:{_LOWER})\b)"
_WORD_ZONE: Final = r"(?P<wz>\b(?i:pacific|eastern|central|mountain|atlantic)\s+time\b)"
_NAMED_ZONE: Final = (
    r"(?P<nz>\b(?:[A-Z][a-z]+\s+){1,2}(?:Standard\s+|Daylight\s+|Summer\s+)?[Tt]ime\b)"
)
"""A zone named for a country, a region or a sea ("Chile time", "Gulf Standard Time",
"Central European Time"): its first word a known place or a zone word (`_ZONE_WORDS`)."""
_ZONE_WORDS: Final = w.words(
    """central eastern western pacific mountain atlantic gulf european arabia
    arabian indochina coordinated universal alaska hawaii newfoundland"""
)
_CLAUSES: Final = re.compile(r"[.!;\n]+\s*|,\s*|\s+(?:so|and|but)\s+|\s+[—–-]\s+")
_OPENERS: Final = re.compile(
    r"(?i)^(?:(?:fyi|btw|fwiw|nb|ok|so|please note|and|also|heads up|note|gm|hi|hey|oh|ps|well"
    r"|just|currently|usually|mostly|now|right now)\b[\s,:]*)*"
    r"(?:(?:(?:my )?(?:time ?zone|tz) (?:is|'s|:)|treat me as|put me (?:on|in)|i'm|i am|im"
    r"|we're|we are|were|we|it's|its|i|me|my|our|am|on|in|as|being|based|living|working"
    r"|assume|use)\b)?"
)
_AFTER: Final = re.compile(
    r"(?i)^\s*(?:time\s*zone|timezone|tz|time|zone|here|for me|for calls|for meetings|"
    r"for scheduling|for now|fyi|btw|now|right now|these days|mostly|please|pls|thanks|"
    r"\(|[)!.,;:]|$)"
)
_LEFT: Final = ("", "on", "in", "on the", "in the")
"""What may stand between the opener and the zone."""
_HOURS: Final = re.compile(
    r"(?i)\b(?:i'm|im|i am|we're|we are)\s+(?:about\s+)?(?P<n>\d{1,2}(?:\.5)?)\s*"
    r"(?:h|hr|hrs|hours?)\s+(?P<way>ahead|behind)(?:\s+of)?\s+(?P<of>utc|gmt|you)\b"
)
_TZ_IS: Final = re.compile(r"(?i)\b(?:my\s+)?tz\s*(?:is|'s|:)\s*(?P<z>[A-Za-z_]+/[A-Za-z_]+)")
_NOT_MINE: Final = re.compile(
    r"(?i)\b(?:server|servers|logs?|timestamps?|database|db|cron|clock on the|meeting|call|"
    r"webinar|deadline|kickoff|standup|he|she|they|his|her|their|boss|client|team|"
    r"mom|mum|dad|wife|husband|friend|sister|brother)\b"
)


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The user's time zone said in a loose shape, when the grammar found none."""
    if "?" in text or any(f.slot == "timezone" and f.subject == "user" for f in fills):
        return []
    text = re.sub(r"\b[A-Za-z]{2,5}\.\s*(?=\d)", " ", text)  # "EST. 1998": established
    hours = _HOURS.search(text)
    if hours is not None:
        of = hours["of"].upper()
        sign = "+" if hours["way"].lower() == "ahead" else "-"
        said = hours.group(0)[hours.start("n") - hours.start() :]
        value = f"{of}{sign}{hours['n']}" if of != "YOU" else " ".join(said.split())
        return [Fill("timezone", value)]
    named = _TZ_IS.search(text)
    if named is not None:
        return [Fill("timezone", named["z"])]
    for clause in _CLAUSES.split(text):
        zone = _zone_in(clause.strip())
        if zone:
            return [Fill("timezone", zone)]
    return []


_FIND: Final = re.compile(_ZONE + "|" + _WORD_ZONE + "|" + _NAMED_ZONE)


def _zone_in(clause: str) -> str:
    """The zone said in a clause of the user's, "" when there is none."""
    for found in _FIND.finditer(clause):
        before, after = clause[: found.start()], clause[found.end() :]
        if _NOT_MINE.search(before) or re.search(r"\d\s*(?:am|pm)?\s*$", before, re.I):
            continue  # "my boss is on PST", "at 3pm EST": not the user's zone
        opener = _OPENERS.match(before)
        if opener is None or before[opener.end() :].strip(" ,:") not in _LEFT:
            continue
        if not _AFTER.match(after):
            continue
        said = found.group(0)
        if found["nz"] is not None:
            if not _zone_named(said) or not before.strip() or after.lstrip().startswith(":"):
                continue  # "Limerick time: There once was…": a heading, no zone
            return said
        if found["wz"] is not None:
            return said[0].upper() + said[1:].lower()
        return re.sub(r"\s+", "", said.replace("−", "-")).upper()
    return ""


def _zone_named(said: str) -> bool:
    """True when a "<Name> time" names a zone: its name a place ("Chile time", "New Zealand
    time") or zone words only ("Gulf Standard Time", "Central European Time"); not "Bed time",
    "Greenwich Mean Time" (its code is read as GMT)."""
    name = re.sub(r"(?i)\s+(?:standard|daylight|summer)?\s*time$", "", said).lower()
    return name in w.PLACES or all(part in _ZONE_WORDS for part in name.split())
