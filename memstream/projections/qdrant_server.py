"""The Qdrant server adapter of `VectorIndex`, through `qdrant-client`.

One collection per generation, one point per memory id (the same point ids as the
Qdrant Edge adapter), keyword payload indexes on tenant and user, and every search
filtered by both. Writes wait for the server's acknowledgement, so a projection may
record its position as soon as they return. `qdrant-client`'s local mode (a path or
`":memory:"`) works too, for tests and single-machine use.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Final

from qdrant_client import QdrantClient, models

from memstream.projections.vectors import VectorPoint, point_id

VECTOR_NAME: Final = "dense"
SCOPE_FIELDS: Final = ("tenant", "user")


class QdrantServerIndex:
    """Vectors in a Qdrant collection (created with its payload indexes when absent)."""

    def __init__(
        self, client: QdrantClient, collection: str, dim: int, owns_client: bool = True
    ) -> None:
        self._client, self._owns_client = client, owns_client
        self.collection = collection
        self.dim = dim
        if not client.collection_exists(collection):
            self._create()

    def _create(self) -> None:
        params = models.VectorParams(size=self.dim, distance=models.Distance.COSINE)
        try:
            self._client.create_collection(self.collection, vectors_config={VECTOR_NAME: params})
        except Exception:  # another process (a projector, an API replica) created it first
            if not self._client.collection_exists(self.collection):
                raise
        with warnings.catch_warnings():  # local mode says payload indexes have no effect
            warnings.filterwarnings("ignore", message="Payload indexes have no effect")
            for field in SCOPE_FIELDS:
                self._client.create_payload_index(
                    self.collection, field, models.PayloadSchemaType.KEYWORD, wait=True
                )

    def upsert(self, points: Sequence[VectorPoint]) -> None:
        """Insert or replace the points (acknowledged by the server when this returns)."""
        if points:
            structs = [self._point(point) for point in points]
            self._client.upsert(self.collection, structs, wait=True)

    def _point(self, point: VectorPoint) -> models.PointStruct:
        return models.PointStruct(
            id=point_id(point.memory_id),
            vector={VECTOR_NAME: point.checked(self.dim)},
            payload=point.payload(),
        )

    def delete(self, memory_ids: Sequence[str]) -> None:
        """Remove the points of these memories (unknown ids are ignored)."""
        if memory_ids:
            ids: list[models.ExtendedPointId] = [point_id(m) for m in memory_ids]
            selector = models.PointIdsList(points=ids)
            self._client.delete(self.collection, selector, wait=True)

    def search(
        self, tenant: str, user: str, vector: Sequence[float], limit: int
    ) -> list[tuple[str, float]]:
        """The nearest memories of this tenant's user: (memory id, cosine score), best first."""
        if limit <= 0:
            return []
        scope = models.Filter(
            must=[
                models.FieldCondition(key="tenant", match=models.MatchValue(value=tenant)),
                models.FieldCondition(key="user", match=models.MatchValue(value=user)),
            ]
        )
        response = self._client.query_points(
            self.collection,
            query=[float(x) for x in vector],
            using=VECTOR_NAME,
            query_filter=scope,
            limit=limit,
            with_payload=["memory_id"],
        )
        return [
            (str((hit.payload or {})["memory_id"]), float(hit.score)) for hit in response.points
        ]

    def flush(self) -> None:
        """Nothing to do: every write was acknowledged when it returned."""

    def close(self) -> None:
        """Close the client when the index owns it (a store's shared client stays open)."""
        if self._owns_client:
            self._client.close()
