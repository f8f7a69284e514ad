"""The data of one recall's ranking: what was found, the context, what was scored. Pure."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Final, Literal

from memstream.ports import RecallPolicy
from memstream.query_api.recall.policy import ALLOW_ALL
from memstream.query_api.recall.query import QueryInfo
from memstream.query_api.recall.route import Route
from memstream.schemas.memory import NARRATIVE_KEY as NARRATIVE_KEY
from memstream.schemas.memory import Memory, MemoryType

Section = Literal["profile", "preferences", "working_memory", "facts", "episodes"]
Origin = Literal["structured", "recent", "keyword", "dense", "period", "hop", "instance", "signal"]

SECTIONS: Final[tuple[Section, ...]] = (
    "profile",
    "preferences",
    "working_memory",
    "facts",
    "episodes",
)
SECTION_OF: Final[dict[MemoryType, Section]] = {
    MemoryType.PROFILE: "profile",
    MemoryType.PREFERENCE: "preferences",
    MemoryType.LESSON: "preferences",
    MemoryType.FACT: "facts",
    MemoryType.EPISODE: "episodes",
}
ALWAYS_INCLUDED: Final = frozenset({"profile", "preferences", "working_memory"})


def _default_half_lives() -> dict[MemoryType, float]:
    return {
        MemoryType.PROFILE: 365.0,
        MemoryType.PREFERENCE: 180.0,
        MemoryType.LESSON: 90.0,
        MemoryType.FACT: 90.0,
        MemoryType.EPISODE: 30.0,
    }


@dataclass(frozen=True, slots=True)
class ScoringConfig:
    """Weights of the fused score and the calibration of the semantic signal."""

    relevance: float = 0.7
    recency: float = 0.1
    importance: float = 0.1
    confidence: float = 0.1
    dense_weight: float = 1.0
    entity_bonus: float = 0.15
    period_bonus: float = 0.25
    hop_discount: float = 0.5
    instance_discount: float = 0.5
    """The keyword weight of what only the search for instances of the question's kind
    found (`recall.instances`), below the question's own words."""
    pinned_bonus: float = 0.1
    working_memory_bonus: float = 0.1
    semantic_floor: float = 0.2
    semantic_ceiling: float = 0.6
    unmatched_always_factor: float = 0.5
    keyword_reference: float = 0.3
    keyword_scale: float = 1.0
    digest_factor: float = 0.75
    session_context: float = 0.2
    session_match: float = 0.25
    excerpt_rest: float = 0.8
    """The weight of an excerpt's unmatched turns (its core's at 1): below the across-edge
    turn a core needs (`excerpt_edge`), so the matches of the next excerpts come first."""
    excerpt_rest_list: float = 0.5
    """`excerpt_rest` for a question that asks for several things (`kind.question_kind`)."""
    excerpt_edge: float = 0.95
    """The weight of the turn across an excerpt's edge that a core turn needs (`edges`)."""
    fact_turns: bool = True
    half_life_days: Mapping[MemoryType, float] = field(default_factory=_default_half_lives)


@dataclass(frozen=True, slots=True)
class Found:
    """A memory some source returned, with what each source measured."""

    memory: Memory
    keyword: float = 0.0
    cosine: float | None = None
    origins: frozenset[Origin] = frozenset()
    matched: tuple[str, ...] = ()
    hop: str | None = None
    instance: str | None = None
    """The instance of the question's kind it was found by ("skiing" for "what sports")."""
    signals: Mapping[str, float] = field(default_factory=dict)
    """The evidence each declared signal (`recall/signals.py`) adds to relevance, by name."""


@dataclass(frozen=True, slots=True)
class RecallContext:
    """Who is asking, what, when, how the query was routed, and the recall policy."""

    tenant: str
    user: str
    route: Route
    now: datetime
    query: QueryInfo = field(default_factory=lambda: QueryInfo(text="", terms=()))
    workspace: str | None = None
    session: str | None = None
    config: ScoringConfig = field(default_factory=ScoringConfig)
    policy: RecallPolicy = ALLOW_ALL

    @property
    def query_tokens(self) -> tuple[str, ...]:
        """The query's search terms."""
        return self.query.terms


@dataclass(frozen=True, slots=True)
class Scored:
    """A memory chosen as a candidate for the packet: its score and the reasons."""

    memory: Memory
    section: Section
    score: float
    components: dict[str, float]
    reasons: Sequence[str]
    """Why, in words (`reasons.Reasons`: written out when first read)."""


def is_working_memory(memory: Memory, session: str | None) -> bool:
    """True when the memory is session-level and belongs to the active session."""
    return memory.level == "session" and session is not None and memory.scope.session == session


def section_of(memory: Memory, session: str | None) -> Section:
    """The packet section a memory goes to (the active session's own memories: working memory)."""
    return "working_memory" if is_working_memory(memory, session) else SECTION_OF[memory.type]
