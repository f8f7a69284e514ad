"""The stage contract: what a runtime (embedded loop, Faust agent) hosts.

A stage is pure: it takes one decoded input record and the stage's keyed state
store and returns the output records. No I/O, no clock, no randomness. The runtime
decodes, calls `process`, encodes and publishes outputs to `output_topic`, saves
the state and commits its position (atomically where the runtime can).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from pydantic import BaseModel

from memstream.log.ports import StateStore

In = TypeVar("In", bound=BaseModel)
Out = TypeVar("Out", bound=BaseModel)


class Stage(Protocol[In, Out]):
    """A pure processing step between two topics."""

    name: str
    input_topic: str
    output_topic: str

    @property
    def decode(self) -> Callable[[bytes], In]:
        """Turn input bytes into a model (raising `DecodeError` with the reason)."""
        ...

    def process(self, record: In, state: StateStore) -> list[Out]:
        """Turn one input record into output records, reading and updating `state`.

        Values read from `state` are read-only: assign a new value to change one.
        """
        ...
