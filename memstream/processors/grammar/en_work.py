"""Object readers of the work and plans group (skills, projects, goals, roles, employers,
work locations, languages) that the shared readers of `en_read` do not cover."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import en_objects as o
from memstream.processors.grammar.tokens import Clause

Found = list[tuple[str, int]]

_FOR_WORK: Final = ("for work", "for my job", "to work", "to the office", "for the office")


def place_for_work(clause: Clause, index: int, start: int) -> Found:
    """ "I drive to Palo Alto for work", "I take the train into Zurich every day for work":
    a place one goes to for work (a few words may stand before "for work")."""
    found = o.place(clause.tokens, index)
    if found is None:
        return []
    after = " ".join(clause.tokens[found[1] : found[1] + 6]).lower()
    return [found] if any(said in after for said in _FOR_WORK) else []


_MEMBER: Final = frozenset("on in of join joined joining lead leads led run manage".split())


def org_of_team(clause: Clause, index: int, start: int) -> Found:
    """ "I'm on the payments team at Adyen", "part of the data team at Zalando": the
    organisation of the team one is on (not "an interview with the team at Google")."""
    before = [token.lower() for token in clause.tokens[max(0, start - 5) : start]]
    if not _MEMBER & set(before) or {"with", "to", "for", "meet", "meeting"} & set(before):
        return []
    found = o.org(clause.tokens, index)
    return [found] if found is not None else []


READERS: Final[dict[str, Callable[[Clause, int, int], Found]]] = {
    "place_for_work": place_for_work,
    "org_of_team": org_of_team,
}
"""The readers of this module by the name the frames use."""
