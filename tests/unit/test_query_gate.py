"""Queries first: pipeline threads step aside at checkpoints while a recall is in flight."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from typing import Any

from memstream.pipeline.state import BufferedState, MappingTable
from memstream.runtime.priority import QueryGate, YieldingEmbedder, YieldingStage


class Stage:
    """Records what it was asked, in order."""

    name = "extract"

    def __init__(self) -> None:
        self.calls: list[str] = []

    @property
    def decode(self) -> Any:
        def decode(raw: bytes) -> bytes:
            self.calls.append(f"decode {raw!r}")
            return raw

        return decode

    def process(self, record: Any, state: Any) -> list[Any]:
        self.calls.append(f"process {record!r}")
        return [record]

    def state_keys(self, record: Any) -> list[str]:
        return [f"k:{record}"]

    def decode_state(self, key: str, stored: Any) -> Any:
        return (key, stored)


class Embedder:
    """Records the size of each batch it embeds."""

    name, dim = "fake", 2

    def __init__(self) -> None:
        self.batches: list[int] = []

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        self.batches.append(len(texts))
        return [[float(len(t)), 1.0] for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return [0.0, 1.0]


class CountingGate(QueryGate):
    """A gate that counts its checkpoints."""

    def __init__(self) -> None:
        super().__init__()
        self.checkpoints = 0

    def checkpoint(self) -> None:
        self.checkpoints += 1
        super().checkpoint()


def test_a_checkpoint_waits_while_a_recall_is_in_flight_and_goes_on_once_it_ends() -> None:
    gate = QueryGate(max_pause=30.0)
    passed = threading.Event()

    def pipeline() -> None:
        gate.checkpoint()
        passed.set()

    with gate.serving():
        worker = threading.Thread(target=pipeline)
        worker.start()
        # The pipeline thread is held at its checkpoint while the recall runs.
        assert not passed.wait(0.2)
    # The recall ended: the checkpoint lets it through.
    assert passed.wait(30.0)
    worker.join()


def test_a_checkpoint_never_waits_longer_than_the_pause_so_ingest_still_moves() -> None:
    gate = QueryGate(max_pause=0.01)
    with gate.serving():
        started = time.monotonic()
        gate.checkpoint()
        gate.checkpoint()
        assert time.monotonic() - started < 30.0  # bounded, never for the recall's whole life
    gate.checkpoint()  # nothing in flight: returns at once


def test_nested_recalls_keep_the_gate_closed_until_the_last_one_ends() -> None:
    gate = QueryGate(max_pause=30.0)
    passed = threading.Event()

    def pipeline() -> None:
        gate.checkpoint()
        passed.set()

    worker = threading.Thread(target=pipeline)
    with gate.serving():
        with gate.serving():
            worker.start()
        assert not passed.wait(0.1)
    assert passed.wait(30.0)
    worker.join()


def test_a_yielding_stage_passes_a_checkpoint_before_each_decode_and_process() -> None:
    inner, gate = Stage(), CountingGate()
    stage = YieldingStage(inner, gate)
    record = stage.decode(b"raw")
    outputs = stage.process(record, BufferedState(MappingTable({})))
    assert outputs == [b"raw"] and stage.state_keys("x") == ["k:x"] and stage.name == "extract"
    assert inner.calls == ["decode b'raw'", "process b'raw'"]
    assert gate.checkpoints == 2
    assert stage.decode_state("k", {"a": 1}) == ("k", {"a": 1})


def test_a_yielding_embedder_embeds_in_chunks_with_a_checkpoint_before_each() -> None:
    inner, gate = Embedder(), CountingGate()
    embedder = YieldingEmbedder(inner, gate)
    texts = [f"text {i}" for i in range(70)]
    vectors = embedder.embed_passages(texts)
    assert vectors == inner.embed_passages(texts)[: len(texts)]
    assert inner.batches[:3] == [32, 32, 6] and gate.checkpoints == 3
    assert embedder.embed_query("q") == [0.0, 1.0] and (embedder.name, embedder.dim) == ("fake", 2)
