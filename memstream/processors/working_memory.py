"""A session's working memory → a session-level candidate (key `working_memory`).

The app states the session's goal, constraints and open loops (`working_memory.updated`);
the user's decisions said in the session join them. Each change proposes the whole
working memory again, which supersedes the previous one for that session.
"""

from __future__ import annotations

from typing import Final

from memstream.processors.journal import SessionJournal
from memstream.processors.matchers.common import provenance
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import EventBase, WorkingMemory
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import MemoryType, Speaker
from memstream.text import has_cjk

MATCHER: Final = "working_memory@2"
KEY: Final = "working_memory"
CONFIDENCE: Final = 0.9
IMPORTANCE: Final = 0.6
_EN_LABELS: Final = ("Goal: ", "Constraints: ", "Open loops: ", "Decisions: ", "; ", ". ")
_ZH_LABELS: Final = ("目标：", "约束：", "待办：", "决定：", "；", "。")


def working_memory_candidate(
    journal: SessionJournal, event: EventBase, speaker: Speaker, quote: str | None = None
) -> MemoryCandidate | None:
    """The session's working memory, unless it reads as it was last proposed."""
    memory = WorkingMemory(
        goal=journal.goal, constraints=journal.constraints, open_loops=journal.app_open_loops
    )
    content = describe(memory, journal.decisions)
    if speaker != "app" and content == journal.working_proposed:
        return None
    journal.working_proposed = content
    return MemoryCandidate(
        id=derive_id(event.id, MATCHER.partition("@")[0], 0),
        scope=event.scope,
        level="session",
        type=MemoryType.FACT,
        key=KEY,
        value=content,
        content=content,
        attributes={
            "goal": memory.goal,
            "constraints": list(memory.constraints),
            "open_loops": list(memory.open_loops),
            "decisions": list(journal.decisions),
        },
        confidence=CONFIDENCE,
        importance=IMPORTANCE,
        provenance=provenance(event, MATCHER, quote, speaker),
        event_time=event.time,
    )


def describe(memory: WorkingMemory, decisions: list[str] | None = None) -> str:
    """A readable one-liner, in Chinese when the working memory is written in Chinese."""
    decided = list(decisions or [])
    texts = [memory.goal or "", *memory.constraints, *memory.open_loops, *decided]
    chinese = has_cjk(" ".join(texts))
    goal, constraints, loops, decisions_label, joiner, end = _ZH_LABELS if chinese else _EN_LABELS
    parts = []
    if memory.goal:
        parts.append(goal + memory.goal)
    if memory.constraints:
        parts.append(constraints + joiner.join(memory.constraints))
    if memory.open_loops:
        parts.append(loops + joiner.join(memory.open_loops))
    if decided:
        parts.append(decisions_label + joiner.join(decided))
    if not parts:
        return "当前没有工作记忆" if chinese else "No working memory"
    return end.join(parts)
