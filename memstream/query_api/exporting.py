"""Export: everything held about a user, from the read models and the log.

Events are read back from the log one user at a time (`LogHistory.by_key`) and go
through `decode_exported`, the one place that turns a stored record into what a user
sees: when the log holds a user's content encrypted (crypto-shredding), this is
where it is decrypted, and an erased user's records show as `erased`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from typing import Any, Final

from memstream.ports import LogHistory, LogRecord, MemoryHistoryView, MemoryReader
from memstream.query_api.models import ExportedEvent, MemoryPublic, UserExport
from memstream.query_api.ports import RetentionMarks
from memstream.schemas import codec, topics
from memstream.schemas.memory import MemoryType
from memstream.trust.crypto import KeyErased
from memstream.trust.retention import source_status
from memstream.trust.sealing import PLAINTEXT, RecordSealer

PAGE: Final = 1000


def decode_exported(record: LogRecord, sealer: RecordSealer = PLAINTEXT) -> ExportedEvent:
    """One stored interaction record as the user sees it in an export (opened by `sealer`)."""
    position = record.position.as_token()
    try:
        event = codec.decode_event(sealer.open(record.value))
    except KeyErased:
        return ExportedEvent(position=position, status="erased", reason="the user was erased")
    except codec.DecodeError as exc:
        return ExportedEvent(position=position, status="undecodable", reason=str(exc)[:200])
    return ExportedEvent(position=position, status="ok", event=event.model_dump(mode="json"))


def user_records(history: LogHistory, tenant: str, user: str) -> Iterator[LogRecord]:
    """Every interaction record of one user, oldest first, read a page at a time."""
    after = -1
    while True:
        page = history.by_key(topics.INTERACTIONS, f"{tenant}:{user}", after=after, limit=PAGE)
        yield from page
        if len(page) < PAGE:
            return
        after = page[-1].offset


def user_events(
    history: LogHistory | None, tenant: str, user: str, sealer: RecordSealer = PLAINTEXT
) -> Iterator[ExportedEvent]:
    """The user's events as exported (none when the runtime cannot read its log)."""
    if history is None:
        return
    for record in user_records(history, tenant, user):
        yield decode_exported(record, sealer)


def to_public(history: MemoryHistoryView, expired_before: datetime | None = None) -> MemoryPublic:
    """A memory's current version with every stored version, and whether its sources expired."""
    memory = history.memory
    sources = source_status(memory.first_seen, memory.last_seen, expired_before)
    return MemoryPublic(**dict(memory), history=list(history.versions), sources=sources)


def expired_before(marks: RetentionMarks | None, tenant: str) -> datetime | None:
    """The tenant's retention cutoff, if interactions expire and some did."""
    return None if marks is None else marks.expired_before(tenant)


def user_memories(
    reader: MemoryReader, tenant: str, user: str, marks: RetentionMarks | None = None
) -> list[MemoryPublic]:
    """Every memory of the user, inactive ones included, with its versions."""
    cutoff = expired_before(marks, tenant)
    return [to_public(found, cutoff) for found in reader.list_memories(tenant, user, True)]


def user_export(
    reader: MemoryReader,
    history: LogHistory | None,
    tenant: str,
    user: str,
    now: datetime,
    sealer: RecordSealer = PLAINTEXT,
    marks: RetentionMarks | None = None,
) -> UserExport:
    """Everything held about one user, as one document."""
    memories = user_memories(reader, tenant, user, marks)
    return UserExport(
        tenant=tenant,
        user=user,
        exported_at=now,
        memories=[m for m in memories if m.type is not MemoryType.EPISODE],
        episodes=[m for m in memories if m.type is MemoryType.EPISODE],
        events=list(user_events(history, tenant, user, sealer)),
        events_available=history is not None,
    )


def ndjson(kind: str, user: str, data: Any) -> bytes:
    """One JSON Lines entry of a tenant-wide export."""
    line = json.dumps({"kind": kind, "user": user, "data": data}, ensure_ascii=False)
    return line.encode() + b"\n"


def tenant_lines(
    reader: MemoryReader,
    history: LogHistory | None,
    tenant: str,
    users: list[str],
    sealer: RecordSealer = PLAINTEXT,
    marks: RetentionMarks | None = None,
) -> Iterator[bytes]:
    """A tenant's export as JSON Lines: per user, its memories then its events."""
    for user in users:
        yield ndjson("user", user, {"tenant": tenant, "user": user})
        for memory in user_memories(reader, tenant, user, marks):
            yield ndjson("memory", user, memory.model_dump(mode="json"))
        for event in user_events(history, tenant, user, sealer):
            yield ndjson("event", user, event.model_dump(mode="json"))
