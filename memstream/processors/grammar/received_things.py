"""Things one is handed in the course of a day, as data (issue 22, g54t): an answer, a reply,
results, a refund, a parcel, a coffee, a haircut. "I got my answer" or "finally got my refund"
says such a thing arrived; it reaches no goal and ends no project, like or habit.
"""

from __future__ import annotations

from typing import Final

RECEIVED: Final = frozenset(
    """answer answers reply replies response responses result results feedback refund refunds
    parcel parcels package packages delivery deliveries order orders email emails mail message
    messages text texts call calls letter letters invoice invoices bill bills receipt receipts
    coffee coffees tea lunch dinner breakfast food drink drinks snack haircut hair cut shot shots
    jab jabs booster vaccine dose change paycheck paycheque payslip wages salary deposit
    confirmation confirmations notification notifications update updates news word
    callback ticket tickets invite invitation invitations appointment slot quote quotes estimate
    diagnosis prescription meds medication medicine copy copies stuff things point hopes""".split()
)
"""Nouns of a thing handed over or arriving (the last word of the thing named)."""


_AFTER_HEAD: Final = frozenset("of from for about on to with by in at".split())
"""Words after the head noun of a thing ("the reply| from HR", "results| of my MRI")."""


def is_received(thing: str) -> bool:
    """Whether a named thing is one handed over in a day's course ("my answer", "the refund",
    "the reply from HR")."""
    words = [word.strip(".,!") for word in thing.lower().replace("'s", "").split()]
    head = next((i for i, word in enumerate(words) if word in _AFTER_HEAD), len(words))
    return head > 0 and words[head - 1] in RECEIVED
