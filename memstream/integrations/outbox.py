"""A durable on-disk outbox for captured exchanges, and the courier that empties it in order.

The middleware never drops a capture because memstream is down: each batch of events is
written to a small SQLite file first (committed before `capture` returns), and one
courier thread sends the oldest batch, removes it once memstream acknowledged it, and
goes on. While memstream is unreachable (or answers 5xx, 401/403 or 429) the courier
waits and tries the same batch again, so batches arrive in the order they were captured.
A batch is sent at least once and appended once: events keep the ids they were given at
capture, and the server acknowledges an id it already holds without appending it again.
A batch the server refuses as invalid (422) can never succeed: it is logged and removed.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from pydantic import BaseModel

from memstream import telemetry
from memstream.producers.client import MemstreamClient, emit_call
from memstream.producers.errors import EventsRejected, MemstreamUnavailable, RequestRefused

_log = telemetry.logger(__name__)
RETRYABLE_STATUS: Final = frozenset({401, 403, 408, 429})
MAX_BACKOFF_SECONDS: Final = 30.0


def default_outbox_path() -> Path:
    """`MEMSTREAM_OUTBOX`, else `outbox.sqlite3` in the user's cache (XDG_CACHE_HOME)."""
    if configured := os.environ.get("MEMSTREAM_OUTBOX"):
        return Path(configured)
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "memstream" / "outbox.sqlite3"


class Outbox:
    """Batches of events waiting to be sent, oldest first, in one SQLite file."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False)
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT,"
                " events TEXT NOT NULL)"
            )

    def put(self, events: Sequence[BaseModel | dict[str, Any]]) -> None:
        """Append one batch (durable when this returns)."""
        body = json.dumps(emit_call(events).body, ensure_ascii=False)
        with self._lock:
            self._db.execute("INSERT INTO outbox (events) VALUES (?)", (body,))

    def oldest(self) -> tuple[int, list[dict[str, Any]]] | None:
        """The oldest batch and its sequence number (None when empty)."""
        with self._lock:
            row = self._db.execute("SELECT seq, events FROM outbox ORDER BY seq LIMIT 1").fetchone()
        return None if row is None else (int(row[0]), list(json.loads(row[1])))

    def remove(self, seq: int) -> None:
        """Drop a batch that was delivered (or can never be)."""
        with self._lock:
            self._db.execute("DELETE FROM outbox WHERE seq = ?", (seq,))

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT count(*) FROM outbox").fetchone()[0])

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            self._db.close()


class Courier:
    """One thread that sends an outbox's batches to memstream, in order, until closed."""

    def __init__(self, outbox: Outbox, client: MemstreamClient, retry_seconds: float = 1.0):
        self.outbox = outbox
        self.client = client
        self.retry_seconds = retry_seconds
        self._wake = threading.Event()
        self._idle = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="memstream-courier", daemon=True)
        self._thread.start()

    def put(self, events: Sequence[BaseModel | dict[str, Any]]) -> None:
        """Spool a batch and wake the courier."""
        self.outbox.put(events)
        self._wake.set()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until the outbox is empty; False when it still holds batches after `timeout`."""
        self._wake.set()
        with self._idle:
            return self._idle.wait_for(lambda: len(self.outbox) == 0, timeout)

    def close(self) -> None:
        """Stop the courier (what it has not sent stays in the outbox for the next run)."""
        self._closed = True
        self._wake.set()
        self._thread.join(30)
        self.outbox.close()

    def _run(self) -> None:
        backoff = self.retry_seconds
        while not self._closed:
            batch = self.outbox.oldest()
            if batch is None:
                self._settle()
                continue
            if self._deliver(*batch):
                backoff = self.retry_seconds
                continue
            self._wake.wait(backoff)
            self._wake.clear()
            backoff = min(backoff * 2, MAX_BACKOFF_SECONDS)

    def _settle(self) -> None:
        with self._idle:
            self._idle.notify_all()
        self._wake.wait()
        self._wake.clear()

    def _deliver(self, seq: int, events: list[dict[str, Any]]) -> bool:
        """Send one batch; True when it left the outbox, False to try it again later."""
        try:
            self.client.emit(events)
        except (MemstreamUnavailable, RequestRefused) as exc:
            if _retryable(exc):
                _log.warning("memstream capture spooled", error=error_kind(exc))
                return False
            _log.warning("memstream capture refused", error=error_kind(exc))
        except EventsRejected:
            _log.warning("memstream capture refused", error="EventsRejected")
        self.outbox.remove(seq)
        return True


def error_kind(exc: BaseException) -> str:
    """What went wrong, for a log line: the transport's error under `MemstreamUnavailable`."""
    return exc.reason if isinstance(exc, MemstreamUnavailable) else type(exc).__name__


def _retryable(exc: Exception) -> bool:
    if isinstance(exc, RequestRefused):
        return exc.status_code >= 500 or exc.status_code in RETRYABLE_STATUS
    return True
