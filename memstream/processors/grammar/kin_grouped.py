"""People close to the user named in a group with ages or set off by a dash or brackets, and a
kin word opening a sentence with its name and no "my":

    "I have three kids — Noa 12, Eli 9 and baby Ruth"     "my twins (Ola and Ade)"
    "we've got two boys, Kai who's 6 and Mateo who's 9"    "our girls: Mia (7) and Zoe (4)"
    "Grandson Eli starts kindergarten in the fall"        "Godson Ezekiel is getting confirmed"

Only names (capitalised, not a place, a language or a lexicon word). Nothing from a question, a
wish or someone else's clause ("my sister has two boys, Sam and Joe").

Pure: `en_read(text)` returns the relation fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.kin_listed import SOMEONE, UNSURE

_NAME: Final = r"[A-Z][a-zà-ÿā-ſ'’]+"
_GROUPS: Final[dict[str, str]] = {
    "kids": "child",
    "children": "child",
    "twins": "child",
    "boys": "son",
    "sons": "son",
    "girls": "daughter",
    "daughters": "daughter",
    "grandkids": "grandchild",
    "grandchildren": "grandchild",
    "grandsons": "grandson",
    "granddaughters": "granddaughter",
}
_AGE: Final = (
    r"(?:\s+\d{1,2}|\s*\(\d{1,2}\)|\s+who's\s+\d{1,2}|'s\s+\d{1,2}|,\s*\d{1,2}(?=\s*(?:,|and\b)))"
)
_ENTRY: Final = rf"(?:(?:baby|little|big|wee)\s+)?{_NAME}(?:{_AGE})?"
_GROUP_LIST: Final = re.compile(
    r"(?i:\b(?:i|we)\s+(?:have|'ve\s+got|have\s+got|got)\s+(?:\w+\s+)?|\b(?:my|our)\s+(?:\w+\s+)?)"
    r"(?P<group>" + "|".join(_GROUPS) + r")\s*(?::|—|–|-|,|\()\s*"
    rf"(?P<list>{_ENTRY}(?:\s*(?:,|\band\b|&)\s*{_ENTRY})+)"
)
_OPENING_KIN: Final = re.compile(
    r"(?:^|[.!]\s+)\W*(?P<k>Grandson|Granddaughter|Godson|Goddaughter|Stepson|Stepdaughter"
    r"|Hubby|Husband|Wife|Daughter|Nephew|Niece)\s+(?P<n>" + _NAME + r")(?=\s+[a-z]|\s*[—–,(])"
)
"""A kin word opening a sentence, no "my" ("Grandson Eli starts kindergarten")."""


def en_read(text: str) -> list[Fill]:
    """The children listed in a group and the kin named at a sentence's opening."""
    if UNSURE.search(text):
        return []
    found = []
    listed = _GROUP_LIST.search(text)
    if listed is not None and not SOMEONE.search(text[: listed.start() + 1]):
        kind = _GROUPS[listed["group"].lower()]
        names = re.findall(
            _NAME, re.sub(r"(?i)\b(?:baby|little|big|wee|and|who's)\b", "", listed["list"])
        )
        found += [Fill("relation", n, kind=kind) for n in names if _a_name(n)]
    for opening in _OPENING_KIN.finditer(text):
        kind = w.RELATIONS.get(opening["k"].lower(), opening["k"].lower())
        if _a_name(opening["n"]):
            found.append(Fill("relation", opening["n"], kind=kind))
    return found


def _a_name(said: str) -> bool:
    """A person's name: no place, language, kin or lexicon word."""
    low = said.lower()
    return not (low in w.NOT_NAMES or low in w.PLACES or low in w.LANGUAGES or low in w.RELATIONS)
