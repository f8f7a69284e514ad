"""Which Kafka topics a retired generation's drop deletes (pure: names only)."""

from __future__ import annotations

from memstream.pipeline.generations import Generation, plan_drop
from memstream.runtime.kafka.drop import retired_topics

FIRST = Generation(1, "initial", {}, "retired")
SECOND = Generation(2, "reprocess", {}, "live")
REBUILT = Generation(3, "rebuild-postgres", {"stages": 2}, "live")
EXISTING = {
    "ns.memstream.interactions.v1",
    "ns.memstream.candidates.v1",
    "ns.memstream.memory-changes.v1",
    "ns.memstream.candidates.v1.g2",
    "ns.memstream-processors-ns.consolidate-state-changelog",
    "ns.memstream-processors-__assignor-__leader",
    "ns.memstream-processors.g2-ns.consolidate.g2-state-changelog",
    "other.memstream.candidates.v1",
}


def test_a_retired_pipeline_loses_its_derived_topics_and_its_processor_apps_topics() -> None:
    doomed = retired_topics(plan_drop(FIRST, [SECOND]), "ns.", EXISTING)
    assert doomed == [
        "ns.memstream-processors-__assignor-__leader",
        "ns.memstream-processors-ns.consolidate-state-changelog",
        "ns.memstream.candidates.v1",
        "ns.memstream.memory-changes.v1",
    ]


def test_a_pipeline_a_live_generation_still_uses_keeps_every_topic() -> None:
    shares_stages = Generation(2, "reprocess", {}, "retired")
    assert retired_topics(plan_drop(shares_stages, [REBUILT]), "ns.", EXISTING) == []
