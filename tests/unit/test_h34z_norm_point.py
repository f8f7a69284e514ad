"""Chinese as people type it reaches every reader of a sentence (issue 22): the follow-up,
revision and answer readers see the simplified Mandarin `zh_norm` makes of traditional
characters and written Cantonese, and values come back in the user's own script."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.matchers.slots import match_slots
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted


def _said(text: str, previous: tuple[str, ...] = (), asked: str | None = None) -> set[str]:
    event = MessagePosted(
        id="m1",
        time=datetime(2026, 5, 4, 9, tzinfo=UTC),
        scope=Scope(tenant="t", user="u", session="s"),
        payload=Message(role="user", content=text),
    )
    found = match_slots(event, previous, asked)
    return {f"{c.key}={c.value}" + (":negate" if c.attributes.get("change") else "") for c in found}


LEARNED = [
    ("還有爬山", ("我喜歡游泳",), None, "pref:爬山=like"),  # a follow-up, traditional
    ("仲有行山", ("我鍾意游水",), None, "pref:行山=like"),  # a follow-up, Cantonese
    (
        "其實唔係軟件工程師，係產品經理",  # a revision, Cantonese
        ("我係軟件工程師",),
        None,
        "profile.role=產品經理",  # the corrected role, in the user's script (the old one ends)
    ),
    ("还有爬山", ("我喜欢游泳",), None, "pref:爬山=like"),  # simplified as before
    ("and climbing too", ("I love swimming",), None, "pref:climbing=like"),
]


@pytest.mark.parametrize(("text", "previous", "asked", "expected"), LEARNED)
def test_follow_ups_and_revisions_read_as_typed(
    text: str, previous: tuple[str, ...], asked: str | None, expected: str
) -> None:
    assert expected in _said(text, previous, asked)


NOT_LEARNED = [
    ("仲有冇其他推介？", ("我鍾意游水",)),  # a question after a statement
    ("還有呢？", ("我喜歡游泳",)),
    ("what else?", ("I love swimming",)),
]


@pytest.mark.parametrize(("text", "previous"), NOT_LEARNED)
def test_questions_after_a_statement_teach_nothing(text: str, previous: tuple[str, ...]) -> None:
    assert not {s for s in _said(text, previous) if "pref:" in s}
