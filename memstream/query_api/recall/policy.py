"""The `should_recall` policy hook: a plug-in point that filters or down-weights memories.

A policy answers, for a memory and the query, a weight in 0..1: 0 keeps the memory out of
the packet, 1 leaves its score alone, anything between scales it (and says so in the
hit's reasons). The default allows everything; an app passes its own to `RecallService`
(for example to keep inferred memories out of one kind of agent, or to down-weight a
topic). Pure: a policy must not do I/O on the hot path.
"""

from __future__ import annotations

from typing import Final

from memstream.ports import RecallPolicy
from memstream.schemas.memory import Memory

__all__ = ["ALLOW_ALL", "AllowAll", "RecallPolicy"]


class AllowAll:
    """The default policy: every in-scope memory may be recalled at full weight."""

    def should_recall(self, memory: Memory, query: str) -> float:
        """Always 1."""
        return 1.0


ALLOW_ALL: Final = AllowAll()
