"""`memstream retention apply` and the work behind `memstream replay --drop-retired`.

Both run in this process on the database of the settings (the embedded PostgreSQL of
the data directory, or `MEMSTREAM_PG_DSN`), without loading the embedding model.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from psycopg_pool import ConnectionPool
from rich.console import Console

from memstream.config import Settings

T = TypeVar("T")
console = Console()
retention_app = typer.Typer(help="Retention of raw interactions (embedded runtime).")


@contextmanager
def database_pool(settings: Settings) -> Iterator[ConnectionPool[Any]]:
    """A small pool on the settings' database (the embedded server is started if needed)."""
    from memstream.runtime.stores import open_database

    _, dsn = open_database(settings)
    with ConnectionPool(dsn, min_size=1, max_size=4, kwargs={"autocommit": True}) as pool:
        yield pool


def on_database(settings: Settings, work: Callable[[ConnectionPool[Any]], T]) -> T:
    """Run `work` on a pool of the settings' database."""
    with database_pool(settings) as pool:
        return work(pool)


@retention_app.command("apply")
def apply(
    data_dir: Annotated[Path | None, typer.Option(help="Embedded data directory.")] = None,
) -> None:
    """Delete raw interactions past their tenant's window (MEMSTREAM_RETENTION_*) now."""
    from memstream.trust.retention_pg import apply_retention

    settings = Settings(data_dir=data_dir) if data_dir is not None else Settings()
    if not settings.retention.active:
        console.print("no retention window is set (MEMSTREAM_RETENTION_DAYS); nothing expires")
        return
    now = datetime.now(UTC)
    deleted = on_database(settings, lambda pool: apply_retention(pool, settings.retention, now))
    for tenant, count in sorted(deleted.items()):
        console.print(f"{tenant}: {count} expired interaction record(s) deleted")


def drop_retired_generations(settings: Settings) -> list[int]:
    """Drop the stores of every retired generation on the settings' runtime."""
    if settings.runtime == "kafka":
        from memstream.runtime.kafka.drop import drop_retired_kafka
        from memstream.runtime.kafka.topology import KafkaEnv

        return on_database(settings, lambda pool: drop_retired_kafka(pool, settings, KafkaEnv()))
    from memstream.runtime.drop_embedded import drop_retired_embedded

    return on_database(settings, lambda pool: drop_retired_embedded(pool, settings))
