"""One trace follows an event from the producer through every Kafka hop to the projectors."""

from __future__ import annotations

import asyncio

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from memstream import telemetry
from memstream.config import Settings
from memstream.producers import EventFactory
from memstream.runtime.kafka.system import running_kafka
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.schemas.base import Scope
from memstream.schemas.topics import CANDIDATES, MEMORY_CHANGES
from tests.integration.kafka.support import emit, stage_step

pytestmark = pytest.mark.kafka

PROJECTORS = {"memstream.project.postgres", "memstream.project.vectors"}


@pytest.fixture(scope="session")
def span_exporter() -> InMemorySpanExporter:
    """An in-memory exporter on the process's SDK tracer provider."""
    provider = telemetry.install_tracer_provider()
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return exporter


def spans_of(exporter: InMemorySpanExporter, trace_id: int) -> list[ReadableSpan]:
    return [s for s in exporter.get_finished_spans() if s.context.trace_id == trace_id]


def ancestry(span: ReadableSpan, by_id: dict[int, ReadableSpan]) -> list[str]:
    """The names of a span and of its ancestors, up to the root."""
    names = [span.name]
    while span.parent is not None:
        span = by_id[span.parent.span_id]
        names.append(span.name)
    return names


async def test_one_trace_spans_producer_stages_and_projectors(
    kafka_settings: Settings, kafka_env: KafkaEnv, span_exporter: InMemorySpanExporter
) -> None:
    event = EventFactory(Scope(tenant="acme", user="tracy")).message("user", "I prefer green tea.")
    async with running_kafka(kafka_settings, "all", kafka_env) as system:
        # Emit one event inside a root span.
        with telemetry.tracer().start_as_current_span("app.emit") as root:
            positions = await emit(system, [event])
        trace_id = root.get_span_context().trace_id
        # Wait for the projectors, then for their spans to end.
        assert await system.wait_for_positions(positions, timeout=60)
        for _ in range(500):
            if {s.name for s in spans_of(span_exporter, trace_id)} >= PROJECTORS:
                break
            await asyncio.sleep(0.01)
        extract, consolidate = (
            f"memstream.{stage_step(system.layout, name)}" for name in ("extract", "consolidate")
        )
        layout = system.layout

    spans = spans_of(span_exporter, trace_id)
    by_id = {span.context.span_id: span for span in spans}
    projected = [span for span in spans if span.name in PROJECTORS]
    assert {span.name for span in projected} == PROJECTORS
    # Every projector span descends, through the headers of every hop, from the root.
    for span in projected:
        assert ancestry(span, by_id)[1:] == [
            consolidate,
            extract,
            "memstream.produce",
            "app.emit",
        ]
    # The hops are consumer spans, each of a different Kafka topic.
    consumers = [s for s in spans if s.kind is trace.SpanKind.CONSUMER]
    topics = {str((s.attributes or {})["messaging.destination.name"]) for s in consumers}
    assert topics == {
        layout.source,
        layout.topic(CANDIDATES),
        layout.topic(MEMORY_CHANGES),
    }
