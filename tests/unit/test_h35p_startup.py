"""Start-up and extract CPU (h35p): English frames compiled on first use, gated by every
required word of a phrase; literals kept per source; the CLI without the grammar."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.engine import (
    _pattern_of,
    compile_frames,
    complete,
    indexed,
    matches,
    required_words,
)
from memstream.processors.grammar.prefilter import literals, source_literals
from tests.fixtures.grammar import every_frame

ENGLISH = [
    "I live in Berlin and work at Siemens as an engineer",
    "i've been living in a small flat in Lisbon for years now",
    "I'm a nurse, I'm not a fan of horror movies",
    "I really really love hiking and I used to hate running",
    "I can not live without my morning coffee",
    "she works as a pilot for SAS and he teaches maths",
    "we moved to Denver last spring, I work remotely for a startup",
    "I'm allergic to peanuts and I speak German fluently",
    "my favourite food is sushi, I go swimming every Sunday",
    "I just started learning Japanese and I'm planning to run a marathon",
    "honestly I don't eat meat anymore, I quit smoking in 2019",
    "live in in live work at at work",
    "I work at 我的公司 in 上海",
    "",
]
CHINESE = [
    "我住在杭州，在阿里巴巴上班",
    "我不喜欢吃香菜，对花粉过敏",
    "最近在学日语，我是一名医生",
    "今天天气不错",
]


@pytest.mark.parametrize("sentence", ENGLISH + CHINESE)
def test_the_required_word_gate_lets_every_match_through(sentence: str) -> None:
    text = sentence.lower() + " "
    for frame in en.COMPILED:
        if frame.pattern.search(text):
            assert complete(frame.required, " " + text), frame.source[:80]


@pytest.mark.parametrize("sentence", ENGLISH + CHINESE)
def test_matches_as_every_frame_run_one_by_one(sentence: str) -> None:
    low = sentence.lower()
    found = [(frame.reader, start, end) for frame, start, end in matches(indexed(en.COMPILED), low)]
    assert found == every_frame(en.COMPILED, low)


def test_required_words_of_phrases_verbs_and_optional_words() -> None:
    assert required_words("live~ in") == (
        ((" live ", " lives ", " lived ", " living "), (" in ",)),
    )
    assert required_words("am? based_in | work_from") == (((" based in ",),), ((" work from ",),))
    phrases = required_words("love~ | can not live_without")
    assert complete(phrases, " we loved it ")
    assert complete(phrases, " i can not live without tea ")
    assert not complete(phrases, " i can not live with it ")
    assert not complete(phrases, " 我喜欢咖啡 ")


def test_a_frame_is_compiled_only_when_a_clause_reaches_it() -> None:
    (frame,) = compile_frames([("like", "zorbify~ quxly", "after")])
    forms = (" zorbify ", " zorbifies ", " zorbified ", " zorbifying ")
    assert frame.required == ((forms, (" quxly ",)),)
    before = _pattern_of.cache_info().currsize
    frames = indexed([frame])
    assert list(matches(frames, "we zorbified it")) == []  # "quxly" missing: not run
    assert list(matches(frames, "我喜欢 zorbify")) == []
    assert _pattern_of.cache_info().currsize == before
    assert [(s, e) for _, s, e in matches(frames, "i zorbified quxly today")] == [(2, 18)]
    assert _pattern_of.cache_info().currsize == before + 1
    assert frame.pattern == re.compile(frame.source)


def test_needs_read_with_the_gap_stood_in_are_the_patterns_literals() -> None:
    for frame in en.COMPILED:
        assert frame.needs == literals(re.compile(frame.source))


def test_literals_kept_per_source_as_read_afresh() -> None:
    for _, pattern, _ in zh.COMPILED[:60]:
        assert literals(pattern) == source_literals.__wrapped__(pattern.pattern, pattern.flags)
    assert literals(re.compile("我(?:住在|在)北京")) == {"北京"}
    assert literals(re.compile("work (?:at|for) ")) == {"work "}


def test_the_cli_starts_without_the_grammar() -> None:
    code = (
        "import sys, memstream.cli.main; "
        "print(sorted(m for m in sys.modules if m.startswith('memstream.processors.grammar')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_the_cli_still_mounts_eval_and_bench() -> None:
    from memstream.cli.main import app
    from memstream.eval import cli, evaluate

    shown = CliRunner().invoke(app, ["--help"]).output
    assert "eval" in shown and "bench" in shown
    assert "extraction" in CliRunner().invoke(app, ["eval", "--help"]).output
    assert cli.DEFAULT_TOKEN_BUDGET == evaluate.DEFAULT_TOKEN_BUDGET
