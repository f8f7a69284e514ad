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
from memstream.query_api.erasure import parse_position
from memstream.query_api.limits import future_skew_error, limit_errors
from memstream.query_api.models import (
    MAX_BATCH,
    ConflictDetail,
    ErrorDetail,
    EventAccepted,
    EventRejected,
    EventsResponse,
    FieldError,
)
from memstream.schemas.events import (
    EVENT_TYPES,
    INTERACTION_EVENT,
    InteractionEvent,
    UserErased,
)
from memstream.telemetry import inject_trace_headers, tracer
from memstream.trust.auth import KeyScope, Principal
from memstream.trust.sealing import RecordSealer

router = APIRouter(tags=["events"])

ADMIN_EVENT_TYPES: Final = frozenset({"user.erased"})
"""Commands only a key with the `admin` scope may append (an erase shreds keys)."""

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
that is not `application/json`, with 415. An event id already accepted (for the tenant)
is acknowledged with its first position when sent again with the same content; with
other content the batch is refused with 409 naming the ids, and nothing is appended.
Each event's strings, nesting and time are checked against the edge's limits
(`memstream.config.EdgeLimits`), and every event must belong to the tenant of the API
key (403 for the whole batch otherwise; so must an admin command, `user.erased`, come
with the `admin` scope).
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
    """OpenAPI component schemas of `InteractionEvent` and every model it refers to.

    Each event's `type` is its discriminator: the schema says it is required (the model
    has it as a default only so that builders need not repeat it).
    """
    schema = dict(INTERACTION_EVENT.json_schema(ref_template=_REF_TEMPLATE))
    definitions: dict[str, Any] = schema.pop("$defs", {})
    for name in schema.get("discriminator", {}).get("mapping", {}).values():
        event = definitions[name.rsplit("/", 1)[-1]]
        event["required"] = sorted({*event.get("required", []), "type"})
    return {**definitions, "InteractionEvent": schema}


def parse_batch(raw: bytes, max_batch: int = MAX_BATCH) -> list[Any]:
    """The items of a JSON array body, or a `BatchError` saying what is wrong."""
    try:
        body = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BatchError(422, f"body is not valid JSON: {exc}") from exc
    except ValueError as exc:  # an integer literal too long to convert (over 4,300 digits)
        raise BatchError(422, f"body holds a number too long to read: {exc}") from exc
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


def ensure_admin_commands(
    principal: Principal, events: Sequence[tuple[int, InteractionEvent]]
) -> None:
    """403 (nothing appended) when an admin command comes with a key without `admin`."""
    if principal.can(KeyScope.ADMIN):
        return
    for index, event in events:
        if event.type in ADMIN_EVENT_TYPES:
            raise HTTPException(
                status.HTTP_403_FORBIDDEN,
                f"event #{index}: '{event.type}' needs the 'admin' scope",
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
        409: {
            "model": ConflictDetail | ErrorDetail,
            "description": "An event id already accepted with different content; or an erase"
            " refused while a generation no longer in use still holds data.",
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
    ensure_admin_commands(principal, valid)
    accepted = await append_events(services, valid, edge) if valid else []
    body = EventsResponse(accepted=accepted, rejected=rejected)
    code = status.HTTP_202_ACCEPTED if not rejected else status.HTTP_422_UNPROCESSABLE_CONTENT
    return Response(body.model_dump_json(), code, media_type="application/json")


async def append_events(
    services: ApiServices, valid: Sequence[tuple[int, InteractionEvent]], edge: EdgeConfig
) -> list[EventAccepted]:
    """Append events in order, sealed; each accepted one with its position signed.

    A `user.erased` is an erase (`erase_user`): the events before it are appended first,
    those after it once it is done.
    """
    accepted: list[EventAccepted] = []
    for run in _runs(valid):
        if isinstance(run[0][1], UserErased):
            accepted.append(await erase_user(services, run[0], edge))
        else:
            async with edge.gate.writing({event.scope.key for _, event in run}):
                accepted += await _send(services, run, edge)
    return accepted


async def erase_user(
    services: ApiServices, item: tuple[int, InteractionEvent], edge: EdgeConfig
) -> EventAccepted:
    """Shred the user's keys (the KEK rotates), then append their `user.erased`.

    Ordered against the user's writes in this process (`UserGate`); recorded and then
    followed until done when the process keeps erasures (`ErasureFollower`).
    """
    index, event = item
    tenant, user = event.scope.tenant, event.scope.user
    follower = services.erasures
    if follower is not None and (left := await asyncio.to_thread(follower.leftovers)):
        raise HTTPException(status.HTTP_409_CONFLICT, _unreachable(left))
    async with edge.gate.erasing(event.scope.key):
        if follower is not None:
            _, known = await asyncio.to_thread(follower.erasures.begin, event.id, tenant, user)
            if known is not None:  # sent again: the keys now are the returning user's
                return _accepted(edge, index, event, parse_position(known))
        shredded = await asyncio.to_thread(services.sealer.erase_user, tenant, user)
        [position] = await _positions(services, [item])
    if follower is not None:
        token = position.as_token()
        await asyncio.to_thread(follower.erasures.appended, event.id, token, shredded)
        follower.follow(event.id, token)
    return _accepted(edge, index, event, position)


def _unreachable(left: list[str]) -> str:
    return (
        "erase refused: " + "; ".join(left) + ". An erase reaches the generations in use only:"
        " drop the others first (`memstream replay --drop-retired`: embedded, with the server"
        " stopped; Kafka, with `--runtime kafka`), then erase again."
    )


def _runs(
    valid: Sequence[tuple[int, InteractionEvent]],
) -> list[list[tuple[int, InteractionEvent]]]:
    """The batch cut so that every `user.erased` is a run of its own, in order."""
    runs: list[list[tuple[int, InteractionEvent]]] = []
    for item in valid:
        alone = isinstance(item[1], UserErased)
        if alone or not runs or isinstance(runs[-1][0][1], UserErased):
            runs.append([item])
        else:
            runs[-1].append(item)
    return runs


async def _positions(
    services: ApiServices, items: Sequence[tuple[int, InteractionEvent]]
) -> list[Position]:
    with tracer().start_as_current_span("events.append") as span:
        span.set_attribute("memstream.events", len(items))
        headers = inject_trace_headers()
        records = await asyncio.to_thread(_records, items, headers, services.sealer)
        return await services.producer.send(records)


async def _send(
    services: ApiServices, items: Sequence[tuple[int, InteractionEvent]], edge: EdgeConfig
) -> list[EventAccepted]:
    positions = await _positions(services, items)
    return [
        _accepted(edge, index, event, position)
        for (index, event), position in zip(items, positions, strict=True)
    ]


def _accepted(
    edge: EdgeConfig, index: int, event: InteractionEvent, position: Position
) -> EventAccepted:
    signed = edge.signer.sign(event.scope.tenant, position)
    return EventAccepted(index=index, event_id=event.id, position=signed)
