"""`working_memory.updated` → a session-level candidate (key `working_memory`).

The app states the session's goal, constraints and open loops; each update
supersedes the previous one for that session.
"""

from __future__ import annotations

from typing import Final

from memstream.processors.matchers.common import provenance
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import WorkingMemory, WorkingMemoryUpdated
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import MemoryType
from memstream.text import has_cjk

MATCHER: Final = "working_memory@1"
KEY: Final = "working_memory"
CONFIDENCE: Final = 0.9
IMPORTANCE: Final = 0.6
_EN_LABELS: Final = ("Goal: ", "Constraints: ", "Open loops: ", "; ", ". ")
_ZH_LABELS: Final = ("目标：", "约束：", "待办：", "；", "。")


def match_working_memory(event: WorkingMemoryUpdated) -> list[MemoryCandidate]:
    """The session's working memory, as asserted by the app."""
    payload = event.payload
    content = describe(payload)
    return [
        MemoryCandidate(
            id=derive_id(event.id, MATCHER.partition("@")[0], 0),
            scope=event.scope,
            level="session",
            type=MemoryType.FACT,
            key=KEY,
            value=content,
            content=content,
            attributes={
                "goal": payload.goal,
                "constraints": list(payload.constraints),
                "open_loops": list(payload.open_loops),
            },
            confidence=CONFIDENCE,
            importance=IMPORTANCE,
            provenance=provenance(event, MATCHER, None, "app"),
            event_time=event.time,
        )
    ]


def describe(memory: WorkingMemory) -> str:
    """A readable one-liner, in Chinese when the working memory is written in Chinese."""
    chinese = has_cjk(" ".join([memory.goal or "", *memory.constraints, *memory.open_loops]))
    goal, constraints, loops, joiner, end = _ZH_LABELS if chinese else _EN_LABELS
    parts = []
    if memory.goal:
        parts.append(goal + memory.goal)
    if memory.constraints:
        parts.append(constraints + joiner.join(memory.constraints))
    if memory.open_loops:
        parts.append(loops + joiner.join(memory.open_loops))
    if not parts:
        return "当前没有工作记忆" if chinese else "No working memory"
    return end.join(parts)
