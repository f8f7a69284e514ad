"""The embedder contract, checked on both shipped embedders."""

from __future__ import annotations

import math

import pytest

from memstream.embedding import E5Embedder, UseEmbedder, UseOnnxEmbedder, make_embedder
from memstream.ports import Embedder


def cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


@pytest.fixture(scope="module", params=["use", "e5", "use-onnx"])
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
    onnx = make_embedder("use-onnx")
    assert isinstance(onnx, UseOnnxEmbedder) and (onnx.name, onnx.dim) == ("use-onnx", 512)
    with pytest.raises(ValueError, match="unknown embedder"):
        make_embedder("bert")  # type: ignore[arg-type]


def test_use_embeds_deterministically() -> None:
    first, second = UseEmbedder(threads=1), UseEmbedder(threads=1)
    assert first.embed_query("上次我们聊到哪里了") == second.embed_query("上次我们聊到哪里了")


def test_use_onnx_is_the_use_model_in_english_and_chinese() -> None:
    texts = ["I prefer green tea", "我喜欢喝绿茶", "Caroline: I went to a support group yesterday"]
    use, onnx = make_embedder("use").embed_passages(texts), make_embedder("use-onnx")
    for a, b in zip(use, onnx.embed_passages(texts), strict=True):
        assert cosine(a, b) > 0.97  # the same model, quantized to int8
    # Cross-lingual like `use`: the Chinese query finds the English memory.
    query = onnx.embed_query("我喜欢喝什么？")
    pool = onnx.embed_passages(["I prefer green tea", "My dog is Rex", "The meeting is on Friday"])
    assert max(range(3), key=lambda i: cosine(query, pool[i])) == 0
