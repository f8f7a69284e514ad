"""An excerpt is read in the context of its session: passage scores lifted by their session. Pure.

A conversation stays on a topic for a while, so when several excerpts of one session match
a question, that session is about it, and its other matching excerpts are likelier to
hold the answer than an isolated match of the same strength elsewhere (the cluster
hypothesis; passage retrieval's use of the document score). Each matched chunk gains
`ScoringConfig.session_context` times the best score of another chunk of its session
among the candidates, and says so in its reasons. Chunks alone in their session, and
memories that are not chunks, keep their score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from memstream.query_api.recall.found import Scored
from memstream.query_api.recall.render import excerpt_group


def _best_two(items: Sequence[Scored]) -> dict[str, tuple[float, float]]:
    """Per session, the best and second-best chunk scores among the candidates."""
    best: dict[str, tuple[float, float]] = {}
    for item in items:
        group = excerpt_group(item.memory)
        if group is not None:
            first, second = best.get(group, (0.0, 0.0))
            score = item.score
            best[group] = (score, first) if score > first else (first, max(second, score))
    return best


def in_session_context(items: Sequence[Scored], weight: float) -> list[Scored]:
    """The candidates with each chunk lifted by `weight` times the best other chunk of its
    session (the rest unchanged, order kept)."""
    if weight <= 0.0:
        return list(items)
    best = _best_two(items)
    lifted = []
    for item in items:
        group = excerpt_group(item.memory)
        if group is None:
            lifted.append(item)
            continue
        first, second = best[group]
        other = second if item.score >= first else first
        lifted.append(_lift(item, other, weight) if other > 0.0 else item)
    return lifted


def _lift(item: Scored, other: float, weight: float) -> Scored:
    components = {**item.components, "session_context": round(other, 4)}
    reason = f"its session matches elsewhere too (best other excerpt {other:.2f})"
    return replace(
        item,
        score=round(item.score + weight * other, 4),
        components=components,
        reasons=(*item.reasons, reason),
    )
