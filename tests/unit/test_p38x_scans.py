"""The one-alternation marker scans find what the word-by-word scans found, and a sentence
read again reads the same."""

from __future__ import annotations

import re
from datetime import date

import pytest

from memstream.processors.grammar import en, en_dictation, en_people, zh
from memstream.processors.grammar import zh_words as zw
from memstream.processors.grammar.en_words import ASIDES
from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers import slots

ANCHOR = date(2026, 3, 2)


@pytest.mark.parametrize(
    ("text", "chinese"),
    [
        ("dev, Berlin, vegan, Vim user", False),
        ("I live in Leeds. Sorry, typo, I live in York", False),
        ("I used to live in Pune, moved to Delhi last year", False),
        ("程序员，坐标上海，吃素", True),
        ("我以前住在北京，现在搬到杭州了", True),
        ("我住在上海，不对，我住在苏州", True),
    ],
)
def test_a_sentence_read_again_reads_the_same(text: str, chinese: bool) -> None:
    parse = zh.parse if chinese else en.parse
    first = parse(text, ANCHOR)
    first.append(Fill("role", "changed"))
    assert parse(text, ANCHOR) == first[:-1]
    assert slots._parse(text, chinese, ANCHOR) == first[:-1]


def test_a_clause_read_as_a_fragment_reads_as_in_its_sentence() -> None:
    whole = {(f.slot, f.value) for f in zh.parse("程序员，坐标上海，吃素", ANCHOR)}
    assert ("home_location", "上海") in whole
    assert zh._clause_fills("我住在上海", "user") == zh._clause_fills("我住在上海", "user")


@pytest.mark.parametrize(
    "text",
    [
        "如果我住在上海就好了",
        "开玩笑的，我是CEO",
        "假如我会说法语",
        "我住在上海",
        "我是老师",
    ],
)
def test_chinese_markers_found_as_the_scan_found_them(text: str) -> None:
    scanned = any(marker in text for marker in zw.HYPOTHETICAL + zw.JOKES)
    assert (zh._HYPOTHETICAL_OR_JOKE.search(text) is not None) is scanned


@pytest.mark.parametrize(
    "said",
    [
        "there's a chance i'll be in madrid",
        "according to my wife i snore",
        "i live in madrid",
        "if i were rich i would live in paris",
        "i work as a nurse",
    ],
)
def test_english_hedges_found_as_the_scan_found_them(said: str) -> None:
    spaced = " " + said + " "
    scanned = any(marker in spaced for marker in en_dictation._SCOPING)
    assert en_dictation._hedged(said.split()) is scanned


@pytest.mark.parametrize(
    ("tokens", "index"),
    [
        (("So", "you", "know", ",", "I", "live", "in", "Leeds"), 0),
        (("Just", "so", "you", "know", "I", "am", "vegan"), 0),
        (("To", "be", "honest"), 0),
        (("I", "live", "in", "Leeds"), 0),
        (("Well", "for", "the", "record", "I", "quit"), 1),
        ((), 0),
    ],
)
def test_an_aside_is_found_as_before(tokens: tuple[str, ...], index: int) -> None:
    expected = 0
    for aside in ASIDES:
        if tuple(t.lower() for t in tokens[index : index + len(aside)]) == aside:
            expected = len(aside)
            break
    assert en_people._aside_at(tokens, index) == expected


def test_marker_alternations_escape_their_markers() -> None:
    assert zh._HYPOTHETICAL_OR_JOKE.pattern == "|".join(map(re.escape, zw.HYPOTHETICAL + zw.JOKES))
