"""Deduplicate recall candidates: first by memory id, then by near-identical content."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from memstream.query_api.recall.found import Found, Scored
from memstream.text import normalize, tokenize

NEAR_DUPLICATE_JACCARD: Final = 0.9
"""Token-set overlap above which two contents say the same thing."""
_MIN_TOKENS_FOR_OVERLAP: Final = 4


def _merge(first: Found, second: Found) -> Found:
    newer = second.memory if second.memory.version > first.memory.version else first.memory
    cosines = [value for value in (first.cosine, second.cosine) if value is not None]
    strongest = first if first.keyword >= second.keyword else second
    return Found(
        memory=newer,
        keyword=strongest.keyword,
        cosine=max(cosines) if cosines else None,
        origins=first.origins | second.origins,
        matched=strongest.matched or first.matched or second.matched,
        hop=first.hop if first.hop is not None else second.hop,
        instance=first.instance if first.instance is not None else second.instance,
    )


def merge_by_id(found: Iterable[Found]) -> list[Found]:
    """One entry per memory id, combining what every source measured (first-seen order)."""
    merged: dict[str, Found] = {}
    for item in found:
        previous = merged.get(item.memory.id)
        merged[item.memory.id] = item if previous is None else _merge(previous, item)
    return list(merged.values())


@lru_cache(maxsize=16384)
def content_tokens(content: str) -> tuple[str, ...]:
    """The content as a tuple of tokens, stopwords kept (punctuation and case ignored).

    Memoized: a memory recalled again is not tokenized again."""
    return tuple(tokenize(content, keep_stopwords=True)) or (normalize(content),)


def is_near_duplicate(first: Sequence[str], second: Sequence[str]) -> bool:
    """True for the same token sequence, or long token sets that overlap almost fully."""
    return tuple(first) == tuple(second) or _overlaps(frozenset(first), frozenset(second))


def _overlaps(a: frozenset[str], b: frozenset[str]) -> bool:
    small, large = min(len(a), len(b)), max(len(a), len(b))
    if small < _MIN_TOKENS_FOR_OVERLAP or small < NEAR_DUPLICATE_JACCARD * large:
        return False  # Jaccard <= small / large: no need to intersect
    common = len(a & b)  # |A | B| = |A| + |B| - |A & B|: one set operation, not two
    return common >= NEAR_DUPLICATE_JACCARD * (len(a) + len(b) - common)


@dataclass(frozen=True, slots=True)
class _Shape:
    """A content's tokens, their set, and the prefix of that set (`_prefix`)."""

    tokens: tuple[str, ...]
    as_set: frozenset[str]
    prefix: tuple[str, ...]


@lru_cache(maxsize=16384)
def _shape(content: str) -> _Shape:
    """The content's `_Shape` (memoized: a memory recalled again is not read again)."""
    tokens = content_tokens(content)
    as_set = frozenset(tokens)
    return _Shape(tokens, as_set, _prefix(as_set))


def _prefix(tokens: frozenset[str]) -> tuple[str, ...]:
    """Prefix filtering: two sets with Jaccard >= t share a token among the first
    |A| - ceil(t * |A|) + 1 tokens of each, in any one global order of tokens. The order is
    longest first, then by hash: question-independent, so a content's prefix is kept with
    it (within a process every content is ordered alike; the filter is exact whatever the
    order), and short words, the commonest ("i", "the", 的), come last and seldom make
    two contents candidates."""
    if len(tokens) < _MIN_TOKENS_FOR_OVERLAP:
        return ()
    ordered = sorted(tokens, key=lambda token: (-len(token), hash(token), token))
    return tuple(ordered[: len(ordered) - math.ceil(NEAR_DUPLICATE_JACCARD * len(ordered)) + 1])


def drop_near_duplicates(scored: Iterable[Scored]) -> list[Scored]:
    """Keep the best-scored of every group of near-identical contents, best first."""
    ranked = sorted(scored, key=lambda candidate: -candidate.score)
    kept: list[Scored] = []
    seen: set[tuple[str, ...]] = set()
    kept_sets: list[frozenset[str]] = []
    index: dict[str, list[int]] = defaultdict(list)
    for item in ranked:
        shape = _shape(item.memory.content)
        if shape.tokens in seen:
            continue
        others = {position for token in shape.prefix for position in index.get(token, ())}
        if any(_overlaps(shape.as_set, kept_sets[k]) for k in others):
            continue
        kept.append(item)
        seen.add(shape.tokens)
        for token in shape.prefix:
            index[token].append(len(kept_sets))
        kept_sets.append(shape.as_set)
    return kept
