"""A synchronous, in-process facade over the embedded system (CLI, demo, eval, bench)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from memstream.config import Settings
from memstream.pipeline.generations import Generation
from memstream.pipeline.replay import Replayer
from memstream.ports import MemoryHistoryView, Position
from memstream.producers.records import event_record
from memstream.query_api.models import RecallRequest, RecallResponse
from memstream.runtime.composition import EmbeddedSystem, open_embedded
from memstream.runtime.replay import EmbeddedReplayHost
from memstream.schemas.events import InteractionEvent
from memstream.telemetry import REPLAY_LOG


class Engine:
    """Emit, wait, recall and inspect, in one process, on the embedded runtime."""

    def __init__(self, system: EmbeddedSystem) -> None:
        self.system = system

    @classmethod
    def open(cls, settings: Settings) -> Engine:
        """Start the embedded stores and the pipeline."""
        return cls(open_embedded(settings))

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop the pipeline and close the stores."""
        self.system.close()

    def emit(self, events: Sequence[InteractionEvent]) -> list[Position]:
        """Append events to the interactions topic; return their positions."""
        sealer = self.system.stores.sealer
        return self.system.producer.send_sync([event_record(e, None, sealer) for e in events])

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        """Block until every stage and projection has caught up."""
        if not self.system.runtime.wait_until_idle(timeout):
            raise TimeoutError(
                f"pipeline not idle after {timeout}s: {self.system.runtime.pending()}"
            )

    def recall(self, request: RecallRequest) -> RecallResponse:
        """Answer a recall request in-process."""
        return asyncio.run(self.system.recall.recall(request))

    def replayer(self, poll_seconds: float = 0.2) -> Replayer:
        """A replayer of this engine's system (run it with `asyncio.run(replayer.run(kind))`)."""
        return Replayer(EmbeddedReplayHost(self.system), poll_seconds, REPLAY_LOG)

    def replay(self, kind: str, poll_seconds: float = 0.2) -> Generation:
        """Replay `kind` into a new generation and switch to it; return that generation."""
        return asyncio.run(self.replayer(poll_seconds).run(kind))

    def memories(
        self, tenant: str, user: str, include_inactive: bool = False
    ) -> list[MemoryHistoryView]:
        """What is remembered about a user, with history."""
        return list(self.system.reader.list_memories(tenant, user, include_inactive))
