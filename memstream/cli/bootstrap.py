"""`memstream keys bootstrap`: the first operator key, and a metrics key for Prometheus.

Run at every deployment start (docker-compose.yml's `bootstrap` service) and safe to run
again: an operator key is created only when none is live (its token printed once), or
taken from `MEMSTREAM_OPERATOR_KEY`; the metrics key is kept while its file holds a live
one. The metrics key reads `GET /metrics` and nothing else.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Annotated

import psycopg
import typer
from rich.console import Console

from memstream.trust.auth import ALL_SCOPES, OPERATOR_TENANT, KeyScope, NewKey, looks_like_key
from memstream.trust.auth_pg import PostgresApiKeyStore

console = Console(stderr=True)


class BootstrapError(ValueError):
    """The environment asks for something the key store cannot honour."""


def ensure_operator(store: PostgresApiKeyStore, given: str | None) -> NewKey | None:
    """A live operator key: `given` (stored when new), else a new one when none is live.

    Returns the key created with a fresh token (to be shown once), else None.
    """
    if given:
        _adopt(store, given)
        return None
    if any(KeyScope.ADMIN in key.scopes for key in store.list(OPERATOR_TENANT)):
        return None
    return store.create(OPERATOR_TENANT, ALL_SCOPES, "operator (bootstrap)")


def _adopt(store: PostgresApiKeyStore, token: str) -> None:
    """Store the operator's own token as an operator key (once)."""
    if not looks_like_key(token):
        raise BootstrapError("MEMSTREAM_OPERATOR_KEY is not a memstream key (msk_operator_…)")
    known = store.find(token)
    if known is not None and known.tenant != OPERATOR_TENANT:
        raise BootstrapError(f"MEMSTREAM_OPERATOR_KEY belongs to tenant {known.tenant!r}")
    if known is None:
        try:
            store.create(OPERATOR_TENANT, ALL_SCOPES, "operator (MEMSTREAM_OPERATOR_KEY)", token)
        except psycopg.errors.UniqueViolation:
            raise BootstrapError("MEMSTREAM_OPERATOR_KEY was revoked: choose another") from None


def ensure_metrics_key(store: PostgresApiKeyStore, path: Path) -> bool:
    """A live metrics key in the file at `path`; True when a new one was written there."""
    if path.exists():
        key = store.find(path.read_text(encoding="utf-8").strip())
        if key is not None and KeyScope.METRICS in key.scopes:
            return False
    created = store.create(OPERATOR_TENANT, [KeyScope.METRICS], "prometheus (bootstrap)")
    _write_readable(path, created.token)
    return True


def _write_readable(path: Path, token: str) -> None:
    """Replace `path` atomically with `token`, readable by the scraper's user."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False) as file:
        file.write(token + "\n")
    os.chmod(file.name, 0o644)  # the scraper runs as another user; the key reads metrics only
    os.replace(file.name, path)


def bootstrap(
    metrics_key_file: Annotated[
        Path | None,
        typer.Option(help="Keep a metrics-only operator key here (for Prometheus)."),
    ] = None,
    operator_key: Annotated[
        str | None,
        typer.Option(
            envvar="MEMSTREAM_OPERATOR_KEY",
            help="Use this token as the operator key instead of making one.",
            show_default=False,
        ),
    ] = None,
    data_dir: Annotated[Path | None, typer.Option("--data-dir", help="Data directory.")] = None,
) -> None:
    """Create the first operator key (printed once) and Prometheus's metrics key, if missing."""
    from memstream.cli.trust import _store  # the key store of the data dir or MEMSTREAM_PG_DSN

    with _store(data_dir) as store:
        try:
            created = ensure_operator(store, operator_key or None)
        except BootstrapError as exc:
            console.print(f"[red]{exc}[/red]")
            raise typer.Exit(2) from None
        if metrics_key_file is not None and ensure_metrics_key(store, metrics_key_file):
            console.print(f"metrics key written to {metrics_key_file}")
    if created is None:
        console.print("an operator key exists already; nothing to show")
        return
    console.print("operator key (tenant '*', every scope); store it now, it is shown only once:")
    typer.echo(created.token)
