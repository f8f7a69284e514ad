"""One contract for every `DataKeyStore`: in memory and on a real PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from psycopg_pool import ConnectionPool

from memstream.ports import DataKeyStore
from memstream.trust.crypto import (
    KeyErased,
    MemoryKeyStore,
    UnknownKey,
    decrypt_payload,
    encrypt_payload,
)
from memstream.trust.crypto_pg import SCHEMA, PostgresDataKeyStore

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
    def store(self, pool: ConnectionPool[Any]) -> DataKeyStore:
        store = PostgresDataKeyStore(pool)
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
