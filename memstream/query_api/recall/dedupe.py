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


_MASK_BITS: Final = 512
"""The bits of a content's token mask (`_mask`)."""
_APART: Final = (1.0 - NEAR_DUPLICATE_JACCARD) / (1.0 + NEAR_DUPLICATE_JACCARD)
"""Near duplicates A, B differ in at most `_APART` * (|A| + |B|) tokens: Jaccard >= t is
|A ^ B| <= (1 - t) * |A | B| with |A | B| = (|A| + |B| + |A ^ B|) / 2."""


@dataclass(frozen=True, slots=True)
class _Shape:
    """A content's tokens, their set, the prefix of that set (`_prefix`) and its mask."""

    tokens: tuple[str, ...]
    as_set: frozenset[str]
    prefix: tuple[str, ...]
    mask: int


def _mask(tokens: frozenset[str]) -> int:
    """One bit per token (by its hash): a bit one mask has and the other lacks stands for at
    least one token one set has and the other lacks."""
    mask = 0
    for token in tokens:
        mask |= 1 << (hash(token) % _MASK_BITS)
    return mask


def _apart(first: _Shape, second: _Shape) -> bool:
    """True when the masks alone show more differing tokens than near duplicates have
    (exact: never true of a pair `_overlaps` accepts; the margin absorbs rounding)."""
    differ = (first.mask ^ second.mask).bit_count()
    return differ > _APART * (len(first.as_set) + len(second.as_set)) + 1e-6


@lru_cache(maxsize=16384)
def _shape(content: str) -> _Shape:
    """The content's `_Shape` (memoized: a memory recalled again is not read again)."""
    tokens = content_tokens(content)
    as_set = frozenset(tokens)
    return _Shape(tokens, as_set, _prefix(as_set), _mask(as_set))


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
    kept_shapes: list[_Shape] = []
    index: dict[str, list[int]] = defaultdict(list)
    for item in ranked:
        shape = _shape(item.memory.content)
        if shape.tokens in seen:
            continue
        others = {position for token in shape.prefix for position in index.get(token, ())}
        if any(_near(shape, kept_shapes[k]) for k in others):
            continue
        kept.append(item)
        seen.add(shape.tokens)
        for token in shape.prefix:
            index[token].append(len(kept_shapes))
        kept_shapes.append(shape)
    return kept


def _near(first: _Shape, second: _Shape) -> bool:
    """`_overlaps` of the two sets, the masks asked first (`_apart`)."""
    return not _apart(first, second) and _overlaps(first.as_set, second.as_set)
