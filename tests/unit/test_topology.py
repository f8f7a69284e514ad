"""The topology as data: replay kinds, homes, names and drop plans follow from the description."""

from __future__ import annotations

from dataclasses import replace

import pytest

from memstream.pipeline.description import PIPELINE, STAGES, ProjectionSpec, resolve
from memstream.pipeline.generations import (
    INITIAL,
    Generation,
    describe,
    located,
    plan_drop,
    plan_generation,
)
from memstream.pipeline.layout import Layout
from memstream.schemas import topics

DESCRIPTION = replace(
    PIPELINE,
    projections=(
        ProjectionSpec("postgres", topics.MEMORY_CHANGES, "example:Builder", "memstream_"),
        ProjectionSpec("vectors", topics.MEMORY_CHANGES, "example:Builder", "memstream_"),
    ),
)
"""A description with memstream's stages and two projections sharing a store's name."""
WITH_FULLTEXT = replace(
    DESCRIPTION,
    projections=(
        *DESCRIPTION.projections,
        ProjectionSpec("fulltext", topics.MEMORY_CHANGES, "example:Builder", "memstream_fts_"),
    ),
)
"""The same with one more projection, in a store of its own."""


def test_replay_kinds_follow_from_the_projections() -> None:
    assert DESCRIPTION.replay_kinds == {
        "reprocess": (STAGES, "postgres", "vectors"),
        "rebuild-postgres": ("postgres",),
        "rebuild-vectors": ("vectors",),
    }
    assert DESCRIPTION.replay_sources == {
        "interactions": "reprocess",
        "postgres": "rebuild-postgres",
        "vectors": "rebuild-vectors",
    }
    assert WITH_FULLTEXT.replay_kinds["rebuild-fulltext"] == ("fulltext",)
    assert WITH_FULLTEXT.replay_kinds["reprocess"][-1] == "fulltext"


def test_memstreams_description_rebuilds_each_projection_and_queries_the_read_models() -> None:
    names = [projection.name for projection in PIPELINE.projections]
    assert {"postgres", "vectors"} <= set(names)
    assert list(PIPELINE.replay_kinds) == ["reprocess", *(f"rebuild-{n}" for n in names)]


def test_every_builder_and_stage_reference_resolves() -> None:
    for projection in PIPELINE.projections:
        assert callable(resolve(projection.builder)), projection.builder
    for stage in PIPELINE.stages:
        if isinstance(stage.build, str):
            assert callable(resolve(stage.build)), stage.build


def test_one_function_names_every_store() -> None:
    assert located(topics.CANDIDATES, 1) == topics.CANDIDATES
    assert located(topics.CANDIDATES, 3) == f"{topics.CANDIDATES}.g3"
    assert located("memstream_", 1) == "memstream_g1"
    assert located("memstream_", 4) == "memstream_g4"


def test_a_reprocess_rebuilds_every_part_and_a_rebuild_one() -> None:
    reprocess = plan_generation("reprocess", INITIAL, 2, DESCRIPTION)
    parts = DESCRIPTION.parts
    assert {part: reprocess.home(part) for part in parts} == dict.fromkeys(parts, 2)
    vectors = plan_generation("rebuild-vectors", reprocess, 3, DESCRIPTION)
    assert dict(vectors.homes) == {STAGES: 2, "postgres": 2, "vectors": 3}
    assert vectors.store("postgres", DESCRIPTION) == "memstream_g2"
    assert vectors.store("vectors", DESCRIPTION) == "memstream_g3"
    with pytest.raises(ValueError, match="no replay kind"):
        plan_generation("rebuild-nothing", INITIAL, 2, DESCRIPTION)


def test_a_rebuild_shares_the_pipeline_and_names_its_groups_by_home() -> None:
    layout = Layout(plan_generation("rebuild-postgres", INITIAL, 5, DESCRIPTION), "", DESCRIPTION)
    assert layout.topic(topics.MEMORY_CHANGES) == topics.MEMORY_CHANGES
    assert layout.group("consolidate") == "consolidate"
    assert layout.projection_group("postgres") == "memstream-project-postgres.g5"
    assert layout.projection_group("vectors") == "memstream-project-vectors"


def test_read_your_writes_waits_for_the_awaited_steps_only() -> None:
    steps = [route.step for route in Layout(pipeline=DESCRIPTION).awaited(DESCRIPTION.parts)]
    assert steps == ["extract", "consolidate", "project.postgres", "project.vectors"]


def test_a_generation_without_a_home_for_a_new_projection_builds_it_in_its_own() -> None:
    live = Generation(4, "rebuild-vectors", {STAGES: 2, "postgres": 2, "vectors": 4}, "live")
    assert live.home("fulltext") == 4
    assert describe(live, DESCRIPTION)["homes"] == {STAGES: 2, "postgres": 2, "vectors": 4}


def test_a_drop_plan_keeps_what_a_generation_in_use_shares() -> None:
    first = INITIAL
    second = plan_generation("reprocess", first, 2, DESCRIPTION)
    third = plan_generation("rebuild-postgres", second, 3, DESCRIPTION)
    # Generation 1 shares nothing with 3: its projections go, and so does its pipeline
    # (the first pipeline's plain-named stage state and derived topics).
    plan = plan_drop(first, [third], DESCRIPTION)
    assert plan.projections == (("postgres", 1), ("vectors", 1))
    assert plan.stage_stores == tuple(s.name for s in DESCRIPTION.stages if s.replayed)
    assert plan.derived_topics == DESCRIPTION.derived_topics
    # Generation 2's vectors and pipeline are still 3's; its read models share their schema.
    plan = plan_drop(second, [third], DESCRIPTION)
    assert plan.projections == ()
    assert plan.derived_topics == ()


def test_a_drop_plan_removes_an_unshared_pipeline() -> None:
    second = plan_generation("reprocess", INITIAL, 2, DESCRIPTION)
    third = plan_generation("reprocess", second, 3, DESCRIPTION)
    plan = plan_drop(second, [third], DESCRIPTION)
    assert plan.projections == (("postgres", 2), ("vectors", 2))
    assert plan.stage_stores == ("extract.g2", "consolidate.g2")
    assert plan.derived_topics == (f"{topics.CANDIDATES}.g2", f"{topics.MEMORY_CHANGES}.g2")


def test_a_projection_in_a_store_of_its_own_is_planned_like_the_others() -> None:
    second = plan_generation("rebuild-fulltext", INITIAL, 2, WITH_FULLTEXT)
    assert second.store("fulltext", WITH_FULLTEXT) == "memstream_fts_g2"
    third = plan_generation("rebuild-fulltext", second, 3, WITH_FULLTEXT)
    plan = plan_drop(second, [third], WITH_FULLTEXT)
    assert plan.projections == (("fulltext", 2),)
