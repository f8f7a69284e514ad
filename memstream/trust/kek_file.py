"""KEKs as files in a key directory (by default `<data dir>/keys`), apart from PostgreSQL.

Each KEK is one file `<kek id>.kek` of 32 random bytes, created exclusively with mode
0600 (configurable) in a 0700 directory; the file and the directory are fsync'd before
the KEK is used. Destroying a KEK overwrites the file with random bytes, fsyncs it,
unlinks it and fsyncs the directory. (On a copy-on-write file system or an SSD the old
blocks may survive below the file system: a KMS is the stronger adapter there.)

Material read from a file is cached in the process; destroying evicts it.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Final

from memstream.trust.crypto import KEY_BYTES
from memstream.trust.kek import KekMissing, new_kek_id, new_material, unwrap_with, wrap_with

SUFFIX: Final = ".kek"
DIR_MODE: Final = 0o700


def _fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_new(path: Path, data: bytes, mode: int) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        os.fchmod(fd, mode)  # the umask may have narrowed or the caller widened it
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def _overwrite(path: Path) -> None:
    size = max(path.stat().st_size, KEY_BYTES)
    fd = os.open(path, os.O_WRONLY)
    try:
        os.write(fd, os.urandom(size))
        os.fsync(fd)
    finally:
        os.close(fd)


class FileKeks:
    """`KeyEncryptionKeys` in a directory of key files (see the module docstring)."""

    def __init__(self, directory: Path, mode: int = 0o600) -> None:
        self.directory = directory.expanduser()
        self.mode = mode
        self._cache: dict[str, bytes] = {}
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"FileKeks({str(self.directory)!r}, mode={oct(self.mode)})"

    def path(self, kek_id: str) -> Path:
        """The file of a KEK."""
        if "/" in kek_id or kek_id.startswith("."):
            raise KekMissing(f"not a KEK id: {kek_id!r}")
        return self.directory / f"{kek_id}{SUFFIX}"

    def create(self, prefix: str) -> str:
        """A new KEK file, durable (file and directory fsync'd) before this returns."""
        self.directory.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
        kek_id, material = new_kek_id(prefix), new_material()
        _write_new(self.path(kek_id), material, self.mode)
        _fsync_dir(self.directory)
        with self._lock:
            self._cache[kek_id] = material
        return kek_id

    def wrap(self, kek_id: str, plaintext: bytes, aad: bytes) -> bytes:
        """`plaintext` encrypted under the KEK."""
        return wrap_with(self._material(kek_id), plaintext, aad)

    def unwrap(self, kek_id: str, wrapped: bytes, aad: bytes) -> bytes:
        """What `wrap` encrypted."""
        return unwrap_with(self._material(kek_id), wrapped, aad)

    def destroy(self, kek_id: str) -> None:
        """Overwrite, fsync, unlink, fsync the directory; evict the cached material."""
        with self._lock:
            self._cache.pop(kek_id, None)
        path = self.path(kek_id)
        if not path.exists():
            return
        _overwrite(path)
        path.unlink()
        _fsync_dir(self.directory)

    def held(self, prefix: str) -> list[str]:
        """The KEK files of a deployment."""
        if not self.directory.is_dir():
            return []
        found = self.directory.glob(f"{prefix}-*{SUFFIX}")
        return sorted(path.name.removesuffix(SUFFIX) for path in found)

    def _material(self, kek_id: str) -> bytes:
        with self._lock:
            cached = self._cache.get(kek_id)
        if cached is not None:
            return cached
        try:
            material = self.path(kek_id).read_bytes()
        except FileNotFoundError:
            raise KekMissing(
                f"the key-encryption key {kek_id} is not in {self.directory} (destroyed by an "
                "erasure, or the key directory is missing: restore it from a backup of the "
                "data directory)"
            ) from None
        if len(material) != KEY_BYTES:
            raise KekMissing(f"the key-encryption key file of {kek_id} is damaged")
        with self._lock:
            self._cache[kek_id] = material
        return material
