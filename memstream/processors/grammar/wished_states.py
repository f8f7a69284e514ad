"""What the user only wishes were so is no state of theirs (lead, round 50).

"I want to live in Spain", "I'd like to have a cat", "I would like to speak French", "I hope to
work at Google": the wish may be a goal, but the state it names (a home, a pet, a language, an
employer, a job) does not hold. A fill of such a slot whose value is said only in the clause
after a wish verb is dropped; what is said before the wish, or in a clause of its own after it
("I want to move to Lisbon, I live in Porto"), stays. Chinese wishes (想, 希望) are read
elsewhere (`zh`'s gates).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_WISH: Final = re.compile(
    r"\b(?:i|we)\s*(?:really\s+|so\s+|would\s+really\s+|'d\s+really\s+)?(?:want|wanna|wish|hope"
    r"|'d like|'d love|would like|would love|'d prefer|would prefer|dream|plan|aim|intend)"
    r"\s*(?:to|of)?\b"
)
"""A wish or an intention of the user's, up to what it wishes for."""
_CLAUSE_END: Final = re.compile(r"[,;.!?]|\s(?:but|and i|and we|because|cause|since|though)\s")
_STATES: Final = frozenset(
    """home_location work_location languages pet relation employer role diet timezone
    condition allergy""".split()
)
"""Slots that say what is so: a wish for one of them is not it (goals, plans, projects and
preferences are wishes by their nature)."""


def not_wished_states(fills: list[Fill], low: str) -> list[Fill]:
    """The fills without the states said only in the clause a wish of the user's opens."""
    wishes = [_wished_span(low, found.end()) for found in _WISH.finditer(low)]
    if not wishes:
        return fills
    return [f for f in fills if not (f.slot in _STATES and _only_wished(f, low, wishes))]


def _wished_span(low: str, start: int) -> tuple[int, int]:
    """Where the wish's own clause runs: from the wish verb to the next clause break."""
    end = _CLAUSE_END.search(low, start)
    return start, end.start() if end is not None else len(low)


def _only_wished(fill: Fill, low: str, wishes: list[tuple[int, int]]) -> bool:
    """True when every place the fill's value is said lies inside a wished clause."""
    value = (fill.value.split(": ")[-1] if ": " in fill.value else fill.value).lower()
    places = [m.start() for m in re.finditer(re.escape(value), low)] if value else []
    if fill.slot in _OWNED and any(_OWNED_BEFORE.search(low[:at]) for at in places):
        return False  # "I want my cat Mochi to stop scratching": Mochi is the user's
    return bool(places) and all(any(a <= at < b for a, b in wishes) for at in places)


_OWNED: Final = frozenset(("pet", "relation"))
_OWNED_BEFORE: Final = re.compile(r"\b(?:my|our)\s+(?:[\w-]+\s+){0,2}$")
"""A person or animal said as the user's before its name ("my cat Mochi", "our son")."""
