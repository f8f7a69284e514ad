"""What the user tells the assistant about its replies is an instruction, learned at once
(issue 22, point 3): after a courtesy ("thanks, but ..."), asked as a polite question, beside
a complaint, or said as a limit ("under three sentences"). A request about one given text
sets nothing lasting. English and Chinese."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def learned(text: str) -> set[tuple[str, str]]:
    """(key, value) of every preference one user message sets."""
    return {(key, value) for key, value in learned_keys(text) if key.startswith("pref")}


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Thanks, but can you drop the emojis?", "pref.emoji", "avoid"),
        ("ok cool, but could you keep the replies shorter?", "pref.response_length", "concise"),
        ("谢谢，不过能不能别再用表情了？", "pref.emoji", "avoid"),
        ("好的，但是以后能简短一点吗？", "pref.response_length", "concise"),
    ],
)
def test_a_request_after_a_courtesy_is_an_instruction(text: str, key: str, value: str) -> None:
    assert (key, value) in learned(text)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Too much preamble, just get to the point.", "pref.response_length", "concise"),
        ("Long intros bore me, get to the point please.", "pref.response_length", "concise"),
        ("废话太多了，直接说重点。", "pref.response_length", "concise"),
    ],
)
def test_a_wish_beside_a_complaint_is_still_learned(text: str, key: str, value: str) -> None:
    assert (key, value) in learned(text)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Keep your answers under three sentences from now on.", "pref.response_length", "concise"),
        ("以后回答控制在三句话以内。", "pref.response_length", "concise"),
        ("回复别超过一百字。", "pref.response_length", "concise"),
    ],
)
def test_a_limit_on_length_is_a_wish_for_short_replies(text: str, key: str, value: str) -> None:
    assert (key, value) in learned(text)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("When you compare options, put them in a table for me.", "pref.format", "tables"),
        ("对比的东西用表格列给我。", "pref.format", "tables"),
        ("Please keep a professional tone, I forward these to clients.", "pref.tone", "formal"),
        ("语气专业一点，我要转发给客户。", "pref.tone", "formal"),
        ("Tabs, not spaces, in any code you send me.", "pref.indentation", "tabs"),
        ("代码里用空格，不要用tab。", "pref.indentation", "spaces"),
    ],
)
def test_a_style_named_by_its_thing_is_learned(text: str, key: str, value: str) -> None:
    assert (key, value) in learned(text)


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, but can you make this email shorter?",
        "Could you put this data in a table?",
        "谢谢，能把这段话改短一点吗？",
        "帮我把这个列成表格。",
    ],
)
def test_a_request_about_one_text_sets_no_lasting_preference(text: str) -> None:
    assert learned(text) == set()
