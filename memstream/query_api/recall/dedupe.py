"""Deduplicate recall candidates: first by memory id, then by near-identical content."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
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


def _prefix(tokens: frozenset[str], frequency: Counter[str]) -> list[str]:
    # Prefix filtering: two sets with Jaccard >= t share a token among the first
    # |A| - ceil(t * |A|) + 1 tokens of each, in one global order (rarest first).
    ordered = sorted(tokens, key=lambda token: (frequency[token], token))
    return ordered[: len(ordered) - math.ceil(NEAR_DUPLICATE_JACCARD * len(ordered)) + 1]


def drop_near_duplicates(scored: Iterable[Scored]) -> list[Scored]:
    """Keep the best-scored of every group of near-identical contents, best first."""
    ranked = sorted(scored, key=lambda candidate: -candidate.score)
    tokens = [content_tokens(item.memory.content) for item in ranked]
    frequency = Counter(token for sequence in tokens for token in set(sequence))
    kept: list[Scored] = []
    seen: set[tuple[str, ...]] = set()
    kept_sets: list[frozenset[str]] = []
    index: dict[str, list[int]] = defaultdict(list)
    for item, sequence in zip(ranked, tokens, strict=True):
        as_set = frozenset(sequence)
        prefix = _prefix(as_set, frequency) if len(as_set) >= _MIN_TOKENS_FOR_OVERLAP else []
        others = {position for token in prefix for position in index[token]}
        if sequence in seen or any(_overlaps(as_set, kept_sets[k]) for k in others):
            continue
        kept.append(item)
        seen.add(sequence)
        for token in prefix:
            index[token].append(len(kept_sets))
        kept_sets.append(as_set)
    return kept
