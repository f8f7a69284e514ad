"""Every client of the API sends its key as `Authorization: Bearer` (seen by a real server)."""

from __future__ import annotations

import sys

import httpx
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from memstream.integrations.memory_io import Memory, MemoryOptions
from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.fake_openai import FakeOpenAI

KEY = "msk_live_example"


def root(fake: FakeOpenAI) -> str:
    return fake.url.removesuffix("/v1")


def bearers(fake: FakeOpenAI, path: str) -> list[str | None]:
    return [r.headers.get("Authorization") for r in fake.requests if r.path.startswith(path)]


def test_the_http_client_sends_the_key(fake_openai: FakeOpenAI) -> None:
    event = EventFactory(Scope(tenant="acme", user="ada")).message("user", "hi")
    with MemstreamClient(root(fake_openai), api_key=KEY) as client, pytest.raises(httpx.HTTPError):
        client.emit([event])
    with MemstreamClient(root(fake_openai)) as anonymous, pytest.raises(httpx.HTTPError):
        anonymous.emit([event])
    assert bearers(fake_openai, "/v1/events") == [f"Bearer {KEY}", None]


def test_the_middleware_sends_the_key(fake_openai: FakeOpenAI) -> None:
    memory = Memory(MemoryOptions(url=root(fake_openai), api_key=KEY, tenant="acme", user="ada"))
    assert memory.block("what do I like?") == ""  # the recorder is no memstream: no packet
    memory.close()
    assert bearers(fake_openai, "/v1/recall") == [f"Bearer {KEY}"]


async def test_the_mcp_server_sends_the_key(fake_openai: FakeOpenAI) -> None:
    args = ["-m", "memstream.cli", "mcp", "--url", root(fake_openai), "-t", "acme", "-u", "ada"]
    params = StdioServerParameters(command=sys.executable, args=[*args, "--api-key", KEY])
    async with Client(params) as client:
        result = await client.call_tool("remember", {"content": "I like tea"})
    assert result.is_error and "memstream answered 404" in str(result.content)
    assert bearers(fake_openai, "/v1/events") == [f"Bearer {KEY}"]
