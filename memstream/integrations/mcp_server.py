"""`memstream mcp`: an MCP server (official `mcp` SDK) over a running memstream.

Tools: recall, remember, forget, inspect and confirm. The server is a client of the
memstream HTTP API (sending `Authorization: Bearer <key>` when given an API key) and
serves one tenant; calls use the configured user, or name another one when
`allow_any_user` is set (or no default user is configured). Transports: stdio (for
desktop agents that launch it) and streamable HTTP.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import httpx
from pydantic import Field

from memstream.extras import require
from memstream.integrations.agent_memory import AsyncAgentMemory, MemoryNotFound
from memstream.integrations.operations import (
    ConfirmArgs,
    ForgetArgs,
    GetArgs,
    ListArgs,
    MemoryKind,
    MemoryScope,
    RecallArgs,
    RememberArgs,
    ScopeError,
)
from memstream.producers.client import DEFAULT_URL, AsyncMemstreamClient, EventsRejected
from memstream.schemas.base import FrozenModel

require("mcp", "mcp", "memstream mcp")
from mcp.server.mcpserver import MCPServer  # noqa: E402
from mcp.server.mcpserver.exceptions import ToolError  # noqa: E402

Transport = Literal["stdio", "http"]
INSTRUCTIONS = (
    "Long-term memory of the user. Call `recall` with what you are about to answer and use"
    " the packet; `remember` what the user asks you to remember; `forget` what they ask you"
    " to forget; `inspect` shows what is remembered and why; `confirm` accepts or rejects a"
    " conflicted memory."
)
User = Annotated[str | None, Field(description="Whose memory (default: the configured user).")]


class McpOptions(FrozenModel):
    """Where memstream runs, with which key, and whose memory this server serves."""

    url: str = DEFAULT_URL
    api_key: str | None = None
    scope: MemoryScope


class _Tools:
    """The tool functions, bound to one memory; errors become tool errors the model sees."""

    def __init__(self, memory: AsyncAgentMemory) -> None:
        self.memory = memory

    async def recall(self, query: str, user: User = None, token_budget: int = 800) -> Any:
        """Recall what is relevant to `query`: a context packet and why each memory was chosen."""
        return await _guard(
            self.memory.recall(RecallArgs(query=query, user=user, token_budget=token_budget))
        )

    async def remember(
        self,
        content: str,
        memory_type: MemoryKind = "fact",
        key: str | None = None,
        user: User = None,
    ) -> Any:
        """Remember something the user asked to be remembered."""
        args = RememberArgs(content=content, memory_type=memory_type, key=key, user=user)
        return await _guard(self.memory.remember(args))

    async def forget(
        self,
        memory_id: str | None = None,
        key: str | None = None,
        match: str | None = None,
        topic: str | None = None,
        everything: bool = False,
        user: User = None,
    ) -> Any:
        """Forget memories: give exactly one of memory_id, key, match, topic or everything."""
        args = ForgetArgs(
            memory_id=memory_id,
            key=key,
            match=match,
            topic=topic,
            everything=everything,
            user=user,
        )
        return await _guard(self.memory.forget(args))

    async def inspect(
        self,
        memory_id: str | None = None,
        type: MemoryKind | None = None,
        include_inactive: bool = False,
        user: User = None,
    ) -> Any:
        """What is remembered about the user and why; one memory with history given its id."""
        if memory_id is not None:
            return await _guard(self.memory.get(GetArgs(memory_id=memory_id, user=user)))
        args = ListArgs(type=type, include_inactive=include_inactive, user=user)
        return {"memories": await _guard(self.memory.list(args))}

    async def confirm(self, memory_id: str, accept: bool = True, user: User = None) -> Any:
        """Confirm (accept=true) or reject (accept=false) a conflicted memory."""
        args = ConfirmArgs(memory_id=memory_id, accept=accept, user=user)
        return await _guard(self.memory.confirm(args))


async def _guard(call: Any) -> Any:
    """Await a memory call; what the caller can fix becomes a `ToolError` with the reason."""
    try:
        return await call
    except (ScopeError, MemoryNotFound, EventsRejected, ValueError) as exc:
        raise ToolError(str(exc)) from exc
    except httpx.HTTPStatusError as exc:
        code = exc.response.status_code
        refused = " (check the API key)" if code in (401, 403) else ""
        raise ToolError(f"memstream answered {code}{refused}") from exc
    except httpx.HTTPError as exc:
        raise ToolError("memstream is unavailable") from exc


def build_server(options: McpOptions) -> MCPServer:
    """The MCP server with its five tools, talking to memstream at `options.url`."""
    client = AsyncMemstreamClient(options.url, api_key=options.api_key)
    tools = _Tools(AsyncAgentMemory(client, options.scope))
    server: MCPServer = MCPServer(
        "memstream", instructions=INSTRUCTIONS, version=_version(), log_level="WARNING"
    )
    for function in (tools.recall, tools.remember, tools.forget, tools.inspect, tools.confirm):
        server.add_tool(function, structured_output=False)
    return server


def _version() -> str:
    from memstream.query_api.main import package_version

    return package_version()


def serve(options: McpOptions, transport: Transport, host: str, port: int) -> None:
    """Run the server on stdio or streamable HTTP (at http://host:port/mcp) until stopped."""
    server = build_server(options)
    if transport == "stdio":
        server.run("stdio")
    else:
        server.run("streamable-http", host=host, port=port)
