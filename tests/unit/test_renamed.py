"""A name change announced, then the new name in a later clause of the same message, fills
the name and supersedes the old one (none of these sentences is a corpus line)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import memories

DAY = date(2026, 4, 6)


def _names(text: str) -> list[str]:
    parse = en.parse if text.isascii() else zh.parse
    return [f.value for f in parse(text, DAY) if f.slot == "name" and f.subject == "user"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I changed my name after the wedding, it's Mia Torres now", "Mia Torres"),
        ("Changed my last name. I am now Mia Torres", "Mia Torres"),
        ("我改名了，护照上现在是李思远", "李思远"),
        ("我改了名，以后叫李思远", "李思远"),
    ],
)
def test_the_new_name_after_the_announcement(text: str, value: str) -> None:
    assert _names(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "I changed my name, it is fine now",
        "should I change my name? maybe it's Mia",
        "我改名了，现在是老师",
        "我想改名了，你觉得叫李思远好吗？",
    ],
)
def test_no_name_without_one(text: str) -> None:
    assert _names(text) == []


@pytest.mark.parametrize(
    ("first", "then", "new"),
    [
        (
            "My name is Mia Lopez",
            "I changed my name after the wedding, it's Mia Torres now",
            "Mia Torres",
        ),
        ("我叫王磊", "我改名了，护照上现在是李思远", "李思远"),
    ],
)
def test_it_supersedes_the_old_name(first: str, then: str, new: str) -> None:
    found = [m for m in memories(first, then) if m.key == "profile.name"]
    assert [(m.value, m.version) for m in found if m.status is MemoryStatus.ACTIVE] == [(new, 2)]
