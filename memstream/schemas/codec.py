"""Bytes on a topic <-> models: decode, upcast old versions, then validate.

An upcaster takes the JSON object of version N and returns version N+1. They are
declared in `UPCASTERS` per record type (the `type` of an event, the `kind` of a
candidate record, `memory.change` for changes) and version, and chained by the decoder
before validation, so old payloads keep decoding forever. No record type has a second
version yet, so the table is empty.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Final, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from memstream.schemas.candidates import CANDIDATE_RECORD, CandidateRecord
from memstream.schemas.changes import MEMORY_CHANGE, MemoryChange
from memstream.schemas.events import INTERACTION_EVENT, InteractionEvent

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]
T = TypeVar("T")

UPCASTERS: Final[dict[tuple[str, int], Upcaster]] = {}
"""How each (record type, version) becomes the next version."""
CHANGE_RECORD_TYPE: Final = "memory.change"


class DecodeError(ValueError):
    """A record that is not valid JSON or does not validate; `reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def upcast(record_type: str, data: dict[str, Any]) -> dict[str, Any]:
    """Apply every declared upcaster from the record's version onwards."""
    version = int(data.get("schema_version", 1))
    while (step := UPCASTERS.get((record_type, version))) is not None:
        data = step(dict(data))
        version += 1
        data["schema_version"] = version
    return data


def encode(model: BaseModel) -> bytes:
    """Serialize a model as compact UTF-8 JSON (`model_dump_json`'s bytes, not decoded to
    a string and encoded back)."""
    return model.__pydantic_serializer__.to_json(model)


def _decode(raw: bytes, record_type_field: str | None, adapter: TypeAdapter[T]) -> T:
    try:  # the usual case, a current version: pydantic parses the JSON itself (fast)
        return adapter.validate_json(raw)
    except ValidationError:
        pass  # an older version to upcast, or bad input: the careful path says which
    try:
        data = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DecodeError(f"not JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise DecodeError("not a JSON object")
    record_type = str(data.get(record_type_field, "")) if record_type_field else CHANGE_RECORD_TYPE
    try:
        return adapter.validate_python(upcast(record_type, data))
    except ValidationError as exc:
        raise DecodeError(describe_validation_error(exc)) from exc


def decode_event(raw: bytes) -> InteractionEvent:
    """Decode an interaction event (upcast, then validate)."""
    return _decode(raw, "type", INTERACTION_EVENT)


def decode_candidate(raw: bytes) -> CandidateRecord:
    """Decode a candidate record (upcast, then validate)."""
    return _decode(raw, "kind", CANDIDATE_RECORD)


def decode_change(raw: bytes) -> MemoryChange:
    """Decode a memory change (upcast, then validate)."""
    return _decode(raw, None, MEMORY_CHANGE)


def describe_validation_error(exc: ValidationError) -> str:
    """One line per error: the field path at fault and what is wrong with it."""
    lines = []
    for error in exc.errors():
        path = ".".join(str(part) for part in error["loc"]) or "(record)"
        lines.append(f"{path}: {error['msg']}")
    return "; ".join(lines)
