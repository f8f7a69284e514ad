"""The extract stage dispatches on the event's class: every interaction type has a handler."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal, get_args

import pytest

from memstream.ports import InMemoryState
from memstream.processors.extract import ExtractStage, UnhandledEvent, handled
from memstream.schemas.base import Scope
from memstream.schemas.events import EventBase, InteractionEvent, Message


def interaction_types() -> list[type[EventBase]]:
    union, _ = get_args(InteractionEvent)
    return list(get_args(union))


@pytest.mark.parametrize("event_type", interaction_types(), ids=lambda t: t.__name__)
def test_every_interaction_type_has_a_handler(event_type: type[EventBase]) -> None:
    assert handled(event_type), f"extract has no handler for {event_type.__name__}"


class Unregistered(EventBase):
    type: Literal["test.unregistered"] = "test.unregistered"
    payload: Message


def test_an_event_type_without_a_handler_fails_loudly() -> None:
    event = Unregistered(
        id="e1",
        time=datetime(2026, 1, 1, tzinfo=UTC),
        scope=Scope(tenant="acme", user="al"),
        payload=Message(role="user", content="hello"),
    )
    assert not handled(Unregistered)
    with pytest.raises(UnhandledEvent, match="Unregistered"):
        ExtractStage().process(event, InMemoryState())  # type: ignore[arg-type]
