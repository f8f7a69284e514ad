"""A hedge takes back only what follows it (issue 22): "I eat gluten-free, I think I might be
celiac" states the diet; a sentence that opens with a hedge, or ends with a hedge of its own
("..., not sure yet", 但还不确定), states nothing. English and Chinese, through the noise
screen and the grammar (none is a corpus line)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en
from memstream.processors.noise import hedges_all, screen, stated_before_hedge

ANCHOR = date(2026, 5, 4)


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("I eat gluten-free, I think I might be celiac", "I eat gluten-free"),
        ("I work at Google, not sure for how long though", "I work at Google"),
        ("我吃素，可能以后会改", "我吃素"),
        ("我在杭州上班，也许明年会换个城市", "我在杭州上班"),
    ],
)
def test_what_comes_before_a_hedge_is_kept(text: str, stated: str) -> None:
    assert stated_before_hedge(text) == stated
    assert screen(text).kept == (stated,)


@pytest.mark.parametrize(
    "text",
    [
        "maybe I'll move to Austin, I love BBQ",
        "I'll probably do an MBA, not sure yet",
        "I live in Leeds, we'll see",
        "大概率会去读个MBA，但还不确定",
        "可能会搬去深圳，再说吧",
    ],
)
def test_a_hedge_first_or_a_hedge_alone_at_the_end_keeps_nothing(text: str) -> None:
    assert stated_before_hedge(text) == ""
    assert screen(text).kept == ()


def test_a_clause_that_is_only_a_hedge() -> None:
    assert hedges_all("not sure yet") and hedges_all("但还不确定")
    assert not hedges_all("I think I might be celiac") and not hedges_all("可能以后会改")


def test_the_grammar_reads_the_statement_before_a_hedge() -> None:
    found = {
        (f.slot, f.value) for f in en.parse("I eat gluten-free, I think I might be celiac", ANCHOR)
    }
    assert ("diet", "gluten-free") in found
    assert not en.parse("sure, I'll just run a marathon tomorrow, why not 🙄", ANCHOR)


@pytest.mark.parametrize(
    "text",
    [
        "Lorem ipsum, my name is John Doe and I live in Springfield.",
        "示例文本：lorem ipsum，我叫张三，住在北京",
        "# I live in Berlin and work at SAP\nimport os\nx = 1;",
        "# 我住在上海\nimport os\nx = 1;",
    ],
)
def test_placeholder_text_and_comments_of_code_are_noise(text: str) -> None:
    assert screen(text).kept == ()


def test_a_heading_in_prose_is_kept() -> None:
    assert screen("# About me\nI live in Oslo").kept == ("# About me", "I live in Oslo")


def test_a_salutation_is_no_role() -> None:
    found = {(f.slot, f.value) for f in en.parse("Dear Hiring Manager, I am a nurse", ANCHOR)}
    assert ("role", "nurse") in found and not any(v.lower().startswith("dear") for _, v in found)
