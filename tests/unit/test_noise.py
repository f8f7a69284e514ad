"""The noise filter: machine text and tentative talk are dropped, with a count per reason."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.matchers import match_message
from memstream.processors.matchers.common import filtered_noise
from memstream.processors.noise import filtered_counts, is_tentative, screen
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted, Role


def said(text: str, role: Role = "user") -> MessagePosted:
    return MessagePosted(
        id="n1",
        time=datetime(2026, 3, 5, 9, tzinfo=UTC),
        scope=Scope(tenant="acme", user="ada"),
        payload=Message(role=role, content=text),
    )


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('{"name": "Bob", "likes": ["tea"]}', "json"),
        ("[1, 2, 3]", "json"),
        ("```python\nI prefer tabs = True\n```", "code"),
        ("def main(): return 1", "code"),
        ("const x = require('fs');", "code"),
        ("$ pip install memstream", "code"),
        ("2026-03-05 10:00:01 ERROR db: connection refused", "log"),
        ("Traceback (most recent call last):", "log"),
        ("ValueError: I like tea", "log"),
        ("<div class='x'><b>I like tea</b></div>", "markup"),
        ("Hello {{user_name}}, I prefer {{pref}}", "template"),
        ("I live in ${city}", "template"),
        ("<tool_call>search(query='tea')</tool_call>", "tool_residue"),
        ("Observation: I love hiking", "tool_residue"),
        ("exit code: 1", "tool_residue"),
        ("<|im_start|>system You like tea", "scaffolding"),
        ("### Instruction: I prefer tea", "scaffolding"),
        ("Assistant: I like tea", "scaffolding"),
    ],
)
def test_machine_text_is_dropped_with_its_reason(text: str, reason: str) -> None:
    screening = screen(text)
    assert screening.kept == ()
    assert screening.counts() == {reason: 1} or reason in screening.counts()


@pytest.mark.parametrize(
    "text",
    [
        "Maybe someday I'll learn Rust.",
        "I'm not sure yet whether I like tea.",
        "I might move to Berlin.",
        "Perhaps I prefer short answers.",
        "I'm thinking about quitting my job.",
        "我可能会搬到上海。",
        "也许我喜欢咖啡。",
        "学日语的事再说吧。",
        "换工作的事我考虑一下。",
        "我还没想好要不要去。",
    ],
)
def test_tentative_talk_is_dropped_in_english_and_chinese(text: str) -> None:
    assert is_tentative(text)
    assert screen(text).counts() == {"tentative": 1}
    assert match_message(said(text)) == []


@pytest.mark.parametrize(
    "text",
    [
        "I prefer a short, bulleted summary at the end.",
        "I live in Berlin; my sister lives in Oslo.",
        "I'm allergic to peanuts (badly).",
        "Let me know if it works (thanks)!",
        "Return the book tomorrow, please.",
        "我对花生过敏。",
        "这不可能是真的。",
        "I use Python 3.12 at work.",
    ],
)
def test_ordinary_sentences_are_kept(text: str) -> None:
    assert screen(text).kept == (text,)
    assert screen(text).counts() == {}


def test_a_mixed_message_keeps_the_statements_and_counts_the_rest() -> None:
    text = (
        "I prefer tabs for indentation.\n"
        '{"tool": "search", "ok": true}\n'
        "```\nprint('hi')\n```\n"
        "Maybe I'll switch to spaces someday.\n"
        "我对花生过敏。"
    )
    screening = screen(text)

    assert screening.kept == ("I prefer tabs for indentation.", "我对花生过敏。")
    assert screening.counts() == {"code": 1, "json": 1, "tentative": 1}
    assert filtered_counts(text) == screening.counts()


def test_matchers_never_learn_from_residue_and_the_event_count_is_exposed() -> None:
    event = said('Tool output: {"likes": "tea"}\nI like jazz.\n{"favorite": "blue"}')

    assert [(c.key, c.value) for c in match_message(event)] == [("pref:jazz", "like")]
    assert filtered_noise(event) == {"json": 1, "tool_residue": 1}
    assert filtered_noise(said('{"a": 1}', role="assistant")) == {}
