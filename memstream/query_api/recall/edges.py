"""The turn across an excerpt's edge: context a matched turn needs from the next excerpt. Pure.

The pipeline cuts a session into excerpts of a few consecutive turns (`processors.chunks`),
so a question matched in one excerpt's last turn is often answered in the next excerpt's
first turn ("Do you have pets?" / "Looky here, I got this new pup!"), and a reply matched in
an excerpt's first turn often answers the question that ends the excerpt before. When a
core turn (`excerpt.core_turns`) is a question that ends its excerpt, or begins it right
after a question, and the excerpt across that edge is itself a candidate, the turn across
the edge becomes a unit of that excerpt at the excerpt's score times
`ScoringConfig.excerpt_edge`: the fill shows it soon after the core, or grows the
neighbour's own view by it (`budget._Fill._grow`). The excerpts are the pipeline's; recall
only packs them, so no replay is needed.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Final

from memstream.query_api.recall.excerpt import core_turns, is_question, line_events, view
from memstream.query_api.recall.found import Scored
from memstream.query_api.recall.reasons import with_reason
from memstream.schemas.memory import Memory, excerpt_session

_EDGE_REASON: Final = "the turn next to a matched turn of the excerpt before or after"
_CHUNK_KEY: Final = re.compile(r"^(?P<part>.+):chunk:(?P<number>\d+)$")


def chunk_place(memory: Memory) -> tuple[str, int] | None:
    """An excerpt's session part and its number in it ("session:s1", 3), else None."""
    place = _key_place(memory.key or "")
    if place is None or excerpt_session(memory) is None:
        return None
    return place


@lru_cache(maxsize=16384)
def _key_place(key: str) -> tuple[str, int] | None:
    """The session part and number a chunk's key names, else None (memoized by key)."""
    found = _CHUNK_KEY.match(key)
    return None if found is None else (found["part"], int(found["number"]))


def by_place(items: Sequence[Scored]) -> dict[tuple[str, int], Scored]:
    """The candidate excerpts by their place in their session (`chunk_place`)."""
    placed: dict[tuple[str, int], Scored] = {}
    for item in items:
        place = chunk_place(item.memory)
        if place is not None and line_events(item.memory) is not None:
            placed.setdefault(place, item)
    return placed


def across_edges(
    item: Scored,
    places: Mapping[tuple[str, int], Scored],
    forms: frozenset[str],
    names: Collection[str] = frozenset(),
    weight: float = 1.0,
) -> list[Scored]:
    """The turns across the edges of this excerpt that its core turns need, each a view of
    the candidate excerpt it belongs to, at the excerpt's score times `weight`."""
    place = chunk_place(item.memory)
    if place is None or not (forms or names):
        return []
    core = core_turns(item.memory, forms, names)
    return [
        replace(
            other,
            memory=view(other.memory, {event}),
            score=round(item.score * weight, 4),
            reasons=with_reason(other.reasons, _EDGE_REASON),
        )
        for other, event in _needed(item.memory, core, place, places)
    ]


def _needed(
    memory: Memory,
    core: Sequence[bool],
    place: tuple[str, int],
    places: Mapping[tuple[str, int], Scored],
) -> Iterator[tuple[Scored, str]]:
    """The neighbour excerpts and the one turn of each that the core's edge turns need: the
    reply to a matched question that ends the excerpt, the question a matched turn that
    begins it replies to."""
    part, number = place
    after = places.get((part, number + 1))
    if core[-1] and after is not None and is_question(memory.content.splitlines()[-1]):
        yield after, after.memory.provenance.event_ids[0]
    before = places.get((part, number - 1))
    if core[0] and before is not None and is_question(before.memory.content.splitlines()[-1]):
        yield before, before.memory.provenance.event_ids[-1]
