"""Recall: read the query, route it, gather from the read models in parallel, then the pure
core; a second keyword hop from the names the first hits mention. No LLM.

Recall's blocking work runs on executors of its own (`RecallExecutors`), never on the
event loop and never on the default executor that ingest, health and the key store use:
the reads on a few threads (`RECALL_WORKERS`), the CPU work (reading and routing the
query, embedding it, choosing the second hop's names, scoring, filling the budget and
building the response) on one thread, or in a server, for a long query, on one worker
process (`reading.QueryProcess`, started with the server). A burst of recalls queues
behind them; `/healthz` and `POST /v1/events` still find threads free, and no recall's
pure-Python reading competes with the event loop for the server's interpreter lock (on a
thread it did, and the lock's hand-overs stalled them up to 200-600 ms under a burst).
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Final, TypeVar

from memstream.ports import (
    KeywordMatch,
    MemoryReader,
    QueryEmbedder,
    RecallPolicy,
    SessionMatchScore,
    VectorSearch,
)
from memstream.query_api.models import RecallHit, RecallRequest, RecallResponse, RouteInfo
from memstream.query_api.narrated import told_narrative
from memstream.query_api.reading import QueryProcess, QueryRead, read_query
from memstream.query_api.recall.assemble import Gathered, assemble, collect, ignored
from memstream.query_api.recall.found import SECTIONS, RecallContext, ScoringConfig
from memstream.query_api.recall.hop import HOP_LIMIT, hop_names, hop_terms
from memstream.query_api.recall.instances import INSTANCE_LIMIT
from memstream.query_api.recall.plan import GatherPlan, plan_gather
from memstream.query_api.recall.policy import ALLOW_ALL
from memstream.query_api.recall.query import bounded
from memstream.query_api.recall.result import Ask, Hit, Recalled
from memstream.query_api.recall.route import restrict
from memstream.query_api.recall.score import calibrate_keyword, quick_rank
from memstream.query_api.recall.signals import Bound, SignalQuery
from memstream.schemas.memory import Memory, MemoryType
from memstream.telemetry import RECALL_SECONDS, logger, tracer

T = TypeVar("T")
RECALL_WORKERS: Final = 4
"""Threads of a process's recall executor for reads (see the module docstring)."""


@dataclass
class RecallExecutors:
    """Where recall's blocking work runs: reads on `io`, CPU work on `cpu` (one thread), or
    reading and embedding the query on `reader` (a worker process) when a server set one."""

    io: Executor
    cpu: Executor
    reader: QueryProcess | None = None

    def shutdown(self) -> None:
        """Stop them (queued work is dropped)."""
        for executor in (self.io, self.cpu):
            executor.shutdown(wait=False, cancel_futures=True)
        if self.reader is not None:
            self.reader.stop()


def recall_executors(workers: int = RECALL_WORKERS) -> RecallExecutors:
    """A process's recall executors (share them across the generations' services)."""
    io = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="recall-io")
    return RecallExecutors(io, ThreadPoolExecutor(max_workers=1, thread_name_prefix="recall-cpu"))


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
        executors: RecallExecutors | None = None,
        signals: Sequence[Bound] = (),
    ) -> None:
        self._reader = reader
        self._signals = tuple(signals)
        self._vectors = vectors
        self._embedder = embedder
        self._clock = clock
        self._config = config or ScoringConfig()
        self._policy = policy
        self._log = logger(__name__)
        self._executors = executors or recall_executors()

    async def _call(self, work: Callable[..., T], *args: object) -> T:
        """Run a blocking read on the recall executor (the caller's context, spans included)."""
        return await _run(self._executors.io, work, *args)

    async def _compute(self, work: Callable[..., T], *args: object) -> T:
        """Run CPU work on the recall's one CPU thread."""
        return await _run(self._executors.cpu, work, *args)

    async def recall(self, request: RecallRequest) -> RecallResponse:
        """The token-budgeted, explained context packet for one user and query."""
        started = time.perf_counter()
        with tracer().start_as_current_span("recall") as span:
            span.set_attribute("memstream.tenant", request.tenant)
            span.set_attribute("memstream.format", request.format)
            ctx = await self._read(request)
            if request.ignore_memory:
                response = await self._compute(_answer, request, ctx, None, started)
            else:
                plan = plan_gather(ctx.route, ask_of(request), ctx.query)
                gathered = await self._further(request, ctx, await self._gather(request, plan))
                response = await self._compute(_answer, request, ctx, gathered, started)
            span.set_attribute("memstream.route", ctx.route.intent)
            if not request.embed_query:
                span.set_attribute("memstream.dense", DENSE_OFF)
            span.set_attribute("memstream.packet_tokens", response.packet_tokens)
        return response

    @property
    def executors(self) -> RecallExecutors:
        """Where this service's blocking work runs (shared by a process's services)."""
        return self._executors

    async def _read(self, request: RecallRequest) -> RecallContext:
        """The query read and routed: by the reading process when it takes the query."""
        now = request.at or self._clock()
        in_session = request.session is not None
        reader = self._executors.reader
        if reader is None or not reader.takes(request.query):
            read = await self._compute(read_query, request.query, now, in_session)
        else:
            read = await reader.read(request.query, now, in_session)
        return self._context(request, now, read)

    def _context(self, request: RecallRequest, now: datetime, read: QueryRead) -> RecallContext:
        return RecallContext(
            tenant=request.tenant,
            user=request.user,
            route=restrict(read.route, request.types),
            now=now,
            query=read.query,
            workspace=request.workspace,
            session=request.session,
            config=self._config,
            policy=self._policy,
        )

    async def _gather(self, request: RecallRequest, plan: GatherPlan) -> Gathered:
        if not self._signals:
            return await self._reads(request, plan)
        reads, signals = await asyncio.gather(
            self._reads(request, plan), self._signalled(request, plan)
        )
        return await self._with_signals(request, reads, signals)

    async def _reads(self, request: RecallRequest, plan: GatherPlan) -> Gathered:
        structured, recent, working, searches, period, (dense, degraded) = await asyncio.gather(
            self._structured(request, plan),
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

    async def _signalled(
        self, request: RecallRequest, plan: GatherPlan
    ) -> dict[str, dict[str, float]]:
        """What each declared signal found: its evidence by memory id."""
        query = SignalQuery(
            request.tenant, request.user, request.query, plan.query_tokens, plan.search_limit
        )
        found = await asyncio.gather(
            *(self._call(signal.read, port, query) for signal, port in self._signals)
        )
        return {
            signal.name: {memory_id: signal.evidence(strength) for memory_id, strength in hits}
            for (signal, _), hits in zip(self._signals, found, strict=True)
        }

    async def _with_signals(
        self, request: RecallRequest, gathered: Gathered, signals: dict[str, dict[str, float]]
    ) -> Gathered:
        """The signals' evidence, and the memories only a signal found (fetched)."""
        wanted = await self._compute(_unfound, gathered, signals)
        fetched = await self._call(self._reader.get_many, request.tenant, request.user, wanted)
        return replace(gathered, signals=signals, signalled=tuple(fetched))

    async def _further(
        self, request: RecallRequest, ctx: RecallContext, gathered: Gathered
    ) -> Gathered:
        """The searches the first reads lead to, at once: the second hop, and instances of
        the kind the question names (`recall.instances`)."""
        hopped, instances = await asyncio.gather(
            self._second_hop(request, ctx, gathered), self._instances(request, ctx)
        )
        return replace(hopped, instances=tuple(instances)) if instances else hopped

    async def _instances(self, request: RecallRequest, ctx: RecallContext) -> list[KeywordMatch]:
        """The question's terms and the instances of its kind, searched together."""
        if not ctx.query.instances:
            return []
        terms = (*ctx.query.terms, *ctx.query.instances)
        return await self._keyword(request, terms, INSTANCE_LIMIT)

    async def _second_hop(
        self, request: RecallRequest, ctx: RecallContext, gathered: Gathered
    ) -> Gathered:
        """Search again with the names the best first hits mention (when there are any)."""
        if not ctx.query.terms or not gathered.keyword:
            return gathered
        names = await self._compute(_hop_names, ctx, gathered)
        if not names:
            return gathered
        found = await self._keyword(request, hop_terms(names, ctx.query), HOP_LIMIT)
        return _with_hop(gathered, found, names)

    async def _structured(self, request: RecallRequest, plan: GatherPlan) -> list[Memory]:
        """The always-included memories, the narrative first when the route reads profiles
        (rendered now from the user's memories: it is not stored)."""
        if MemoryType.PROFILE not in plan.always_types:
            return await self._by_types(request, plan.always_types, plan.always_limit)
        told, found = await asyncio.gather(
            self._call(told_narrative, self._reader, request.tenant, request.user),
            self._by_types(request, plan.always_types, plan.always_limit),
        )
        return [*told, *found]

    async def _by_types(
        self, request: RecallRequest, types: Sequence[MemoryType], limit: int
    ) -> list[Memory]:
        if not types:
            return []
        reader = self._reader
        return await self._call(reader.by_types, request.tenant, request.user, types, limit)

    async def _working(self, request: RecallRequest, plan: GatherPlan) -> list[Memory]:
        if plan.session is None:
            return []
        return await self._call(
            self._reader.in_session, request.tenant, request.user, plan.session, plan.working_limit
        )

    async def _period(self, request: RecallRequest, plan: GatherPlan) -> list[Memory]:
        period = plan.period
        if period is None:
            return []
        return await self._call(
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
        found = await self._call(
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
        found = await self._call(
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
            vector = await self._embed(self._embedder, bounded(request.query)[0])
            found = await self._call(
                self._nearest, self._vectors, request, vector, plan.search_limit
            )
        except Exception as exc:  # the optional path degrades, it never fails the recall
            self._log.warning("dense search failed", error=repr(exc), tenant=request.tenant)
            return [], (f"{DENSE_UNAVAILABLE}: {type(exc).__name__}",)
        return found, ()

    async def _embed(self, embedder: QueryEmbedder, text: str) -> Sequence[float]:
        """The query vector: made by the reading process when it takes the query, else here."""
        reader = self._executors.reader
        if reader is not None and reader.embeds and reader.takes(text):
            return await reader.embed(text)
        return await self._compute(embedder.embed_query, text)

    def _nearest(
        self, vectors: VectorSearch, request: RecallRequest, vector: Sequence[float], limit: int
    ) -> list[tuple[Memory, float]]:
        scored = vectors.search(request.tenant, request.user, vector, limit)
        cosines = dict(scored)
        ids = [memory_id for memory_id, _ in scored]
        memories = self._reader.get_many(request.tenant, request.user, ids)
        return [(memory, cosines[memory.id]) for memory in memories if memory.id in cosines]


def _answer(
    request: RecallRequest, ctx: RecallContext, gathered: Gathered | None, started: float
) -> RecallResponse:
    """Recall's CPU work once the reads are in: score, fill the budget, build the response
    (`gathered` None: memory ignored at the request's asking)."""
    recalled = ignored(ctx) if gathered is None else assemble(ask_of(request), ctx, gathered)
    took = time.perf_counter() - started
    RECALL_SECONDS.observe(took)
    return response_of(request, recalled, round(took * 1000.0, 3))


def _hop_names(ctx: RecallContext, gathered: Gathered) -> tuple[str, ...]:
    """The names the best first hits mention, for a second keyword hop."""
    calibrated = calibrate_keyword(ctx, [share for _, share, _ in gathered.keyword])
    first = quick_rank(collect(gathered), calibrated, ("facts", "episodes"))
    return hop_names(first, ctx.query)


def _unfound(gathered: Gathered, signals: dict[str, dict[str, float]]) -> list[str]:
    """The ids only a signal found (the reads did not), sorted."""
    known = {found.memory.id for found in collect(gathered)}
    return sorted({i for found_by in signals.values() for i in found_by} - known)


async def _run(executor: Executor, work: Callable[..., T], *args: object) -> T:
    context = contextvars.copy_context()
    call = functools.partial(context.run, work, *args)
    return await asyncio.get_running_loop().run_in_executor(executor, call)


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
