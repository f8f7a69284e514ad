"""Erased means unrecoverable from the data directory: the raw files after an erase.

A real embedded PostgreSQL in a data directory of its own hears Alice and Bob; Alice is
erased through the API and her erase followed until `done`; after a CHECKPOINT every
file of the data directory is read as bytes, the way someone who copied the directory
would. No file outside `pg_wal` holds Alice's words, and no key material found anywhere
(32-byte windows near her key ids in every file, WAL included, as data keys; 60-byte
windows there as wrapped keys, unwrapped by every 32-byte window of the key directory)
opens her records. With the WAL flushed by the scrub (the default), no WAL segment holds
her words either. The same search run before the erase does find her words and does
open her records, so neither check passes by being blind.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from fastapi.testclient import TestClient

from memstream.config import Settings
from memstream.pg import stop_embedded_postgres
from memstream.producers import EventFactory
from memstream.query_api.main import create_app
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope
from memstream.trust.crypto import NONCE_BYTES, DataKey, EnvelopeInvalid
from memstream.trust.kek import wrapping_aad
from memstream.trust.sealing import SealedRecord, is_sealed, open_bytes

pytestmark = pytest.mark.slow
ALICE = Scope(tenant="acme", user="alice", session="s1")
BOB = Scope(tenant="acme", user="bob", session="s1")
ALICE_SAYS = [
    "My dentist is Dr. Zanzibarquux and I live in Wobblethorpe.",
    "我最喜欢吃鳄梨蛋糕，我住在乌鲁木齐巴扎路。",
    "Remember that my locker code word is Quillfeather.",
]
ALICE_WORDS = [
    "Zanzibarquux",
    "zanzibarquux",
    "Wobblethorp",
    "wobblethorp",
    "Quillfeather",
    "quillfeath",
    "鳄梨蛋糕",
    "鳄梨",
    "巴扎路",
]
BOB_SAYS = ["I live in Marrowvale and my cat is called Tiddlesworth."]
BOB_WORDS = ["Marrowvale", "Tiddlesworth"]
NEAR = 512


def files(root: Path, *, wal: bool) -> Iterator[tuple[Path, bytes]]:
    """Every regular file under `root` as bytes (`pg_wal` only when asked)."""
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and (wal or "pg_wal" not in path.parts):
            try:
                yield path, path.read_bytes()
            except OSError:  # a file that went away while reading (a temp file)
                continue


def holding(root: Path, words: list[str], *, wal: bool = False) -> dict[str, list[str]]:
    """Which files (outside `pg_wal` unless asked) hold which of `words`."""
    found: dict[str, list[str]] = {}
    for path, data in files(root, wal=wal):
        hits = [word for word in words if word.encode() in data]
        if hits:
            found[str(path.relative_to(root))] = hits
    return found


def windows(data: bytes, marks: list[bytes], size: int) -> set[bytes]:
    """Every `size`-byte window within `NEAR` bytes of an occurrence of a mark."""
    found: set[bytes] = set()
    for mark in marks:
        start = data.find(mark)
        while start >= 0:
            low, high = max(0, start - NEAR), min(len(data), start + len(mark) + NEAR)
            found.update(data[i : i + size] for i in range(low, high - size + 1))
            start = data.find(mark, start + 1)
    return found


def opens(record: SealedRecord, material: bytes) -> bool:
    key = DataKey(record.envelope.kid, record.tenant, record.user, material)
    try:
        open_bytes(key, record.envelope, record.aad())
    except EnvelopeInvalid:
        return False
    return True


def unwrap(kek: bytes, blob: bytes, aad: bytes) -> bytes | None:
    try:
        return AESGCM(kek).decrypt(blob[:NONCE_BYTES], blob[NONCE_BYTES:], aad)
    except (InvalidTag, ValueError):
        return None


def recovered_keys(data_dir: Path, records: list[SealedRecord]) -> set[bytes]:
    """Key material found anywhere in the data directory that opens one of `records`."""
    kids = sorted({record.envelope.kid for record in records})
    marks = [kid.encode() for kid in kids]
    near: set[bytes] = set()
    blobs: set[bytes] = set()
    keks: set[bytes] = set()
    for path, data in files(data_dir, wal=True):
        near |= windows(data, marks, 32)
        blobs |= windows(data, marks, NONCE_BYTES + 32 + 16)
        if "keys" in path.relative_to(data_dir).parts:
            keks |= {data[i : i + 32] for i in range(max(1, len(data) - 31))}
    by_kid = {record.envelope.kid: record for record in records}
    candidates = set(near)
    for kid, record in by_kid.items():
        aad = wrapping_aad(kid, record.tenant, record.user)
        candidates |= {m for kek in keks for blob in blobs if (m := unwrap(kek, blob, aad))}
    return {m for m in candidates for r in by_kid.values() if opens(r, m)}


def alice_records(dsn: str) -> list[SealedRecord]:
    with psycopg.connect(dsn) as conn:
        rows = conn.execute(
            "SELECT value FROM memstream_log.records WHERE key = %s", (ALICE.key,)
        ).fetchall()
    values = [bytes(row[0]) for row in rows]
    return [SealedRecord.model_validate_json(v) for v in values if is_sealed(v)]


def checkpoint(dsn: str) -> None:
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("ANALYZE")  # statistics sample the users' words, as autovacuum would
        conn.execute("CHECKPOINT")


def erase_until_done(engine: Engine) -> dict[str, Any]:
    with TestClient(create_app(engine.system.api_services())) as api:
        accepted = api.post("/v1/users/alice/erase", json={"tenant": "acme"})
        assert accepted.status_code == 202, accepted.text
        status_url = accepted.json()["status_url"]
        deadline = time.monotonic() + 120
        while (status := api.get(status_url).json())["state"] != "done":
            assert time.monotonic() < deadline, status
            time.sleep(0.2)
    engine.wait_until_idle()
    found: dict[str, Any] = status
    return found


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    settings = Settings(data_dir=tmp_path / "data")
    try:
        with Engine.open(settings) as engine:
            alice, bob = EventFactory(ALICE), EventFactory(BOB)
            engine.emit([alice.message("user", text) for text in ALICE_SAYS[:2]])
            engine.emit([alice.remember(ALICE_SAYS[2]), alice.session_ended()])
            engine.emit([bob.message("user", text) for text in BOB_SAYS])
            engine.wait_until_idle()
            yield engine
    finally:
        stop_embedded_postgres(settings.pg_dir)


def test_after_an_erase_no_file_holds_the_users_words_and_no_key_opens_their_records(
    engine: Engine,
) -> None:
    data_dir = engine.system.settings.data_dir
    dsn = engine.system.stores.postgres.dsn("memstream")  # type: ignore[union-attr]
    records = alice_records(dsn)
    assert len(records) >= 6  # her events and what the pipeline derived from them
    # Before the erase the search finds her words on disk and a key that opens her records.
    checkpoint(dsn)
    assert holding(data_dir, ALICE_WORDS)
    assert recovered_keys(data_dir, records)
    # Erase her, follow the erase until done, then force every dirty page to disk.
    status = erase_until_done(engine)
    assert status["keys_shredded"] == 1
    checkpoint(dsn)
    # No file outside pg_wal holds her words; Bob's are still there (the scan sees text).
    assert holding(data_dir, ALICE_WORDS) == {}
    assert holding(data_dir, BOB_WORDS)
    # The scrub also switched and checkpointed the WAL (`erase_flush_wal`, on by default;
    # `wal_recycle` is off on the embedded server): no WAL segment holds them either.
    assert holding(data_dir, ALICE_WORDS, wal=True) == {}
    # No key material found anywhere, WAL and key directory included, opens her records.
    assert recovered_keys(data_dir, alice_records(dsn)) == set()
