"""The embedder contract, checked on both shipped embedders."""

from __future__ import annotations

import math

import pytest

from memstream.embedding import E5Embedder, UseEmbedder, make_embedder
from memstream.ports import Embedder


def cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


@pytest.fixture(scope="module", params=["use", "e5"])
def embedder(request: pytest.FixtureRequest) -> Embedder:
    return make_embedder(request.param)


def test_vectors_have_the_declared_size_and_unit_length(embedder: Embedder) -> None:
    passages = embedder.embed_passages(["I prefer green tea", "我喜欢喝绿茶", "My dog is Rex"])
    query = embedder.embed_query("what do I like to drink?")
    assert [len(v) for v in passages] == [embedder.dim] * 3
    assert len(query) == embedder.dim
    for vector in [*passages, query]:
        assert math.isclose(math.sqrt(sum(x * x for x in vector)), 1.0, rel_tol=1e-4)
    assert cosine(query, passages[0]) > cosine(query, passages[2])
    assert embedder.embed_passages([]) == []


def test_factory_names_and_dimensions() -> None:
    use, e5 = make_embedder("use"), make_embedder("e5")
    assert isinstance(use, UseEmbedder) and (use.name, use.dim) == ("use", 512)
    assert isinstance(e5, E5Embedder) and (e5.name, e5.dim) == ("e5", 384)
    with pytest.raises(ValueError, match="unknown embedder"):
        make_embedder("bert")  # type: ignore[arg-type]


def test_use_embeds_deterministically() -> None:
    first, second = UseEmbedder(threads=1), UseEmbedder(threads=1)
    assert first.embed_query("上次我们聊到哪里了") == second.embed_query("上次我们聊到哪里了")
