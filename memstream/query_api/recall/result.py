"""What the recall core is asked and what it answers, in its own types (the API maps them).

The HTTP models of `memstream.query_api.models` are built from these by the query
service; the core never imports them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from memstream.schemas.memory import Memory, MemoryType

Format = Literal["json", "markdown", "system_prompt"]
Intent = Literal["episodic", "personal", "past", "person", "session", "generic"]


@dataclass(frozen=True, slots=True)
class Ask:
    """What is asked of recall, beyond who asks and when: the query and the packet wanted."""

    query: str = ""
    token_budget: int = 800
    format: Format = "json"
    types: Sequence[MemoryType] | None = None
    session: str | None = None


@dataclass(frozen=True, slots=True)
class RouteView:
    """How the query was routed: its intent, type weights, and what the query says."""

    intent: Intent
    type_weights: Mapping[MemoryType, float]
    working_memory: bool
    cue: str | None = None
    entities: tuple[str, ...] = ()
    period: str | None = None
    asks_when: bool = False


@dataclass(frozen=True, slots=True)
class Hit:
    """One chosen memory: its score, the signals behind it, why, and its tokens in the packet."""

    memory: Memory
    score: float
    components: Mapping[str, float]
    reasons: tuple[str, ...]
    tokens: int


@dataclass(frozen=True, slots=True)
class Recalled:
    """The chosen memories by section and the rendered, token-budgeted packet."""

    route: RouteView
    sections: Mapping[str, Sequence[Hit]]
    packet: str = ""
    packet_tokens: int = 0
    dropped: int = 0
    degraded: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    memory_ignored: bool = False

    def hits(self, section: str) -> list[Hit]:
        """The hits of one section (none when the section is empty)."""
        return list(self.sections.get(section, ()))
