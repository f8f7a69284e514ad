"""The grammar's pre-filter: what a pattern needs, and the index that tries only what could
match (in English by trigger word, in Chinese by literal), in the patterns' own order."""

from __future__ import annotations

import re

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.engine import (
    compile_frames,
    indexed,
    matches,
)
from memstream.processors.grammar.prefilter import Need, gate, literals, open_to
from tests.fixtures.grammar import every_frame

ENGLISH = [
    "I live in Berlin and work at Siemens as an engineer",
    "I'm a nurse, I'm not a fan of horror movies",
    "My home is in a small town near Lyon.",
    "I am really into jazz and I speak German fluently",
    "i'm based out of our Boston office",
    "She works as a pilot for SAS",
    "nothing makes me happier than a long run",
    "the weather is nice today",
    "",
]
CHINESE = [
    "我叫李雷",
    "在上海一家法资银行做合规",
    "我在北京工作",
    "我住在杭州",
    "法语英语中文都能讲",
    "我不喜欢吃香菜",
    "对花粉过敏",
    "我是一名医生",
    "最近在学日语",
    "今天天气不错",
    "",
]


def test_literals_of_a_run_a_group_and_a_branch() -> None:
    assert literals(re.compile("在(?:北京|上海)工作")) == {"工作"}
    assert literals(re.compile("(?:北京|上海)工作?")) == {"北京", "上海"}
    assert literals(re.compile("我(?:叫|名叫)")) == {"我"}
    assert literals(re.compile("(?:叫|名叫|叫做)")) == {"叫"}  # 名叫 holds 叫
    assert literals(re.compile("[你您]叫我")) == {"叫我"}
    assert literals(re.compile("(?:喜欢){1,3}")) == {"喜欢"}


def test_literals_skip_what_a_match_may_lack() -> None:
    assert literals(re.compile("(?:喜欢)?")) == frozenset()  # optional
    assert literals(re.compile("(?:喜欢)*")) == frozenset()  # repeated from zero
    assert literals(re.compile("(?:喜欢|)爱")) == {"爱"}  # a branch that may be empty
    assert literals(re.compile("(?!不)爱")) == {"爱"}  # a negative lookahead needs nothing
    assert literals(re.compile("住(?=在北京)")) == {"在北京"}  # a lookahead: in the text
    assert literals(re.compile("work", re.IGNORECASE)) == frozenset()  # case: not read
    assert literals(re.compile(".[a-z]+")) == frozenset()


def test_literals_in_english_frames() -> None:
    (frame,) = compile_frames([("like", "can not live without", "after")])
    assert literals(frame.pattern) == {"without "}  # the word, then a space
    assert frame.needs == {"without "}  # kept on the frame: a second gate after the trigger


def test_gate_tries_words_whole_and_strings_anywhere_in_order() -> None:
    needs = [
        Need(words=frozenset({"am"})),
        None,  # no need known: always tried
        Need(strings=frozenset({"fan of"})),
        Need(),  # an empty need: never tried
        Need(words=frozenset({"fan", "amazing"})),
    ]
    index = gate(needs)
    text = "i am a fan of jazz "
    assert open_to(index, text, text.split()) == [0, 1, 2, 4]
    text = "amazing fanfare "
    assert open_to(index, text, text.split()) == [1, 4]  # "am" is no word here
    assert open_to(index, "", []) == [1]


def test_gate_for_chinese_literals() -> None:
    needs = [Need(strings=frozenset({"工作", "上班"})), Need(strings=frozenset({"住"})), None]
    index = gate(needs)
    assert open_to(index, "我在北京上班") == [0, 2]
    assert open_to(index, "住在北京，在那儿工作") == [0, 1, 2]
    assert open_to(index, "今天天气不错") == [2]


@pytest.mark.parametrize("sentence", ENGLISH)
def test_indexed_english_frames_match_as_every_frame_does(sentence: str) -> None:
    low = sentence.lower()
    found = [(frame.reader, start, end) for frame, start, end in matches(indexed(en.COMPILED), low)]
    assert found == every_frame(en.COMPILED, low)


def test_an_english_clause_tries_only_the_frames_of_its_triggers() -> None:
    frames = indexed(
        compile_frames([("home_location", "live~ in", "place"), ("like", "love~", "after")])
    )
    assert [f.slot for f, _, _ in matches(frames, "i live in berlin")] == ["home_location"]
    assert [f.slot for f, _, _ in matches(frames, "we loved it")] == ["like"]
    assert list(matches(indexed([]), "i live in berlin")) == []


@pytest.mark.parametrize("clause", CHINESE)
def test_a_chinese_pattern_that_matches_holds_its_literal(clause: str) -> None:
    index = gate([Need(strings=literals(p)) if literals(p) else None for _, p, _ in zh.COMPILED])
    tried = set(open_to(index, clause))
    matching = {at for at, (_, pattern, _) in enumerate(zh.COMPILED) if pattern.search(clause)}
    assert matching <= tried
    assert len(tried) < len(zh.COMPILED)  # the gate leaves patterns out


def test_nearly_every_chinese_pattern_needs_a_literal() -> None:
    unknown = [p.pattern for _, p, _ in zh.COMPILED if not literals(p)]
    assert len(unknown) < len(zh.COMPILED) // 10  # only the bare holes (^~{}$) need nothing
