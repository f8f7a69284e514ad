"""The `Embedder` contract, run on every adapter: USE (default), e5 and USE as int8 ONNX."""

from __future__ import annotations

import math

import pytest

from memstream.embedding import make_embedder
from memstream.ports import Embedder

TEXTS = ["I prefer tabs for indentation.", "我对花生过敏。", "The meeting moved to Friday."]


@pytest.fixture(scope="module", params=["use", "e5", "use-onnx"])
def embedder(request: pytest.FixtureRequest) -> Embedder:
    built: Embedder = make_embedder(request.param)
    return built


def _cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def test_passages_are_unit_vectors_of_the_declared_dimension(embedder: Embedder) -> None:
    vectors = embedder.embed_passages(TEXTS)
    assert len(vectors) == len(TEXTS)
    for vector in vectors:
        assert len(vector) == embedder.dim
        assert math.isclose(math.sqrt(sum(x * x for x in vector)), 1.0, rel_tol=1e-3)


def test_nothing_in_nothing_out(embedder: Embedder) -> None:
    assert embedder.embed_passages([]) == []


def test_embedding_is_deterministic_and_batch_independent(embedder: Embedder) -> None:
    batch = embedder.embed_passages(TEXTS)
    alone = embedder.embed_passages([TEXTS[1]])[0]
    assert embedder.embed_passages(TEXTS) == batch
    assert _cosine(batch[1], alone) > 0.999


def test_a_query_is_closest_to_its_own_topic(embedder: Embedder) -> None:
    query = embedder.embed_query("Which indentation do I like?")
    scores = [_cosine(query, vector) for vector in embedder.embed_passages(TEXTS)]
    assert max(range(len(TEXTS)), key=scores.__getitem__) == 0
    assert len(query) == embedder.dim
