from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from memstream.eval.embedders import bilingual, chunks
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
