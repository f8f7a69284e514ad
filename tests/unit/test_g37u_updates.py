"""Updates said in the shapes people really use (issue 22 point 2, g37u), through the real
extract and consolidate stages, English and Chinese, none a corpus line:

- dictated: one breath, no punctuation ("left acme im at globex now", 离职了现在在米哈游):
  the ending and the new value are read as the two sentences they are;
- traditional characters or Cantonese for an item stated in simplified ones (煙戒了 ends
  抽烟), and the other way round;
- must not: a person of the user's who ends something ends it for themselves (我姐奶茶早就不碰了,
  "my wife quit smoking"), and a plan or a wish ends nothing ("thinking of going vegan", 打算戒烟).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.memory_state import MemoryEntry, entries_prefix
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted
from memstream.schemas.memory import MemoryStatus

T0 = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)


def active_after(said: list[str]) -> list[str]:
    """The user's active memories (`slot=value`) after the messages, one minute apart."""
    scope = Scope(tenant="t", user="u", session="s1")
    extract, consolidate = ExtractStage(), ConsolidateStage()
    extracted, consolidated = InMemoryState(), InMemoryState()
    for index, text in enumerate(said):
        event = MessagePosted(
            id=f"e{index}",
            time=T0 + timedelta(minutes=index),
            scope=scope,
            payload=Message(role="user", content=text),
        )
        for record in extract.process(event, extracted):
            consolidate.process(record, consolidated)
    entries = [v for _, v in consolidated.scan(entries_prefix(scope.key))]
    return [
        f"{e.memory.attributes.get('slot')}={e.memory.attributes.get('item') or e.memory.value}"
        for e in entries
        if isinstance(e, MemoryEntry)
        and e.memory is not None
        and e.memory.attributes.get("slot")
        and e.memory.status is MemoryStatus.ACTIVE
        and e.memory.attributes.get("subject", "user") == "user"
        and e.memory.attributes.get("change") != "negate"
    ]


def _has(found: list[str], slot: str, value: str) -> bool:
    return any(f.startswith(f"{slot}=") and value.casefold() in f.casefold() for f in found)
