"""What the stages learn about each speaker of real conversations: an audit to read.

Each speaker of each LoCoMo conversation becomes a user; their own turns are the user's
messages and the other speaker's the assistant's, session by session, through the real
extract and consolidate stages in memory. Every active profile field, preference and fact
is printed with the words it came from, so a reader can count the false memories (the
corpus measures single sentences; this shows what chat leaves behind). Dated plans and
trips are left out. No score: a figure comes from reading the lines.

    python -m memstream.eval.learned_audit --data ../shared/data/locomo [--out FILE]
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Final

from memstream.eval.locomo import Conversation, load_folder
from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.memory_state import MemoryEntry, entries_prefix
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType

TENANT: Final = "audit"
_KEPT: Final = (MemoryType.PROFILE, MemoryType.PREFERENCE, MemoryType.FACT)
_DATED: Final = ("fact:trip", "fact:plan", "fact:event", "fact:dated")


def speaker_events(conversation: Conversation, speaker: str) -> Iterator[MessagePosted]:
    """The conversation as seen by one speaker: their turns as the user's messages."""
    for session in conversation.sessions:
        scope = Scope(tenant=TENANT, user=f"{conversation.id}-{speaker}", session=session.name)
        for index, turn in enumerate(session.turns):
            role = "user" if turn.speaker == speaker else "assistant"
            yield MessagePosted(
                id=derive_id(TENANT, conversation.id, speaker, turn.dia_id),
                time=session.time + timedelta(seconds=index),
                scope=scope,
                payload=Message(role=role, content=turn.text),
            )


def learned(conversation: Conversation, speaker: str) -> list[Memory]:
    """The active profile fields, preferences and undated facts one speaker leaves."""
    extract, consolidate = ExtractStage(), ConsolidateStage()
    extracted, consolidated = InMemoryState(), InMemoryState()
    for event in speaker_events(conversation, speaker):
        for record in extract.process(event, extracted):
            consolidate.process(record, consolidated)
    user = Scope(tenant=TENANT, user=f"{conversation.id}-{speaker}", session="-")
    entries = [v for _, v in consolidated.scan(entries_prefix(user.key))]
    memories = [e.memory for e in entries if isinstance(e, MemoryEntry) and e.memory]
    return [m for m in memories if _audited(m)]


def _audited(memory: Memory) -> bool:
    active = memory.status is MemoryStatus.ACTIVE and memory.type in _KEPT
    return active and not memory.key.startswith(_DATED)


def audit_lines(folder: Path) -> Iterator[str]:
    """One line per learned memory: conversation, speaker, key, content and its quote."""
    for conversation in load_folder(folder):
        for speaker in conversation.speakers:
            for memory in learned(conversation, speaker):
                quote = memory.provenance.quote if memory.provenance else ""
                yield (
                    f"{conversation.id}\t{speaker}\t{memory.key}\t{memory.content}"
                    f"\t{(quote or '')[:160]}"
                )


def main() -> None:
    """Print (or write) the audit of a folder of LoCoMo conversations."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, required=True, help="a folder of LoCoMo *.json")
    parser.add_argument("--out", type=Path, help="write the lines here instead of stdout")
    args = parser.parse_args()
    lines = list(audit_lines(args.data))
    text = "\n".join(lines) + "\n"
    if args.out:
        args.out.write_text(text, encoding="utf-8")
        print(f"{len(lines)} memories -> {args.out}")
    else:
        print(text, end="")


if __name__ == "__main__":
    main()
