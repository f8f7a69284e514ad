"""Reader gates (`grammar/gate_readers.py`): cues read off patterns, readers skipped only
when they could not have read anything."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from memstream.processors.grammar import en, engine, gate_readers, prefilter, revised, whose_change
from memstream.processors.grammar.gate_readers import OPEN, cue_of, opens
from memstream.processors.grammar.prefilter import parsed_need
from memstream.processors.matchers import slots

SENTENCES = (
    "I switched to Helix, vim config was too much",
    "Switched my terminal to light mode",
    "I live in Leeds and work from home",
    "im in leeds, dont eat pork",
    "Priya left Google, now at Meta",
    "I’ve moved over to Neovim",
    "ſwitched to emacs",
    "我换成浅色主题了",
    "小王辞职了，现在在字节",
    "小王很好",
    "王芳搬到上海了",
    "Lily跳槽去了腾讯",
    "我住在苏州",
    "我最近开始学日语",
    "",
)


def test_cue_of_a_chinese_pattern_is_its_literals() -> None:
    cue = cue_of([re.compile(r"(?:换成|改用)了?(?P<new>\w+)")])
    assert cue.strings == frozenset({"换成", "改用"})
    assert opens(cue, "我换成绿茶了")
    assert not opens(cue, "我喜欢绿茶")


def test_cue_of_a_case_insensitive_pattern_is_read_in_lower_case() -> None:
    for pattern in (re.compile(r"\bswitched to\b", re.IGNORECASE), re.compile(r"(?i)switched to")):
        cue = cue_of([pattern])
        assert cue.folded == frozenset({"switched to"})
        assert opens(cue, "I SWITCHED TO tea")
        assert not opens(cue, "I drink tea")


def test_a_case_insensitive_gate_is_open_for_text_that_is_not_ascii() -> None:
    cue = cue_of([re.compile(r"switched", re.IGNORECASE)])
    assert re.search(r"switched", "ſwitched", re.IGNORECASE)  # re folds ſ as s; str.lower not
    assert opens(cue, "ſwitched to emacs")
    assert opens(cue, "我今天很好")


def test_a_pattern_that_may_match_anything_leaves_its_reader_open() -> None:
    assert cue_of([re.compile(r"[a-z]+")]) == OPEN
    assert cue_of([re.compile(r"我"), re.compile(r"\w+")]) == OPEN
    assert opens(OPEN, "anything at all")


def test_parsed_need_reads_a_leading_inline_flag() -> None:
    assert parsed_need("(?i)moved to") == (frozenset({"moved to"}), True)
    assert parsed_need("搬到") == (frozenset({"搬到"}), False)
    assert parsed_need(r"\w+") is None


def test_gated_readers_give_back_what_they_would_have_given() -> None:
    def reader(text: str, fills: list[str]) -> list[str]:
        return [*fills, "read"] if _PATTERN.search(text) else fills

    gated = gate_readers.keeps_fills_unless("_PATTERN")(reader)
    fills = ["kept"]
    assert gated("nothing here", fills) is fills
    assert gated("I moved to Leeds", fills) == ["kept", "read"]
    assert gated("我搬到上海了", fills) == ["kept", "read"]
    assert gated("我住在上海", fills) is fills


_PATTERN = re.compile(r"moved to|搬到")


def test_a_gate_gives_only_an_empty_value() -> None:
    assert gate_readers.gives_unless([], "_PATTERN")(lambda text: ["x"])("no cue") == []
    named: Callable[[str], str] = gate_readers.gives_unless("", "_PATTERN")(lambda text: text)
    assert named("no cue") == ""
    assert named("I moved to Leeds") == "I moved to Leeds"
    with pytest.raises(ValueError):
        gate_readers.gives_unless("x", "_PATTERN")


@pytest.mark.parametrize("text", SENTENCES)
def test_gated_readers_read_what_they_read_ungated(text: str) -> None:
    ungated_switch = revised.switched  # gated where slots calls it
    for chinese in (False, True):
        assert slots._SWITCH(text, chinese) == ungated_switch(text, chinese)
    ungated_name = whose_change.zh_named_subject.__wrapped__  # type: ignore[attr-defined]
    assert whose_change.zh_named_subject(text) == ungated_name(text)


def test_the_gated_readers_are_listed() -> None:
    assert "memstream.processors.grammar.whose_change.zh_named_subject" in gate_readers.GATES
    assert "memstream.processors.grammar.revised.switched" in gate_readers.GATES


def test_named_subject_in_english_and_chinese() -> None:
    assert whose_change.zh_named_subject("小王辞职了") == "小王"
    assert whose_change.zh_named_subject("小王很好") == ""
    assert slots._SWITCH("switched to Helix, vim config was too much", False) is not None
    assert slots._SWITCH("I love Helix", False) is None
    assert slots._SWITCH("我换成浅色主题了", True) is not None
    assert slots._SWITCH("我喜欢浅色主题", True) is None


def _program(tree: object) -> list[int]:
    code: list[int] = prefilter._compiler._code(tree, 0)
    return code


def test_every_english_frame_compiles_to_the_program_of_its_whole_source() -> None:
    for frame in en.COMPILED:
        spliced = prefilter.spliced_tree(frame.source, engine._GAP, engine._GAP_STANDIN)
        whole = prefilter._parser.parse(frame.source, 0)
        assert _program(spliced) == _program(whole), frame.source[:80]


@pytest.mark.parametrize(
    ("source", "text"),
    [
        (
            r"(?:(?:really|just) )*i (?:(?:really|just) )*live in (?P<v>\w+)",
            "i really live in leeds",
        ),
        (r"(?:(?:就|也|都) )*我 (?:(?:就|也|都) )*住在(?P<v>\w+)", "也 我 都 住在苏州"),
    ],
)
def test_a_pattern_parsed_in_pieces_matches_as_the_whole(source: str, text: str) -> None:
    part = r"(?:(?:really|just) )*" if "really" in source else r"(?:(?:就|也|都) )*"
    pieces = prefilter.compiled_with(source, part, engine._GAP_STANDIN)
    whole = re.compile(source)
    assert pieces.pattern == source
    assert pieces.groupindex == whole.groupindex
    found, expected = pieces.search(text), whole.search(text)
    assert found is not None and expected is not None
    assert found.span() == expected.span() and found["v"] == expected["v"]


def test_a_part_inside_groups_and_branches_is_put_back_too() -> None:
    source = r"(?>(?:(?:a|b) )*)x|(?=(?:(?:a|b) )*y)(?:(?:a|b) )*y"
    part = r"(?:(?:a|b) )*"
    tree = prefilter.spliced_tree(source, part, engine._GAP_STANDIN)
    assert _program(tree) == _program(prefilter._parser.parse(source, 0))
    for text in ("a b x", "b y", "a a b y", "c"):
        found = prefilter.compiled_with(source, part, engine._GAP_STANDIN).search(text)
        expected = re.search(source, text)
        assert (found and found.span()) == (expected and expected.span())
