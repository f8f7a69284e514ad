"""The OpenAI middleware against a fake OpenAI-compatible server and a real memstream."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import openai
import pytest
from structlog.testing import capture_logs

from memstream.integrations.injection import GUARD
from memstream.integrations.openai import MemoryOptions, with_memory
from memstream.pg import stop_embedded_postgres
from memstream.producers import EventFactory, MemoryRecord, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.fake_openai import REPLY, FakeOpenAI
from tests.fixtures.server import (
    ServerProcess,
    free_port,
    recall_when_projected,
    start_server,
)

pytestmark = pytest.mark.slow
TENANT = "acme"


@pytest.fixture(scope="module")
def memstream_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    data_dir = tmp_path_factory.mktemp("openai-mw")
    server = start_server(data_dir)
    try:
        yield server
    finally:
        server.stop()
        stop_embedded_postgres(data_dir / "pg")


def seed_name(server: ServerProcess, user: str, name: str) -> None:
    """The user told us their name earlier; wait until recall knows it."""
    with MemstreamClient(server.url) as client:
        event = EventFactory(Scope(tenant=TENANT, user=user)).message("user", f"My name is {name}.")
        accepted = client.emit([event])
        recall_when_projected(client, TENANT, user, "name", [accepted[0].position])


def memories_when(server: ServerProcess, user: str, text: str) -> list[MemoryRecord]:
    """The user's memories once one mentions `text` (bounded wait for the pipeline)."""
    with MemstreamClient(server.url) as client:
        for _ in range(240):
            memories = client.memories(TENANT, user)
            if any(text in m.content for m in memories):
                return memories
            time.sleep(0.25)
    raise AssertionError(f"no memory mentions {text!r}: {memories}")


@pytest.fixture(autouse=True)
def outbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test spools its captures to an outbox of its own."""
    path = tmp_path / "outbox.sqlite3"
    monkeypatch.setenv("MEMSTREAM_OUTBOX", str(path))
    return path


def options(server_url: str, user: str, **extra: Any) -> MemoryOptions:
    return MemoryOptions(url=server_url, tenant=TENANT, user=user, timeout_seconds=5, **extra)


def openai_client(fake: FakeOpenAI) -> openai.OpenAI:
    return openai.OpenAI(base_url=fake.url, api_key="sk-test", max_retries=0)


def test_chat_completion_gets_the_packet_and_the_exchange_is_captured(
    memstream_server: ServerProcess, fake_openai: FakeOpenAI
) -> None:
    seed_name(memstream_server, "ada", "Ada Lovelace")
    client = with_memory(openai_client(fake_openai), options(memstream_server.url, "ada"))
    messages = [
        {"role": "system", "content": "You are terse."},
        {"role": "user", "content": "I live in Lisbon. What should I visit?"},
    ]
    # Call the model through the wrapper.
    completion = client.chat.completions.create(model="gpt-test", messages=messages)
    assert completion.choices[0].message.content == REPLY
    # The packet went first into the existing system message; the user's message is intact.
    sent = fake_openai.requests[-1].body["messages"]
    assert sent[0]["role"] == "system" and sent[0]["content"].startswith(GUARD)
    assert "<memory>" in sent[0]["content"]
    assert "Ada Lovelace" in sent[0]["content"] and sent[0]["content"].endswith("You are terse.")
    assert sent[1] == messages[1]
    # The exchange was emitted: what the user said becomes a memory.
    client.flush()
    memories = memories_when(memstream_server, "ada", "Lisbon")
    # The reply was captured as the assistant's: it may appear in an episode, never as a fact.
    learned = [m for m in memories if m.type != "episode"]
    assert learned and all(REPLY not in m.content for m in learned)


def test_streamed_chat_is_captured_once_read_to_the_end(
    memstream_server: ServerProcess, fake_openai: FakeOpenAI
) -> None:
    client = with_memory(
        openai_client(fake_openai), options(memstream_server.url, "bo", position="system_end")
    )
    stream = client.chat.completions.create(
        model="gpt-test",
        messages=[{"role": "user", "content": "我住在上海。"}],
        stream=True,
    )
    text = "".join(chunk.choices[0].delta.content or "" for chunk in stream)
    assert text == REPLY
    client.flush()
    memories_when(memstream_server, "bo", "上海")


async def test_async_responses_stream_gets_instructions_and_is_captured(
    memstream_server: ServerProcess, fake_openai: FakeOpenAI
) -> None:
    seed_name(memstream_server, "cy", "Cyrus")
    raw = openai.AsyncOpenAI(base_url=fake_openai.url, api_key="sk-test", max_retries=0)
    client = with_memory(raw, options(memstream_server.url, "cy"))
    stream = await client.responses.create(
        model="gpt-test", input="I work at Initech.", instructions="Be brief.", stream=True
    )
    deltas = [event.delta async for event in stream if event.type == "response.output_text.delta"]
    assert "".join(deltas) == REPLY
    instructions = fake_openai.requests[-1].body["instructions"]
    assert instructions.startswith(GUARD) and "Cyrus" in instructions
    assert instructions.endswith("Be brief.")
    await client.flush()
    memories_when(memstream_server, "cy", "Initech")
    # A whole (not streamed) response is captured too.
    whole = await client.responses.create(model="gpt-test", input="My dog is named Rex.")
    assert whole.output[0].content[0].text == REPLY
    await client.flush()
    memories_when(memstream_server, "cy", "Rex")


def test_memstream_down_never_fails_the_model_call_and_spools_the_capture(
    fake_openai: FakeOpenAI, outbox: Path
) -> None:
    dead = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    client = with_memory(openai_client(fake_openai), options(dead, "dee"))
    secret = "my passport number is X1234567"
    with capture_logs() as logs:
        completion = client.chat.completions.create(
            model="gpt-test", messages=[{"role": "user", "content": secret}]
        )
        assert client.flush(timeout=1) is False  # still waiting in the outbox
    client.close()
    assert completion.choices[0].message.content == REPLY
    assert fake_openai.requests[-1].body["messages"] == [{"role": "user", "content": secret}]
    skipped = {entry["event"] for entry in logs}
    assert {"memstream recall skipped", "memstream capture spooled"} <= skipped
    assert all(secret not in str(entry) for entry in logs)
    assert outbox.exists()


def exported_contents(server: ServerProcess, user: str) -> list[str]:
    """The message contents of a user's events in the log, in log order."""
    import httpx

    answer = httpx.get(
        f"{server.url}/v1/users/{user}/events", params={"tenant": TENANT}, timeout=30
    )
    rows = [json.loads(line) for line in answer.text.splitlines() if line.strip()]
    return [row["event"]["payload"]["content"] for row in rows if row["status"] == "ok"]


def test_captures_spooled_while_memstream_is_down_arrive_in_order_and_once(
    fake_openai: FakeOpenAI, tmp_path: Path
) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    said = ["I live in Lisbon.", "我养了一只猫。", "My sister is called Ines."]
    # memstream is down: three exchanges are spooled; the app then stops.
    client = with_memory(openai_client(fake_openai), options(url, "fay"))
    for text in said:
        client.chat.completions.create(model="m", messages=[{"role": "user", "content": text}])
    assert client.flush(timeout=0.5) is False
    client.close()
    # memstream comes up; the app starts again on the same outbox: everything is sent.
    data_dir = tmp_path / "data"
    server = start_server(data_dir, port=port)
    try:
        again = with_memory(openai_client(fake_openai), options(url, "fay"))
        assert again.flush(timeout=120) is True
        again.close()
        contents = exported_contents(server, "fay")
    finally:
        server.stop()
        stop_embedded_postgres(data_dir / "pg")
    # Each exchange once, in the order it happened: user message, then the reply.
    assert contents == [part for text in said for part in (text, REPLY)]


def test_a_memstream_that_never_answers_is_cut_off_by_the_timeout(
    fake_openai: FakeOpenAI,
) -> None:
    with socket.socket() as silent:  # accepts connections, never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        url = f"http://127.0.0.1:{silent.getsockname()[1]}"
        opts = MemoryOptions(url=url, tenant=TENANT, user="eve", timeout_seconds=0.2, capture=False)
        client = with_memory(openai_client(fake_openai), opts)
        with capture_logs() as logs:
            completion = client.responses.create(model="gpt-test", input="hello")
    assert completion.output[0].content[0].text == REPLY
    assert fake_openai.requests[-1].body.get("instructions") in (None, "")
    assert [entry["error"] for entry in logs] == ["ReadTimeout"]
