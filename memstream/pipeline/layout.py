"""Where each step of the pipeline reads and writes, for one generation and namespace.

A generation names the derived topics and the stage state of its pipeline (a
reprocess gets fresh ones); a namespace prefixes every topic and consumer group (Kafka
tests and side-by-side deployments). The embedded runtime uses the empty namespace.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memstream.pipeline.description import PIPELINE, Part, PipelineDescription, StageSpec
from memstream.pipeline.generations import INITIAL, Generation


@dataclass(frozen=True)
class Route:
    """One hosted step: its name (consumer group, state store), input, output and DLQ."""

    step: str
    part: Part
    input: str
    output: str | None
    dlq: str
    awaited: bool = True
    """Whether read-your-writes waits for this step."""


@dataclass(frozen=True)
class Layout:
    """The pipeline's topics and step names in one generation and namespace."""

    generation: Generation = INITIAL
    namespace: str = ""
    pipeline: PipelineDescription = PIPELINE

    def topic(self, logical: str) -> str:
        """The real name of a topic of DESIGN.md."""
        name = logical
        if logical in self.pipeline.derived_topics and self.generation.pipeline != 1:
            name = f"{logical}.g{self.generation.pipeline}"
        return f"{self.namespace}{name}"

    def group(self, name: str) -> str:
        """A consumer group (or state store) of this generation's pipeline."""
        return f"{self.namespace}{self.generation.stage_name(name)}"

    @property
    def source(self) -> str:
        """The topic everything derives from."""
        return self.topic(self.pipeline.source)

    @property
    def dlq(self) -> str:
        """The dead-letter topic."""
        return self.topic(self.pipeline.dlq)

    def stages(self, specs: Sequence[StageSpec] | None = None) -> list[Route]:
        """The routes of these stages (every stage by default), in pipeline order."""
        return [self.stage(spec) for spec in (self.pipeline.stages if specs is None else specs)]

    def stage(self, spec: StageSpec) -> Route:
        """A stage's route: a live-only stage keeps one name for every generation."""
        name = self.group(spec.name) if spec.replayed else f"{self.namespace}{spec.name}"
        output = self.topic(spec.output)
        return Route(name, Part.STAGES, self.topic(spec.input), output, self.dlq, spec.awaited)

    def projection(self, part: Part) -> Route:
        """The route of the projection a part runs."""
        spec = self.pipeline.projection(part)
        return Route(f"project.{spec.name}", part, self.topic(spec.input), None, self.dlq)

    def routes(self, parts: tuple[Part, ...] | list[Part]) -> list[Route]:
        """The awaited routes of `parts`, in pipeline order (read-your-writes waits in it)."""
        stages = [route for route in self.stages() if route.awaited]
        chosen: list[Route] = stages if Part.STAGES in parts else []
        return chosen + [self.projection(p) for p in self.pipeline.parts[1:] if p in parts]

    def topics(self) -> list[str]:
        """Every real topic of this generation."""
        return [self.topic(name) for name in self.pipeline.topics()]
