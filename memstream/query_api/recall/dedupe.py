"""Deduplicate recall candidates: first by memory id, then by near-identical content."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
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
    return len(a & b) >= NEAR_DUPLICATE_JACCARD * len(a | b)


@lru_cache(maxsize=16384)
def _shape(content: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """The content's tokens (`content_tokens`) and their set (memoized)."""
    tokens = content_tokens(content)
    return tokens, frozenset(tokens)


def _overlaps_kept(as_set: frozenset[str], by_size: dict[int, list[frozenset[str]]]) -> bool:
    """True when a kept set overlaps this one almost fully. Only sets of nearly its size can
    (Jaccard <= small / large), so only those are intersected (one wider on each side
    than the bound, which `_overlaps` applies exactly)."""
    size = len(as_set)
    if size < _MIN_TOKENS_FOR_OVERLAP:
        return False
    low = math.ceil(NEAR_DUPLICATE_JACCARD * size) - 1
    high = math.floor(size / NEAR_DUPLICATE_JACCARD) + 1
    return any(
        _overlaps(as_set, other)
        for length in range(low, high + 1)
        for other in by_size.get(length, ())
    )


def drop_near_duplicates(scored: Iterable[Scored]) -> list[Scored]:
    """Keep the best-scored of every group of near-identical contents, best first."""
    ranked = sorted(scored, key=lambda candidate: -candidate.score)
    kept: list[Scored] = []
    seen: set[tuple[str, ...]] = set()
    by_size: dict[int, list[frozenset[str]]] = defaultdict(list)
    for item in ranked:
        sequence, as_set = _shape(item.memory.content)
        if sequence in seen or _overlaps_kept(as_set, by_size):
            continue
        kept.append(item)
        seen.add(sequence)
        by_size[len(as_set)].append(as_set)
    return kept
