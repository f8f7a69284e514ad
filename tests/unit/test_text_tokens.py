from __future__ import annotations

import pytest

from memstream.text import tokenize


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("What books does Caroline keep in her library?", ["books", "caroline", "keep", "library"]),
        ("Did he bring his own tent for himself?", ["bring", "tent"]),
        ("卡罗琳的书架上有什么书？", ["卡罗琳", "书架上", "书"]),
        ("她为什么去北京？谁陪她去的？", ["去", "北京", "陪", "去"]),
    ],
)
def test_pronouns_and_question_words_are_not_search_terms(question: str, kept: list[str]) -> None:
    assert tokenize(question) == kept


def test_they_are_kept_when_stopwords_are_asked_for() -> None:
    assert "her" in tokenize("her library", keep_stopwords=True)
    assert "什么" in tokenize("什么书", keep_stopwords=True)
