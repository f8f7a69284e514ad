"""The bench's parse-cache hit ratio: counted, described, and carried by the report."""

from __future__ import annotations

from datetime import date

from memstream.eval.bench import BenchReport, machine_info, run_bench
from memstream.eval.parse_cache import (
    NOT_SEEN,
    ParseCacheStats,
    cache_delta,
    describe,
    parse_cache_counts,
)
from memstream.eval.synthetic import SyntheticSpec
from memstream.processors.matchers import slots
from tests.unit.test_eval_harness import Response, ScriptedEngine


def test_the_delta_counts_hits_and_parses_between_two_samples() -> None:
    stats = cache_delta((100, 40), (190, 50))
    assert stats == ParseCacheStats(hits=90, misses=10, hit_ratio=0.9)


def test_no_call_between_two_samples_has_no_ratio() -> None:
    assert cache_delta((5, 5), (5, 5)).hit_ratio is None
    assert describe(cache_delta((5, 5), (5, 5))) == "parse cache during ingest: no call"


def test_the_line_says_the_ratio_and_how_many_were_parsed() -> None:
    line = describe(ParseCacheStats(hits=1839, misses=309, hit_ratio=1839 / 2148))
    assert line == (
        "parse cache during ingest: 1,839 of 2,148 sentence parses answered from memory"
        " (hit ratio 85.6%; 309 parsed)"
    )


def test_a_cache_this_process_does_not_hold_is_said_to_be_unseen() -> None:
    assert describe(None) == NOT_SEEN and "another process" in NOT_SEEN


def test_the_counts_are_the_extractions_own_cache() -> None:
    sentence = "I repaired the g52b parse-cache test bench on a Sunday."
    before = parse_cache_counts()
    slots._parse(sentence, False, date(2026, 3, 2))
    middle = parse_cache_counts()
    slots._parse(sentence, False, date(2026, 3, 2))
    after = parse_cache_counts()
    assert before is not None and middle is not None and after is not None
    assert cache_delta(before, middle) == ParseCacheStats(hits=0, misses=1, hit_ratio=0.0)
    assert cache_delta(middle, after) == ParseCacheStats(hits=1, misses=0, hit_ratio=1.0)


def test_an_engine_in_another_process_leaves_the_ratio_out_of_the_report() -> None:
    spec = SyntheticSpec(users=1, sessions=1, messages=2, seed=5)
    report = run_bench(ScriptedEngine(Response()), spec, 1, freshness_timeout=0.01)
    assert report.parse_cache is None


def test_the_json_report_carries_the_ratio_and_the_text_mode() -> None:
    spec = SyntheticSpec(users=1, text="distinct")
    stats = ParseCacheStats(hits=3, misses=1, hit_ratio=0.75)
    report = BenchReport(runtime="embedded", machine=machine_info(), spec=spec, parse_cache=stats)
    loaded = BenchReport.model_validate_json(report.model_dump_json())
    assert loaded.parse_cache == stats and loaded.spec.text == "distinct"
    assert '"hit_ratio":0.75' in report.model_dump_json()
