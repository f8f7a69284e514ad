"""Operator endpoints over the log: stats, trace of a memory, dead letters and their redrive.

They read the log through `ApiServices.history`, by the topic names of DESIGN.md (the
history reads the live generation's topics). Writes (a redrive) go through the producer
like every other write.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Annotated, Any, Final

from fastapi import APIRouter, HTTPException, Path, Query, status
from pydantic import ConfigDict, Field, model_validator

from memstream.ports import LogHistory, LogRecord, OutgoingRecord
from memstream.projections.stats import (
    dead_letter_counts,
    dead_letter_view,
    decision_counts,
    decode_changes,
    in_scope,
    lag_of,
    memory_counts,
)
from memstream.projections.trace import trace_memory
from memstream.query_api.auth import requires
from memstream.query_api.deps import ApiServices, ServicesDep
from memstream.query_api.ids import EdgeId
from memstream.query_api.models import ErrorDetail
from memstream.query_api.params import TenantQuery, UserQuery
from memstream.schemas import topics
from memstream.schemas.base import FrozenModel
from memstream.trust.auth import KeyScope
from memstream.trust.sealing import opened_records

router = APIRouter(tags=["admin"])
TENANT_ADMIN = [requires(KeyScope.ADMIN)]
"""Stats and traces of the caller's own tenant (its `tenant` query parameter is checked)."""
OPERATOR_ADMIN = [requires(KeyScope.ADMIN, operator=True)]
"""Dead letters span every tenant: the operator's."""
PAGE: Final = 1000
MAX_PARTITIONS: Final = 1024
MemoryIdPath = Annotated[str, Path(min_length=1, max_length=200, pattern=r"^[^\x00]+$")]


def _history(services: ApiServices) -> LogHistory:
    if services.history is None:
        raise HTTPException(status.HTTP_501_NOT_IMPLEMENTED, "this runtime cannot read its log")
    return services.history


def by_key(history: LogHistory, topic: str, key: str) -> list[LogRecord]:
    """Every record of `topic` with partition key `key`, oldest first."""
    records: list[LogRecord] = []
    after = -1
    while True:
        page = history.by_key(topic, key, after, PAGE)
        records.extend(page)
        if len(page) < PAGE:
            return records
        after = page[-1].offset


def scan(history: LogHistory, topic: str, keep: Callable[[LogRecord], bool]) -> list[LogRecord]:
    """The records of every partition of `topic` that `keep` accepts."""
    total, seen = history.count(topic), 0
    kept: list[LogRecord] = []
    for partition in range(MAX_PARTITIONS):
        if seen >= total:
            break
        start = 0
        while page := history.of_topic(topic, partition, start, PAGE):
            seen += len(page)
            kept.extend(record for record in page if keep(record))
            start = page[-1].offset + 1
    return kept


def _changes(history: LogHistory, topic: str, tenant: str, user: str | None) -> list[LogRecord]:
    if user is not None:
        return by_key(history, topic, f"{tenant}:{user}")
    return scan(history, topic, lambda r: in_scope(r.key, tenant, None))


def compute_stats(services: ApiServices, tenant: str, user: str | None) -> dict[str, Any]:
    """Memories by type and status, decisions by kind, lag and dead letters of a scope."""
    history = _history(services)
    health = services.health()
    sealed_changes = _changes(history, topics.MEMORY_CHANGES, tenant, user)
    changes, unreadable = decode_changes(opened_records(sealed_changes, services.sealer))
    dead = scan(history, topics.DLQ, lambda r: in_scope(r.key, tenant, user))
    return {
        "tenant": tenant,
        "user": user,
        "memories": memory_counts(changes),
        "decisions": decision_counts(changes),
        "unreadable_changes": unreadable,
        "lag": lag_of(health),
        "dead_letters": dead_letter_counts(dead),
    }


@router.get(
    "/admin/stats",
    summary="Memories, decisions, lag and dead letters of a scope",
    dependencies=TENANT_ADMIN,
)
async def stats(services: ServicesDep, tenant: TenantQuery, user: UserQuery = None) -> Any:
    """Per tenant (and user): memories by type and status, decisions by kind, lag, DLQ."""
    return await asyncio.to_thread(compute_stats, services, tenant, user)


def compute_trace(services: ApiServices, tenant: str, user: str, memory_id: str) -> Any:
    """The decisions, candidates and events behind one memory of a user."""
    history = _history(services)
    key = f"{tenant}:{user}"
    topics_read = (topics.MEMORY_CHANGES, topics.CANDIDATES, topics.INTERACTIONS)
    changes, candidates, events = (
        opened_records(by_key(history, topic, key), services.sealer) for topic in topics_read
    )
    traced = trace_memory(memory_id, changes, candidates, events)
    if not traced["decisions"]:
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"no decision about {memory_id!r}")
    return traced


@router.get(
    "/admin/trace/{memory_id}",
    summary="Why a memory exists",
    dependencies=TENANT_ADMIN,
    responses={404: {"model": ErrorDetail, "description": "No decision about this memory."}},
)
async def trace(
    memory_id: MemoryIdPath, services: ServicesDep, tenant: TenantQuery, user: TenantQuery
) -> Any:
    """The chain of events, candidates and decisions behind a memory (404 if none)."""
    return await asyncio.to_thread(compute_trace, services, tenant, user, memory_id)


def list_dead_letters(services: ApiServices, tenant: str | None) -> list[LogRecord]:
    """Every dead letter (of one tenant when given), oldest first per partition."""
    keep = (lambda r: in_scope(r.key, tenant, None)) if tenant else (lambda r: True)
    return scan(_history(services), topics.DLQ, keep)


@router.get(
    "/admin/dlq",
    summary="Dead letters, with why and where they came from",
    dependencies=OPERATOR_ADMIN,
)
async def dead_letters(
    services: ServicesDep,
    tenant: Annotated[str | None, Query(max_length=200)] = None,
    limit: Annotated[int, Query(ge=1, le=10_000)] = 100,
) -> Any:
    """The dead letters (at most `limit`, oldest first) and how many there are."""

    def listed() -> dict[str, Any]:
        records = list_dead_letters(services, tenant)
        opened = [dead_letter_view(r, services.sealer.open_note) for r in records[:limit]]
        return {"total": len(records), "records": opened}

    return await asyncio.to_thread(listed)


class DeadLetterRef(FrozenModel):
    """One DLQ record, by its place in the DLQ topic."""

    partition: int = Field(ge=0)
    offset: int = Field(ge=0)


class RedriveRequest(FrozenModel):
    """Which dead letters to send back: the listed ones, or all of them (of a tenant)."""

    model_config = ConfigDict(
        json_schema_extra={
            "anyOf": [
                {"required": ["records"], "properties": {"records": {"minItems": 1}}},
                {"required": ["all"], "properties": {"all": {"const": True}}},
            ]
        }
    )

    records: list[DeadLetterRef] = Field(default_factory=list, max_length=10_000)
    all: bool = False
    tenant: EdgeId | None = None

    @model_validator(mode="after")
    def _something_named(self) -> RedriveRequest:
        if not self.records and not self.all:
            raise ValueError("name the records to redrive, or all=true")
        return self


def redrive_record(record: LogRecord) -> OutgoingRecord:
    """The original bytes, back to the topic the DLQ headers name (422 when they name none)."""
    original = record.headers.get("original_topic")
    if not original or original == topics.DLQ:
        where = f"{record.partition}/{record.offset}"
        raise HTTPException(400, f"dead letter {where} names no original topic")
    origin = f"{record.topic}/{record.partition}/{record.offset}"
    return OutgoingRecord(original, record.key, record.value, {"redriven_from": origin})


def _chosen(services: ApiServices, body: RedriveRequest) -> list[LogRecord]:
    records = list_dead_letters(services, body.tenant)
    if body.all:
        return records
    wanted = {(ref.partition, ref.offset) for ref in body.records}
    chosen = [r for r in records if (r.partition, r.offset) in wanted]
    if len(chosen) != len(wanted):
        raise HTTPException(status.HTTP_404_NOT_FOUND, "some dead letters do not exist")
    return chosen


@router.post(
    "/admin/dlq/redrive",
    summary="Send dead letters back to their original topics",
    dependencies=OPERATOR_ADMIN,
    responses={
        400: {"model": ErrorDetail, "description": "Nothing named, or no original topic."},
        404: {"model": ErrorDetail, "description": "A named dead letter does not exist."},
    },
)
async def redrive(body: RedriveRequest, services: ServicesDep) -> Any:
    """Re-append each chosen dead letter's original bytes to its original topic."""
    chosen = await asyncio.to_thread(_chosen, services, body)
    outgoing = [redrive_record(record) for record in chosen]
    positions = await services.producer.send(outgoing) if outgoing else []
    return {
        "redriven": [
            {"from": o.headers["redriven_from"], "to": p.as_token()}
            for o, p in zip(outgoing, positions, strict=True)
        ]
    }
