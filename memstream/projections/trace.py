"""Why a memory exists: the chain event -> candidate -> decision, folded from the log. Pure.

The memory-changes topic holds each decision about the memory and the id of what caused
it (a candidate or a command); the candidates topic holds those, each naming its source
events; the interactions topic holds the events. One user's records share a partition
key, so the three lists given here are that user's records of each topic.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from memstream.ports import LogRecord
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.changes import MemoryChange
from memstream.schemas.codec import DecodeError, decode_candidate, decode_change, decode_event

PREVIEW = 300


def _decoded(records: Iterable[LogRecord], decode: Any) -> list[tuple[LogRecord, Any]]:
    pairs = []
    for record in records:
        try:
            pairs.append((record, decode(record.value)))
        except DecodeError:
            continue
    return pairs


def _where(record: LogRecord) -> str:
    return f"{record.topic}/{record.partition}/{record.offset}"


def change_view(record: LogRecord, change: MemoryChange) -> dict[str, Any]:
    """One decision about the memory."""
    memory = change.memory
    return {
        "at": _where(record),
        "kind": change.kind.value,
        "reason": change.reason,
        "cause_id": change.cause_id,
        "event_time": change.event_time.isoformat(),
        "version": memory.version if memory else None,
        "status": memory.status.value if memory else "deleted",
        "content": memory.content if memory else None,
    }


def candidate_view(record: LogRecord, candidate: Any) -> dict[str, Any]:
    """A candidate (what a matcher proposed) or a command the extract stage passed on."""
    view: dict[str, Any] = {"at": _where(record), "id": candidate.id, "kind": candidate.kind}
    if isinstance(candidate, MemoryCandidate):
        provenance = candidate.provenance
        view |= {
            "type": candidate.type.value,
            "key": candidate.key,
            "content": candidate.content,
            "confidence": candidate.confidence,
            "matcher": f"{provenance.matcher}@{provenance.matcher_version}",
            "explicit": provenance.explicit,
            "speaker": provenance.speaker,
            "event_ids": list(provenance.event_ids),
        }
    else:
        view["event_ids"] = [candidate.event_id]
    return view


def event_view(record: LogRecord, event: Any) -> dict[str, Any]:
    """An interaction event, with a preview of what was said."""
    payload = getattr(event, "payload", None)
    said = getattr(payload, "content", None)
    view = {"at": _where(record), "id": event.id, "type": event.type}
    view["time"] = event.time.isoformat()
    if isinstance(said, str):
        view["content"] = said[:PREVIEW]
        view["role"] = getattr(payload, "role", None)
    return view


def trace_memory(
    memory_id: str,
    changes: Iterable[LogRecord],
    candidates: Iterable[LogRecord],
    events: Iterable[LogRecord],
) -> dict[str, Any]:
    """The decisions about `memory_id`, the candidates and commands behind them, their events."""
    decisions = [(r, c) for r, c in _decoded(changes, decode_change) if c.memory_id == memory_id]
    causes = {change.cause_id for _, change in decisions}
    event_ids = {i for _, c in decisions if c.memory for i in c.memory.provenance.event_ids}
    proposed = [(r, c) for r, c in _decoded(candidates, decode_candidate) if c.id in causes]
    views = [candidate_view(r, c) for r, c in proposed]
    event_ids |= {i for view in views for i in view["event_ids"]}
    said = [event_view(r, e) for r, e in _decoded(events, decode_event) if e.id in event_ids]
    return {
        "memory_id": memory_id,
        "decisions": [change_view(r, c) for r, c in decisions],
        "candidates": views,
        "events": said,
    }
