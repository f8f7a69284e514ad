"""The LLM extractor against a local server speaking the OpenAI chat-completions HTTP API.

The server is real (http.server on 127.0.0.1, in a thread); each test tells it how to
answer. What the extractor records is then run through the real extract stage.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from memstream.config import Settings
from memstream.extractors.llm import ChatClient, LlmExtractor, llm_extractor
from memstream.ports import InMemoryState
from memstream.processors.extract import ExtractStage
from memstream.processors.matchers.llm import PROMPT_VERSION
from memstream.schemas.base import Scope
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import ExtractionRecorded, Message, MessagePosted, Role
from memstream.schemas.ids import derive_id

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
MEMORIES = {
    "memories": [
        {
            "type": "profile",
            "key": "profile.occupation",
            "value": "nurse",
            "content": "Works as a nurse",
            "confidence": 0.8,
            "quote": "I'm a nurse",
        }
    ]
}


@dataclass
class Script:
    """How the fake server answers, and what it was asked."""

    status: int = 200
    content: str = json.dumps(MEMORIES)
    delay: float = 0.0
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)


def handler_for(script: Script) -> type[BaseHTTPRequestHandler]:
    class ChatCompletions(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            script.requests.append(json.loads(self.rfile.read(length)))
            script.headers.append(dict(self.headers))
            time.sleep(script.delay)
            body = {
                "id": "chatcmpl-1",
                "object": "chat.completion",
                "model": script.requests[-1]["model"],
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": script.content},
                        "finish_reason": "stop",
                    }
                ],
            }
            payload = json.dumps(body).encode() if self.path == "/v1/chat/completions" else b"{}"
            self.send_response(script.status if self.path == "/v1/chat/completions" else 404)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, format: str, *args: Any) -> None:
            return None

    return ChatCompletions


@pytest.fixture
def server() -> Iterator[tuple[str, Script]]:
    script = Script()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler_for(script))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/v1", script
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join()


def message(text: str, role: Role = "user") -> MessagePosted:
    return MessagePosted(
        id="m1",
        time=T0,
        scope=Scope(tenant="acme", user="marta", session="s1"),
        payload=Message(role=role, content=text),
    )


def extractor(base_url: str, timeout: float = 5.0) -> LlmExtractor:
    return LlmExtractor(ChatClient(base_url, "qwen2.5-7b", "sk-test-abcdefghijklmnop", timeout))


def test_a_user_message_is_recorded_as_an_extraction_then_becomes_candidates(
    server: tuple[str, Script],
) -> None:
    base_url, script = server
    # Ask the model.
    llm = extractor(base_url)
    record = llm.extract_with_llm(message("I'm a nurse. My card is 4111 1111 1111 1111."))
    llm.close()

    # What it was asked: the model, the redacted message, the key as a bearer token.
    [request] = script.requests
    assert request["model"] == "qwen2.5-7b" and request["messages"][0]["role"] == "system"
    assert request["messages"][1]["content"] == "I'm a nurse. My card is [redacted card]."
    assert script.headers[0]["Authorization"] == "Bearer sk-test-abcdefghijklmnop"

    # What it recorded: an event for the same user, derived from the message's id.
    assert isinstance(record, ExtractionRecorded)
    assert record.id == derive_id("m1", "llm", "qwen2.5-7b", PROMPT_VERSION)
    assert (record.scope, record.time) == (message("x").scope, T0)
    assert (record.payload.source_event_id, record.payload.model) == ("m1", "qwen2.5-7b")

    # The extract stage turns the record into inferred candidates; no model call on replay.
    [candidate] = ExtractStage().process(record, InMemoryState())
    assert isinstance(candidate, MemoryCandidate)
    assert (candidate.key, candidate.value) == ("profile.occupation", "nurse")
    assert candidate.provenance.matcher_version == f"qwen2.5-7b+{PROMPT_VERSION}"
    assert len(script.requests) == 1


@pytest.mark.parametrize(
    ("status", "content", "delay", "timeout"),
    [
        (500, "{}", 0.0, 5.0),  # a server error
        (200, "no JSON here", 0.0, 5.0),  # an unreadable answer
        (200, json.dumps({"memories": []}), 0.0, 5.0),  # nothing to remember
        (200, json.dumps(MEMORIES), 1.0, 0.2),  # too slow: the client times out
    ],
)
def test_errors_timeouts_and_empty_answers_record_nothing(
    server: tuple[str, Script], status: int, content: str, delay: float, timeout: float
) -> None:
    base_url, script = server
    script.status, script.content, script.delay = status, content, delay
    llm = extractor(base_url, timeout)
    assert llm.extract_with_llm(message("I'm a nurse.")) is None
    llm.close()
    assert len(script.requests) == 1


def test_only_user_messages_are_sent(server: tuple[str, Script]) -> None:
    base_url, script = server
    llm = extractor(base_url)
    assert llm(message("I'm a nurse.", role="assistant")) is None
    assert llm(message("ok")) is None  # too short to hold a memory
    llm.close()
    assert script.requests == []


def test_the_extractor_is_off_by_default_and_built_from_the_settings(
    server: tuple[str, Script],
) -> None:
    base_url, script = server
    assert llm_extractor(Settings()) is None
    settings = Settings(llm_extractor=True, llm_base_url=base_url, llm_model="m-1")
    built = llm_extractor(settings)
    assert built is not None
    record = built(message("I'm a nurse."))
    built.close()
    assert record is not None and record.payload.model == "m-1"
    assert "Authorization" not in script.headers[0]
