"""The hot path's shortcuts give what the plain computations give (English and Chinese):
tokens cut run by run, the token estimate, a memory's terms and length read together, the
narrative rendered from kept phrases, memory ids kept."""

from __future__ import annotations

import math
import re
from collections import Counter
from datetime import UTC, datetime

import jieba
import pytest

from memstream.processors import narrative_text
from memstream.processors.memory_state import memory_id_for
from memstream.processors.narrative import render
from memstream.projections import pg_terms
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import MemoryType
from memstream.text import (
    _TOKEN_PIECE_RE,
    _WORD_RE,
    STOPWORDS,
    estimate_tokens,
    has_cjk,
    normalize,
    tokenize,
)
from tests.fixtures.chunked import chunks, fed
from tests.fixtures.narratives import digest_of
from tests.unit.test_chunk_kinds import CHINESE, ENGLISH

TEXTS = [
    "I'm allergic to peanuts, and my sister's cat is called Mochi.",
    "Don't book the 7:30 flight -- it's too early; e.g. take the 10am one.",
    "We moved to São Paulo in 2019 (ﬁnally!) and I work at ACME_Corp now.",
    "我对花生过敏，我妹妹的猫叫麻糬。",
    "我们2019年搬到了上海，现在在阿里巴巴工作。你周末过得怎么样？",
    "我喜欢用Python写代码, 也喜欢 jazz music 和咖啡。",
    "The café 在北京 opened at 9.30% off -- 很好! “真的”",
    "㐀㐁 extension A, 鿠 late block, 豈 compatibility 字",
    "",
    "   ",
    "a_b_c_d_e _leading underscores__ and 1234567890 digits",
]


def _plain_tokens(text: str, keep_stopwords: bool) -> list[str]:
    """tokenize as one jieba cut of the whole text (how it was written before)."""
    normalized = normalize(text)
    pieces = jieba.lcut(normalized) if has_cjk(normalized) else _WORD_RE.findall(normalized)
    tokens = []
    for piece in pieces:
        token = piece.strip()
        if not token or not (_WORD_RE.fullmatch(token) or has_cjk(token)):
            continue
        if keep_stopwords or token not in STOPWORDS:
            tokens.append(token)
    return tokens


def _plain_estimate(text: str) -> int:
    count = 0
    for piece in _TOKEN_PIECE_RE.findall(text):
        count += math.ceil(len(piece) / 4) if piece[0].isascii() and piece[0].isalnum() else 1
    return count


@pytest.mark.parametrize("text", [*TEXTS, " ".join(TEXTS), "。".join(TEXTS)])
@pytest.mark.parametrize("keep", [False, True])
def test_tokens_cut_run_by_run_are_the_whole_texts_cut(text: str, keep: bool) -> None:
    assert tokenize(text, keep_stopwords=keep) == _plain_tokens(text, keep)
    # Asked again (the runs are kept now): the same tokens, and a fresh list.
    again = tokenize(text, keep_stopwords=keep)
    assert again == _plain_tokens(text, keep)
    again.append("x")
    assert tokenize(text, keep_stopwords=keep) == _plain_tokens(text, keep)


@pytest.mark.parametrize("text", [*TEXTS, "supercalifragilistic", "abcd abcde _abcdefgh 我们"])
def test_the_token_estimate_is_unchanged(text: str) -> None:
    assert estimate_tokens(text) == _plain_estimate(text)


def test_chinese_and_english_tokens_are_words() -> None:
    assert tokenize("我对花生过敏") == ["花生", "过敏"]
    assert tokenize("I'm allergic to peanuts") == ["allergic", "peanuts"]


@pytest.mark.parametrize("turns", [ENGLISH, CHINESE])
def test_terms_and_length_together_are_term_counts_and_document_length(
    turns: list[str],
) -> None:
    for memory in chunks(fed(turns)).values():
        counts, length = pg_terms._terms_and_length(memory)
        assert counts == pg_terms.term_counts(memory)
        assert length == pg_terms.document_length(memory, pg_terms.term_counts(memory))
        plain = Counter(t for t in _plain_tokens(pg_terms.indexed_text(memory), False))
        assert counts == plain


T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
ROWS = [
    (MemoryType.PROFILE, "profile.name", "Alice Chen", "Name is Alice Chen", None),
    (MemoryType.PROFILE, "profile.location", "Zurich", "Lives in Zurich", None),
    (MemoryType.PREFERENCE, "pref.like.tea", "like", "Likes green tea", "pref.like"),
    (MemoryType.PROFILE, "profile.name", "王芳", "名字是王芳", None),
    (MemoryType.PROFILE, "profile.location", "上海", "住在上海", None),
    (MemoryType.PREFERENCE, "pref.like.coffee", "like", "喜欢咖啡", "pref.like"),
]


@pytest.mark.parametrize("rows", [ROWS[:3], ROWS[3:]])
def test_the_narrative_from_kept_phrases_is_the_narrative_rendered_afresh(
    rows: list[tuple[MemoryType, str, str, str, str | None]],
) -> None:
    first = render(digest_of(*rows))
    narrative_text._slot.cache_clear()
    narrative_text._phrase.cache_clear()
    assert render(digest_of(*rows)) == first  # afresh
    assert render(digest_of(*rows)) == first  # from kept phrases
    assert first and re.search(r"Zurich|上海", first)
    longer = render(digest_of(*rows, rows[1]))
    assert longer == render(digest_of(*rows, rows[1]))


@pytest.mark.parametrize(
    ("key", "value", "single"), [("profile.location", "Zurich", True), ("pref.like", "绿茶", False)]
)
def test_a_kept_memory_id_is_the_derived_one(key: str, value: str, single: bool) -> None:
    candidate = MemoryCandidate.model_validate(
        {
            "id": "c1",
            "scope": {"tenant": "t", "user": "u", "session": "s"},
            "type": "profile",
            "key": key,
            "value": value,
            "content": value,
            "confidence": 0.9,
            "event_time": T0.isoformat(),
            "provenance": {"event_ids": ["e1"], "matcher": "m", "matcher_version": "1"},
            "single_valued": single,
        }
    )
    expected_parts: list[object] = ["t", "u", "", candidate.type, key]
    if candidate.level == "session":
        expected_parts.append("s")
    if not candidate.single_valued:
        expected_parts.append(normalize(value))
    assert memory_id_for(candidate) == derive_id(*expected_parts)
    assert memory_id_for(candidate) == derive_id(*expected_parts)
