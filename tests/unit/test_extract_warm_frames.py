"""Extract warm-up (issue 22 point 7): the English frames are compiled by `slots.warm`, not
by the first clauses that reach them, and what the grammar reads after the warm-up is what
it reads without it (English and Chinese)."""

from __future__ import annotations

from datetime import date

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.engine import _pattern_of, compile_frames, compile_now
from memstream.processors.matchers.slots import warm

ANCHOR = date(2026, 3, 2)


def test_compile_now_compiles_every_frame_once() -> None:
    frames = compile_frames(
        [("home_location", "live~ in", "after"), ("employer", "work~ at", "after")]
    )
    assert compile_now(frames) == 2
    hits = _pattern_of.cache_info().hits
    for frame in frames:
        assert frame.pattern is _pattern_of(frame.source)
    assert _pattern_of.cache_info().hits >= hits + 2  # no second compile


def test_warm_compiles_every_english_frame() -> None:
    warm()
    before = _pattern_of.cache_info().misses
    patterns = [frame.pattern for frame in en.COMPILED]
    assert len(patterns) == len(en.COMPILED)
    assert _pattern_of.cache_info().misses == before


def test_english_reading_unchanged_by_the_warm_up() -> None:
    said = "I live in Lisbon and work at Siemens as a nurse"
    read_before = [(f.slot, f.value) for f in en.parse(said, ANCHOR)]
    warm()
    assert [(f.slot, f.value) for f in en.parse(said, ANCHOR)] == read_before
    assert ("home_location", "Lisbon") in read_before


def test_chinese_reading_unchanged_by_the_warm_up() -> None:
    said = "我住在杭州，在阿里巴巴工作"
    read_before = [(f.slot, f.value) for f in zh.parse(said, ANCHOR)]
    warm()
    assert [(f.slot, f.value) for f in zh.parse(said, ANCHOR)] == read_before
    assert ("home_location", "杭州") in read_before
