"""One contract for every `DataKeyStore`: in memory and on a real PostgreSQL."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg_pool import ConnectionPool

from memstream.ports import DataKeyStore
from memstream.trust.crypto import (
    CryptoError,
    KeyErased,
    MemoryKeyStore,
    UnknownKey,
    decrypt_payload,
    encrypt_payload,
)
from memstream.trust.crypto_pg import SCHEMA, PostgresDataKeyStore
from memstream.trust.kek import KekMissing, wrapping_aad
from memstream.trust.kek_file import FileKeks

MESSAGE = {"role": "user", "content": "My doctor is Dr. Weiss; 我的医生姓魏"}


class DataKeyStoreContract:
    """Subclasses provide `store`."""

    def test_one_key_per_user_made_on_first_use(self, store: DataKeyStore) -> None:
        first = store.key_for("acme", "alice")
        assert store.key_for("acme", "alice") == first
        assert store.key_for("acme", "bob").key_id != first.key_id
        assert store.key_for("other", "alice").key_id != first.key_id
        assert store.key_by_id(first.key_id) == first

    def test_erasure_shreds_the_users_records_only(self, store: DataKeyStore) -> None:
        alice = encrypt_payload(store, "acme", "alice", "e1", MESSAGE)
        bob = encrypt_payload(store, "acme", "bob", "e2", MESSAGE)
        assert store.erase("acme", "alice") == 1
        with pytest.raises(KeyErased):
            decrypt_payload(store, alice, "acme", "alice", "e1")
        assert decrypt_payload(store, bob, "acme", "bob", "e2") == MESSAGE
        assert store.erase("acme", "alice") == 0

    def test_a_returning_user_starts_with_a_new_key(self, store: DataKeyStore) -> None:
        old = store.key_for("acme", "alice")
        store.erase("acme", "alice")
        new = store.key_for("acme", "alice")
        assert new.key_id != old.key_id and new.material != old.material
        with pytest.raises(KeyErased):
            store.key_by_id(old.key_id)

    def test_an_id_never_held_is_unknown(self, store: DataKeyStore) -> None:
        with pytest.raises(UnknownKey):
            store.key_by_id("0" * 32)


class TestMemoryKeyStore(DataKeyStoreContract):
    @pytest.fixture
    def store(self) -> DataKeyStore:
        return MemoryKeyStore()


class TestPostgresDataKeyStore(DataKeyStoreContract):
    @pytest.fixture
    def pool(self, pg_dsn: str) -> Iterator[ConnectionPool[Any]]:
        with ConnectionPool(pg_dsn, min_size=1, max_size=4, kwargs={"autocommit": True}) as pool:
            yield pool

    @pytest.fixture
    def store(self, pool: ConnectionPool[Any], tmp_path: Path) -> PostgresDataKeyStore:
        store = PostgresDataKeyStore(pool, FileKeks(tmp_path / "keys"))
        store.setup()
        store.setup()  # idempotent
        return store

    def test_erased_material_is_gone_from_the_database(
        self, store: DataKeyStore, pg_dsn: str
    ) -> None:
        key = store.key_for("acme", "alice")
        store.erase("acme", "alice")
        with psycopg.connect(pg_dsn) as conn:
            dump = conn.execute(
                f"SELECT string_agg(t::text, '|') FROM {SCHEMA}.data_keys t"
            ).fetchone()
            tombstone = conn.execute(
                f"SELECT tenant, user_id FROM {SCHEMA}.erased_keys WHERE key_id = %s",
                (key.key_id,),
            ).fetchone()
        assert dump is not None and (dump[0] is None or key.material.hex() not in dump[0])
        assert tombstone == ("acme", "alice")

    def test_the_database_holds_keys_only_wrapped(
        self, store: PostgresDataKeyStore, pg_dsn: str
    ) -> None:
        key = store.key_for("acme", "alice")
        with psycopg.connect(pg_dsn) as conn:
            row = conn.execute(
                f"SELECT kek_id, wrapped FROM {SCHEMA}.data_keys WHERE key_id = %s", (key.key_id,)
            ).fetchone()
        assert row is not None and row[0] == store.current_kek()
        assert key.material not in bytes(row[1])

    def test_an_erase_rotates_the_kek_so_an_old_copy_of_the_key_unwraps_nowhere(
        self, store: PostgresDataKeyStore, pg_dsn: str, tmp_path: Path
    ) -> None:
        alice, bob = store.key_for("acme", "alice"), store.key_for("acme", "bob")
        before = store.current_kek()
        # A backup of the database taken before the erase.
        with psycopg.connect(pg_dsn) as conn:
            copy = conn.execute(
                f"SELECT wrapped FROM {SCHEMA}.data_keys WHERE key_id = %s", (alice.key_id,)
            ).fetchone()
        assert copy is not None
        store.erase("acme", "alice")
        after = store.current_kek()
        keks = FileKeks(tmp_path / "keys")  # what another process finds on disk
        assert after != before and keks.held(after.split("-")[0]) == [after]
        aad = wrapping_aad(alice.key_id, "acme", "alice")
        for held in keks.held(after.split("-")[0]):
            with pytest.raises(CryptoError):
                keks.unwrap(held, bytes(copy[0]), aad)
        with pytest.raises(KekMissing):
            keks.unwrap(before, bytes(copy[0]), aad)
        assert store.key_by_id(bob.key_id) == bob  # re-wrapped, still readable

    def test_setup_finishes_a_rotation_that_died_half_way(
        self, store: PostgresDataKeyStore, pool: ConnectionPool[Any], tmp_path: Path
    ) -> None:
        key = store.key_for("acme", "alice")
        keks = FileKeks(tmp_path / "keys")
        stray = keks.create(store.current_kek().split("-")[0])  # made, never committed
        PostgresDataKeyStore(pool, keks).setup()
        assert keks.held(stray.split("-")[0]) == [store.current_kek()]
        assert store.key_by_id(key.key_id) == key

    def test_setup_refuses_to_start_without_the_current_kek(
        self, store: PostgresDataKeyStore, pool: ConnectionPool[Any], tmp_path: Path
    ) -> None:
        store.key_for("acme", "alice")
        with pytest.raises(KekMissing, match="restore it"):
            PostgresDataKeyStore(pool, FileKeks(tmp_path / "elsewhere")).setup()

    def test_keys_made_while_rotating_stay_readable(
        self, store: PostgresDataKeyStore, pool: ConnectionPool[Any], tmp_path: Path
    ) -> None:
        other = PostgresDataKeyStore(pool, FileKeks(tmp_path / "keys"))  # another process
        made: list[Any] = []

        def make() -> None:
            made.extend(other.key_for("acme", f"u{i}") for i in range(40))

        thread = threading.Thread(target=make)
        thread.start()
        for _ in range(5):
            store.rotate()
        thread.join()
        assert [store.key_by_id(key.key_id) for key in made] == made
        assert [other.key_by_id(key.key_id) for key in made] == made


def test_keys_stored_in_plain_by_an_older_version_are_wrapped_at_setup(
    pool: ConnectionPool[Any], pg_dsn: str, tmp_path: Path
) -> None:
    material = bytes(range(32))
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute(
            f"CREATE SCHEMA {SCHEMA}; CREATE TABLE {SCHEMA}.data_keys (key_id text PRIMARY KEY,"
            " tenant text NOT NULL, user_id text NOT NULL, material bytea NOT NULL,"
            " created_at timestamptz NOT NULL DEFAULT now(), UNIQUE (tenant, user_id))"
        )
        conn.execute(
            f"INSERT INTO {SCHEMA}.data_keys (key_id, tenant, user_id, material)"
            " VALUES ('k1', 'acme', 'alice', %s)",
            (material,),
        )
    store = PostgresDataKeyStore(pool, FileKeks(tmp_path / "keys"))
    store.setup()
    assert store.key_for("acme", "alice").material == material
    with psycopg.connect(pg_dsn) as conn:
        columns = conn.execute(
            "SELECT column_name FROM information_schema.columns"
            " WHERE table_schema = %s AND table_name = 'data_keys'",
            (SCHEMA,),
        ).fetchall()
    assert ("material",) not in columns
