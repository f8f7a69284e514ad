"""Recall: read the query, route it, gather from the read models in parallel, then the pure
core; a second keyword hop from the names the first hits mention. No LLM."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime

from memstream.ports import (
    KeywordMatch,
    MemoryReader,
    QueryEmbedder,
    RecallPolicy,
    SessionMatchScore,
    VectorSearch,
)
from memstream.query_api.models import RecallHit, RecallRequest, RecallResponse, RouteInfo
from memstream.query_api.recall.assemble import Gathered, assemble, collect, ignored
from memstream.query_api.recall.found import SECTIONS, RecallContext, ScoringConfig
from memstream.query_api.recall.hop import HOP_LIMIT, hop_names, hop_terms
from memstream.query_api.recall.plan import GatherPlan, plan_gather
from memstream.query_api.recall.policy import ALLOW_ALL
from memstream.query_api.recall.query import bounded, understand
from memstream.query_api.recall.result import Ask, Hit, Recalled
from memstream.query_api.recall.route import restrict, route
from memstream.query_api.recall.score import calibrate_keyword, quick_rank
from memstream.schemas.memory import Memory, MemoryType
from memstream.telemetry import RECALL_SECONDS, logger, tracer

DENSE_UNAVAILABLE = "dense search unavailable"
DENSE_OFF = "dense search off by request"


class RecallService:
    """Answers recall requests from the read models (PostgreSQL and the vector index)."""

    def __init__(
        self,
        reader: MemoryReader,
        vectors: VectorSearch | None,
        embedder: QueryEmbedder | None,
        clock: Callable[[], datetime],
        *,
        config: ScoringConfig | None = None,
        policy: RecallPolicy = ALLOW_ALL,
    ) -> None:
        self._reader = reader
        self._vectors = vectors
        self._embedder = embedder
        self._clock = clock
        self._config = config or ScoringConfig()
        self._policy = policy
        self._log = logger(__name__)

    async def recall(self, request: RecallRequest) -> RecallResponse:
        """The token-budgeted, explained context packet for one user and query."""
        started = time.perf_counter()
        with tracer().start_as_current_span("recall") as span:
            span.set_attribute("memstream.tenant", request.tenant)
            span.set_attribute("memstream.format", request.format)
            ctx = self._context(request)
            ask = ask_of(request)
            if request.ignore_memory:
                recalled = ignored(ctx)
            else:
                plan = plan_gather(ctx.route, ask, ctx.query)
                gathered = await self._second_hop(request, ctx, await self._gather(request, plan))
                recalled = assemble(ask, ctx, gathered)
            span.set_attribute("memstream.route", ctx.route.intent)
            if not request.embed_query:
                span.set_attribute("memstream.dense", DENSE_OFF)
            span.set_attribute("memstream.packet_tokens", recalled.packet_tokens)
        took = time.perf_counter() - started
        RECALL_SECONDS.observe(took)
        return response_of(request, recalled, round(took * 1000.0, 3))

    def _context(self, request: RecallRequest) -> RecallContext:
        now = request.at or self._clock()
        query = understand(request.query, now)
        chosen = restrict(route(query.text, request.session is not None), request.types)
        return RecallContext(
            tenant=request.tenant,
            user=request.user,
            route=chosen,
            now=now,
            query=query,
            workspace=request.workspace,
            session=request.session,
            config=self._config,
            policy=self._policy,
        )

    async def _gather(self, request: RecallRequest, plan: GatherPlan) -> Gathered:
        structured, recent, working, searches, period, (dense, degraded) = await asyncio.gather(
            self._by_types(request, plan.always_types, plan.always_limit),
            self._by_types(request, plan.recent_types, plan.recent_limit),
            self._working(request, plan),
            self._searches(request, plan),
            self._period(request, plan),
            self._dense(request, plan),
        )
        keyword, sessions = searches
        return Gathered(
            structured, recent, working, keyword, dense, degraded, period, sessions=sessions
        )

    async def _second_hop(
        self, request: RecallRequest, ctx: RecallContext, gathered: Gathered
    ) -> Gathered:
        """Search again with the names the best first hits mention (when there are any)."""
        if not ctx.query.terms or not gathered.keyword:
            return gathered
        calibrated = calibrate_keyword(ctx, [share for _, share, _ in gathered.keyword])
        first = quick_rank(collect(gathered), calibrated, ("facts", "episodes"))
        names = hop_names(first, ctx.query)
        if not names:
            return gathered
        found = await self._keyword(request, hop_terms(names, ctx.query), HOP_LIMIT)
        return _with_hop(gathered, found, names)

    async def _by_types(
        self, request: RecallRequest, types: Sequence[MemoryType], limit: int
    ) -> list[Memory]:
        if not types:
            return []
        reader = self._reader
        return await asyncio.to_thread(reader.by_types, request.tenant, request.user, types, limit)

    async def _working(self, request: RecallRequest, plan: GatherPlan) -> list[Memory]:
        if plan.session is None:
            return []
        return await asyncio.to_thread(
            self._reader.in_session, request.tenant, request.user, plan.session, plan.working_limit
        )

    async def _period(self, request: RecallRequest, plan: GatherPlan) -> list[Memory]:
        period = plan.period
        if period is None:
            return []
        return await asyncio.to_thread(
            self._reader.in_period,
            request.tenant,
            request.user,
            plan.period_types,
            (period.start, period.end),
            plan.period_limit,
        )

    async def _keyword(
        self, request: RecallRequest, terms: Sequence[str], limit: int
    ) -> list[KeywordMatch]:
        if not terms:
            return []
        found = await asyncio.to_thread(
            self._reader.keyword_search, request.tenant, request.user, terms, limit
        )
        return list(found)

    async def _searches(
        self, request: RecallRequest, plan: GatherPlan
    ) -> tuple[list[KeywordMatch], list[SessionMatchScore]]:
        """The keyword searches: of memories, then of sessions when the plan asks (one after
        the other: on two cores a third concurrent read slows the dense search down more
        than the session read's few milliseconds cost here)."""
        keyword = await self._keyword(request, plan.query_tokens, plan.search_limit)
        return keyword, await self._sessions(request, plan)

    async def _sessions(self, request: RecallRequest, plan: GatherPlan) -> list[SessionMatchScore]:
        if not plan.sessions:  # the plan asks only when the query has terms
            return []
        found = await asyncio.to_thread(
            self._reader.session_search,
            request.tenant,
            request.user,
            plan.query_tokens,
            plan.search_limit,
        )
        return list(found)

    async def _dense(
        self, request: RecallRequest, plan: GatherPlan
    ) -> tuple[list[tuple[Memory, float]], tuple[str, ...]]:
        if not plan.dense or not request.embed_query:
            return [], ()  # nothing to embed, or turned off by request: not degraded
        if self._vectors is None or self._embedder is None:
            return [], (DENSE_UNAVAILABLE,)
        try:
            found = await asyncio.to_thread(
                self._dense_sync, self._vectors, self._embedder, request, plan.search_limit
            )
        except Exception as exc:  # the optional path degrades, it never fails the recall
            self._log.warning("dense search failed", error=repr(exc), tenant=request.tenant)
            return [], (f"{DENSE_UNAVAILABLE}: {type(exc).__name__}",)
        return found, ()

    def _dense_sync(
        self, vectors: VectorSearch, embedder: QueryEmbedder, request: RecallRequest, limit: int
    ) -> list[tuple[Memory, float]]:
        vector = embedder.embed_query(bounded(request.query)[0])
        scored = vectors.search(request.tenant, request.user, vector, limit)
        cosines = dict(scored)
        ids = [memory_id for memory_id, _ in scored]
        memories = self._reader.get_many(request.tenant, request.user, ids)
        return [(memory, cosines[memory.id]) for memory in memories if memory.id in cosines]


def _with_hop(gathered: Gathered, found: Sequence[KeywordMatch], names: Sequence[str]) -> Gathered:
    return replace(gathered, hop=tuple(found), hop_names=tuple(names))


def ask_of(request: RecallRequest) -> Ask:
    """What the request asks of the recall core."""
    types = None if request.types is None else tuple(request.types)
    return Ask(request.query, request.token_budget, request.format, types, request.session)


def hit_of(hit: Hit) -> RecallHit:
    """The API view of a chosen memory."""
    memory = hit.memory
    return RecallHit(
        memory_id=memory.id,
        type=memory.type,
        key=memory.key,
        content=memory.content,
        score=hit.score,
        components=dict(hit.components),
        reasons=list(hit.reasons),
        confidence=memory.confidence,
        tokens=hit.tokens,
        provenance=memory.provenance,
        valid_from=memory.valid_from,
        last_seen=memory.last_seen,
        attributes=memory.attributes,
    )


def response_of(request: RecallRequest, recalled: Recalled, took_ms: float) -> RecallResponse:
    """The API response for what the recall core answered."""
    route = recalled.route
    info = RouteInfo(
        intent=route.intent,
        type_weights=dict(route.type_weights),
        working_memory=route.working_memory,
        cue=route.cue,
        entities=list(route.entities),
        period=route.period,
        asks_when=route.asks_when,
    )
    hits = {name: [hit_of(h) for h in recalled.hits(name)] for name in SECTIONS}
    return RecallResponse(
        query=request.query,
        route=info,
        **hits,
        packet=recalled.packet,
        packet_tokens=recalled.packet_tokens,
        token_budget=request.token_budget,
        format=request.format,
        dropped=recalled.dropped,
        took_ms=took_ms,
        degraded=list(recalled.degraded),
        memory_ignored=recalled.memory_ignored,
        notes=list(recalled.notes),
    )
