"""Recall signals, each declared once: a gather source (what it reads) and what it is worth.

A signal reads the query port of one projection of the description (`projection`) for a
recall, and answers (memory id, strength in 0..1) pairs; `weight` is what a full
strength adds to a memory's relevance, folded in as independent evidence beside the
keyword and semantic signals (`score.relevance_of`), and the signal's name is the score
part a hit shows. The query service runs every declared signal beside its built-in
reads; a memory only a signal found is fetched and scored like the others. Pure: the
reads go through the ports the composition binds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from memstream.query_api.recall.excerpt import LINE_MARK

Strengths = Sequence[tuple[str, float]]
"""What a signal found: memory ids and their strength in 0..1, best first."""


@dataclass(frozen=True, slots=True)
class SignalQuery:
    """What a signal is asked: whose memories, the query's text and search terms, how many."""

    tenant: str
    user: str
    text: str
    terms: tuple[str, ...]
    limit: int


@dataclass(frozen=True, slots=True)
class Signal:
    """One recall signal: the projection it reads, how it reads it, and its weight."""

    name: str
    projection: str
    read: Callable[[Any, SignalQuery], Strengths]
    weight: float

    def evidence(self, strength: float) -> float:
        """What a strength adds to relevance (0..1)."""
        return min(1.0, max(0.0, self.weight * strength))


TURNS_SIGNAL: Final = "turns"
TURN_FLOOR: Final = 0.2
TURN_CEILING: Final = 0.6
"""A turn's cosine maps to strength 0 at the floor and 1 at the ceiling (as dense search's)."""
TURNS_WEIGHT: Final = 0.12
"""What a turn at full strength adds to its excerpt's relevance (docs/quality.md, sixth
round: 0.12 / 0.25 / 0.5 measured; the dense search of whole excerpts already counts)."""


def by_excerpt(nearest: Strengths) -> Strengths:
    """Each excerpt at its nearest turn's calibrated cosine, and that turn's id (packing
    reads it as the excerpt's core by meaning, `excerpt.near_lines`), best first."""
    span = TURN_CEILING - TURN_FLOOR
    found: dict[str, float] = {}
    for turn, cosine in nearest:
        excerpt = turn.rpartition(LINE_MARK)[0]
        strength = min(1.0, (cosine - TURN_FLOOR) / span)
        if excerpt and strength > 0.0 and excerpt not in found:
            found[excerpt] = found[turn] = round(strength, 4)
    return sorted(found.items(), key=lambda item: -item[1])


def turns(port: Any, query: SignalQuery) -> Strengths:
    """The `turns` signal: excerpts by their turn nearest the question (the turns
    projection, `projections/turns.py`)."""
    if not query.text.strip():
        return []
    return by_excerpt(port.nearest(query.tenant, query.user, query.text, query.limit))


SIGNALS: Final[tuple[Signal, ...]] = (Signal(TURNS_SIGNAL, "turns", turns, TURNS_WEIGHT),)
"""memstream's declared signals beyond the built-in reads."""

Bound = tuple[Signal, Any]
"""A signal with the query port of its projection in the live generation."""


def bind(signals: Sequence[Signal], queries: Mapping[str, Any]) -> tuple[Bound, ...]:
    """Each signal with the port its projection answers queries on."""
    return tuple((signal, queries[signal.projection]) for signal in signals)
