"""The agent memory tool's definitions and argument rules, and the MCP/tool scope (no I/O)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from memstream.integrations.operations import (
    ForgetArgs,
    MemoryScope,
    RememberArgs,
    ScopeError,
    UpdateArgs,
    correct_event,
    recall_view,
    remember_event,
)
from memstream.integrations.tools import (
    MemoryToolDispatcher,
    anthropic_tools,
    openai_response_tools,
    openai_tools,
)
from memstream.producers.results import RecallResult
from memstream.schemas.base import Scope
from memstream.schemas.events import CorrectRequested, RememberRequested

NAMES = ["memory_list", "memory_get", "memory_remember", "memory_update", "memory_forget"]
ADA = Scope(tenant="acme", user="ada")


def test_the_five_tools_exist_in_every_format() -> None:
    assert [t["function"]["name"] for t in openai_tools()] == NAMES
    assert [t["name"] for t in openai_response_tools()] == NAMES
    assert [t["name"] for t in anthropic_tools()] == NAMES
    update = next(t for t in anthropic_tools() if t["name"] == "memory_update")
    schema = update["input_schema"]
    assert schema["type"] == "object" and schema["additionalProperties"] is False
    assert set(schema["required"]) == {"memory_id", "content"}
    assert all(t["type"] == "function" and "parameters" in t for t in openai_response_tools())


def test_scope_uses_the_default_user_and_refuses_others_unless_allowed() -> None:
    scope = MemoryScope(tenant="acme", user="ada")
    assert scope.resolve(None) == ADA and scope.resolve("ada") == ADA
    with pytest.raises(ScopeError, match="serves user 'ada' only"):
        scope.resolve("bo")
    assert MemoryScope(tenant="acme", user="ada", allow_any_user=True).resolve("bo").user == "bo"
    with pytest.raises(ScopeError, match="name the user"):
        MemoryScope(tenant="acme").resolve(None)
    assert MemoryScope(tenant="acme").resolve("李雷").user == "李雷"


def test_tool_calls_become_command_events() -> None:
    remembered = remember_event(ADA, RememberArgs(content="我喜欢喝茶", memory_type="preference"))
    assert isinstance(remembered, RememberRequested)
    assert remembered.payload.memory_type == "preference"
    assert remembered.payload.asserted_by == "app"
    corrected = correct_event(ADA, UpdateArgs(memory_id="m1", content="Lives in Porto"))
    assert isinstance(corrected, CorrectRequested) and corrected.payload.memory_id == "m1"
    assert ForgetArgs(topic="football").selector() == {"topic": "football"}
    assert ForgetArgs(everything=True, dry_run=True).selector() == {"all": True}
    with pytest.raises(ValueError, match="exactly one"):
        ForgetArgs(key="a", match="b").selector()
    with pytest.raises(ValueError, match="exactly one"):
        ForgetArgs().selector()


def test_tool_arguments_are_strict_an_unknown_one_is_refused() -> None:
    with pytest.raises(ValueError, match="words"):
        ForgetArgs.model_validate({"words": "football"})
    schema = ForgetArgs.model_json_schema()
    assert schema["additionalProperties"] is False and "dry_run" in schema["properties"]


def test_recall_view_keeps_the_packet_and_the_reasons() -> None:
    hit: dict[str, Any] = {"memory_id": "m1", "type": "profile", "key": "profile.location"}
    hit |= {"content": "住在上海", "score": 0.91234, "confidence": 0.9, "reasons": ["profile"]}
    answer = RecallResult.model_validate(
        {
            "query": "我住哪里？",
            "packet": "- 住在上海",
            "packet_tokens": 5,
            "token_budget": 800,
            "format": "markdown",
            "route": {"intent": "generic", "a_field_from_a_newer_server": 1},
            "profile": [hit],
        }
    )
    view = recall_view(answer)
    assert view["hits"] == [
        {
            "memory_id": "m1",
            "section": "profile",
            "content": "住在上海",
            "score": 0.912,
            "reasons": ["profile"],
        }
    ]


def test_a_bad_call_is_an_error_result_not_an_exception() -> None:
    # No server is contacted: each of these fails before any request.
    from memstream.integrations.agent_memory import AgentMemory
    from memstream.producers.client import MemstreamClient

    with MemstreamClient("http://127.0.0.1:9") as client:
        tool = MemoryToolDispatcher(AgentMemory(client, MemoryScope(tenant="acme", user="ada")))
        unknown = json.loads(tool.run("memory_drop", {}))
        assert "unknown tool 'memory_drop'" in unknown["error"]
        invalid = json.loads(tool.run("memory_update", '{"memory_id": "m1"}'))
        assert invalid["error"].startswith("invalid arguments: content")
        not_json = json.loads(tool.run("memory_get", "{oops"))
        assert "error" in not_json
        other_user = json.loads(tool.run("memory_remember", {"content": "x", "user": "bo"}))
        assert other_user == {"error": "this integration serves user 'ada' only"}
