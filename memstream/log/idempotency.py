"""Event ids already appended: an event sent again is acknowledged with its first position.

The registry lives in PostgreSQL beside the log (`memstream_log.event_ids`). The embedded
producer claims ids and appends in one transaction; the Kafka producer claims ids
first, sends, then records the positions, taking over a claim whose sender died before
recording it (so a crash between claim and send never loses the event for good). A
sender that died between its send and its record has appended the event already: the
one taking over looks for it in the log first (`pending`, then the producer's lookup).

Each id keeps its record's fingerprint (a keyed digest of its content, see
`RecordSealer.fingerprint`): an id sent again with other content is a conflict
(`EventConflict`), not a repeat. Fingerprints made under different data keys (the user
was erased between the two sends) cannot be compared, and count as a repeat.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Final

from memstream.log.postgres import EVENT_IDS_DDL, SCHEMA, Conn
from memstream.ports import EventConflict, OutgoingRecord, Position

STALE_CLAIM_SECONDS: Final = 30.0


def setup(conn: Conn) -> None:
    """Create the registry table (the embedded log creates it too)."""
    conn.execute(f"CREATE SCHEMA IF NOT EXISTS {SCHEMA}")
    conn.execute(EVENT_IDS_DDL)


def lock(conn: Conn, keys: Sequence[str]) -> None:
    """Serialize appends of the same ids until the transaction ends (one statement, fixed order)."""
    conn.execute(
        "SELECT count(pg_advisory_xact_lock(h)) FROM"
        " (SELECT DISTINCT hashtextextended(k, 7) AS h FROM unnest(%s::text[]) AS k ORDER BY 1) s",
        (list(keys),),
    )


def known(conn: Conn, keys: Sequence[str]) -> dict[str, Position | None]:
    """Ids already claimed: their position, or None while the first send is under way."""
    rows = conn.execute(
        f'SELECT key, topic, partition, "offset" FROM {SCHEMA}.event_ids WHERE key = ANY(%s)',
        (list(set(keys)),),
    ).fetchall()
    return {str(k): None if t is None else Position(str(t), int(p), int(o)) for k, t, p, o in rows}


def record(
    conn: Conn, positions: dict[str, Position], fingerprints: dict[str, str | None] | None = None
) -> None:
    """Remember where each id landed (claimed or not), and its content's fingerprint."""
    if not positions:
        return
    keys = list(positions)
    prints = fingerprints or {}
    conn.execute(
        f'INSERT INTO {SCHEMA}.event_ids (key, topic, partition, "offset", fingerprint)'
        " SELECT * FROM unnest(%s::text[], %s::text[], %s::int4[], %s::int8[], %s::text[])"
        " ON CONFLICT (key) DO UPDATE SET topic = EXCLUDED.topic,"
        ' partition = EXCLUDED.partition, "offset" = EXCLUDED."offset",'
        " fingerprint = EXCLUDED.fingerprint",
        (
            keys,
            [positions[k].topic for k in keys],
            [positions[k].partition for k in keys],
            [positions[k].offset for k in keys],
            [prints.get(k) for k in keys],
        ),
    )


def stored_fingerprints(conn: Conn, keys: Sequence[str]) -> dict[str, str]:
    """The fingerprints kept for ids already appended."""
    rows = conn.execute(
        f"SELECT key, fingerprint FROM {SCHEMA}.event_ids"
        " WHERE key = ANY(%s) AND fingerprint IS NOT NULL",
        (list(set(keys)),),
    ).fetchall()
    return {str(k): str(f) for k, f in rows}


def _differ(first: str | None, second: str | None) -> bool:
    """Two fingerprints made under one key that disagree (other keys: not comparable)."""
    if first is None or second is None:
        return False
    key_a, _, digest_a = first.partition(":")
    key_b, _, digest_b = second.partition(":")
    return key_a == key_b and digest_a != digest_b


def check_conflicts(records: Sequence[OutgoingRecord], stored: dict[str, str]) -> None:
    """`EventConflict` naming every id whose content differs from what was appended (or
    from an earlier record of the same batch)."""
    seen = dict(stored)
    conflicts: list[str] = []
    for record in records:
        key = record.idempotency_key
        if key is None:
            continue
        if _differ(seen.get(key), record.fingerprint) and key not in conflicts:
            conflicts.append(key)
        seen.setdefault(key, record.fingerprint or "")
    if conflicts:
        raise EventConflict(conflicts)


def first_fingerprints(records: Sequence[OutgoingRecord]) -> dict[str, str | None]:
    """Each id's fingerprint, from its first record."""
    found: dict[str, str | None] = {}
    for record in records:
        if record.idempotency_key is not None:
            found.setdefault(record.idempotency_key, record.fingerprint)
    return found


def pending(conn: Conn, keys: Sequence[str]) -> dict[str, datetime]:
    """Ids claimed whose position is not recorded yet: when each was claimed."""
    rows = conn.execute(
        f"SELECT key, claimed_at FROM {SCHEMA}.event_ids WHERE key = ANY(%s) AND topic IS NULL",
        (list(set(keys)),),
    ).fetchall()
    return {str(key): claimed_at for key, claimed_at in rows}


def claim(conn: Conn, keys: Sequence[str]) -> set[str]:
    """Claim ids no one claimed (or whose claim went stale); return those now ours."""
    rows = conn.execute(
        f"INSERT INTO {SCHEMA}.event_ids (key) SELECT unnest(%s::text[])"
        " ON CONFLICT (key) DO UPDATE SET claimed_at = now()"
        f" WHERE {SCHEMA}.event_ids.topic IS NULL"
        f" AND {SCHEMA}.event_ids.claimed_at < now() - make_interval(secs => %s)"
        " RETURNING key",
        (list(set(keys)), STALE_CLAIM_SECONDS),
    ).fetchall()
    return {str(row[0]) for row in rows}


@dataclass(frozen=True)
class SendPlan:
    """Which records of a batch go to the log: indexes to send, and each new id's record."""

    fresh: list[int]
    first: dict[str, int]

    def positions(
        self,
        records: Sequence[OutgoingRecord],
        landed: Sequence[Position],
        known: dict[str, Position],
    ) -> tuple[list[Position], dict[str, Position]]:
        """Every record's position (repeats get the first one), and where the new ids landed."""
        by_index = dict(zip(self.fresh, landed, strict=True))
        sent = {key: by_index[index] for key, index in self.first.items()}
        ids = known | sent
        every = [
            by_index[i] if r.idempotency_key is None else ids[r.idempotency_key]
            for i, r in enumerate(records)
        ]
        return every, sent


def plan(records: Sequence[OutgoingRecord], send: Callable[[str], bool]) -> SendPlan:
    """Send records without an id, and the first record of each id `send` accepts."""
    first: dict[str, int] = {}
    fresh = []
    for index, record in enumerate(records):
        key = record.idempotency_key
        if key is None or (send(key) and key not in first):
            fresh.append(index)
            if key is not None:
                first[key] = index
    return SendPlan(fresh, first)
