"""What to fetch for one recall, decided from the route and the request. Pure."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from memstream.query_api.models import RecallRequest
from memstream.query_api.recall.route import Route
from memstream.schemas.memory import MemoryType
from memstream.text import tokenize

ALWAYS_TYPES: Final = (MemoryType.PROFILE, MemoryType.PREFERENCE, MemoryType.LESSON)
"""Fetched whole for every recall the route allows them in."""
WORKING_MEMORY_TYPES: Final = (MemoryType.FACT,)
"""Where a session's working memory lives (session-level memories of these types)."""
_FAVOURED: Final[dict[str, MemoryType]] = {
    "episodic": MemoryType.EPISODE,
    "personal": MemoryType.FACT,
}
"""The type whose most recent memories an intent includes even without a match."""


@dataclass(frozen=True, slots=True)
class GatherPlan:
    """The reads of one recall: structured by type, recent, working memory, searches."""

    always_types: tuple[MemoryType, ...]
    recent_types: tuple[MemoryType, ...]
    working_types: tuple[MemoryType, ...]
    query_tokens: tuple[str, ...]
    dense: bool
    always_limit: int = 200
    recent_limit: int = 5
    working_limit: int = 100
    search_limit: int = 50


def _recent_types(route: Route, request: RecallRequest) -> tuple[MemoryType, ...]:
    wanted: list[MemoryType] = []
    favoured = _FAVOURED.get(route.intent)
    if favoured is not None and route.weight(favoured) > 0.0:
        wanted.append(favoured)
    for explicit in request.types or ():
        if explicit not in ALWAYS_TYPES and explicit not in wanted:
            wanted.append(explicit)
    return tuple(wanted)


def plan_gather(route: Route, request: RecallRequest) -> GatherPlan:
    """Which reads to run: always-included types, recent ones, working memory, search."""
    query = request.query.strip()
    working = () if request.session is None else WORKING_MEMORY_TYPES
    return GatherPlan(
        always_types=tuple(t for t in ALWAYS_TYPES if route.weight(t) > 0.0),
        recent_types=_recent_types(route, request),
        working_types=tuple(t for t in working if t in route.type_weights),
        query_tokens=tuple(dict.fromkeys(tokenize(query))),
        dense=bool(query),
    )
