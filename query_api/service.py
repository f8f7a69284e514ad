"""Recall: route, gather from the read models in parallel, then the pure core. No LLM."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from datetime import datetime

from memstream.query_api.models import RecallRequest, RecallResponse
from memstream.query_api.ports import MemoryReader, QueryEmbedder, VectorSearch
from memstream.query_api.recall.assemble import Gathered, assemble
from memstream.query_api.recall.plan import GatherPlan, plan_gather
from memstream.query_api.recall.route import Route, restrict, route
from memstream.query_api.recall.score import RecallContext, ScoringConfig
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
    ) -> None:
        self._reader = reader
        self._vectors = vectors
        self._embedder = embedder
        self._clock = clock
        self._config = config or ScoringConfig()
        self._log = logger(__name__)

    async def recall(self, request: RecallRequest) -> RecallResponse:
        """The token-budgeted, explained context packet for one user and query."""
        started = time.perf_counter()
        with tracer().start_as_current_span("recall") as span:
            span.set_attribute("memstream.tenant", request.tenant)
            span.set_attribute("memstream.format", request.format)
            chosen = restrict(route(request.query, request.session is not None), request.types)
            plan = plan_gather(chosen, request)
            ctx = self._context(request, chosen, plan.query_tokens)
            gathered = await self._gather(request, plan)
            response = assemble(request, ctx, gathered)
            span.set_attribute("memstream.route", chosen.intent)
            if not request.embed_query:
                span.set_attribute("memstream.dense", DENSE_OFF)
            span.set_attribute("memstream.packet_tokens", response.packet_tokens)
        took = time.perf_counter() - started
        RECALL_SECONDS.observe(took)
        return response.model_copy(update={"took_ms": round(took * 1000.0, 3)})

    def _context(
        self, request: RecallRequest, chosen: Route, query_tokens: tuple[str, ...]
    ) -> RecallContext:
        return RecallContext(
            tenant=request.tenant,
            user=request.user,
            route=chosen,
            now=request.at or self._clock(),
            query_tokens=query_tokens,
            workspace=request.workspace,
            session=request.session,
            config=self._config,
        )

    async def _gather(self, request: RecallRequest, plan: GatherPlan) -> Gathered:
        structured, recent, working, keyword, (dense, degraded) = await asyncio.gather(
            self._by_types(request, plan.always_types, plan.always_limit),
            self._by_types(request, plan.recent_types, plan.recent_limit),
            self._by_types(request, plan.working_types, plan.working_limit),
            self._keyword(request, plan),
            self._dense(request, plan),
        )
        return Gathered(structured, recent, working, keyword, dense, degraded)

    async def _by_types(
        self, request: RecallRequest, types: Sequence[MemoryType], limit: int
    ) -> list[Memory]:
        if not types:
            return []
        reader = self._reader
        return await asyncio.to_thread(reader.by_types, request.tenant, request.user, types, limit)

    async def _keyword(
        self, request: RecallRequest, plan: GatherPlan
    ) -> list[tuple[Memory, float]]:
        if not plan.query_tokens:
            return []
        return await asyncio.to_thread(
            self._reader.keyword_search,
            request.tenant,
            request.user,
            plan.query_tokens,
            plan.search_limit,
        )

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
        vector = embedder.embed_query(request.query)
        scored = vectors.search(request.tenant, request.user, vector, limit)
        cosines = dict(scored)
        ids = [memory_id for memory_id, _ in scored]
        memories = self._reader.get_many(request.tenant, request.user, ids)
        return [(memory, cosines[memory.id]) for memory in memories if memory.id in cosines]
