"""Fuse the signals about a found memory into one score, and say why in words.

Signals: semantic similarity (dense), keyword match, recency (a half-life relative
to `now`), importance, confidence, the route's weight of the memory's type, pinned,
and whether it is the active session's working memory. Pure: no I/O, no clock.

Profile fields and preferences are always included, but when the query has words and
one of them matches none of them, it is scored at `unmatched_always_factor`: it stays
in the packet without outranking the memories that match the question.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Final, Literal

from memstream.query_api.recall.route import Route
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType
from memstream.text import tokenize

Section = Literal["profile", "preferences", "facts", "episodes"]
Origin = Literal["structured", "recent", "keyword", "dense"]

SECTIONS: Final[tuple[Section, ...]] = ("profile", "preferences", "facts", "episodes")
SECTION_OF: Final[dict[MemoryType, Section]] = {
    MemoryType.PROFILE: "profile",
    MemoryType.PREFERENCE: "preferences",
    MemoryType.LESSON: "preferences",
    MemoryType.FACT: "facts",
    MemoryType.EPISODE: "episodes",
}
_ALWAYS_INCLUDED: Final = frozenset({"profile", "preferences"})


def _default_half_lives() -> dict[MemoryType, float]:
    return {
        MemoryType.PROFILE: 365.0,
        MemoryType.PREFERENCE: 180.0,
        MemoryType.LESSON: 90.0,
        MemoryType.FACT: 90.0,
        MemoryType.EPISODE: 14.0,
    }


@dataclass(frozen=True, slots=True)
class ScoringConfig:
    """Weights of the fused score and the calibration of the semantic signal."""

    relevance: float = 0.5
    recency: float = 0.15
    importance: float = 0.15
    confidence: float = 0.2
    pinned_bonus: float = 0.1
    working_memory_bonus: float = 0.1
    semantic_floor: float = 0.2
    semantic_ceiling: float = 0.6
    strong_match: float = 0.6
    strong_match_weight: float = 0.5
    unmatched_always_factor: float = 0.5
    half_life_days: Mapping[MemoryType, float] = field(default_factory=_default_half_lives)


@dataclass(frozen=True, slots=True)
class Found:
    """A memory some source returned, with what each source measured."""

    memory: Memory
    keyword: float = 0.0
    cosine: float | None = None
    origins: frozenset[Origin] = frozenset()


@dataclass(frozen=True, slots=True)
class RecallContext:
    """Who is asking, what, when, and how the query was routed."""

    tenant: str
    user: str
    route: Route
    now: datetime
    query_tokens: Sequence[str] = ()
    workspace: str | None = None
    session: str | None = None
    config: ScoringConfig = field(default_factory=ScoringConfig)


@dataclass(frozen=True, slots=True)
class Scored:
    """A memory chosen as a candidate for the packet: its score and the reasons."""

    memory: Memory
    section: Section
    score: float
    components: dict[str, float]
    reasons: tuple[str, ...]


def is_working_memory(memory: Memory, session: str | None) -> bool:
    """True when the memory is session-level and belongs to the active session."""
    return memory.level == "session" and session is not None and memory.scope.session == session


def in_scope(memory: Memory, ctx: RecallContext) -> bool:
    """Active, the caller's tenant and user, a compatible workspace and session."""
    scope = memory.scope
    owned = (scope.tenant, scope.user) == (ctx.tenant, ctx.user)
    if memory.status is not MemoryStatus.ACTIVE or not owned:
        return False
    if ctx.workspace is not None and scope.workspace not in (None, ctx.workspace):
        return False
    return memory.level != "session" or is_working_memory(memory, ctx.session)


def type_weight(memory: Memory, ctx: RecallContext, relevance: float) -> float:
    """The route's weight of the memory's type.

    Working memory counts fully; a fact or episode the route leaves out (a generic
    question) still gets `strong_match_weight` when it matches the query strongly.
    """
    route, config = ctx.route, ctx.config
    if memory.type not in route.type_weights:
        return 0.0
    if is_working_memory(memory, ctx.session):
        return 1.0
    weight = route.weight(memory.type)
    if weight <= 0.0 and SECTION_OF[memory.type] not in _ALWAYS_INCLUDED:
        return config.strong_match_weight if relevance >= config.strong_match else 0.0
    return weight


def semantic_component(cosine: float | None, config: ScoringConfig) -> float:
    """Cosine similarity rescaled to 0..1 between the floor (noise) and the ceiling."""
    if cosine is None:
        return 0.0
    span = config.semantic_ceiling - config.semantic_floor
    return min(1.0, max(0.0, (cosine - config.semantic_floor) / span))


def recency(memory: Memory, now: datetime, config: ScoringConfig) -> float:
    """0.5 ** (age / half-life), age measured from the memory's last sighting to `now`."""
    age_days = max(0.0, (now - memory.last_seen).total_seconds() / 86400.0)
    return float(0.5 ** (age_days / config.half_life_days.get(memory.type, 90.0)))


def components_of(found: Found, ctx: RecallContext) -> dict[str, float]:
    """Every signal of a found memory, each in 0..1 (the type weight included)."""
    memory, config = found.memory, ctx.config
    semantic = semantic_component(found.cosine, config)
    keyword = min(1.0, max(0.0, found.keyword))
    relevance = round(1.0 - (1.0 - semantic) * (1.0 - keyword), 4)
    return {
        "semantic": round(semantic, 4),
        "keyword": round(keyword, 4),
        "relevance": relevance,
        "recency": round(recency(memory, ctx.now, config), 4),
        "importance": memory.importance,
        "confidence": memory.confidence,
        "type": type_weight(memory, ctx, relevance),
        "pinned": 1.0 if memory.pinned else 0.0,
        "working_memory": 1.0 if is_working_memory(memory, ctx.session) else 0.0,
        "unmatched": 1.0 if _unmatched_always(memory, ctx, relevance) else 0.0,
    }


def _unmatched_always(memory: Memory, ctx: RecallContext, relevance: float) -> bool:
    """An always-included memory that the query's words do not match at all."""
    return (
        SECTION_OF[memory.type] in _ALWAYS_INCLUDED
        and bool(ctx.query_tokens)
        and relevance <= 0.0
        and not memory.pinned
        and not is_working_memory(memory, ctx.session)
    )


def fuse(components: Mapping[str, float], config: ScoringConfig) -> float:
    """The fused score: the type-weighted blend of signals plus the bonuses.

    An unmatched always-included memory has its blend scaled by `unmatched_always_factor`.
    """
    blend = (
        config.relevance * components["relevance"]
        + config.recency * components["recency"]
        + config.importance * components["importance"]
        + config.confidence * components["confidence"]
    )
    bonus = (
        config.pinned_bonus * components["pinned"]
        + config.working_memory_bonus * components["working_memory"]
    )
    factor = config.unmatched_always_factor if components.get("unmatched") else 1.0
    return round(components["type"] * blend * factor + bonus, 4)


def _needs_relevance(found: Found, section: Section, components: Mapping[str, float]) -> bool:
    return (
        section not in _ALWAYS_INCLUDED
        and not components["working_memory"]
        and "recent" not in found.origins
    )


def score(found: Found, ctx: RecallContext) -> Scored | None:
    """Score a found memory, or None when it is out of scope or not wanted by the route."""
    memory = found.memory
    if not in_scope(memory, ctx):
        return None
    section = SECTION_OF[memory.type]
    components = components_of(found, ctx)
    if components["type"] <= 0.0:
        return None
    if _needs_relevance(found, section, components) and components["relevance"] <= 0.0:
        return None
    reasons = tuple(explain(found, section, components, ctx))
    return Scored(memory, section, fuse(components, ctx.config), components, reasons)


def matched_tokens(memory: Memory, query_tokens: Sequence[str]) -> list[str]:
    """The query tokens that also occur in the memory's key, value or content."""
    own = set(tokenize(f"{memory.key} {memory.value} {memory.content}"))
    return [token for token in dict.fromkeys(query_tokens) if token in own]


def _age_words(memory: Memory, now: datetime) -> str:
    days = int(max(0.0, (now - memory.last_seen).total_seconds()) // 86400)
    return "last seen today" if days == 0 else f"last seen {days} day{'s' * (days != 1)} ago"


def _why_included(
    found: Found, section: Section, components: Mapping[str, float], ctx: RecallContext
) -> list[str]:
    memory, route = found.memory, ctx.route
    if is_working_memory(memory, ctx.session):
        return ["working memory of this session"]
    if section in _ALWAYS_INCLUDED:
        tail = " (no match: ranked below matches)" if components.get("unmatched") else ""
        return [f"{memory.type.value}: always included{tail}"]
    if route.weight(memory.type) <= 0.0:
        return [f"strong match despite a {route.intent} question"]
    cue = f" (cue '{route.cue}')" if route.cue else ""
    reasons = [f"route {route.intent}{cue}: {section} weight {components['type']:.1f}"]
    if "recent" in found.origins:
        reasons.append(f"recent {memory.type.value}")
    return reasons


def _why_matched(found: Found, components: Mapping[str, float], ctx: RecallContext) -> list[str]:
    reasons = []
    if components["keyword"] > 0.0:
        words = matched_tokens(found.memory, ctx.query_tokens)
        detail = ", ".join(words) if words else f"score {components['keyword']:.2f}"
        reasons.append(f"keyword match: {detail}")
    if components["semantic"] > 0.0 and found.cosine is not None:
        reasons.append(f"semantic similarity {found.cosine:.2f}")
    return reasons


def _why_trusted(memory: Memory, now: datetime) -> list[str]:
    reasons = []
    if memory.pinned:
        reasons.append("pinned")
    if memory.importance >= 0.7:
        reasons.append(f"high importance {memory.importance:.2f}")
    if memory.provenance.explicit and memory.provenance.speaker in ("user", "app"):
        reasons.append(f"stated explicitly by the {memory.provenance.speaker}")
    if memory.evidence_count > 1:
        reasons.append(f"seen {memory.evidence_count} times")
    reasons.append(f"confidence {memory.confidence:.2f}, {_age_words(memory, now)}")
    return reasons


def explain(
    found: Found, section: Section, components: Mapping[str, float], ctx: RecallContext
) -> list[str]:
    """Human-readable reasons: why included, what matched, and why it is trusted."""
    return [
        *_why_included(found, section, components, ctx),
        *_why_matched(found, components, ctx),
        *_why_trusted(found.memory, ctx.now),
    ]
