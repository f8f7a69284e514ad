"""An excerpt is read in the context of its session: passage scores lifted by their session. Pure.

A conversation stays on a topic for a while, so when a session is about a question, its
excerpts are likelier to hold the answer than an isolated match of the same strength
elsewhere (the cluster hypothesis; passage retrieval's use of the document score). Two
lifts, each said in the chunk's reasons:

- `in_session_context`: a matched chunk gains `ScoringConfig.session_context` times the
  best score of another chunk of its session among the candidates;
- `by_session_match`: a matched chunk gains `ScoringConfig.session_match` times its
  session's own keyword score, the session's excerpts read as one document (BM25, see
  `MemoryReader.session_search`), which counts what the other candidates miss: the
  question's words spread over turns no single excerpt holds together.

Memories that are not chunks keep their score.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from memstream.query_api.recall.found import Scored
from memstream.query_api.recall.reasons import with_reason
from memstream.query_api.recall.render import excerpt_group
from memstream.schemas.memory import excerpt_session


def _best_two(
    items: Sequence[Scored], groups: Sequence[str | None]
) -> dict[str, tuple[float, float]]:
    """Per session, the best and second-best chunk scores among the candidates (`groups`:
    each one's `excerpt_group`)."""
    best: dict[str, tuple[float, float]] = {}
    for item, group in zip(items, groups, strict=True):
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
    groups = [excerpt_group(item.memory) for item in items]
    best = _best_two(items, groups)
    lifted = []
    for item, group in zip(items, groups, strict=True):
        if group is None:
            lifted.append(item)
            continue
        first, second = best[group]
        other = second if item.score >= first else first
        if other > 0.0:
            reason = f"its session matches elsewhere too (best other excerpt {other:.2f})"
            item = _lift(item, "session_context", other, weight, reason)
        lifted.append(item)
    return lifted


def by_session_match(
    items: Sequence[Scored], matches: Mapping[str, float], weight: float
) -> list[Scored]:
    """The candidates with each chunk lifted by `weight` times its session's keyword score
    (`matches`, by session name; the rest unchanged, order kept)."""
    if weight <= 0.0 or not matches:
        return list(items)
    lifted = []
    for item in items:
        session = excerpt_session(item.memory)
        match = matches.get(session, 0.0) if session is not None else 0.0
        if match > 0.0:
            reason = f"its session as a whole matches the question ({match:.2f})"
            item = _lift(item, "session_match", match, weight, reason)
        lifted.append(item)
    return lifted


def _lift(item: Scored, name: str, signal: float, weight: float, reason: str) -> Scored:
    # Built field by field: `dataclasses.replace` costs twice as much, for every chunk.
    return Scored(
        item.memory,
        item.section,
        round(item.score + weight * signal, 4),
        {**item.components, name: round(signal, 4)},
        with_reason(item.reasons, reason),
    )
