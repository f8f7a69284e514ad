"""Span names are stable across generations; health checks and scrapes make no trace."""

from __future__ import annotations

import pytest

from memstream import telemetry


@pytest.mark.parametrize(
    ("step", "name", "attributes"),
    [
        ("extract", "memstream.extract", {}),
        ("extract.g2", "memstream.extract", {"memstream.generation": 2}),
        ("consolidate.g12", "memstream.consolidate", {"memstream.generation": 12}),
        ("t1a2b.consolidate.g3", "memstream.t1a2b.consolidate", {"memstream.generation": 3}),
        ("project.postgres", "memstream.project.postgres", {}),
        ("llm-extract", "memstream.llm-extract", {}),
    ],
)
def test_the_generation_is_an_attribute_not_part_of_the_name(
    step: str, name: str, attributes: dict[str, int]
) -> None:
    assert telemetry.step_span(step) == (name, attributes)


def test_health_checks_and_scrapes_are_not_traced() -> None:
    exclude = telemetry.http_telemetry()["exclude"]
    assert exclude({"type": "http", "path": "/healthz"})
    assert exclude({"type": "http", "path": "/metrics"})
    assert not exclude({"type": "http", "path": "/v1/events"})
    assert not exclude({"type": "http", "path": "/v1/recall"})
