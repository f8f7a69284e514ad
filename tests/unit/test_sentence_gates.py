"""The gate table of a sentence's fills (`matchers.sentence_gates`): order as data, one
language per wrapped gate, and gates that drop what is not the user speaking plainly."""

from __future__ import annotations

from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers.sentence_gates import GATES, Said, chinese, english, gated


def _said(text: str, is_chinese: bool) -> Said:
    return Said(text=text, quote=text, chinese=is_chinese, content=text)


def _dropped(said: Said, fills: list[Fill]) -> list[Fill]:
    return []


def test_an_english_gate_passes_chinese_sentences_unchanged() -> None:
    fills = [Fill("like", "火锅")]
    assert english(_dropped)(_said("我喜欢火锅", True), fills) == fills
    assert english(_dropped)(_said("I like hotpot", False), fills) == []


def test_a_chinese_gate_passes_english_sentences_unchanged() -> None:
    fills = [Fill("like", "hotpot")]
    assert chinese(_dropped)(_said("I like hotpot", False), fills) == fills
    assert chinese(_dropped)(_said("我喜欢火锅", True), fills) == []


def test_the_table_is_a_sequence_of_gates_run_in_order() -> None:
    assert len(GATES) >= 40
    assert all(callable(gate) for gate in GATES)


def test_plain_statements_pass_every_gate() -> None:
    english_fill = [Fill("home_location", "Leeds")]
    chinese_fill = [Fill("home_location", "杭州")]
    assert gated(_said("I live in Leeds.", False), english_fill) == english_fill
    assert gated(_said("我住在杭州。", True), chinese_fill) == chinese_fill


def test_a_log_line_pasted_keeps_no_fill_of_the_user() -> None:
    line = "2026-03-02 10:00:01 ERROR user=me city=Leeds timeout after 30s"
    english_view = Said(text=line, quote=line, chinese=False, content=line)
    assert gated(english_view, [Fill("home_location", "Leeds")]) == []
    chinese_line = "2026-03-02 10:00:01 错误 用户住在杭州 超时 30s"
    chinese_view = Said(text=chinese_line, quote=chinese_line, chinese=True, content=chinese_line)
    assert gated(chinese_view, [Fill("home_location", "杭州")]) == []
