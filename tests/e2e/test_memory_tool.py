"""The agent memory tool against a real memstream: an agent reads and corrects its memory."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest

from memstream.integrations.agent_memory import AgentMemory, AsyncAgentMemory
from memstream.integrations.operations import MemoryScope
from memstream.integrations.tools import AsyncMemoryToolDispatcher, MemoryToolDispatcher
from memstream.producers import AsyncMemstreamClient, MemstreamClient
from tests.fixtures.server import ServerProcess

pytestmark = pytest.mark.slow
SCOPE = MemoryScope(tenant="acme", user="ada")


def until(check: Callable[[], Any]) -> Any:
    for _ in range(240):  # bounded wait for the pipeline
        found = check()
        if found:
            return found
        time.sleep(0.25)
    raise AssertionError("the pipeline never got there")


def test_remember_list_get_update_and_forget_through_tool_calls(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    with MemstreamClient(server.url) as client:
        tool = MemoryToolDispatcher(AgentMemory(client, SCOPE))

        def listed() -> list[Any]:
            return list(json.loads(tool.run("memory_list", {})))

        # The model calls memory_remember (OpenAI tool call shape).
        call = {
            "id": "call_1",
            "function": {
                "name": "memory_remember",
                "arguments": json.dumps({"content": "Ada's cat is called Miso"}),
            },
        }
        message = tool.openai_tool_message(call)
        assert message["role"] == "tool" and message["tool_call_id"] == "call_1"
        assert json.loads(message["content"])["accepted"] == "remember"
        miso = until(lambda: next((m for m in listed() if "Miso" in m["content"]), None))
        # memory_get returns it with history (Anthropic tool_use shape).
        block = {"id": "tu_1", "name": "memory_get", "input": {"memory_id": miso["memory_id"]}}
        result = tool.anthropic_tool_result(block)
        assert result["tool_use_id"] == "tu_1" and "is_error" not in result
        assert json.loads(result["content"])["history"][0]["content"] == miso["content"]
        # memory_update is a correction: a command event the pipeline applies.
        update = {"memory_id": miso["memory_id"], "content": "Ada's cat is called Mochi"}
        assert json.loads(tool.run("memory_update", update))["accepted"] == "correct"
        # memory_forget removes it and says what went, under a command id.
        forget = json.dumps({"memory_id": miso["memory_id"]})
        forgot = json.loads(tool.run("memory_forget", forget))
        assert forgot["command_id"] and forgot["state"] in ("done", "pending")
        until(lambda: all(m["memory_id"] != miso["memory_id"] for m in listed()))
        missing = tool.anthropic_tool_result(
            {"id": "tu_2", "name": "memory_get", "input": {"memory_id": miso["memory_id"]}}
        )
        assert missing["is_error"] is True


async def test_the_async_dispatcher_runs_the_same_tools(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    async with AsyncMemstreamClient(server.url) as client:
        tool = AsyncMemoryToolDispatcher(AsyncAgentMemory(client, SCOPE))
        written = json.loads(await tool.run("memory_remember", {"content": "I use Emacs"}))
        assert written["accepted"] == "remember" and written["position"]
        listed = json.loads(await tool.run("memory_list", {"type": "lesson"}))
        assert isinstance(listed, list)
        assert all(m["type"] == "lesson" for m in listed)
