"""What to fetch for one recall, decided from the route and the request. Pure."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from memstream.query_api.recall.query import QueryInfo
from memstream.query_api.recall.result import Ask
from memstream.query_api.recall.route import Route
from memstream.query_api.recall.when import Period
from memstream.schemas.memory import MemoryType

ALWAYS_TYPES: Final = (MemoryType.PROFILE, MemoryType.PREFERENCE, MemoryType.LESSON)
"""Fetched whole for every recall the route allows them in."""
_FAVOURED: Final[dict[str, MemoryType]] = {
    "episodic": MemoryType.EPISODE,
    "personal": MemoryType.FACT,
}
"""The type whose most recent memories an intent includes even without a match."""
_SEARCHED: Final = (MemoryType.FACT, MemoryType.EPISODE)


@dataclass(frozen=True, slots=True)
class GatherPlan:
    """The reads of one recall: structured by type, recent, working memory, searches (of
    memories; of sessions, whose excerpts a question about episodes may lift)."""

    always_types: tuple[MemoryType, ...]
    recent_types: tuple[MemoryType, ...]
    session: str | None
    query_tokens: tuple[str, ...]
    dense: bool
    period: Period | None = None
    period_types: tuple[MemoryType, ...] = ()
    always_limit: int = 200
    recent_limit: int = 5
    working_limit: int = 50
    period_limit: int = 20
    search_limit: int = 50
    sessions: bool = False


def _recent_types(route: Route, ask: Ask) -> tuple[MemoryType, ...]:
    wanted: list[MemoryType] = []
    favoured = _FAVOURED.get(route.intent)
    if favoured is not None and route.weight(favoured) > 0.0:
        wanted.append(favoured)
    for explicit in ask.types or ():
        if explicit not in ALWAYS_TYPES and explicit not in wanted:
            wanted.append(explicit)
    return tuple(wanted)


def plan_gather(route: Route, ask: Ask, query: QueryInfo) -> GatherPlan:
    """Which reads to run: always-included types, recent ones, working memory, searches."""
    period_types = tuple(t for t in _SEARCHED if route.weight(t) > 0.0)
    return GatherPlan(
        always_types=tuple(t for t in ALWAYS_TYPES if route.weight(t) > 0.0),
        recent_types=_recent_types(route, ask),
        session=ask.session,
        query_tokens=query.terms,
        dense=bool(query.text),
        period=query.period if period_types else None,
        period_types=period_types,
        sessions=bool(query.terms) and route.weight(MemoryType.EPISODE) > 0.0,
    )
