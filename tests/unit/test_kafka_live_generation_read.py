"""The Kafka runtime's live-generation watcher sets the table up once, then only reads."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

from memstream.pipeline.generations import INITIAL, Generation
from memstream.runtime.kafka.system import KafkaSystem


class _Generations:
    """Counts set-ups and reads; `live` answers what the table holds."""

    def __init__(self, held: Generation | None) -> None:
        self.held = held
        self.setups = 0
        self.reads = 0

    def setup(self, conn: Any) -> Generation:
        self.setups += 1
        self.held = self.held or INITIAL
        return self.held

    def live(self, conn: Any) -> Generation | None:
        self.reads += 1
        return self.held


class _Pool:
    @contextlib.contextmanager
    def connection(self) -> Iterator[object]:
        yield object()


def _system(generations: _Generations) -> Any:
    return SimpleNamespace(
        stores=SimpleNamespace(pool=_Pool()),
        generations=generations,
        _generations_ready=False,
    )


def test_first_read_sets_up_later_reads_only_read() -> None:
    generations = _Generations(None)
    system = _system(generations)
    answers = [KafkaSystem._read_live(system) for _ in range(5)]
    assert answers == [INITIAL] * 5
    assert generations.setups == 1
    assert generations.reads == 4


def test_a_switch_is_seen_by_the_plain_read() -> None:
    generations = _Generations(INITIAL)
    system = _system(generations)
    assert KafkaSystem._read_live(system) == INITIAL
    switched = Generation(2, "replay", {}, "live")
    generations.held = switched
    assert KafkaSystem._read_live(system) == switched
    assert generations.setups == 1


def test_no_live_row_falls_back_to_set_up() -> None:
    generations = _Generations(INITIAL)
    system = _system(generations)
    KafkaSystem._read_live(system)
    generations.held = None
    assert KafkaSystem._read_live(system) == INITIAL
    assert generations.setups == 2
