"""The LLM extractor (the `openai` SDK) against the local fake OpenAI-compatible server.

The server is real (http.server on 127.0.0.1, in a thread); each test tells it how to
answer. What the extractor records is then run through the real extract stage.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

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
from tests.fixtures.fake_openai import FakeOpenAI

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


@pytest.fixture
def server(fake_openai: FakeOpenAI) -> FakeOpenAI:
    fake_openai.reply = json.dumps(MEMORIES)
    return fake_openai


def header(fake: FakeOpenAI, name: str) -> str | None:
    headers = {k.lower(): v for k, v in fake.requests[0].headers.items()}
    return headers.get(name.lower())


def message(text: str, role: Role = "user") -> MessagePosted:
    return MessagePosted(
        id="m1",
        time=T0,
        scope=Scope(tenant="acme", user="marta", session="s1"),
        payload=Message(role=role, content=text),
    )


def extractor(base_url: str, timeout: float = 5.0) -> LlmExtractor:
    """The extractor on the fake server, with a key."""
    return LlmExtractor(ChatClient(base_url, "qwen2.5-7b", "sk-test-abcdefghijklmnop", timeout))


def test_a_user_message_is_recorded_as_an_extraction_then_becomes_candidates(
    server: FakeOpenAI,
) -> None:
    # Ask the model.
    llm = extractor(server.url)
    record = llm.extract_with_llm(message("I'm a nurse. My card is 4111 1111 1111 1111."))
    llm.close()

    # What it was asked: the model, the redacted message, the key as a bearer token.
    [request] = server.requests
    assert request.path == "/v1/chat/completions"
    assert request.body["model"] == "qwen2.5-7b" and request.body["temperature"] == 0
    assert request.body["messages"][0]["role"] == "system"
    assert request.body["messages"][1]["content"] == "I'm a nurse. My card is [redacted card]."
    assert header(server, "Authorization") == "Bearer sk-test-abcdefghijklmnop"

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
    assert len(server.requests) == 1


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
    server: FakeOpenAI, status: int, content: str, delay: float, timeout: float
) -> None:
    server.status, server.reply, server.delay = status, content, delay
    llm = extractor(server.url, timeout)
    assert llm.extract_with_llm(message("I'm a nurse.")) is None
    llm.close()
    assert len(server.requests) == 1  # no retries


def test_only_user_messages_are_sent(server: FakeOpenAI) -> None:
    llm = extractor(server.url)
    assert llm(message("I'm a nurse.", role="assistant")) is None
    assert llm(message("ok")) is None  # too short to hold a memory
    llm.close()
    assert server.requests == []


def test_the_extractor_is_off_by_default_and_built_from_the_settings(
    server: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert llm_extractor(Settings()) is None
    settings = Settings(llm_extractor=True, llm_base_url=server.url, llm_model="m-1")
    built = llm_extractor(settings)
    assert built is not None
    record = built(message("I'm a nurse."))
    built.close()
    assert record is not None and record.payload.model == "m-1"
    assert header(server, "Authorization") is None  # no key: no header at all
