"""From what the stores returned to the response: score, dedupe, budget, render. Pure."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memstream.query_api.models import RecallHit, RecallRequest, RecallResponse, RouteInfo
from memstream.query_api.ports import KeywordMatch, SessionMatchScore
from memstream.query_api.recall.budget import Packet, Placed, fill_budget
from memstream.query_api.recall.dedupe import drop_near_duplicates, merge_by_id
from memstream.query_api.recall.excerpt import query_forms
from memstream.query_api.recall.found import SECTIONS, Found, RecallContext, Scored, Section
from memstream.query_api.recall.query import mentions
from memstream.query_api.recall.score import PARTICULAR_INTENTS, calibrate_keyword, score
from memstream.query_api.recall.session_context import by_session_match, in_session_context
from memstream.schemas.memory import Memory


@dataclass(frozen=True, slots=True)
class Gathered:
    """What each source returned for one recall."""

    structured: Sequence[Memory] = ()
    recent: Sequence[Memory] = ()
    working: Sequence[Memory] = ()
    keyword: Sequence[KeywordMatch] = ()
    dense: Sequence[tuple[Memory, float]] = ()
    degraded: Sequence[str] = ()
    period: Sequence[Memory] = ()
    hop: Sequence[KeywordMatch] = ()
    hop_names: Sequence[str] = ()
    sessions: Sequence[SessionMatchScore] = ()


def _hop_found(gathered: Gathered) -> list[Found]:
    """Second-hop hits that name one of the hop's names (the others add nothing new)."""
    found = []
    for memory, share, matched in gathered.hop:
        named = mentions(memory.content, gathered.hop_names)
        if named:
            found.append(Found(memory, share, None, frozenset({"hop"}), matched, named[0]))
    return found


def collect(gathered: Gathered) -> list[Found]:
    """Every memory found, once per id, with what each source measured.

    Of the working-memory read only session-level memories count (scoring keeps
    those of the active session). A memory the first pass found is not a second hop.
    """
    first = [
        *(Found(memory, origins=frozenset({"structured"})) for memory in gathered.structured),
        *(Found(memory, origins=frozenset({"recent"})) for memory in gathered.recent),
        *(
            Found(m, origins=frozenset({"structured"}))
            for m in gathered.working
            if m.level == "session"
        ),
        *(Found(m, s, None, frozenset({"keyword"}), terms) for m, s, terms in gathered.keyword),
        *(Found(m, cosine=c, origins=frozenset({"dense"})) for m, c in gathered.dense),
        *(Found(m, origins=frozenset({"period"})) for m in gathered.period),
    ]
    seen = {item.memory.id for item in first}
    hops = [item for item in _hop_found(gathered) if item.memory.id not in seen]
    return merge_by_id([*first, *hops])


def rank(
    found: Sequence[Found], ctx: RecallContext, sessions: Sequence[SessionMatchScore] = ()
) -> dict[Section, list[Scored]]:
    """Score, lift excerpts by their session (its other matches, its own keyword score),
    drop what is not wanted, dedupe, and sort each section best first."""
    scored = [item for item in (score(f, ctx) for f in found) if item is not None]
    scored = in_session_context(scored, ctx.config.session_context)
    scored = by_session_match(scored, dict(sessions), ctx.config.session_match)
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
    """The API view of the route and of what the query says."""
    route, query = ctx.route, ctx.query
    return RouteInfo(
        intent=route.intent,
        type_weights=dict(route.type_weights),
        working_memory=route.working_memory,
        cue=route.cue,
        entities=list(query.entities),
        period=query.period.describe() if query.period else None,
        asks_when=query.asks_when,
    )


def notes(ctx: RecallContext, gathered: Gathered) -> list[str]:
    """What recall did with the query, in words."""
    found = []
    if ctx.query.truncated:
        found.append("query cut to its first characters (too long)")
    if gathered.hop_names:
        found.append(f"second hop via {', '.join(gathered.hop_names)}")
    return found


def _response(
    request: RecallRequest, ctx: RecallContext, packet: Packet, gathered: Gathered
) -> RecallResponse:
    hits = {section: [to_hit(p) for p in packet.sections[section]] for section in SECTIONS}
    return RecallResponse(
        query=request.query,
        route=route_info(ctx),
        profile=hits["profile"],
        preferences=hits["preferences"],
        facts=hits["facts"],
        episodes=hits["episodes"],
        working_memory=hits["working_memory"],
        packet=packet.text,
        packet_tokens=packet.tokens,
        token_budget=request.token_budget,
        format=request.format,
        dropped=packet.dropped,
        took_ms=0.0,
        degraded=list(gathered.degraded),
        notes=notes(ctx, gathered),
    )


def assemble(request: RecallRequest, ctx: RecallContext, gathered: Gathered) -> RecallResponse:
    """The recall response for what was gathered (`took_ms` is left to the caller)."""
    ctx = calibrate_keyword(ctx, [share for _, share, _ in gathered.keyword])
    ranked = rank(collect(gathered), ctx, gathered.sessions)
    cores = (query_forms(ctx.query.terms), ctx.config.excerpt_rest)
    particular = ctx.config.fact_turns and ctx.route.intent in PARTICULAR_INTENTS
    packet = fill_budget(ranked, ctx.route, request.format, request.token_budget, cores, particular)
    return _response(request, ctx, packet, gathered)


def ignored(request: RecallRequest, ctx: RecallContext) -> RecallResponse:
    """The response when the request asks to ignore memory: nothing recalled, and why."""
    return RecallResponse(
        query=request.query,
        route=route_info(ctx),
        profile=[],
        preferences=[],
        facts=[],
        episodes=[],
        packet="",
        packet_tokens=0,
        token_budget=request.token_budget,
        format=request.format,
        dropped=0,
        took_ms=0.0,
        memory_ignored=True,
        notes=["memory ignored at the request's asking: nothing was recalled"],
    )
