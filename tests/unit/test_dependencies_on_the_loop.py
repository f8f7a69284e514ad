"""Every dependency of every route is a coroutine: none costs a thread-pool hand-off.

FastAPI runs a plain `def` dependency on its thread pool: for a recall that was three
hand-offs to a thread and back (services, recall service, edge), each a wait for a core
and for the interpreter lock while the pipeline's threads run.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from typing import Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts

from memstream.query_api.deps import ApiServices
from memstream.query_api.main import create_app
from memstream.query_api.service import RecallService
from tests.unit.test_api_routes import FakeProducer, HistoryReader, Waits
from tests.unit.test_recall_score import NOW
from tests.unit.test_recall_service import FakeEmbedder, FakeVectors


def calls(dependant: Dependant) -> Iterator[Any]:
    """Every dependency callable below `dependant`."""
    for sub in dependant.dependencies:
        if sub.call is not None:
            yield sub.call
        yield from calls(sub)


def runs_on_the_loop(call: Any) -> bool:
    """Whether FastAPI awaits `call` on the event loop (a coroutine function or object)."""
    method = type(call).__call__ if not inspect.isfunction(call) else None
    return inspect.iscoroutinefunction(call) or inspect.iscoroutinefunction(method)


def api_routes(app: FastAPI) -> Iterator[tuple[str, APIRoute]]:
    """Every API route of `app`, included routers' too, with its full path."""
    for context in iter_route_contexts(app.routes):
        route = context.original_route
        if isinstance(route, APIRoute):
            yield str(context.path), route


def test_no_route_hands_a_dependency_to_the_thread_pool() -> None:
    reader = HistoryReader([])
    recall = RecallService(reader, FakeVectors({}), FakeEmbedder(), clock=lambda: NOW)
    app = create_app(ApiServices(FakeProducer(), recall, reader, Waits(), lambda: {}))
    routes = list(api_routes(app))
    found = {call for _, route in routes for call in calls(route.dependant)}
    paths = {path for path, _ in routes}
    assert {"/v1/recall", "/v1/events"} <= paths and len(found) >= 4
    assert sorted(_name(call) for call in found if not runs_on_the_loop(call)) == []


def _name(call: Any) -> str:
    return str(getattr(call, "__qualname__", repr(call)))
