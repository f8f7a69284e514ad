"""From what the stores returned to the response: score, dedupe, budget, render. Pure."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memstream.query_api.models import RecallHit, RecallRequest, RecallResponse, RouteInfo
from memstream.query_api.recall.budget import Packet, Placed, fill_budget, fill_order
from memstream.query_api.recall.dedupe import drop_near_duplicates, merge_by_id
from memstream.query_api.recall.score import (
    SECTIONS,
    Found,
    RecallContext,
    Scored,
    Section,
    score,
)
from memstream.schemas.memory import Memory


@dataclass(frozen=True, slots=True)
class Gathered:
    """What each source returned for one recall."""

    structured: Sequence[Memory] = ()
    recent: Sequence[Memory] = ()
    working: Sequence[Memory] = ()
    keyword: Sequence[tuple[Memory, float]] = ()
    dense: Sequence[tuple[Memory, float]] = ()
    degraded: Sequence[str] = ()


def collect(gathered: Gathered) -> list[Found]:
    """Every memory found, once per id, with what each source measured.

    Of the working-memory read only session-level memories count (scoring keeps
    those of the active session).
    """
    found = [
        *(Found(memory, origins=frozenset({"structured"})) for memory in gathered.structured),
        *(Found(memory, origins=frozenset({"recent"})) for memory in gathered.recent),
        *(
            Found(m, origins=frozenset({"structured"}))
            for m in gathered.working
            if m.level == "session"
        ),
        *(Found(m, keyword=s, origins=frozenset({"keyword"})) for m, s in gathered.keyword),
        *(Found(m, cosine=c, origins=frozenset({"dense"})) for m, c in gathered.dense),
    ]
    return merge_by_id(found)


def rank(found: Sequence[Found], ctx: RecallContext) -> dict[Section, list[Scored]]:
    """Score, drop what is not wanted, dedupe, and sort each section best first."""
    scored = [item for item in (score(f, ctx) for f in found) if item is not None]
    ranked: dict[Section, list[Scored]] = {section: [] for section in SECTIONS}
    for item in drop_near_duplicates(scored):
        ranked[item.section].append(item)
    return ranked


def to_hit(placed: Placed) -> RecallHit:
    """The API view of a chosen item."""
    item, memory = placed.item, placed.item.memory
    return RecallHit(
        memory_id=memory.id,
        type=memory.type,
        key=memory.key,
        content=memory.content,
        score=item.score,
        components=item.components,
        reasons=list(item.reasons),
        confidence=memory.confidence,
        tokens=placed.tokens,
        provenance=memory.provenance,
        valid_from=memory.valid_from,
        last_seen=memory.last_seen,
        attributes=memory.attributes,
    )


def route_info(ctx: RecallContext) -> RouteInfo:
    """The API view of the route."""
    route = ctx.route
    return RouteInfo(
        intent=route.intent,
        type_weights=dict(route.type_weights),
        working_memory=route.working_memory,
        cue=route.cue,
    )


def _response(
    request: RecallRequest, ctx: RecallContext, packet: Packet, degraded: Sequence[str]
) -> RecallResponse:
    hits = {section: [to_hit(p) for p in packet.sections[section]] for section in SECTIONS}
    return RecallResponse(
        query=request.query,
        route=route_info(ctx),
        profile=hits["profile"],
        preferences=hits["preferences"],
        facts=hits["facts"],
        episodes=hits["episodes"],
        packet=packet.text,
        packet_tokens=packet.tokens,
        token_budget=request.token_budget,
        format=request.format,
        dropped=packet.dropped,
        took_ms=0.0,
        degraded=list(degraded),
    )


def assemble(request: RecallRequest, ctx: RecallContext, gathered: Gathered) -> RecallResponse:
    """The recall response for what was gathered (`took_ms` is left to the caller)."""
    ranked = rank(collect(gathered), ctx)
    packet = fill_budget(ranked, fill_order(ctx.route), request.format, request.token_budget)
    return _response(request, ctx, packet, gathered.degraded)
