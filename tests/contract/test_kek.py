"""One contract for every `KeyEncryptionKeys` adapter: in memory and in key files."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from memstream.ports import KeyEncryptionKeys
from memstream.trust.crypto import CryptoError
from memstream.trust.kek import KekMissing, MemoryKeks, wrapping_aad
from memstream.trust.kek_file import FileKeks

AAD = wrapping_aad("k1", "acme", "alice")
SECRET = b"\x01" * 32


class KekContract:
    """Subclasses provide `keks`."""

    def test_a_wrapped_key_unwraps_only_with_its_kek_and_binding(
        self, keks: KeyEncryptionKeys
    ) -> None:
        first, second = keks.create("dep"), keks.create("dep")
        wrapped = keks.wrap(first, SECRET, AAD)
        assert SECRET not in wrapped
        assert keks.unwrap(first, wrapped, AAD) == SECRET
        with pytest.raises(CryptoError):
            keks.unwrap(second, wrapped, AAD)
        with pytest.raises(CryptoError):
            keks.unwrap(first, wrapped, wrapping_aad("k1", "acme", "bob"))

    def test_a_destroyed_kek_unwraps_nothing_and_is_no_longer_held(
        self, keks: KeyEncryptionKeys
    ) -> None:
        kek = keks.create("dep")
        wrapped = keks.wrap(kek, SECRET, AAD)
        keks.destroy(kek)
        keks.destroy(kek)  # idempotent
        with pytest.raises(KekMissing):
            keks.unwrap(kek, wrapped, AAD)
        assert kek not in keks.held("dep")

    def test_held_lists_one_deployment_only(self, keks: KeyEncryptionKeys) -> None:
        mine, theirs = keks.create("dep"), keks.create("other")
        assert keks.held("dep") == [mine]
        assert keks.held("other") == [theirs]


class TestMemoryKeks(KekContract):
    @pytest.fixture
    def keks(self) -> KeyEncryptionKeys:
        return MemoryKeks()


class TestFileKeks(KekContract):
    @pytest.fixture
    def keks(self, tmp_path: Path) -> KeyEncryptionKeys:
        return FileKeks(tmp_path / "keys")

    def test_files_are_private_and_destroyed_files_are_gone(self, tmp_path: Path) -> None:
        keks = FileKeks(tmp_path / "keys")
        kek = keks.create("dep")
        path = keks.path(kek)
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
        material = path.read_bytes()
        keks.destroy(kek)
        assert not path.exists()
        assert not any(material in p.read_bytes() for p in path.parent.iterdir())

    def test_the_mode_is_configurable(self, tmp_path: Path) -> None:
        keks = FileKeks(tmp_path / "keys", mode=0o640)
        assert stat.S_IMODE(keks.path(keks.create("dep")).stat().st_mode) == 0o640

    def test_another_process_reads_the_kek_from_its_file(self, tmp_path: Path) -> None:
        kek = FileKeks(tmp_path / "keys").create("dep")
        writer, reader = FileKeks(tmp_path / "keys"), FileKeks(tmp_path / "keys")
        assert reader.unwrap(kek, writer.wrap(kek, SECRET, AAD), AAD) == SECRET

    def test_a_missing_file_says_where_it_was_looked_for(self, tmp_path: Path) -> None:
        with pytest.raises(KekMissing, match="restore it"):
            FileKeks(tmp_path / "nowhere").wrap("dep-0", SECRET, AAD)
