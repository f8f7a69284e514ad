"""A long alternation searched through only the branches a text could match (`branch_gate`)."""

from __future__ import annotations

import re

import pytest

from memstream.processors.grammar import en_time
from memstream.processors.grammar.branch_gate import branch_gated, top_level_branches

ENDINGS_EN = [
    "my book club has completely fizzled out",
    "the Lisbon trip is officially off",
    "Biscuit crossed the rainbow bridge last night",
    "our old dog passed away in March",
    "we had to put Milo down",
    "the rash finally cleared up",
    "true crime is not my thing anymore",
    "sourdough got kind of boring now",
    "the app is finally shipped",
    "Rome fell through",
    "I'm off to the gym",
    "it's off the menu today",
    "I said goodbye to Luna at the vet",
    "packed the skis away for good",
    "I love hiking and I'm learning Rust",
    "",
]
ENDINGS_ZH = [
    "我的读书会已经散了",
    "去成都的计划取消了 but the Rome trip is over",
    "我家的猫 Mimi passed away 上周",
    "我每天早上跑步",
]
_CHINESE_ALTERNATION = re.compile(
    r"(?P<quit>[\u4e00-\u9fff]{1,6}?)戒了|(?P<stop>[\u4e00-\u9fff]{1,6}?)不再\w+了"
    r"|(?P<moved>搬到了?)(?P<place>[\u4e00-\u9fff]{2,4})"
)
"""A pattern of the shape gated: branches that open with a lazy run and need a word."""


def _seen(found: re.Match[str] | None) -> object:
    """What a caller reads of a match: its span, its groups by name and number."""
    if found is None:
        return None
    return found.span(), found.groupdict(), found.groups(), found.lastindex, found.lastgroup


@pytest.mark.parametrize("text", ENDINGS_EN + ENDINGS_ZH)
def test_an_ending_is_found_as_the_whole_pattern_finds_it(text: str) -> None:
    for gated in (en_time._AFTER_ENDS_GATED, en_time._FINISHED_GATED):
        assert _seen(gated.search(text)) == _seen(gated.whole.search(text))


def test_what_the_endings_find_is_read_as_before() -> None:
    called = en_time._AFTER_ENDS_GATED.search("the Lisbon trip is officially off")
    assert called is not None and called.group("called") == "the Lisbon trip"
    pet = en_time._AFTER_ENDS_GATED.search("Biscuit crossed the rainbow bridge last night")
    assert pet is not None and pet.group("who") == "Biscuit"
    assert en_time._AFTER_ENDS_GATED.search("I love hiking and I'm learning Rust") is None


@pytest.mark.parametrize(
    "text",
    ["我烟戒了", "我已经不再喝酒了", "去年搬到了杭州", "我爱吃火锅", "酒戒了，也搬到了成都"],
)
def test_a_chinese_alternation_gives_the_same_match(text: str) -> None:
    gated = branch_gated(_CHINESE_ALTERNATION)
    assert len(gated.branches) == 3
    assert _seen(gated.search(text)) == _seen(_CHINESE_ALTERNATION.search(text))


def test_a_text_without_any_needed_word_closes_every_branch() -> None:
    gated = branch_gated(_CHINESE_ALTERNATION)
    assert gated.closed_in("我爱吃火锅") == frozenset({0, 1, 2})
    assert gated.closed_in("I quit smoking") == frozenset({0, 1, 2})
    assert gated.closed_in("烟戒了") == frozenset({1, 2})


def test_a_branch_that_needs_nothing_known_stays_open() -> None:
    gated = branch_gated(re.compile(r"[a-z]+|over"))
    assert gated.needs[0] is None
    assert gated.closed_in("skiing") == frozenset({1})
    found = gated.search("skiing")
    assert found is not None and found.group(0) == "skiing"


def test_the_source_is_cut_only_at_top_level_bars() -> None:
    assert top_level_branches(r"a|(b|c)|[|]|d\|e") == ("a", "(b|c)", "[|]", r"d\|e")
    assert top_level_branches(r"[]|]x|y|[^]|]z") == ("[]|]x", "y", "[^]|]z")
    assert top_level_branches(r"(?<!\b[iI])over|(?P<w>我|你)们") == (
        r"(?<!\b[iI])over",
        r"(?P<w>我|你)们",
    )
    assert top_level_branches("plain") == ("plain",)


@pytest.mark.parametrize(
    "pattern",
    [re.compile(r"over|gone", re.IGNORECASE), re.compile(r"(?i)over|gone"), re.compile("只有一支")],
)
def test_a_pattern_with_flags_or_one_branch_is_searched_whole(pattern: re.Pattern[str]) -> None:
    gated = branch_gated(pattern)
    assert gated.branches == (pattern.pattern,)
    assert gated.closed_in("OVER") == frozenset()
    assert _seen(gated.search("it is OVER")) == _seen(pattern.search("it is OVER"))
