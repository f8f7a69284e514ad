"""The agent memory tool: list, get, remember, update, forget, in the usual function formats.

`openai_tools()`, `openai_response_tools()` and `anthropic_tools()` describe the tools;
`MemoryToolDispatcher` (sync) and `AsyncMemoryToolDispatcher` run a call the model made
against memstream and return the tool result as JSON text. A bad call (unknown tool,
invalid arguments, a memory that is not the user's) comes back as `{"error": ...}` so
the model can correct itself; it never raises into the agent loop.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

import httpx
from pydantic import ValidationError

from memstream.integrations.agent_memory import AgentMemory, AsyncAgentMemory
from memstream.integrations.operations import (
    ForgetArgs,
    GetArgs,
    ListArgs,
    RememberArgs,
    UpdateArgs,
)
from memstream.producers.errors import EventsRejected, Unauthorized
from memstream.schemas.base import FrozenModel


@dataclass(frozen=True)
class ToolSpec:
    """One tool: its name, what it does, its arguments, and the memory method it runs."""

    name: str
    description: str
    arguments: type[FrozenModel]
    method: str


TOOLS: Final = (
    ToolSpec(
        "memory_list",
        "List what you remember about the user (optionally one type), with why.",
        ListArgs,
        "list",
    ),
    ToolSpec(
        "memory_get", "Get one memory with its provenance and version history.", GetArgs, "get"
    ),
    ToolSpec(
        "memory_remember",
        "Remember something the user asked you to remember.",
        RememberArgs,
        "remember",
    ),
    ToolSpec(
        "memory_update",
        "Correct a memory that is wrong; the old version is kept as superseded history.",
        UpdateArgs,
        "update",
    ),
    ToolSpec(
        "memory_forget",
        "Forget memories by id, key, matching words or topic (or everything about the user).",
        ForgetArgs,
        "forget",
    ),
)
_BY_NAME: Final = {tool.name: tool for tool in TOOLS}
_TOOL_ERRORS = (ValueError, LookupError, EventsRejected, httpx.HTTPError)


def parameters_schema(arguments: type[FrozenModel]) -> dict[str, Any]:
    """The JSON Schema of a tool's arguments (the scope's `user` field included)."""
    schema: dict[str, Any] = arguments.model_json_schema()
    schema.pop("title", None)
    schema.pop("description", None)
    return schema


def openai_tools() -> list[dict[str, Any]]:
    """The tools for OpenAI Chat Completions (`tools=`)."""
    return [
        {
            "type": "function",
            "function": {
                "name": tool.name,
                "description": tool.description,
                "parameters": parameters_schema(tool.arguments),
            },
        }
        for tool in TOOLS
    ]


def openai_response_tools() -> list[dict[str, Any]]:
    """The tools for the OpenAI Responses API (`tools=`)."""
    return [{"type": "function", **spec["function"]} for spec in openai_tools()]


def anthropic_tools() -> list[dict[str, Any]]:
    """The tools for Anthropic Messages (`tools=`)."""
    return [
        {
            "name": tool.name,
            "description": tool.description,
            "input_schema": parameters_schema(tool.arguments),
        }
        for tool in TOOLS
    ]


def _arguments(raw: str | Mapping[str, Any] | None) -> Mapping[str, Any]:
    if raw is None or raw == "":
        return {}
    parsed = json.loads(raw) if isinstance(raw, str) else raw
    if not isinstance(parsed, Mapping):
        raise ValueError("tool arguments must be a JSON object")
    return parsed


def _prepare(name: str, raw: str | Mapping[str, Any] | None) -> tuple[ToolSpec, FrozenModel]:
    tool = _BY_NAME.get(name)
    if tool is None:
        raise LookupError(f"unknown tool {name!r}; known: {', '.join(_BY_NAME)}")
    return tool, tool.arguments.model_validate(_arguments(raw))


def _error(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        fields = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        return json.dumps({"error": f"invalid arguments: {fields}"}, ensure_ascii=False)
    reason = str(exc)
    if isinstance(exc, Unauthorized):
        reason = f"memstream refused the API key ({exc.status_code})"
    return json.dumps({"error": reason}, ensure_ascii=False)


def _ok(result: Any) -> str:
    return json.dumps(result, ensure_ascii=False, default=str)


class MemoryToolDispatcher:
    """Runs the model's memory tool calls against memstream (synchronously)."""

    def __init__(self, memory: AgentMemory) -> None:
        self.memory = memory

    def run(self, name: str, arguments: str | Mapping[str, Any] | None) -> str:
        """The JSON result of one tool call (an `{"error": ...}` object when it cannot run)."""
        try:
            tool, args = _prepare(name, arguments)
            return _ok(getattr(self.memory, tool.method)(args))
        except _TOOL_ERRORS as exc:
            return _error(exc)

    def openai_tool_message(self, tool_call: Any) -> dict[str, Any]:
        """Run a Chat Completions tool call; the `role: tool` message that answers it."""
        function = _field(tool_call, "function")
        content = self.run(_field(function, "name"), _field(function, "arguments"))
        return {"role": "tool", "tool_call_id": _field(tool_call, "id"), "content": content}

    def anthropic_tool_result(self, tool_use: Any) -> dict[str, Any]:
        """Run an Anthropic `tool_use` block; the `tool_result` block that answers it."""
        content = self.run(_field(tool_use, "name"), _field(tool_use, "input"))
        return _tool_result(_field(tool_use, "id"), content)


class AsyncMemoryToolDispatcher:
    """Runs the model's memory tool calls against memstream (asynchronously)."""

    def __init__(self, memory: AsyncAgentMemory) -> None:
        self.memory = memory

    async def run(self, name: str, arguments: str | Mapping[str, Any] | None) -> str:
        """The JSON result of one tool call (an `{"error": ...}` object when it cannot run)."""
        try:
            tool, args = _prepare(name, arguments)
            return _ok(await getattr(self.memory, tool.method)(args))
        except _TOOL_ERRORS as exc:
            return _error(exc)

    async def openai_tool_message(self, tool_call: Any) -> dict[str, Any]:
        """Run a Chat Completions tool call; the `role: tool` message that answers it."""
        function = _field(tool_call, "function")
        content = await self.run(_field(function, "name"), _field(function, "arguments"))
        return {"role": "tool", "tool_call_id": _field(tool_call, "id"), "content": content}

    async def anthropic_tool_result(self, tool_use: Any) -> dict[str, Any]:
        """Run an Anthropic `tool_use` block; the `tool_result` block that answers it."""
        content = await self.run(_field(tool_use, "name"), _field(tool_use, "input"))
        return _tool_result(_field(tool_use, "id"), content)


def _tool_result(tool_use_id: Any, content: str) -> dict[str, Any]:
    is_error = content.startswith('{"error"')
    return {"type": "tool_result", "tool_use_id": tool_use_id, "content": content} | (
        {"is_error": True} if is_error else {}
    )


def _field(item: Any, name: str) -> Any:
    """A field of an SDK object or of the same thing as a plain dict."""
    return item[name] if isinstance(item, Mapping) else getattr(item, name)
