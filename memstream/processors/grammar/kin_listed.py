"""People close to the user named after the bond is said, not after a kin word before the name:

    "I'm married to Aroha"          "Married to Greg, two kids"     "been married to Linda"
    "I have three kids: Noa, Eli and Ruth"     "our boys, Sam and Joe"

Only names (capitalised, not a place, a language or a lexicon word): "married to the job", "my
kids: all grown up" name no one. Nothing from a question, a wish or someone else's clause ("my
sister is married to Tom": his wife's husband, not the user's).

Pure: `en_read(clause)` returns the relation fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill

_NAME: Final = r"[A-Z][a-zà-ÿā-ſ'’-]+"
_MARRIED: Final = re.compile(
    r"(?i:(?:^|[,;(]\s*|\b(?:i'm|i\s+am|i've\s+been|i\s+have\s+been|i\s+got|been|got|just\s+got"
    r"|happily|newly|recently)\s+)(?:happily\s+|newly\s+|recently\s+|just\s+)?married\s+to\s+)"
    r"(?P<n>" + _NAME + r")\b"
)
_GROUPS: Final[dict[str, str]] = {
    "kids": "child",
    "children": "child",
    "boys": "son",
    "sons": "son",
    "girls": "daughter",
    "daughters": "daughter",
    "grandkids": "grandchild",
    "grandchildren": "grandchild",
}
_LISTED: Final = re.compile(
    r"(?i:\b(?:i|we)\s+(?:have|'ve\s+got|have\s+got)\s+(?:\w+\s+)?|\b(?:my|our)\s+(?:\w+\s+)?)"
    r"(?P<group>" + "|".join(_GROUPS) + r")\s*(?::|—|–|-|,|\()\s*"
    r"(?P<list>"
    + _NAME
    + r"(?:\s+\d{1,2})?(?:\s*(?:,|\band\b|&)\s*(?:baby\s+)?"
    + _NAME
    + r"(?:\s+\d{1,2})?)+)"
)
UNSURE: Final = re.compile(r"(?i)\?|\b(?:if|would|wish|want|someday|might|maybe)\b|'d\b")
"""A question, a condition or a wish: no kin named for sure."""
SOMEONE: Final = re.compile(
    r"(?i)\b(?:he|she|they|his|her|their|he's|she's|my\s+(?:\w+\s+)?(?:brother|sister|mum|mom"
    r"|dad|friend|son|daughter|cousin|aunt|uncle|boss|neighbou?r)(?:'s)?)\b"
)
"""Someone other than the user before the kin (his kids, my sister's kids): not the user's."""


def en_read(clause: str) -> list[Fill]:
    """The spouse and the children an English clause names after the bond is said."""
    if UNSURE.search(clause):
        return []
    found = []
    married = _MARRIED.search(clause)
    mine = married is not None and not SOMEONE.search(clause[: married.start() + 1])
    if married is not None and mine and _a_name(married["n"]):
        found.append(Fill("relation", married["n"], kind="spouse"))
    listed = _LISTED.search(clause)
    if listed is not None and not SOMEONE.search(clause[: listed.start() + 1]):
        kind = _GROUPS[listed["group"].lower()]
        names = re.findall(_NAME, listed["list"])
        found += [Fill("relation", n, kind=kind) for n in names if _a_name(n)]
    return found


def _a_name(said: str) -> bool:
    """A person's name: no place, language, kin or lexicon word."""
    low = said.lower()
    return not (low in w.NOT_NAMES or low in w.PLACES or low in w.LANGUAGES or low in w.RELATIONS)
