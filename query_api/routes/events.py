"""`POST /v1/events`: append a batch of interaction events to the log."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Final

from fastapi import APIRouter, Request, status
from fastapi.responses import JSONResponse
from pydantic import ValidationError

from memstream.log.ports import OutgoingRecord
from memstream.producers.records import event_record
from memstream.query_api.deps import ProducerDep
from memstream.query_api.models import (
    MAX_BATCH,
    EventAccepted,
    EventRejected,
    EventsResponse,
    FieldError,
)
from memstream.schemas.events import EVENT_TYPES, INTERACTION_EVENT, InteractionEvent
from memstream.telemetry import inject_trace_headers, tracer

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
{MAX_BATCH} events, with 413.
"""


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


def parse_batch(raw: bytes) -> list[Any]:
    """The items of a JSON array body, or a `BatchError` saying what is wrong."""
    try:
        body = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BatchError(422, f"body is not valid JSON: {exc}") from exc
    if not isinstance(body, list):
        kind = type(body).__name__
        raise BatchError(422, f"body must be a JSON array of events, got a JSON {kind}")
    if len(body) > MAX_BATCH:
        raise BatchError(413, f"at most {MAX_BATCH} events per batch, got {len(body)}")
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


def validate_batch(
    items: Sequence[Any],
) -> tuple[list[tuple[int, InteractionEvent]], list[EventRejected]]:
    """Validate each item separately: the valid events by index, and the rejected ones."""
    valid: list[tuple[int, InteractionEvent]] = []
    rejected: list[EventRejected] = []
    for index, item in enumerate(items):
        try:
            valid.append((index, INTERACTION_EVENT.validate_python(item)))
        except ValidationError as exc:
            rejected.append(EventRejected(index=index, errors=field_errors(exc)))
    return valid, rejected


def _record(event: InteractionEvent, headers: dict[str, str]) -> OutgoingRecord:
    return event_record(event, headers)


@router.post(
    "/events",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=EventsResponse,
    summary="Append a batch of events",
    description=_DESCRIPTION,
    openapi_extra=_BODY,
    responses={
        422: {"model": EventsResponse, "description": "Some events were invalid (see body)."},
        413: {"description": f"More than {MAX_BATCH} events in one batch."},
    },
)
async def post_events(request: Request, producer: ProducerDep) -> JSONResponse:
    """Append the valid events in order; 202 if all were valid, else 422 listing both."""
    try:
        items = parse_batch(await request.body())
    except BatchError as exc:
        return JSONResponse(status_code=exc.status_code, content={"detail": exc.message})
    valid, rejected = validate_batch(items)
    accepted: list[EventAccepted] = []
    if valid:
        with tracer().start_as_current_span("events.append") as span:
            span.set_attribute("memstream.events", len(valid))
            headers = inject_trace_headers()
            positions = await producer.send([_record(event, headers) for _, event in valid])
        accepted = [
            EventAccepted(index=index, event_id=event.id, position=position.as_token())
            for (index, event), position in zip(valid, positions, strict=True)
        ]
    body = EventsResponse(accepted=accepted, rejected=rejected)
    code = status.HTTP_202_ACCEPTED if not rejected else status.HTTP_422_UNPROCESSABLE_CONTENT
    return JSONResponse(status_code=code, content=body.model_dump(mode="json"))
