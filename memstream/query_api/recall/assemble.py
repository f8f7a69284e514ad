"""From what the stores returned to the response: score, dedupe, budget, render. Pure."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from memstream.ports import KeywordMatch, SessionMatchScore
from memstream.query_api.recall.budget import Placed, fill_budget
from memstream.query_api.recall.dedupe import drop_near_duplicates, merge_by_id
from memstream.query_api.recall.excerpt import query_forms
from memstream.query_api.recall.found import (
    SECTIONS,
    Found,
    RecallContext,
    Scored,
    ScoringConfig,
    Section,
)
from memstream.query_api.recall.kind import Kind
from memstream.query_api.recall.query import QueryInfo, mentions
from memstream.query_api.recall.result import Ask, Hit, Recalled, RouteView
from memstream.query_api.recall.score import PARTICULAR_INTENTS, calibrate_keyword, score
from memstream.query_api.recall.session_context import by_session_match, in_session_context
from memstream.query_api.recall.stance import asks_likely
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
    instances: Sequence[KeywordMatch] = ()
    """What the search for instances of the question's kind found (`recall.instances`)."""
    sessions: Sequence[SessionMatchScore] = ()
    signals: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    """Each declared signal's evidence, by memory id."""
    signalled: Sequence[Memory] = ()
    """The memories only a signal found."""


def _hop_found(gathered: Gathered) -> list[Found]:
    """Second-hop hits that name one of the hop's names (the others add nothing new)."""
    found = []
    for memory, share, matched in gathered.hop:
        named = mentions(memory.content, gathered.hop_names)
        if named:
            found.append(Found(memory, share, None, frozenset({"hop"}), matched, named[0]))
    return found


def _instance_found(gathered: Gathered, instances: Sequence[str]) -> list[Found]:
    """Hits of the search for instances that hold one and that the question's own words
    did not find, their score relative to the best such hit's (that search reads many
    terms, most of which no memory holds: its own scale says little)."""
    forms, seen = query_forms(instances), {memory.id for memory, _, _ in gathered.keyword}
    hits = [hit for hit in gathered.instances if hit[0].id not in seen]
    best = max((share for _, share, _ in hits), default=0.0)
    found = []
    for memory, share, matched in hits:
        held = [form for form in matched if form in forms]
        if held and best > 0.0:
            item = Found(memory, share / best, None, frozenset({"instance"}), tuple(held))
            found.append(replace(item, instance=held[0]))
    return found


def collect(gathered: Gathered, instances: Sequence[str] = ()) -> list[Found]:
    """Every memory found, once per id, with what each source measured.

    Of the working-memory read only session-level memories count (scoring keeps
    those of the active session). A memory the first pass found is not a second hop, and
    one the question's words found is not found by an instance of its kind (`instances`,
    the terms searched for those).
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
    first += _instance_found(gathered, instances)
    seen = {item.memory.id for item in first}
    hops = [item for item in _hop_found(gathered) if item.memory.id not in seen]
    signalled = [Found(m, origins=frozenset({"signal"})) for m in gathered.signalled]
    return [_with_signals(f, gathered) for f in merge_by_id([*first, *hops, *signalled])]


def _with_signals(found: Found, gathered: Gathered) -> Found:
    """A found memory with the evidence each declared signal has for it."""
    evidence = {
        name: found_by[found.memory.id]
        for name, found_by in gathered.signals.items()
        if found.memory.id in found_by
    }
    return replace(found, signals=evidence) if evidence else found


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


def to_hit(placed: Placed) -> Hit:
    """A chosen item as the core answers it."""
    item = placed.item
    return Hit(item.memory, item.score, item.components, tuple(item.reasons), placed.tokens)


def route_view(ctx: RecallContext) -> RouteView:
    """The route and what the query says."""
    route, query = ctx.route, ctx.query
    return RouteView(
        intent=route.intent,
        type_weights=dict(route.type_weights),
        working_memory=route.working_memory,
        cue=route.cue,
        entities=tuple(query.entities),
        period=query.period.describe() if query.period else None,
        asks_when=query.asks_when,
    )


def notes(ctx: RecallContext, gathered: Gathered) -> tuple[str, ...]:
    """What recall did with the query, in words."""
    found = []
    if ctx.query.truncated:
        found.append("query cut to its first characters (too long)")
    if gathered.hop_names:
        found.append(f"second hop via {', '.join(gathered.hop_names)}")
    return tuple(found)


def excerpt_rest(config: ScoringConfig, kind: Kind) -> float:
    """The weight of an excerpt's unmatched turns for this kind of question: a list is
    answered by the matched turns of many excerpts before the neighbours of a few."""
    return config.excerpt_rest_list if kind == "list" else config.excerpt_rest


def excerpt_edge(config: ScoringConfig, query: QueryInfo) -> float:
    """The weight of the turn across an excerpt's edge that a core turn needs (`edges`):
    none for a question about when, which the excerpt's own date answers."""
    if query.asks_when:
        return 0.0
    return config.excerpt_edge


def assemble(ask: Ask, ctx: RecallContext, gathered: Gathered) -> Recalled:
    """What recall answers for what was gathered."""
    ctx = calibrate_keyword(ctx, [share for _, share, _ in gathered.keyword])
    ranked = rank(collect(gathered, ctx.query.instances), ctx, gathered.sessions)
    core_terms = (*ctx.query.terms, *ctx.query.instances)  # a turn naming an instance matches
    cores = (query_forms(core_terms), excerpt_rest(ctx.config, ctx.query.kind))
    particular = ctx.config.fact_turns and ctx.route.intent in PARTICULAR_INTENTS
    names = frozenset(ctx.query.entities)
    edge = excerpt_edge(ctx.config, ctx.query)
    likely = asks_likely(ctx.query.text)
    packet = fill_budget(
        ranked, ctx.route, ask.format, ask.token_budget, cores, particular, names, edge, likely
    )
    return Recalled(
        route=route_view(ctx),
        sections={section: [to_hit(p) for p in packet.sections[section]] for section in SECTIONS},
        packet=packet.text,
        packet_tokens=packet.tokens,
        dropped=packet.dropped,
        degraded=tuple(gathered.degraded),
        notes=notes(ctx, gathered),
    )


def ignored(ctx: RecallContext) -> Recalled:
    """The answer when the request asks to ignore memory: nothing recalled, and why."""
    return Recalled(
        route=route_view(ctx),
        sections={},
        memory_ignored=True,
        notes=("memory ignored at the request's asking: nothing was recalled",),
    )
