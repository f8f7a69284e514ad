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


SIGNALS: Final[tuple[Signal, ...]] = ()
"""memstream's declared signals beyond the built-in reads (none yet; see docs)."""

Bound = tuple[Signal, Any]
"""A signal with the query port of its projection in the live generation."""


def bind(signals: Sequence[Signal], queries: Mapping[str, Any]) -> tuple[Bound, ...]:
    """Each signal with the port its projection answers queries on."""
    return tuple((signal, queries[signal.projection]) for signal in signals)
