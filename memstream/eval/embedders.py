"""Embedders side by side on what memstream embeds: quality and cost, and the dense weight.

- Bilingual memories (`../shared/data/bilingual-memories`): short facts and preferences in
  English and Chinese; each query has one relevant memory in the whole mixed pool;
  recall@1 / @5 per set (`en`, `zh`, `zh->en`).
- LoCoMo chunks: each session cut into windows of 3 turns ("Speaker: text" lines), as the
  episodes stage cuts them; evidence recall@10 of dense search alone per question, and of
  BM25 fused with it as recall fuses them (`1 - (1 - keyword) * (1 - w * semantic)`) for
  several dense weights `w`, so the weight can be chosen by what the dense signal adds;
  once with recall's calibration of the semantic signal (cosine 0.2 to 0.6, set for `use`)
  and once with the embedder's own (`own_calibration`), since embedders spread their
  cosines differently (e5's sit in a narrow high band).
- Cost: passages embedded per second (chunks, in batches) and the query embedding's p50
  and p95 (the bilingual queries and the first LoCoMo questions, one at a time), per
  embedder as it is measured; and, comparable across embedders, milliseconds per text
  per language measured in turns (`costs`: English and Chinese memories and LoCoMo
  chunks in batches, English and Chinese queries one at a time).
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final, NamedTuple

import numpy as np

from memstream.eval.baseline import bm25_tokens
from memstream.eval.locomo import Conversation, Turn, evaluated_questions
from memstream.eval.metrics import evidence_recall, percentile
from memstream.eval.ports import PassageEmbedder
from memstream.schemas.base import FrozenModel
from memstream.text import has_cjk

CHUNK_TURNS: Final = 3
DENSE_WEIGHTS: Final = (0.0, 0.3, 0.6, 1.0)
SEMANTIC_FLOOR: Final = 0.2
SEMANTIC_CEILING: Final = 0.6
TIMED_QUESTIONS: Final = 210


class EmbedderScores(FrozenModel):
    """One embedder's quality and cost."""

    name: str
    bilingual: dict[str, tuple[float, float]]
    locomo_dense_recall10: float
    locomo_fused_recall10: dict[str, float]
    calibration: tuple[float, float]
    locomo_fused_own_recall10: dict[str, float]
    passages_per_second: float
    query_p50_ms: float
    query_p95_ms: float


def _unit(vectors: Any) -> Any:
    matrix = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0.0, 1.0, norms)


def bilingual(embedder: PassageEmbedder, data: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Recall@1 and @5 per query set over the whole mixed pool."""
    memories = data["memories"]
    pool = _unit(embedder.embed_passages([m["text"] for m in memories]))
    ids = [m["id"] for m in memories]
    hits: dict[str, list[tuple[bool, bool]]] = {}
    for query in data["queries"]:
        scores = pool @ _unit([embedder.embed_query(query["text"])])[0]
        top = [ids[i] for i in np.argsort(-scores)[:5]]
        found = (top[0] == query["relevant"], query["relevant"] in top)
        hits.setdefault(query["set"], []).append(found)
    return {
        name: (
            round(sum(a for a, _ in found) / len(found), 3),
            round(sum(b for _, b in found) / len(found), 3),
        )
        for name, found in hits.items()
    }


def chunks(conversation: Conversation) -> list[tuple[str, tuple[str, ...]]]:
    """Each session in windows of 3 turns: the chunk's text and its turns' dia_ids."""
    found = []
    for session in conversation.sessions:
        turns = session.turns
        for start in range(0, len(turns), CHUNK_TURNS):
            window: Sequence[Turn] = turns[start : start + CHUNK_TURNS]
            text = "\n".join(f"{t.speaker}: {t.text}" for t in window)
            found.append((text, tuple(t.dia_id for t in window)))
    return found


class _Question(NamedTuple):
    """One LoCoMo question against its conversation's chunks: cosines and BM25 shares."""

    evidence: Sequence[str]
    found: Sequence[tuple[str, tuple[str, ...]]]
    cosines: Any
    keyword: Any


def _semantic(cosines: Any, calibration: tuple[float, float]) -> Any:
    floor, ceiling = calibration
    return np.clip((cosines - floor) / max(ceiling - floor, 1e-9), 0.0, 1.0)


def _keyword(index: Any, query: str) -> Any:
    scores = np.asarray(index.get_scores(bm25_tokens(query)), dtype=np.float32)
    top = float(scores.max()) if len(scores) else 0.0
    return scores / top if top > 0 else scores


def _questions(
    embedder: PassageEmbedder, conversations: Sequence[Conversation]
) -> tuple[list[_Question], float]:
    """Every evaluated question against its conversation's chunks, and passages per second."""
    from rank_bm25 import BM25Okapi

    questions: list[_Question] = []
    embedded, seconds = 0, 0.0
    for conversation in conversations:
        found = chunks(conversation)
        started = time.perf_counter()
        matrix = _unit(embedder.embed_passages([text for text, _ in found]))
        seconds += time.perf_counter() - started
        embedded += len(found)
        index = BM25Okapi([bm25_tokens(text) for text, _ in found])
        for question in evaluated_questions(conversation):
            cosines = matrix @ _unit([embedder.embed_query(question.question)])[0]
            keyword = _keyword(index, question.question)
            questions.append(_Question(question.evidence, found, cosines, keyword))
    return questions, embedded / seconds if seconds else 0.0


def own_calibration(questions: Sequence[_Question]) -> tuple[float, float]:
    """The embedder's own semantic floor and ceiling: the median and the 99.9th percentile
    of its question-chunk cosines (what is typical, and what only the best matches reach)."""
    cosines = np.concatenate([q.cosines for q in questions])
    return round(float(np.percentile(cosines, 50)), 3), round(
        float(np.percentile(cosines, 99.9)), 3
    )


def fused_recall(
    questions: Sequence[_Question], calibration: tuple[float, float]
) -> dict[str, float]:
    """Recall@10 of BM25 fused with the dense signal as recall fuses them, per dense weight."""
    fused: dict[str, list[float]] = {f"{w:.1f}": [] for w in DENSE_WEIGHTS}
    for q in questions:
        semantic = _semantic(q.cosines, calibration)
        for weight in DENSE_WEIGHTS:
            score = 1.0 - (1.0 - q.keyword) * (1.0 - weight * semantic)
            fused[f"{weight:.1f}"].append(_recall(q.evidence, q.found, score))
    return {name: round(sum(v) / len(v), 3) for name, v in fused.items()}


def _recall(
    evidence: Sequence[str], found: Sequence[tuple[str, tuple[str, ...]]], scores: Any
) -> float:
    order = np.argsort(-scores, kind="stable")[:10]
    return evidence_recall(evidence, [found[i][1] for i in order], 10)


def query_ms(embedder: PassageEmbedder, queries: Sequence[str]) -> tuple[float, float]:
    """The median and 95th percentile time to embed one query, in milliseconds."""
    samples = _query_samples(embedder, queries)
    return round(percentile(samples, 50), 2), round(percentile(samples, 95), 2)


def measure(
    name: str,
    embedder: PassageEmbedder,
    conversations: Sequence[Conversation],
    bilingual_path: Path,
) -> EmbedderScores:
    """Every measure of one embedder."""
    data = json.loads(bilingual_path.read_text(encoding="utf-8"))
    embedder.embed_query("warm up")
    questions, rate = _questions(embedder, conversations)
    calibration = own_calibration(questions)
    timed = [q["text"] for q in data["queries"]] + [
        q.question for c in conversations for q in evaluated_questions(c)
    ][:TIMED_QUESTIONS]
    p50, p95 = query_ms(embedder, timed)
    return EmbedderScores(
        name=name,
        bilingual=bilingual(embedder, data),
        locomo_dense_recall10=round(
            sum(_recall(q.evidence, q.found, q.cosines) for q in questions) / len(questions), 3
        ),
        locomo_fused_recall10=fused_recall(questions, (SEMANTIC_FLOOR, SEMANTIC_CEILING)),
        calibration=calibration,
        locomo_fused_own_recall10=fused_recall(questions, calibration),
        passages_per_second=round(rate, 1),
        query_p50_ms=p50,
        query_p95_ms=p95,
    )


class EmbedderCost(FrozenModel):
    """One embedder's cost per text set, measured in turns with the others (`costs`)."""

    name: str
    passage_ms: dict[str, float]
    query_p50_ms: dict[str, float]
    query_p95_ms: dict[str, float]


COST_ROUNDS: Final = 3
COST_CHUNKS: Final = 96
COST_QUESTIONS: Final = 100


def cost_sets(
    data: dict[str, Any], conversations: Sequence[Conversation]
) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Texts to time, per language: memories and LoCoMo chunks (embedded in one batch each),
    and queries (the bilingual set's and LoCoMo questions, one at a time)."""
    memories = [m["text"] for m in data["memories"]]
    asked = [q["text"] for q in data["queries"]]
    locomo = [q.question for c in conversations for q in evaluated_questions(c)]
    passages = {
        "en memories": [t for t in memories if not has_cjk(t)],
        "zh memories": [t for t in memories if has_cjk(t)],
        "LoCoMo chunks": [text for c in conversations for text, _ in chunks(c)][:COST_CHUNKS],
    }
    queries = {
        "en": [t for t in asked if not has_cjk(t)] + locomo[:COST_QUESTIONS],
        "zh": [t for t in asked if has_cjk(t)],
    }
    return passages, queries


def costs(
    embedders: Mapping[str, PassageEmbedder],
    passages: Mapping[str, Sequence[str]],
    queries: Mapping[str, Sequence[str]],
) -> list[EmbedderCost]:
    """Milliseconds per text of each embedder: every round times each embedder once, in an
    order reversed every other round, so a load that changes falls on all of them alike."""
    batch: dict[tuple[str, str], float] = {}
    asked: dict[tuple[str, str], list[float]] = {}
    names = list(embedders)
    for round_ in range(COST_ROUNDS):
        for name in names if round_ % 2 == 0 else names[::-1]:
            for kind, texts in passages.items():
                started = time.perf_counter()
                embedders[name].embed_passages(list(texts))
                spent = (time.perf_counter() - started) * 1000.0 / max(len(texts), 1)
                batch[name, kind] = batch.get((name, kind), 0.0) + spent / COST_ROUNDS
            for language, texts in queries.items():
                asked.setdefault((name, language), []).extend(
                    _query_samples(embedders[name], texts)
                )
    return [
        EmbedderCost(
            name=name,
            passage_ms={kind: round(batch[name, kind], 2) for kind in passages},
            query_p50_ms={lang: round(percentile(asked[name, lang], 50), 2) for lang in queries},
            query_p95_ms={lang: round(percentile(asked[name, lang], 95), 2) for lang in queries},
        )
        for name in names
    ]


def _query_samples(embedder: PassageEmbedder, queries: Sequence[str]) -> list[float]:
    samples = []
    for query in queries:
        started = time.perf_counter()
        embedder.embed_query(query)
        samples.append((time.perf_counter() - started) * 1000.0)
    return samples


class EmbedderReport(FrozenModel):
    """What `memstream eval embedders` writes: quality (unless cost only) and cost."""

    scores: list[EmbedderScores]
    costs: list[EmbedderCost]
