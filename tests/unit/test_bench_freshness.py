"""The bench's freshness step on a store an earlier bench used: one clear note, no crash."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import httpx
import pytest

from memstream.eval.bench import FRESHNESS_REUSED, run_bench
from memstream.eval.synthetic import SyntheticSpec
from memstream.ports import EventConflict
from memstream.producers.errors import RequestRefused


class Answer:
    """A recall answer with no hits."""

    took_ms = 1.0


def refusal(status: int) -> RequestRefused:
    """What the HTTP client raises for a refused `POST /v1/events`."""
    request = httpx.Request("POST", "http://127.0.0.1:9/v1/events")
    body = {"detail": "event id(s) already accepted with different content: x", "event_ids": ["x"]}
    return RequestRefused(httpx.Response(status, json=body, request=request))


class ReusedStore:
    """An engine holding an earlier bench's freshness events: it refuses them with `error`."""

    def __init__(self, error: Exception) -> None:
        self.error = error
        self.recalls = 0

    def emit(self, events: Sequence[Any]) -> list[Any]:
        if any(event.scope.session == "freshness" for event in events):
            raise self.error
        return []

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        return None

    def recall(self, request: Any) -> Answer:
        self.recalls += 1
        return Answer()

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        return []

    def close(self) -> None:
        return None


SPEC = SyntheticSpec(users=2, sessions=1, messages=5, seed=5)


@pytest.mark.parametrize("error", [refusal(409), EventConflict(["bench\x1fx"])])
def test_a_reused_store_skips_freshness_with_one_line_saying_why(error: Exception) -> None:
    engine = ReusedStore(error)
    report = run_bench(engine, SPEC, probes=3, tick=lambda _: None)
    assert report.freshness_ms is None
    assert report.notes.count(FRESHNESS_REUSED) == 1 and "\n" not in FRESHNESS_REUSED
    assert "409" in FRESHNESS_REUSED and "--data-dir" in FRESHNESS_REUSED
    assert report.recall_ms["with query embedding"].count == 3  # the rest is still measured


def test_another_refusal_of_the_freshness_event_is_not_mistaken_for_a_reused_store() -> None:
    engine = ReusedStore(refusal(422))
    with pytest.raises(RequestRefused):
        run_bench(engine, SPEC, probes=3, tick=lambda _: None)
