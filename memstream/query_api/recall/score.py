"""Fuse the signals about a found memory into one score, and say why in words.

Signals: relevance (keyword BM25 share and semantic similarity, the dense signal weighted
by what it is worth: `dense_weight`), the names the question mentions, the period it names,
a second hop, recency (a half-life relative to `now`), importance, confidence, the route's
weight of the memory's type, pinned, the active session's working memory, and the recall
policy's weight. Pure: no I/O, no clock. Relevance dominates: recency, importance and
confidence order memories that match alike, they do not lift a weak match over a strong one.

Profile fields and preferences are always included, but when the query has words and
one of them matches none of them, it is scored at `unmatched_always_factor`: it stays
in the packet without outranking the memories that match the question.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import date, datetime
from functools import lru_cache, partial
from typing import Final

from memstream.query_api.recall.explain import explain
from memstream.query_api.recall.found import (
    ALWAYS_INCLUDED,
    NARRATIVE_KEY,
    SECTION_OF,
    SECTIONS,
    Found,
    Origin,
    RecallContext,
    Scored,
    ScoringConfig,
    Section,
    is_working_memory,
    section_of,
)
from memstream.query_api.recall.query import mentions
from memstream.query_api.recall.reasons import Reasons
from memstream.query_api.recall.route import Route
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType

__all__ = [
    "NARRATIVE_KEY",
    "SECTIONS",
    "SECTION_OF",
    "Found",
    "Origin",
    "RecallContext",
    "Scored",
    "ScoringConfig",
    "Section",
    "calibrate_keyword",
    "components_of",
    "fuse",
    "in_scope",
    "is_digest",
    "is_working_memory",
    "quick_rank",
    "recency",
    "score",
    "section_of",
]


def in_scope(memory: Memory, ctx: RecallContext) -> bool:
    """Active, the caller's tenant and user, a compatible workspace and session."""
    scope = memory.scope
    owned = (scope.tenant, scope.user) == (ctx.tenant, ctx.user)
    if memory.status is not MemoryStatus.ACTIVE or not owned:
        return False
    if ctx.workspace is not None and scope.workspace not in (None, ctx.workspace):
        return False
    return memory.level != "session" or is_working_memory(memory, ctx.session)


def type_weight(memory: Memory, ctx: RecallContext) -> float:
    """The route's weight of the memory's type (working memory counts fully).

    No route gives a type zero weight (`route.MIN_TYPE_WEIGHT`): a fact or an episode
    enters whenever the question matches it; only a request's `types` leave one out.
    """
    if is_working_memory(memory, ctx.session):
        return 1.0 if memory.type in ctx.route.type_weights else 0.0
    return ctx.route.weight(memory.type)


def semantic_component(cosine: float | None, config: ScoringConfig) -> float:
    """Cosine similarity rescaled to 0..1 between the floor (noise) and the ceiling."""
    if cosine is None:
        return 0.0
    span = config.semantic_ceiling - config.semantic_floor
    return min(1.0, max(0.0, (cosine - config.semantic_floor) / span))


def calibrate_keyword(ctx: RecallContext, shares: Sequence[float]) -> RecallContext:
    """The context whose keyword signal is measured against this query's best match.

    BM25 over the query's total IDF is small when no memory holds every word of a long
    question, while any chatty memory is somewhat similar to it by embedding; so the
    best keyword match counts fully, the others in proportion. The best is taken to be
    at least `keyword_reference`, so a question only its common words match (a name
    every memory holds) is not raised above what it is worth."""
    best = max(shares, default=0.0)
    if best <= 0.0:
        return ctx
    scale = 1.0 / max(best, ctx.config.keyword_reference)
    return replace(ctx, config=replace(ctx.config, keyword_scale=max(1.0, scale)))


def recency(memory: Memory, now: datetime, config: ScoringConfig) -> float:
    """0.5 ** (age / half-life), age measured from the memory's last sighting to `now`."""
    half_life = config.half_life_days.get(memory.type, 90.0)
    return _recency(now, memory.last_seen, half_life)


@lru_cache(maxsize=16384)
def _recency(now: datetime, last_seen: datetime, half_life: float) -> float:
    # Memoized: a recall's candidates share its `now`, a memory's recalls its `last_seen`.
    age_days = max(0.0, (now - last_seen).total_seconds() / 86400.0)
    return float(0.5 ** (age_days / half_life))


def memory_dates(memory: Memory) -> list[date]:
    """The days a memory is about: its resolved dates, its span, else when it was valid from."""
    days: list[date] = []
    for raw in memory.attributes.get("dates") or ():
        days.extend(_parse_day(raw))
    for name in ("started_at", "ended_at"):
        days.extend(_parse_day(memory.attributes.get(name)))
    return days or [memory.valid_from.date()]


def _parse_day(raw: object) -> list[date]:
    if not isinstance(raw, str) or len(raw) < 10:
        return []
    try:
        return [date.fromisoformat(raw[:10])]
    except ValueError:
        return []


def in_period(memory: Memory, ctx: RecallContext) -> bool:
    """True when the question names a period and the memory is dated within it."""
    period = ctx.query.period
    return period is not None and any(period.contains(day) for day in memory_dates(memory))


_UNMATCHED: Final = (0.0, 0.0, 0.0)


def relevance_of(found: Found, config: ScoringConfig) -> tuple[float, float, float]:
    """(semantic, keyword, relevance): the dense signal counts `dense_weight` of its worth."""
    if found.cosine is None and not found.keyword and not found.signals:
        return _UNMATCHED  # what the formula below gives for no evidence at all
    semantic = semantic_component(found.cosine, config)
    keyword = min(1.0, max(0.0, found.keyword * config.keyword_scale))
    if found.hop is not None:
        keyword *= config.hop_discount
    if found.instance is not None:
        keyword *= config.instance_discount
    missed = (1.0 - keyword) * (1.0 - config.dense_weight * semantic)
    for evidence in found.signals.values():  # each declared signal: independent evidence
        missed *= 1.0 - evidence
    return round(semantic, 4), round(keyword, 4), round(1.0 - missed, 4)


def components_of(found: Found, ctx: RecallContext) -> dict[str, float]:
    """Every signal of a found memory, each in 0..1 (the type weight included)."""
    memory, config, query = found.memory, ctx.config, ctx.query
    semantic, keyword, relevance = relevance_of(found, config)
    names = query.entities
    entity = round(len(mentions(memory.content, names)) / len(names), 4) if names else 0.0
    working = is_working_memory(memory, ctx.session)  # asked once: three signals read it
    components = {
        "semantic": semantic,
        "keyword": keyword,
        "relevance": relevance,
        "entity": entity,
        "period": 1.0 if query.period is not None and in_period(memory, ctx) else 0.0,
        "recency": round(recency(memory, ctx.now, config), 4),
        "importance": memory.importance,
        "confidence": memory.confidence,
        "type": _type_weight(memory, ctx.route, working),
        "pinned": 1.0 if memory.pinned else 0.0,
        "working_memory": 1.0 if working else 0.0,
        "unmatched": 1.0 if _unmatched(memory, query.terms, relevance, working) else 0.0,
        "digest": 1.0 if is_digest(memory, ctx) else 0.0,
        "policy": ctx.policy.should_recall(memory, query.text),
    }
    if found.signals:
        components.update({name: round(value, 4) for name, value in found.signals.items()})
    return components


def _type_weight(memory: Memory, route: Route, working: bool) -> float:
    """`type_weight`, with whether the memory is the active session's already known."""
    if working:
        return 1.0 if memory.type in route.type_weights else 0.0
    return route.weight(memory.type)


def _unmatched(memory: Memory, terms: Sequence[str], relevance: float, working: bool) -> bool:
    """`_unmatched_always`, with whether the memory is the active session's already known."""
    return (
        SECTION_OF[memory.type] in ALWAYS_INCLUDED
        and bool(terms)
        and relevance <= 0.0
        and not memory.pinned
        and not working
    )


DIGEST_KINDS: Final = frozenset({"summary"})
"""Episode kinds that digest a session rather than show what was said."""
PARTICULAR_INTENTS: Final = frozenset({"past", "person", "episodic"})
"""Intents of questions about particular events or people, not about the user as a whole."""


def is_digest(memory: Memory, ctx: RecallContext) -> bool:
    """A digest asked about by a question it does not answer best.

    A session's summary digests what was said: a question about something in particular
    is best answered by the session's verbatim excerpts, while a recap ("last time", 上次)
    asks for the summary. The profile narrative digests the profile, preferences and
    facts: it answers who the user is, while a question about past events or a person is
    best answered by the particular facts and excerpts it restates."""
    if memory.key == NARRATIVE_KEY:
        return ctx.route.intent in PARTICULAR_INTENTS
    return (
        memory.type is MemoryType.EPISODE
        and memory.attributes.get("kind") in DIGEST_KINDS
        and ctx.route.intent != "episodic"
    )


def _unmatched_always(memory: Memory, ctx: RecallContext, relevance: float) -> bool:
    """An always-included memory that the query's words do not match at all."""
    return (
        SECTION_OF[memory.type] in ALWAYS_INCLUDED
        and bool(ctx.query.terms)
        and relevance <= 0.0
        and not memory.pinned
        and not is_working_memory(memory, ctx.session)
    )


def fuse(components: Mapping[str, float], config: ScoringConfig) -> float:
    """The fused score: the type-weighted blend of signals plus the bonuses, times the policy.

    Names and the period asked add to relevance only when the memory matches the query
    at all; an unmatched always-included memory has its blend scaled by
    `unmatched_always_factor`.
    """
    matched = components["relevance"] > 0.0
    boosted = components["relevance"] + matched * (
        config.entity_bonus * components.get("entity", 0.0)
        + config.period_bonus * components.get("period", 0.0)
    )
    blend = (
        config.relevance * boosted
        + config.recency * components["recency"]
        + config.importance * components["importance"]
        + config.confidence * components["confidence"]
    )
    bonus = (
        config.pinned_bonus * components["pinned"]
        + config.working_memory_bonus * components["working_memory"]
    )
    factor = config.unmatched_always_factor if components.get("unmatched") else 1.0
    if components.get("digest"):
        factor *= config.digest_factor
    policy = components.get("policy", 1.0)
    return round((components["type"] * blend * factor + bonus) * policy, 4)


def _needs_relevance(found: Found, section: Section, components: Mapping[str, float]) -> bool:
    return (
        section not in ALWAYS_INCLUDED
        and not components["working_memory"]
        and "recent" not in found.origins
        and not components.get("period")
    )


def score(found: Found, ctx: RecallContext) -> Scored | None:
    """Score a found memory, or None when it is out of scope, unwanted or refused by policy."""
    memory = found.memory
    if not in_scope(memory, ctx):
        return None
    section = section_of(memory, ctx.session)
    components = components_of(found, ctx)
    if components["type"] <= 0.0 or components["policy"] <= 0.0:
        return None
    if _needs_relevance(found, section, components) and components["relevance"] <= 0.0:
        return None
    reasons = Reasons(partial(explain, found, section, components, ctx))
    return Scored(memory, section, fuse(components, ctx.config), components, reasons)


def quick_rank(
    found: Sequence[Found], ctx: RecallContext, sections: Sequence[Section]
) -> list[Found]:
    """The found memories of these sections that would be scored, best first (no reasons)."""
    ranked: list[tuple[float, Found]] = []
    for item in found:
        memory = item.memory
        if not in_scope(memory, ctx) or section_of(memory, ctx.session) not in sections:
            continue
        components = components_of(item, ctx)
        if (
            components["type"] > 0.0
            and components["policy"] > 0.0
            and components["relevance"] > 0.0
        ):
            ranked.append((fuse(components, ctx.config), item))
    ranked.sort(key=lambda pair: -pair[0])
    return [item for _, item in ranked]
