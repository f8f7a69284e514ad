"""Operator views folded from the log: memory counts, decisions, dead letters. Pure.

`memstream stats` reads these through `GET /v1/admin/stats`: the memory-changes topic
says every decision ever made and (its last change per memory) each memory's status, so
the counts match the read models without querying them; the DLQ headers say which step
dead-lettered what.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from memstream.ports import LogRecord
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.codec import DecodeError, decode_change


def decode_changes(records: Iterable[LogRecord]) -> tuple[list[MemoryChange], int]:
    """The decodable changes of `records`, and how many could not be decoded."""
    changes: list[MemoryChange] = []
    unreadable = 0
    for record in records:
        try:
            changes.append(decode_change(record.value))
        except DecodeError:
            unreadable += 1
    return changes, unreadable


def decision_counts(changes: Iterable[MemoryChange]) -> dict[str, int]:
    """How many decisions of each kind."""
    return dict(sorted(Counter(change.kind.value for change in changes).items()))


def memory_counts(changes: Iterable[MemoryChange]) -> dict[str, dict[str, int]]:
    """Memories by type and status, from the last change of each memory."""
    last: dict[str, tuple[str, str]] = {}
    for change in changes:
        if change.memory is not None:
            last[change.memory_id] = (change.memory.type.value, change.memory.status.value)
        elif change.kind == ChangeKind.DELETED and change.memory_id in last:
            last[change.memory_id] = (last[change.memory_id][0], "deleted")
    counts: dict[str, dict[str, int]] = {}
    for memory_type, status in last.values():
        by_status = counts.setdefault(memory_type, {})
        by_status[status] = by_status.get(status, 0) + 1
    return {t: dict(sorted(s.items())) for t, s in sorted(counts.items())}


def dead_letter_view(record: LogRecord, open_note: Callable[[str], str] = str) -> dict[str, Any]:
    """A DLQ record as an operator reads it (the original bytes stay in the log); its
    reason opened by `open_note` (a sealed reason is shredded with its user)."""
    headers = record.headers
    reason = headers.get("reason")
    return {
        "partition": record.partition,
        "offset": record.offset,
        "key": record.key,
        "step": headers.get("step"),
        "reason": None if reason is None else open_note(reason),
        "original_topic": headers.get("original_topic"),
        "original_partition": _int(headers.get("original_partition")),
        "original_offset": _int(headers.get("original_offset")),
        "redriven_from": headers.get("redriven_from"),
        "bytes": len(record.value),
    }


def dead_letter_counts(records: Iterable[LogRecord]) -> dict[str, Any]:
    """Dead letters in total, by step and by original topic."""
    views = [dead_letter_view(record) for record in records]
    return {
        "total": len(views),
        "by_step": dict(Counter(str(v["step"]) for v in views)),
        "by_topic": dict(Counter(str(v["original_topic"]) for v in views)),
    }


def in_scope(key: str, tenant: str, user: str | None) -> bool:
    """Whether a record's partition key (`tenant:user`) belongs to the tenant (and user)."""
    return key == f"{tenant}:{user}" if user is not None else key.startswith(f"{tenant}:")


def lag_of(health: Mapping[str, Any]) -> dict[str, int]:
    """Records each runner has not processed yet, from the runtime's health report."""
    pending = health.get("pending") or health.get("lag") or {}
    return {str(k): int(v) for k, v in pending.items()} if isinstance(pending, Mapping) else {}


def _int(value: str | None) -> int | None:
    return int(value) if value is not None and value.lstrip("-").isdigit() else None
