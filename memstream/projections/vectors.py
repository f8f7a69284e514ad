"""The Qdrant Edge adapter of the `VectorIndex` port (`memstream.ports`): vectors by memory id."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from memstream.ports import VectorIndex, VectorPoint

__all__ = ["QdrantEdgeIndex", "VectorIndex", "VectorPoint", "point_id"]

_POINT_NAMESPACE: Final = uuid.UUID("0b3c8a52-4d8e-4f6b-9a1d-6e2f7c9b5a10")
_VECTOR_NAME: Final = "dense"
_CONFIG_FILE: Final = "edge_config.json"


def point_id(memory_id: str) -> str:
    """The index's point id for a memory: the memory id if it is a UUID, else a uuid5 of it."""
    try:
        return str(uuid.UUID(memory_id))
    except ValueError:
        return str(uuid.uuid5(_POINT_NAMESPACE, memory_id))


class QdrantEdgeIndex:
    """Vectors in an in-process Qdrant Edge shard stored at `path` (created if absent)."""

    def __init__(self, path: Path, dim: int) -> None:
        import qdrant_edge as qe

        self._qe = qe
        self.path = path
        self.dim = dim
        config = qe.EdgeConfig(
            vectors={_VECTOR_NAME: qe.EdgeVectorParams(size=dim, distance=qe.Distance.Cosine)}
        )
        if (path / _CONFIG_FILE).exists():
            self._shard = qe.EdgeShard.load(str(path), config)
        else:
            path.mkdir(parents=True, exist_ok=True)
            self._shard = qe.EdgeShard.create(str(path), config)
            for field in ("tenant", "user"):
                self._shard.update(
                    qe.UpdateOperation.create_field_index(field, qe.PayloadSchemaType.Keyword)
                )

    def upsert(self, points: Sequence[VectorPoint]) -> None:
        """Insert or replace the points."""
        if not points:
            return
        self._shard.update(self._qe.UpdateOperation.upsert_points([self._point(p) for p in points]))

    def _point(self, point: VectorPoint) -> Any:
        return self._qe.Point(
            id=point_id(point.memory_id),
            vector={_VECTOR_NAME: point.checked(self.dim)},
            payload=point.payload(),
        )

    def delete(self, memory_ids: Sequence[str]) -> None:
        """Remove the points of these memories."""
        if memory_ids:
            ids: list[Any] = [point_id(memory_id) for memory_id in memory_ids]
            self._shard.update(self._qe.UpdateOperation.delete_points(ids))

    def search(
        self, tenant: str, user: str, vector: Sequence[float], limit: int
    ) -> list[tuple[str, float]]:
        """The nearest memories of this tenant's user, best first."""
        if limit <= 0:
            return []
        qe = self._qe
        scope = qe.Filter(
            must=[
                qe.FieldCondition(key="tenant", match=qe.MatchValue(tenant)),
                qe.FieldCondition(key="user", match=qe.MatchValue(user)),
            ]
        )
        request = qe.QueryRequest(
            limit=limit,
            query=qe.Query.Nearest([float(x) for x in vector], using=_VECTOR_NAME),
            filter=scope,
            with_payload=["memory_id"],
        )
        hits = self._shard.query(request)
        return [(str((hit.payload or {})["memory_id"]), float(hit.score)) for hit in hits]

    def flush(self) -> None:
        """Flush pending writes to disk."""
        self._shard.flush()

    def close(self) -> None:
        """Flush and close the shard."""
        self._shard.flush()
        self._shard.close()
