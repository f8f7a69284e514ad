"""Traces and logs: one trace follows an event through the stages; logs carry event ids."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from memstream import telemetry
from memstream.config import Settings
from memstream.producers import EventFactory
from memstream.query_api.models import RecallRequest
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope

pytestmark = pytest.mark.slow


@pytest.fixture
def spans() -> Iterator[InMemorySpanExporter]:
    provider = telemetry.install_tracer_provider()
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    yield exporter
    exporter.shutdown()


def named(finished: tuple[ReadableSpan, ...], name: str) -> list[ReadableSpan]:
    return [span for span in finished if span.name == name]


def test_one_trace_follows_an_event_from_producer_to_projections(
    spans: InMemorySpanExporter, pg_dsn: str, tmp_path: Path
) -> None:
    erin = EventFactory(Scope(tenant="acme", user="erin"))
    with Engine.open(Settings(data_dir=tmp_path, pg_dsn=pg_dsn)) as engine:
        # Emit one event and let the pipeline process it.
        engine.emit([erin.message("user", "I prefer short answers.")])
        engine.wait_until_idle()
        engine.recall(RecallRequest(tenant="acme", user="erin", query="answers"))
    finished = spans.get_finished_spans()
    [produce] = named(finished, "memstream.produce")
    trace_id = produce.context.trace_id
    # Each stage's span is a child in the producer's trace, through the record headers.
    [extract] = named(finished, "memstream.extract")
    [consolidate] = named(finished, "memstream.consolidate")
    assert extract.context.trace_id == consolidate.context.trace_id == trace_id
    assert extract.parent is not None and extract.parent.span_id == produce.context.span_id
    assert consolidate.parent is not None and consolidate.parent.span_id == extract.context.span_id
    # Each projection's span for the change sits in the same trace, a child of consolidate's.
    for name in ("memstream.project.postgres", "memstream.project.vectors"):
        ours = [span for span in named(finished, name) if span.context.trace_id == trace_id]
        assert ours, name
        assert all(s.parent and s.parent.span_id == consolidate.context.span_id for s in ours)
    # Recall has a span of its own.
    assert named(finished, "recall")
