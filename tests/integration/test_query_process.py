"""Recall queries read and embedded in a worker process: the same answers as in-process, a
503 when too many wait, and a worker that dies is replaced (English and Chinese)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from fastapi.testclient import TestClient

from memstream.query_api.deps import ApiServices
from memstream.query_api.main import create_app
from memstream.query_api.reading import QueryProcess, RecallBusy, read_query
from memstream.query_api.service import RecallService, recall_executors

pytestmark = pytest.mark.slow
NOW = datetime(2026, 11, 26, 9, 0, tzinfo=UTC)
QUERIES = ["When did Maria move to Berlin last month?", "张伟上个月去北京出差了吗？"]
LONG = {
    "en": "When did Maria move to Berlin, and what did she say about the project? " * 3,
    "zh": "张伟上个月去北京出差了吗？他和李娜谈了新项目的计划。" * 6,
}


class LengthEmbedder:
    """A query embedder that needs no model: the text's length and its CJK share."""

    name, dim = "length", 2

    def embed_query(self, text: str) -> list[float]:
        cjk = sum(1 for char in text if "\u4e00" <= char <= "\u9fff")
        return [float(len(text)), cjk / max(len(text), 1)]


def make_length_embedder() -> LengthEmbedder:
    """The worker's embedder (module level: the spawned worker imports it by name)."""
    return LengthEmbedder()


def _worker_pid() -> int:
    """The pid of the worker (reads it in the worker)."""
    return os.getpid()


@pytest.fixture(scope="module")
def reader() -> Iterator[QueryProcess]:
    process = QueryProcess(make_length_embedder)
    process.start()
    yield process
    process.stop()


@pytest.mark.parametrize("query", QUERIES)
def test_the_worker_reads_and_embeds_as_this_process_would(
    reader: QueryProcess, query: str
) -> None:
    read = asyncio.run(reader.read(query, NOW, False))
    assert read == read_query(query, NOW, False)
    assert read.query.terms and read.query.period is not None
    assert asyncio.run(reader.embed(query)) == LengthEmbedder().embed_query(query)


def test_too_many_waiting_is_refused_and_a_stopped_reader_refuses() -> None:
    full = QueryProcess(None, max_waiting=0)
    full.start()
    try:
        with pytest.raises(RecallBusy, match="waiting"):
            asyncio.run(full.read(QUERIES[0], NOW, False))
    finally:
        full.stop()
    with pytest.raises(RecallBusy, match="not running"):
        asyncio.run(full.read(QUERIES[1], NOW, False))


def test_a_worker_that_dies_is_replaced(reader: QueryProcess) -> None:
    pid = asyncio.run(reader._run(_worker_pid))
    os.kill(pid, signal.SIGKILL)
    with pytest.raises(RecallBusy, match="restarting"):
        for _ in range(50):  # until the pool notices its worker is gone
            asyncio.run(reader.read(QUERIES[0], NOW, False))
    read = asyncio.run(reader.read(QUERIES[1], NOW, False))
    assert read == read_query(QUERIES[1], NOW, False)
    assert asyncio.run(reader._run(_worker_pid)) != pid


SERVER = """
import asyncio, sys, time
from tests.integration.test_query_process import _worker_pid
from memstream.query_api.reading import QueryProcess
reader = QueryProcess(None)
reader.start()
print(asyncio.run(reader._run(_worker_pid)), flush=True)
time.sleep(600)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_worker_ends_when_its_server_is_killed() -> None:
    server = subprocess.Popen([sys.executable, "-c", SERVER], stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        worker = int(server.stdout.readline())
        assert _alive(worker)
    finally:
        server.kill()  # SIGKILL: nothing of the server runs after it
        server.wait(30)
    deadline = time.monotonic() + 60
    while _alive(worker):
        assert time.monotonic() < deadline, "the worker outlived its server"
        time.sleep(0.2)


class NoReads:
    """A reader the busy recall never reaches."""

    def __getattr__(self, name: str) -> object:
        raise AssertionError(f"recall read {name} although it was refused")


def test_only_long_queries_go_to_the_worker() -> None:
    reader = QueryProcess(None)  # not started: deciding needs no worker
    assert not any(reader.takes(query) for query in QUERIES)
    assert all(reader.takes(query) for query in LONG.values())


@pytest.mark.parametrize("language", sorted(LONG))
def test_a_busy_reader_answers_503_with_retry_after(language: str) -> None:
    executors = recall_executors()
    executors.reader = QueryProcess(None, max_waiting=0)
    recall = RecallService(NoReads(), None, None, lambda: NOW, executors=executors)  # type: ignore[arg-type]
    services = ApiServices(None, recall, None, None, dict)  # type: ignore[arg-type]
    try:
        with TestClient(create_app(services)) as api:  # the lifespan starts the reader
            body = {"tenant": "t", "user": "u", "query": LONG[language]}
            answer = api.post("/v1/recall", json=body)
        assert answer.status_code == 503, answer.text
        assert answer.headers["retry-after"] == "1"
        assert "busy" in answer.json()["detail"]
    finally:
        executors.shutdown()
