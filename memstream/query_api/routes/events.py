"""`POST /v1/events`: append a batch of interaction events to the log."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, Final

from fastapi import APIRouter, HTTPException, Request, status
from fastapi.responses import JSONResponse, Response
from pydantic import ValidationError

from memstream.config import EdgeLimits
from memstream.ports import OutgoingRecord, Position
from memstream.producers.records import event_record
from memstream.query_api.auth import PrincipalDep, requires
from memstream.query_api.deps import ApiServices, ServicesDep
from memstream.query_api.edge import EdgeConfig, EdgeDep
from memstream.query_api.limits import future_skew_error, limit_errors
from memstream.query_api.models import (
    MAX_BATCH,
    ErrorDetail,
    EventAccepted,
    EventRejected,
    EventsResponse,
    FieldError,
)
from memstream.schemas.events import EVENT_TYPES, INTERACTION_EVENT, InteractionEvent
from memstream.telemetry import inject_trace_headers, tracer
from memstream.trust.auth import KeyScope, Principal
from memstream.trust.sealing import RecordSealer

router = APIRouter(tags=["events"])

_REF_TEMPLATE: Final = "#/components/schemas/{model}"
_BODY: Final[dict[str, Any]] = {
    "requestBody": {
        "required": True,
        "content": {
            "application/json": {
                "schema": {
                    "type": "array",
                    "maxItems": MAX_BATCH,
                    "items": {"$ref": _REF_TEMPLATE.format(model="InteractionEvent")},
                }
            }
        },
    }
}
_DESCRIPTION: Final = f"""Append a batch (a JSON array, at most {MAX_BATCH}) of interaction events.

Each event is validated on its own. Valid events are appended to the log in the
order given; each gets the position where it landed (a token for `wait_for` in
recall). When every event is valid the answer is 202. When any is invalid the answer
is 422 with the same body: the invalid ones under `rejected` with every field at
fault, and the valid ones of the same batch **still appended** and listed under
`accepted` (nothing valid is lost; resend only the rejected ones, fixed). A body
that is not a JSON array is refused with 422 and nothing is appended; more than
{MAX_BATCH} events (`max_batch`), or a body over `max_body_bytes`, with 413; a body
that is not `application/json`, with 415. Each event's strings, nesting and time
are checked against the edge's limits (`memstream.config.EdgeLimits`), and every
event must belong to the tenant of the API key (403 for the whole batch otherwise).
"""


class EventInvalid(ValueError):
    """One event refused, with every field at fault."""

    def __init__(self, errors: list[FieldError]) -> None:
        super().__init__(f"{len(errors)} field error(s)")
        self.errors = errors


class BatchError(ValueError):
    """A batch refused as a whole: the HTTP status and a message."""

    def __init__(self, status_code: int, message: str) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.message = message


def event_component_schemas() -> dict[str, Any]:
    """OpenAPI component schemas of `InteractionEvent` and every model it refers to."""
    schema = dict(INTERACTION_EVENT.json_schema(ref_template=_REF_TEMPLATE))
    definitions: dict[str, Any] = schema.pop("$defs", {})
    return {**definitions, "InteractionEvent": schema}


def parse_batch(raw: bytes, max_batch: int = MAX_BATCH) -> list[Any]:
    """The items of a JSON array body, or a `BatchError` saying what is wrong."""
    try:
        body = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BatchError(422, f"body is not valid JSON: {exc}") from exc
    except RecursionError as exc:
        raise BatchError(422, "body is nested too deeply to parse (max_depth)") from exc
    if not isinstance(body, list):
        kind = type(body).__name__
        raise BatchError(422, f"body must be a JSON array of events, got a JSON {kind}")
    if len(body) > max_batch:
        raise BatchError(413, f"at most {max_batch} events per batch (max_batch), got {len(body)}")
    return body


def _field(loc: Sequence[int | str], error_type: str) -> str:
    if error_type.startswith("union_tag"):
        return "type"
    parts = list(loc[1:] if loc and loc[0] in EVENT_TYPES else loc)
    return ".".join(str(part) for part in parts) or "(event)"


def field_errors(exc: ValidationError) -> list[FieldError]:
    """One entry per error: the dotted field path at fault and what is wrong."""
    return [
        FieldError(field=_field(error["loc"], error["type"]), message=error["msg"])
        for error in exc.errors()
    ]


def validate_event(item: Any, limits: EdgeLimits, now: datetime) -> InteractionEvent:
    """One raw event as a model, or `EventInvalid` listing every field at fault."""
    errors = limit_errors(item, limits)
    if errors:
        raise EventInvalid(errors)
    try:
        event = INTERACTION_EVENT.validate_python(item)
    except ValidationError as exc:
        raise EventInvalid(field_errors(exc)) from exc
    skew = future_skew_error(event.time, now, limits)
    if skew is not None:
        raise EventInvalid([skew])
    return event


def validate_batch(
    items: Sequence[Any], limits: EdgeLimits | None = None, now: datetime | None = None
) -> tuple[list[tuple[int, InteractionEvent]], list[EventRejected]]:
    """Validate each item separately: the valid events by index, and the rejected ones."""
    chosen = limits or EdgeLimits()
    at = now or datetime.now(UTC)
    valid: list[tuple[int, InteractionEvent]] = []
    rejected: list[EventRejected] = []
    for index, item in enumerate(items):
        try:
            valid.append((index, validate_event(item, chosen, at)))
        except EventInvalid as exc:
            rejected.append(EventRejected(index=index, errors=exc.errors))
    return valid, rejected


def ensure_tenants(principal: Principal, events: Sequence[tuple[int, InteractionEvent]]) -> None:
    """403 (nothing appended) when any event belongs to a tenant the key may not write."""
    for index, event in events:
        if not principal.may_access(event.scope.tenant):
            raise HTTPException(
                status.HTTP_403_FORBIDDEN,
                f"event #{index}: this key may not write tenant '{event.scope.tenant}'",
            )


def _records(
    valid: Sequence[tuple[int, InteractionEvent]], headers: dict[str, str], sealer: RecordSealer
) -> list[OutgoingRecord]:
    """The events' records, sealed (a thread: a data key may be looked up in the database)."""
    return [event_record(event, headers, sealer) for _, event in valid]


@router.post(
    "/events",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=EventsResponse,
    summary="Append a batch of events",
    description=_DESCRIPTION,
    openapi_extra=_BODY,
    responses={
        422: {
            "model": EventsResponse | ErrorDetail,
            "description": "Some events were invalid (see body), or the body is not a JSON array.",
        },
        413: {"description": f"More than {MAX_BATCH} events in one batch, or a body too large."},
        415: {"description": "The body is not application/json."},
    },
    dependencies=[requires(KeyScope.INGEST)],
)
async def post_events(
    request: Request, services: ServicesDep, principal: PrincipalDep, edge: EdgeDep
) -> Response:
    """Append the valid events in order; 202 if all were valid, else 422 listing both."""
    try:
        items = parse_batch(await request.body(), edge.limits.max_batch)
    except BatchError as exc:
        return JSONResponse(status_code=exc.status_code, content={"detail": exc.message})
    # Off the event loop: a large batch takes tens of ms to validate, and recall waits on it.
    valid, rejected = await asyncio.to_thread(validate_batch, items, edge.limits, edge.clock())
    ensure_tenants(principal, valid)
    accepted = await append_events(services, valid, edge) if valid else []
    body = EventsResponse(accepted=accepted, rejected=rejected)
    code = status.HTTP_202_ACCEPTED if not rejected else status.HTTP_422_UNPROCESSABLE_CONTENT
    return Response(body.model_dump_json(), code, media_type="application/json")


async def append_events(
    services: ApiServices, valid: Sequence[tuple[int, InteractionEvent]], edge: EdgeConfig
) -> list[EventAccepted]:
    """Append events in order, sealed; each accepted one with its position signed."""
    with tracer().start_as_current_span("events.append") as span:
        span.set_attribute("memstream.events", len(valid))
        headers = inject_trace_headers()
        records = await asyncio.to_thread(_records, valid, headers, services.sealer)
        positions: list[Position] = await services.producer.send(records)
    return [
        EventAccepted(
            index=index,
            event_id=event.id,
            position=edge.signer.sign(event.scope.tenant, position),
        )
        for (index, event), position in zip(valid, positions, strict=True)
    ]
