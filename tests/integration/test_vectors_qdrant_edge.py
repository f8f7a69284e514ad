"""What is specific to the Qdrant Edge index: durability on disk and point ids."""

from __future__ import annotations

from pathlib import Path

import pytest

from memstream.projections.vectors import QdrantEdgeIndex, VectorPoint, point_id
from memstream.schemas.memory import MemoryType


def point(memory_id: str, vector: list[float]) -> VectorPoint:
    return VectorPoint(
        memory_id=memory_id, tenant="acme", user="u1", type=MemoryType.FACT, vector=vector
    )


def test_points_survive_a_reload_from_disk(tmp_path: Path) -> None:
    path = tmp_path / "shard"
    index = QdrantEdgeIndex(path, dim=2)
    index.upsert([point("m-a", [1.0, 0.0]), point("m-b", [0.0, 1.0]), point("m-c", [0.6, 0.8])])
    index.delete(["m-b"])
    index.close()

    reloaded = QdrantEdgeIndex(path, dim=2)
    hits = reloaded.search("acme", "u1", [0.0, 1.0], limit=10)
    assert [memory_id for memory_id, _ in hits] == ["m-c", "m-a"]
    assert hits[0][1] == pytest.approx(0.8, abs=1e-4)
    reloaded.close()


def test_a_shard_of_another_dimension_is_refused(tmp_path: Path) -> None:
    QdrantEdgeIndex(tmp_path / "shard", dim=2).close()
    with pytest.raises(Exception, match="vector size 3"):
        QdrantEdgeIndex(tmp_path / "shard", dim=3)


def test_point_ids_are_stable_uuids() -> None:
    uuid_id = "6f1d3c2e-5b7a-4e59-9a43-2f6c0d8e1b71"
    assert point_id(uuid_id) == uuid_id
    assert point_id("not-a-uuid") == point_id("not-a-uuid") != point_id("other")
