"""A stage read from and written to other topics (tests, side-by-side generations)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic

from memstream.ports import In, Out, Stage, StateStore


@dataclass
class RoutedStage(Generic[In, Out]):
    """`stage` itself, but consuming `input_topic` and producing to `output_topic`."""

    stage: Stage[In, Out]
    name: str
    input_topic: str
    output_topic: str

    @property
    def decode(self) -> Callable[[bytes], In]:
        """The wrapped stage's decoder."""
        return self.stage.decode

    def process(self, record: In, state: StateStore) -> list[Out]:
        """The wrapped stage's step, unchanged."""
        return self.stage.process(record, state)


def routed(
    stage: Stage[In, Out], input_topic: str, output_topic: str, name: str | None = None
) -> RoutedStage[In, Out]:
    """`stage` moved to other topics; its name (and so its state) stays unless given."""
    return RoutedStage(stage, name or stage.name, input_topic, output_topic)
