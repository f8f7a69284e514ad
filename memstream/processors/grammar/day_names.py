"""Weekdays said short ("Mon, Wed and Fri", "Tue/Thu", "every Sat") spelled out before the
sentence is read, so that a habit on those days reads as one on the full names does ("I swim
Mon, Wed and Fri" as "I swim Mondays, Wednesdays and Fridays"); and no workplace or employer
that is only days ("I run Tuesdays and Thursdays": no business named Tuesdays).

Pure: `spelled(sentence)` returns the sentence with the short days spelled out, `as_said`
the fills with the days put back as said in their values, `no_day_values(fills)` the fills
without a value of days alone.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar.fills import Fill

DAYS: Final[dict[str, str]] = {
    "mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday",
    "weds": "Wednesday", "thu": "Thursday", "thur": "Thursday", "thurs": "Thursday",
    "fri": "Friday", "sat": "Saturday", "sun": "Sunday",
}  # fmt: skip
"""A weekday said short, and its name."""
_SHORT: Final = r"(?:Mon|Tues?|Weds?|Thu(?:rs?)?|Fri|Sat|Sun)"
_SHORT_ANY: Final = r"(?:mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)"
_JOIN: Final = r"\s*(?:,\s*(?:and\s+|&\s+)?|/|&|\s+and\s+|\s+or\s+|\s+&\s+)\s*"
_LISTED: Final = re.compile(
    rf"\b(?:{_SHORT}(?:{_JOIN}{_SHORT})+|{_SHORT_ANY}(?:{_JOIN}{_SHORT_ANY})+)(?![\w'])"
    rf"|\b(?i:every|each|on|most)\s+{_SHORT}(?![\w'])"
)
"""Two short days or more in a list ("Mon, Wed and Fri", "tue/thu"), or one short capitalised
day after "every", "each", "on" or "most" ("every Sat")."""
_ONE: Final = re.compile(rf"\b{_SHORT_ANY}(?![\w'])", re.IGNORECASE)
_PART_AFTER: Final = re.compile(r"\s+(?:morning|afternoon|evening|night|lunch)", re.IGNORECASE)
"""A part of the day after the days ("Tue and Thu nights"): the days name it, singular."""
_EVERY: Final = re.compile(r"^(?:every|each|on)\s", re.IGNORECASE)


def spelled(sentence: str) -> str:
    """The sentence with the short days of a list, or of "every Sat", spelled out: plural in
    a list ("Mondays, Wednesdays"), singular after "every", "each" or "on"; and one short day
    said alone where only a day stands, as "on" the day ("Sat I'm running a 10k", "flying to
    Oslo Thurs": "on Saturday", "on Thursday")."""
    if _LISTED.search(sentence):
        sentence = _LISTED.sub(_spelled_list, sentence)
    return _ALONE.sub(_spelled_alone, sentence)


_ALONE: Final = re.compile(
    rf"^(?P<lead>\s*)(?P<day>{_SHORT})\.?(?=,?\s+(?:I|I'm|I’m|we|we're|we’re|my|our|me)\b)"
    rf"|(?<=[a-z])(?P<space> )(?P<before_day>{_SHORT}|tues?|thu(?:rs?)?|fri|weds)\.?"
    rf"(?=\s*(?:[.!?,;]|$|\s(?:morning|afternoon|evening|night|am|pm|at)\b|\s+\d))"
)
"""A short day alone: opening the sentence before its subject ("Sat I'm running"), or after
a word at a clause's end ("flying to Oslo Thurs", "dentist Fri at 3"); capitalised, or in
lower case the short days that are no other word (tue, thurs, fri: not sat, sun, wed, mon)."""
_NOT_BEFORE_A_DAY: Final = re.compile(
    r"\b(?:the|on|of|a|every|each|most|per|and|or|to|till|until|through|thru|from)$", re.I
)
"""Words after which a short day is not alone ("the Sun", "on Sat", "Mon and Fri", "Mon to Sun")."""


_NAME_BEFORE: Final = re.compile(r"\b[A-Z][\w'’-]*$")
"""A capitalised word before a short day that is also a word ("Mohegan Sun", "Yellow Sun")."""
_ALSO_WORDS: Final = frozenset(("mon", "wed", "sat", "sun"))


def _spelled_alone(found: re.Match[str]) -> str:
    if found["day"] is not None:
        return f"{found['lead']}on {DAYS[found['day'].lower()]}"
    day = found["before_day"].lower()
    before = found.string[: found.start()]
    if _NOT_BEFORE_A_DAY.search(before) or (day in _ALSO_WORDS and _NAME_BEFORE.search(before)):
        return found.group(0)
    return f" on {DAYS[day]}"


def _spelled_list(found: re.Match[str]) -> str:
    said = found.group(0)
    parted = _PART_AFTER.match(found.string, found.end()) is not None  # "Tue and Thu nights"
    plural = "" if _EVERY.match(said) or parted else "s"  # "on Sat": one day, as said
    return _ONE.sub(lambda day: DAYS[day.group(0).lower().rstrip(".")] + plural, said)


def as_said(fills: list[Fill], original: str) -> list[Fill]:
    """The fills with each day spelled out in their values put back as the sentence said it
    ("swim Mondays" → "swim Mon"): the value keeps the user's words."""
    said = {
        _spelled_list(found).strip(): found.group(0).strip() for found in _LISTED.finditer(original)
    }
    if not said:
        return fills
    days: dict[str, str] = {}
    for full, short in said.items():
        days.update(zip(_FULL.findall(full), _ONE.findall(short), strict=False))
    return [replace(f, value=_put_back(f.value, said, days)) for f in fills]


def _put_back(value: str, said: dict[str, str], days: dict[str, str]) -> str:
    for full, short in said.items():
        value = value.replace(full, short)
    return _FULL.sub(lambda day: days.get(day.group(0), day.group(0)), value)


_FULL: Final = re.compile(r"\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b")
_DAY_WORDS: Final = re.compile(
    r"^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|and|or|&|,|/|\s)+$", re.IGNORECASE
)
_PLACE_SLOTS: Final = frozenset(("employer", "work_location", "home_location"))


def no_day_values(fills: list[Fill]) -> list[Fill]:
    """The fills without an employer or a place that is only days ("Tuesdays and
    Thursdays")."""
    return [f for f in fills if not (f.slot in _PLACE_SLOTS and _DAY_WORDS.match(f.value))]
