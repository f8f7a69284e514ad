"""The vector projection's points and kept vectors: the same values, built with less work."""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import UTC, datetime

from memstream.embedding import PassageCache
from memstream.ports import VectorPoint
from memstream.projections.vector_projection import vector_points
from memstream.schemas.base import Scope
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance

NOW = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
TEXTS = ("I prefer green tea", "我喜欢喝绿茶", "My dog is called Rex", "我的狗叫旺财")


def memory(memory_id: str, content: str, user: str = "u") -> Memory:
    return Memory(
        id=memory_id,
        version=1,
        scope=Scope(tenant="t", user=user),
        type=MemoryType.PREFERENCE,
        key="drink",
        value=content,
        content=content,
        confidence=0.9,
        status=MemoryStatus.ACTIVE,
        provenance=Provenance(matcher="m", matcher_version="1"),
        first_seen=NOW,
        last_seen=NOW,
        valid_from=NOW,
    )


class ThirdsEmbedder:
    """A pure function of the text whose floats are not short binary fractions (1/3, 1/7 …)."""

    name, dim = "thirds", 4

    def __init__(self) -> None:
        self.asked: list[list[str]] = []

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        self.asked.append(list(texts))
        return [self.embed_query(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        codes = [ord(ch) / 3.0 + 1.0 / 7.0 for ch in text[:4].ljust(4)]
        norm = math.sqrt(sum(c * c for c in codes))
        return [c / norm for c in codes]


def test_points_equal_validated_ones_in_english_and_chinese() -> None:
    memories = [memory(f"m{i}", text, user=f"u{i % 2}") for i, text in enumerate(TEXTS)]
    vectors = [ThirdsEmbedder().embed_query(text) for text in TEXTS]
    built = vector_points(memories, vectors)
    validated = [
        VectorPoint(memory_id=m.id, tenant=m.scope.tenant, user=m.scope.user, type=m.type, vector=v)
        for m, v in zip(memories, vectors, strict=True)
    ]
    assert built == validated
    assert [p.payload() for p in built] == [p.payload() for p in validated]
    assert [p.checked(4) for p in built] == vectors


def test_a_kept_vector_is_the_fresh_one_bit_for_bit_in_english_and_chinese() -> None:
    inner, cache = ThirdsEmbedder(), PassageCache()
    fresh = cache.embed(inner, list(TEXTS))
    kept = cache.embed(inner, [TEXTS[3], TEXTS[1], TEXTS[0], TEXTS[2]])
    assert inner.asked == [list(TEXTS)]  # the second batch was all kept
    assert fresh == [inner.embed_query(text) for text in TEXTS]
    assert kept == [fresh[3], fresh[1], fresh[0], fresh[2]]
    assert all(a.hex() == b.hex() for a, b in zip(kept[1], fresh[1], strict=True))


def test_a_text_twice_in_a_fresh_batch_is_embedded_once_with_one_vector() -> None:
    inner, cache = ThirdsEmbedder(), PassageCache()
    vectors = cache.embed(inner, [TEXTS[1], TEXTS[0], TEXTS[1]])
    assert inner.asked == [[TEXTS[1], TEXTS[0]]]
    assert vectors[0] == vectors[2] == inner.embed_query(TEXTS[1])
