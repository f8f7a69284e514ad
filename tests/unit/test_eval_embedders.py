from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from memstream.eval.embedders import (
    _Question,
    bilingual,
    chunks,
    cost_sets,
    costs,
    fused_recall,
    own_calibration,
)
from memstream.eval.locomo import load_folder
from tests.unit.test_eval_locomo import TINY, WordEmbedder


def test_chunks_are_three_turn_windows_with_their_turns(tmp_path: Path) -> None:
    (tmp_path / "7.json").write_text(json.dumps(TINY), encoding="utf-8")
    [conversation] = load_folder(tmp_path)
    found = chunks(conversation)
    assert found[0] == (
        "Ann: I adopted a guinea pig named Oscar.\nBob: Look at this!",
        ("D1:1", "D1:2"),
    )
    assert found[1][1] == ("D2:1",)


class CharEmbedder:
    """A toy embedder over characters, so Chinese and English both get vectors."""

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        return [self.embed_query(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        return [float(text.count(c)) for c in "茶咖啡teacoffe"]


def test_bilingual_recall_is_counted_per_set() -> None:
    data = {
        "memories": [
            {"id": "m1", "text": "User drinks tea"},
            {"id": "m2", "text": "用户喝茶"},
            {"id": "m3", "text": "coffee lover"},
        ],
        "queries": [
            {"set": "en", "text": "tea?", "relevant": "m1"},
            {"set": "zh", "text": "茶", "relevant": "m2"},
        ],
    }
    scores = bilingual(CharEmbedder(), data)
    assert scores["zh"] == (1.0, 1.0)
    assert set(scores) == {"en", "zh"}
    assert WordEmbedder().embed_query("oscar") == [1.0, 0.0, 0.0, 0.0, 0.0]


def _question(cosines: list[float], keyword: list[float]) -> _Question:
    found = [(f"chunk {i}", (f"D1:{i}",)) for i in range(len(cosines))]
    return _Question(("D1:2",), found, np.array(cosines), np.array(keyword))


def test_own_calibration_is_the_median_and_the_top_of_the_cosines() -> None:
    questions = [_question([0.1, 0.2, 0.3, 0.9], [0.0] * 4)] * 3
    floor, ceiling = own_calibration(questions)
    assert floor == 0.25
    assert 0.85 < ceiling <= 0.9


def test_fused_recall_counts_what_the_dense_signal_adds_at_each_weight() -> None:
    # Keyword alone ranks the evidence (chunk 2) last; only its meaning finds it.
    cosines = [0.2] * 11 + [0.0]
    cosines[2] = 0.8
    keyword = [0.5] * 12
    keyword[2] = 0.0
    fused = fused_recall([_question(cosines, keyword)], (0.2, 0.6))
    assert fused["0.0"] == 0.0
    assert fused["1.0"] == 1.0


def test_cost_sets_split_english_and_chinese_and_costs_name_each_set(tmp_path: Path) -> None:
    (tmp_path / "7.json").write_text(json.dumps(TINY), encoding="utf-8")
    conversations = load_folder(tmp_path)
    data = {
        "memories": [{"id": "m1", "text": "User drinks tea"}, {"id": "m2", "text": "用户喝茶"}],
        "queries": [
            {"set": "en", "text": "tea?", "relevant": "m1"},
            {"set": "zh", "text": "喝什么茶", "relevant": "m2"},
        ],
    }
    passages, queries = cost_sets(data, conversations)
    assert passages["en memories"] == ["User drinks tea"]
    assert passages["zh memories"] == ["用户喝茶"]
    assert passages["LoCoMo chunks"][0].startswith("Ann: I adopted a guinea pig")
    assert queries["zh"] == ["喝什么茶"]
    assert queries["en"][0] == "tea?" and len(queries["en"]) > 1  # and LoCoMo's questions
    rows = costs({"chars": CharEmbedder(), "words": WordEmbedder()}, passages, queries)
    assert [row.name for row in rows] == ["chars", "words"]
    for row in rows:
        assert set(row.passage_ms) == set(passages)
        assert set(row.query_p50_ms) == set(row.query_p95_ms) == {"en", "zh"}
