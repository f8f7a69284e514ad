"""`memstream keys`, `memstream export` and `memstream erase`.

Keys are managed on the database directly (the data directory's embedded PostgreSQL,
or `MEMSTREAM_PG_DSN`): whoever can reach the database is the operator, and that is
how the first key is made. Export and erase go through a running server's API with a
key (`--api-key` or `MEMSTREAM_API_KEY`).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import quote

import httpx
import typer
from rich.console import Console
from rich.table import Table

from memstream.cli.connection import ApiKeyOption, server
from memstream.cli.connection import UrlOption as Url
from memstream.config import Settings
from memstream.producers.client import auth_headers
from memstream.producers.errors import MemstreamUnavailable, raise_for
from memstream.trust.auth import KeyScope

keys_app = typer.Typer(help="Create, list and revoke API keys (on the database directly).")
console = Console(stderr=True)

DataDir = Annotated[Path | None, typer.Option("--data-dir", help="Data directory.")]
Tenant = Annotated[str, typer.Option("--tenant", "-t", help="Tenant id ('*': the operator).")]
User = Annotated[str, typer.Option("--user", "-u", help="User id.")]


@contextmanager
def _store(data_dir: Path | None) -> Iterator[Any]:
    from psycopg_pool import ConnectionPool

    from memstream.runtime.stores import open_database
    from memstream.trust.auth_pg import PostgresApiKeyStore

    settings = Settings(data_dir=data_dir) if data_dir is not None else Settings()
    _, dsn = open_database(settings)
    with ConnectionPool(dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
        store = PostgresApiKeyStore(pool)
        store.setup()
        yield store


@keys_app.command("create")
def create_key(
    tenant: Tenant,
    scope: Annotated[
        list[KeyScope],
        typer.Option("--scope", "-s", help="ingest, recall, read, admin or metrics."),
    ],
    name: Annotated[str, typer.Option(help="A name to recognise the key by.")] = "",
    data_dir: DataDir = None,
) -> None:
    """Create a key; its token is printed once (on stdout) and stored only as a digest."""
    with _store(data_dir) as store:
        created = store.create(tenant, scope, name)
    console.print(f"key {created.key.key_id} for tenant {tenant}: {', '.join(scope)}")
    console.print("[yellow]store it now: it is shown only once[/yellow]")
    typer.echo(created.token)


@keys_app.command("list")
def list_keys(
    tenant: Annotated[str | None, typer.Option("--tenant", "-t", help="Only this tenant.")] = None,
    revoked: Annotated[bool, typer.Option(help="Include revoked keys.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="JSON Lines, one key a line.")] = False,
    data_dir: DataDir = None,
) -> None:
    """List keys (ids, tenants, scopes, prefixes); never their secrets."""
    with _store(data_dir) as store:
        found = store.list(tenant, revoked)
    if as_json:
        for key in found:
            typer.echo(key.model_dump_json())
        return
    table = Table("key id", "tenant", "scopes", "name", "prefix", "created", "revoked")
    for key in found:
        revoked_at = key.revoked_at.isoformat() if key.revoked_at else ""
        scopes = ",".join(key.scopes)
        created = key.created_at.isoformat()
        table.add_row(key.key_id, key.tenant, scopes, key.name, key.prefix, created, revoked_at)
    Console().print(table)


@keys_app.command("revoke")
def revoke_key(
    key_id: Annotated[str, typer.Argument(help="The key id (from `memstream keys list`).")],
    data_dir: DataDir = None,
) -> None:
    """Revoke a key (servers stop accepting it within `auth_cache_seconds`)."""
    with _store(data_dir) as store:
        revoked = store.revoke(key_id)
    if not revoked:
        console.print(f"[red]no live key {key_id}[/red]")
        raise typer.Exit(1)
    Console().print(f"revoked {key_id}")  # a result: stdout (stderr carries logs and errors)


@contextmanager
def _http(url: str | None, api_key: str | None) -> Iterator[httpx.Client]:
    """An HTTP client of the server (no server: the CLI's one-line error)."""
    base, key = server(url, api_key)
    try:
        with httpx.Client(base_url=base, headers=auth_headers(key), timeout=120) as client:
            yield client
    except httpx.TransportError as exc:
        raise MemstreamUnavailable(base, exc) from exc


def _check(response: httpx.Response) -> None:
    """Raise the client error an error answer means (the CLI prints it in one line)."""
    raise_for(response)


def export(
    tenant: Tenant,
    user: Annotated[str | None, typer.Option("--user", "-u", help="One user (else all).")] = None,
    events_only: Annotated[bool, typer.Option(help="Only the user's events (JSON Lines).")] = False,
    url: Url = None,
    api_key: ApiKeyOption = None,
) -> None:
    """Everything held about a user (JSON), or a whole tenant (JSON Lines), to stdout."""
    if user is None:
        path, params = "/v1/export", {"tenant": tenant}
    else:
        path = f"/v1/users/{user}/{'events' if events_only else 'export'}"
        params = {"tenant": tenant}
    with _http(url, api_key) as client, client.stream("GET", path, params=params) as response:
        if response.status_code >= 400:
            response.read()
        _check(response)
        for chunk in response.iter_bytes():
            sys.stdout.buffer.write(chunk)
    sys.stdout.flush()


def erase(
    tenant: Tenant,
    user: User,
    reason: Annotated[str | None, typer.Option(help="Why (kept with the command).")] = None,
    wait: Annotated[
        bool, typer.Option(help="Wait until it is done (read models purged, tables rewritten).")
    ] = False,
    timeout: Annotated[float, typer.Option(help="With --wait: give up after this.")] = 600.0,
    url: Url = None,
    api_key: ApiKeyOption = None,
) -> None:
    """Erase a user everywhere (needs the tenant's admin scope): their keys are shredded and
    the key-encryption key rotated before this returns; --wait follows it until done."""
    body = {"tenant": tenant, "reason": reason}
    with _http(url, api_key) as client:
        response = client.post(f"/v1/users/{quote(user, safe='')}/erase", json=body)
        _check(response)
        typer.echo(json.dumps(response.json()))
        if wait:
            status = _until_done(client, response.json()["status_url"], timeout)
            typer.echo(json.dumps(status))
            if status["state"] != "done":
                raise typer.Exit(1)


def _until_done(client: httpx.Client, status_url: str, timeout: float) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        response = client.get(status_url)
        _check(response)
        status: dict[str, Any] = response.json()
        if status["state"] == "done" or time.monotonic() >= deadline:
            return status
        time.sleep(0.5)


@keys_app.command("rotate-kek")
def rotate_kek(data_dir: DataDir = None) -> None:
    """Re-wrap every data key under a new key-encryption key and destroy the old one (an
    erase does this by itself; run it on a schedule, or after a key directory was copied)."""
    from psycopg_pool import ConnectionPool

    from memstream.runtime.stores import open_database
    from memstream.trust.crypto_pg import PostgresDataKeyStore
    from memstream.trust.kek_file import FileKeks

    settings = Settings(data_dir=data_dir) if data_dir is not None else Settings()
    _, dsn = open_database(settings)
    with ConnectionPool(dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
        keys = PostgresDataKeyStore(pool, FileKeks(settings.keys_dir, settings.kek_file_mode))
        keys.setup()
        keys.rotate()
        Console().print(f"key-encryption key rotated: {keys.current_kek()}")  # a result


def loadtest(
    url: Url = None,
    api_key: ApiKeyOption = None,
    events: Annotated[int, typer.Option(help="Stop after this many events.")] = 2000,
    seconds: Annotated[float, typer.Option(help="Stop after this many seconds.")] = 60.0,
    emitters: Annotated[int, typer.Option(help="Concurrent emitters.")] = 4,
    recallers: Annotated[int, typer.Option(help="Concurrent recallers.")] = 2,
    users: Annotated[int, typer.Option(help="Users of the tenant `load`.")] = 8,
    batch: Annotated[int, typer.Option(help="Events per request.")] = 10,
    spawn: Annotated[
        Path | None, typer.Option(help="Run `memstream up` on this data directory (loopback).")
    ] = None,
    audit_seconds: Annotated[
        float, typer.Option(help="How long the audit waits for the pipeline to catch up.")
    ] = 300.0,
    kill_after: Annotated[
        int | None, typer.Option(help="With --spawn: kill -9 after N events, restart, go on.")
    ] = None,
) -> None:
    """A bounded load test on loopback; prints throughput, latency and the loss audit (JSON)."""
    from memstream.eval.loadtest import LoadConfig

    base, key = server(url, api_key)
    config = LoadConfig(
        url=base,
        api_key=key,
        events=events,
        seconds=seconds,
        emitters=emitters,
        recallers=recallers,
        users=users,
        batch=batch,
        audit_seconds=audit_seconds,
    )
    _run_loadtest(config, spawn, kill_after)


def _run_loadtest(config: Any, spawn: Path | None, kill_after: int | None) -> None:
    import asyncio

    from memstream.eval.loadtest_run import run_load, run_spawned

    if spawn is not None:
        result = run_spawned(config, spawn, kill_after)
    else:
        result = asyncio.run(run_load(config))
    typer.echo(result.model_dump_json(indent=2))
    faults = result.lost + result.duplicated_in_log + result.memories_missing
    if faults + result.memories_duplicated:
        raise typer.Exit(1)


def mount(app: typer.Typer) -> None:
    """Add the keys group and the export, erase and loadtest commands to the main CLI."""
    from memstream.cli.bootstrap import bootstrap

    keys_app.command("bootstrap")(bootstrap)
    app.add_typer(keys_app, name="keys")
    app.command("export")(export)
    app.command("erase")(erase)
    app.command("loadtest")(loadtest)
