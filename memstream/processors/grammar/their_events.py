"""An event said as someone's by name is theirs, not the user's plan (g52o): "Jake's birthday
party is this Saturday", "Tom's graduation is next Friday", "the Hendersons' barbecue is on
Sunday". The named person owns the event (docs/slots.md: another person's event the user only
mentions is theirs); the user's own part, said in a clause of its own ("... and I'm giving a
speech"), is read elsewhere (`their_day`).

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar.fills import Fill

_OWNED: Final = re.compile(
    r"^(?:the\s+)?(?P<who>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)(?:'s|’s|s'|s’)\s+(?P<what>\S.*)$"
)
"""A plan's value opening with a named owner ("Jake's birthday party")."""
_THE_USERS: Final = re.compile(r"(?i)\b(?:i|i'm|i'll|i've|me|my|we|we're|we'll|our|us)\b")
_NOT_NAMES: Final = frozenset(
    "Mother Father Mum Mom Dad Today Tomorrow Tonight Saturday Sunday Monday Tuesday Wednesday"
    " Thursday Friday Valentine Valentines New Year Years Christmas Easter Halloween".split()
)
"""Words capitalised before 's that name a day or a feast, not a person (Mother's Day)."""


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` with a plan said as a named person's event given to that person."""
    if "'" not in text and "’" not in text:
        return fills
    return [_theirs(f, text) for f in fills]


def _theirs(fill: Fill, text: str) -> Fill:
    """The fill, about the named owner when it is the user's plan said as their event and
    the sentence does not speak of the user."""
    if fill.slot != "plan" or fill.subject != "user":
        return fill
    found = _OWNED.match(fill.value)
    if found is None or set(found["who"].split()) & _NOT_NAMES:
        return fill
    start = text.find(fill.value)
    if start < 0 or _THE_USERS.search(text) is not None:
        return fill
    return replace(fill, value=found["what"], subject=found["who"])
