"""Reading the log back for people: one key's records, a topic's records, dead letters.

Inspection, export and DLQ tools read the log here rather than through a stage's
consumer position. The port is `LogHistory` (`memstream.ports`); `PostgresLogHistory`
reads the embedded log (one key's records are found through the `records_key_idx` index).
"""

from __future__ import annotations

from memstream.log.postgres import SCHEMA, PostgresLog
from memstream.ports import LogRecord


class PostgresLogHistory:
    """`LogHistory` over the embedded log."""

    def __init__(self, log: PostgresLog) -> None:
        self.log = log

    def by_key(self, topic: str, key: str, after: int = -1, limit: int = 1000) -> list[LogRecord]:
        """Records of `topic` with partition key `key` (offset above `after`), oldest first."""
        with self.log.pool.connection() as conn:
            rows = conn.execute(
                f'SELECT partition, "offset", value, headers FROM {SCHEMA}.records'
                ' WHERE key = %s AND topic = %s AND "offset" > %s'
                ' ORDER BY partition, "offset" LIMIT %s',
                (key, topic, after, limit),
            ).fetchall()
        return [LogRecord(topic, p, o, key, bytes(v), h) for p, o, v, h in rows]

    def of_topic(
        self, topic: str, partition: int = 0, start: int = 0, limit: int = 1000
    ) -> list[LogRecord]:
        """Records of one partition of `topic` from offset `start` on."""
        with self.log.pool.connection() as conn:
            return self.log.read(conn, topic, partition, start, limit)

    def count(self, topic: str) -> int:
        """How many records `topic` holds (all partitions)."""
        return sum(self.log.end_offsets(topic).values())
