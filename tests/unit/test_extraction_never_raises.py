"""Whatever a user types, the slot grammar answers without raising: a message of clause
marks, brackets, emoji, code fences and words in both languages in any order learns what
it can and never throws (a throw dead-letters the whole event, and its facts are lost)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstream.processors.grammar import past_scope
from memstream.processors.matchers.slots import match_slots
from tests.fixtures.grammar import learned_keys, user_message

PIECES = (
    *("I", "I'm", "my", "we", "live in", "Leeds", "love", "tea", "and", "but", "so", "then"),
    *("work at", "Acme", "allergic to", "peanuts", "next Friday", "back when", "years ago"),
    *("我", "住在", "杭州", "喜欢", "喝茶", "不", "了", "的", "我老婆", "在", "上班", "每天"),
    *("跑步", "过敏", "下周五", "去", "北京", "小时候", "现在", "以前"),
    *(",", ".", ";", ":", "!", "?", "。", "，", "；", "：", "！", "？", "、", "…", "—", "-"),
    *("(", ")", "（", "）", '"', "'", "“", "”", "「", "」", "\n", " ", "😂", "#", "*", "•"),
    *("|", "｜", "/", "1", "2026", "@", "http://x.y", "`", "```", "{", "}", "[", "]", "~"),
)
MESSAGES = st.lists(st.sampled_from(PIECES), min_size=1, max_size=14).map(" ".join) | st.lists(
    st.sampled_from(PIECES), min_size=1, max_size=14
).map("".join)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MESSAGES)
def test_no_message_makes_the_grammar_raise(text: str) -> None:
    candidates = match_slots(user_message(text))
    assert all(c.provenance.quote for c in candidates)


def test_a_sentence_of_clause_marks_alone_opens_no_past_frame() -> None:
    for marks in (",", " : ", ";", "，", "：", "；", "。，"):
        assert past_scope.opens(marks, chinese=True) is None
        assert past_scope.opens(marks, chinese=False) is None


def test_a_stray_mark_after_a_fact_keeps_the_fact() -> None:
    assert ("profile.location", "Leeds") in learned_keys("I live in Leeds. :")
    assert ("profile.location", "杭州") in learned_keys("我住在杭州。，")
