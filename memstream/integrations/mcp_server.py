"""`memstream mcp`: an MCP server (official `mcp` SDK) over a running memstream.

Tools: recall, remember, forget (with a dry run), inspect and confirm; their argument
schemas are strict, so an argument a tool does not know is an error the model sees.
Resources: the user's profile and their most recent memories (JSON). The server is a
client of the memstream HTTP API and serves one tenant; calls use the configured user,
or name another one when `allow_any_user` is set (or no default user is configured).
A recall after a remember of the same session waits (bounded) until it is learned.

Transports: stdio (desktop agents launch it) and streamable HTTP. On a loopback
interface HTTP answers only loopback Host and Origin headers (DNS rebinding). On any
other interface every request must carry a memstream API key (`Authorization: Bearer`),
which is what the server then calls memstream with; it refuses to start there unless
memstream itself requires keys (or `allow_no_auth` is given).
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from typing import Annotated, Any, Final, Literal

import httpx
from pydantic import BaseModel, ConfigDict, Field

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
from memstream.producers.client import DEFAULT_URL, AsyncMemstreamClient
from memstream.producers.errors import EventsRejected, MemstreamError, Unauthorized
from memstream.schemas.base import FrozenModel

require("mcp", "mcp", "memstream mcp")
from mcp.server.mcpserver import Context, MCPServer  # noqa: E402
from mcp.server.mcpserver.exceptions import ResourceError, ToolError  # noqa: E402
from mcp.server.mcpserver.tools import Tool  # noqa: E402

Transport = Literal["stdio", "http"]
INSTRUCTIONS = (
    "Long-term memory of the user. Call `recall` with what you are about to answer and use"
    " the packet; `remember` what the user asks you to remember; `forget` what they ask you"
    " to forget (`dry_run` first shows what would go); `inspect` shows what is remembered"
    " and why; `confirm` accepts or rejects a conflicted memory."
)
User = Annotated[str | None, Field(description="Whose memory (default: the configured user).")]
RECENT: Final = 20
READ_YOUR_WRITES_MS: Final = 10_000
_MAX_CLIENTS: Final = 32


class InsecureMcpError(RuntimeError):
    """Serving MCP on a non-loopback interface without keys, unasked."""


class McpOptions(FrozenModel):
    """Where memstream runs, with which key, and whose memory this server serves."""

    url: str = DEFAULT_URL
    api_key: str | None = None
    scope: MemoryScope
    caller_keys: bool = Field(
        default=False, description="HTTP: call memstream with each request's own bearer key."
    )


class _Memories:
    """The memory a request may use: the server's key, or (caller keys) the request's own."""

    def __init__(self, options: McpOptions) -> None:
        self.options = options
        self._clients: OrderedDict[str | None, AsyncAgentMemory] = OrderedDict()

    def of(self, ctx: Context | None) -> AsyncAgentMemory:
        """The memory for this request's key (clients are kept for a few keys)."""
        key = _bearer(ctx) if self.options.caller_keys else self.options.api_key
        if self.options.caller_keys and key is None:
            raise ToolError("send your memstream API key as `Authorization: Bearer <key>`")
        if key not in self._clients:
            client = AsyncMemstreamClient(self.options.url, api_key=key)
            self._clients[key] = AsyncAgentMemory(client, self.options.scope)
            if len(self._clients) > _MAX_CLIENTS:
                self._clients.popitem(last=False)
        self._clients.move_to_end(key)
        return self._clients[key]


def _bearer(ctx: Context | None) -> str | None:
    headers = {k.lower(): v for k, v in ((ctx.headers if ctx else None) or {}).items()}
    scheme, _, token = headers.get("authorization", "").partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


class _Tools:
    """The tool and resource functions; what a caller can fix becomes an error it sees."""

    def __init__(self, options: McpOptions) -> None:
        self.memories = _Memories(options)
        self._written: dict[str, str] = {}  # user → last write's position (read-your-writes)

    async def recall(
        self, query: str, ctx: Context, user: User = None, token_budget: int = 800
    ) -> Any:
        """Recall what is relevant to `query`: a context packet and why each memory was chosen."""
        args = RecallArgs(query=query, user=user, token_budget=token_budget)
        memory = self.memories.of(ctx)
        written = self._written.get(_who(memory, user))
        if written is None:
            return await _guard(memory.recall(args))
        return await _guard(memory.recall(args, [written], READ_YOUR_WRITES_MS))

    async def remember(
        self,
        content: str,
        ctx: Context,
        memory_type: MemoryKind = "fact",
        key: str | None = None,
        user: User = None,
    ) -> Any:
        """Remember something the user asked to be remembered."""
        args = RememberArgs(content=content, memory_type=memory_type, key=key, user=user)
        memory = self.memories.of(ctx)
        written = await _guard(memory.remember(args))
        self._written[_who(memory, user)] = written["position"]
        return written

    async def forget(
        self,
        ctx: Context,
        memory_id: str | None = None,
        key: str | None = None,
        match: str | None = None,
        topic: str | None = None,
        everything: bool = False,
        dry_run: bool = False,
        user: User = None,
    ) -> Any:
        """Forget memories: exactly one of memory_id, key, match (words), topic or everything.

        With dry_run, only say what would be removed. Otherwise the answer lists what was
        removed and the command id (its status: GET /v1/users/{user}/forget/{command_id}).
        """
        args = ForgetArgs(
            memory_id=memory_id, key=key, match=match, topic=topic,
            everything=everything, dry_run=dry_run, user=user,
        )  # fmt: skip
        return await _guard(self.memories.of(ctx).forget(args))

    async def inspect(
        self,
        ctx: Context,
        memory_id: str | None = None,
        type: MemoryKind | None = None,
        include_inactive: bool = False,
        user: User = None,
    ) -> Any:
        """What is remembered about the user and why; one memory with history given its id."""
        memory = self.memories.of(ctx)
        if memory_id is not None:
            return await _guard(memory.get(GetArgs(memory_id=memory_id, user=user)))
        args = ListArgs(type=type, include_inactive=include_inactive, user=user)
        return {"memories": await _guard(memory.list(args))}

    async def confirm(
        self, memory_id: str, ctx: Context, accept: bool = True, user: User = None
    ) -> Any:
        """Confirm (accept=true) or reject (accept=false) a conflicted memory."""
        args = ConfirmArgs(memory_id=memory_id, accept=accept, user=user)
        return await _guard(self.memories.of(ctx).confirm(args))

    async def profile(self, ctx: Context | None = None, user: str | None = None) -> Any:
        """The user's profile: who they are, as remembered (JSON)."""
        listed = await self._read(ctx, ListArgs(type="profile", user=user))
        return {"profile": [{"key": m["key"], "content": m["content"]} for m in listed]}

    async def recent(self, ctx: Context | None = None, user: str | None = None) -> Any:
        """The user's most recent memories, newest first (JSON)."""
        listed = await self._read(ctx, ListArgs(user=user))
        return {"memories": listed[:RECENT]}

    async def _read(self, ctx: Context | None, args: ListArgs) -> list[dict[str, Any]]:
        try:
            listed = await _guard(self.memories.of(ctx).list(args))
        except ToolError as exc:
            raise ResourceError(str(exc)) from exc
        return sorted(listed, key=lambda m: m["last_seen"], reverse=True)


def _who(memory: AsyncAgentMemory, user: str | None) -> str:
    return user or memory.scope.user or ""


async def _guard(call: Any) -> Any:
    """Await a memory call; what the caller can fix becomes a `ToolError` with the reason."""
    try:
        return await call
    except Unauthorized as exc:
        raise ToolError(f"memstream refused the API key ({exc.status_code})") from exc
    except (ScopeError, MemoryNotFound, EventsRejected, MemstreamError, ValueError) as exc:
        raise ToolError(str(exc)) from exc


def strict(tool: Tool) -> Tool:
    """The tool with its arguments closed: an unknown argument fails validation."""
    loose = tool.fn_metadata.arg_model
    config = ConfigDict(arbitrary_types_allowed=True, extra="forbid")
    closed: type[BaseModel] = type(
        loose.__name__, (loose,), {"model_config": config, "__module__": __name__}
    )
    metadata = tool.fn_metadata.model_copy(update={"arg_model": closed})
    schema = closed.model_json_schema(by_alias=True)
    return tool.model_copy(update={"fn_metadata": metadata, "parameters": schema})


def build_server(options: McpOptions) -> MCPServer:
    """The MCP server with its five tools and the profile and recent-memory resources."""
    tools = _Tools(options)
    functions = (tools.recall, tools.remember, tools.forget, tools.inspect, tools.confirm)
    server: MCPServer = MCPServer(
        "memstream",
        instructions=INSTRUCTIONS,
        version=_version(),
        log_level="WARNING",
        tools=[strict(Tool.from_function(f, structured_output=False)) for f in functions],
    )
    _add_resources(server, tools, options)
    return server


def _add_resources(server: MCPServer, tools: _Tools, options: McpOptions) -> None:
    json = "application/json"
    if options.scope.user is not None and not options.caller_keys:
        server.resource("memstream://profile", name="profile", mime_type=json)(
            _static(tools.profile)
        )
        server.resource("memstream://memories/recent", name="recent", mime_type=json)(
            _static(tools.recent)
        )
    template = "memstream://users/{user}/"
    server.resource(template + "profile", name="user-profile", mime_type=json)(
        _templated(tools.profile)
    )
    server.resource(template + "memories/recent", name="user-recent", mime_type=json)(
        _templated(tools.recent)
    )


def _static(read: Any) -> Any:
    async def resource() -> Any:
        return await read()

    resource.__doc__ = read.__doc__
    return resource


def _templated(read: Any) -> Any:
    async def resource(user: str, ctx: Context) -> Any:
        return await read(ctx, user)

    resource.__doc__ = read.__doc__
    return resource


def _version() -> str:
    from memstream.query_api.main import package_version

    return package_version()


def check_exposure(options: McpOptions, host: str, allow_no_auth: bool) -> McpOptions:
    """The options to serve HTTP on `host` with: caller keys off loopback, or refused.

    Off loopback every request must carry a memstream key, and memstream must check it:
    a memstream that answers without a key would make this server an open door.
    """
    from memstream.query_api.edge import is_loopback

    if is_loopback(host):
        return options
    if allow_no_auth:
        print(f"warning: serving {host} without keys (--allow-no-auth)", file=sys.stderr)
        return options
    if _open_without_key(options):
        raise InsecureMcpError(
            f"refusing to serve MCP on {host}: memstream at {options.url} answers without an API"
            " key, so anyone who reaches this port could read and change every memory. Run"
            " memstream with keys (memstream keys create), or pass --allow-no-auth."
        )
    return options.model_copy(update={"caller_keys": True})


def _open_without_key(options: McpOptions) -> bool:
    probe = f"{options.url}/v1/users/{options.scope.user or 'probe'}/memories"
    try:
        answer = httpx.get(probe, params={"tenant": options.scope.tenant}, timeout=10)
    except httpx.HTTPError as exc:
        raise InsecureMcpError(f"no memstream server answered at {options.url}") from exc
    return answer.status_code not in (401, 403)


def serve(options: McpOptions, transport: Transport, host: str, port: int) -> None:
    """Run the server on stdio or streamable HTTP (at http://host:port/mcp) until stopped."""
    server = build_server(options)
    if transport == "stdio":
        server.run("stdio")
        return
    import uvicorn

    app = server.streamable_http_app(host=host)
    if options.caller_keys:
        app.add_middleware(_RequireBearer)
    uvicorn.run(app, host=host, port=port, log_config=None, access_log=False)


class _RequireBearer:
    """ASGI middleware: 401 for an HTTP request without a bearer token."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        headers = dict(scope.get("headers") or []) if scope["type"] == "http" else {}
        if scope["type"] == "http" and not headers.get(b"authorization", b"").startswith(
            b"Bearer "
        ):
            from starlette.responses import PlainTextResponse

            answer = PlainTextResponse("memstream API key required (Authorization: Bearer)", 401)
            await answer(scope, receive, send)
            return
        await self.app(scope, receive, send)
