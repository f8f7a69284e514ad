"""One message that ends a single value and says the new one ("I no longer work at Google.
I joined Meta", 我不做销售了，现在做会计): the new value is the next version, through the real
extract and consolidate stages, and a replay of the message changes nothing (none of these
sentences is a corpus line)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.memory_state import MemoryEntry, entries_prefix
from memstream.schemas.events import Message, MessagePosted
from memstream.schemas.memory import Memory, MemoryStatus
from tests.fixtures.learning import SCOPE, T0, memories


def _replayed(first: str, then: str) -> list[Memory]:
    """Every memory after both messages, the second one's records consolidated twice."""
    extract, consolidate = ExtractStage(), ConsolidateStage()
    extracted, consolidated = InMemoryState(), InMemoryState()
    for index, text in enumerate((first, then)):
        event = MessagePosted(
            id=f"e{index}",
            time=T0 + timedelta(minutes=index),
            scope=SCOPE,
            payload=Message(role="user", content=text),
        )
        records = extract.process(event, extracted)
        for record in records * (index + 1):
            consolidate.process(record, consolidated)
    found = [v for _, v in consolidated.scan(entries_prefix(SCOPE.key))]
    return [e.memory for e in found if isinstance(e, MemoryEntry) and e.memory is not None]


@pytest.mark.parametrize(
    ("first", "then", "key", "new"),
    [
        ("I work at Oracle", "I no longer work at Oracle. I joined Stripe", "employer", "Stripe"),
        ("I live in Leeds", "I moved out of Leeds. Now I live in York", "location", "York"),
        ("I'm a pilot", "I'm no longer a pilot. I'm a dentist", "role", "dentist"),
        ("I'm vegan", "I'm not vegan anymore. I'm pescatarian now", "diet", "pescatarian"),
        ("我是做销售的", "我不做销售了，现在做会计", "role", "会计"),
        ("我是老师", "我不当老师了，转行做律师了", "role", "律师"),
    ],
)
def test_the_new_value_follows_the_ending(first: str, then: str, key: str, new: str) -> None:
    found = [m for m in memories(first, then) if m.key.endswith(key)]
    assert [m.value for m in found if m.status is MemoryStatus.ACTIVE] == [new]
    assert [m.version for m in found] == [2]  # the old value is version 1, in its history


@pytest.mark.parametrize(
    ("first", "then", "key"),
    [
        ("I'm a pilot", "I'm no longer a pilot. I'm a dentist", "role"),
        ("我是做销售的", "我不做销售了，现在做会计", "role"),
    ],
)
def test_a_replayed_message_changes_nothing(first: str, then: str, key: str) -> None:
    once = [m for m in memories(first, then) if m.key.endswith(key)]
    twice = [m for m in _replayed(first, then) if m.key.endswith(key)]
    assert [(m.value, m.version) for m in twice] == [(m.value, m.version) for m in once]
