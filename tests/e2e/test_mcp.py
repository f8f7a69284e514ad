"""`memstream mcp` over stdio and streamable HTTP, driven by the MCP SDK's own client."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp_types import CallToolResult, TextContent, TextResourceContents

from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.server import ServerProcess, free_port, recall_when_projected

pytestmark = pytest.mark.slow
TOOLS = {"recall", "remember", "forget", "inspect", "confirm"}
MCP_HTTP_ANYWHERE = [sys.executable, "-m", "memstream.cli", "mcp", "--transport", "http"]
MCP_HTTP_ANYWHERE += ["--host", "0.0.0.0"]


def mcp_args(server: ServerProcess, *extra: str) -> list[str]:
    return ["-m", "memstream.cli", "mcp", "--url", server.url, "-t", "acme", "-u", "ada", *extra]


def payload(result: CallToolResult) -> Any:
    assert not result.is_error, result.content
    block = result.content[0]
    assert isinstance(block, TextContent)
    return json.loads(block.text)


def error_text(result: CallToolResult) -> str:
    assert result.is_error
    block = result.content[0]
    assert isinstance(block, TextContent)
    return block.text


async def inspect_until(client: Client, done: Callable[[list[Any]], bool]) -> list[Any]:
    for _ in range(120):  # bounded: the pipeline projects asynchronously
        memories: list[Any] = payload(await client.call_tool("inspect", {}))["memories"]
        if done(memories):
            return memories
        time.sleep(0.25)
    raise AssertionError(f"memories never reached the expected state: {memories}")


async def test_stdio_tools_remember_recall_inspect_and_forget(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    params = StdioServerParameters(command=sys.executable, args=mcp_args(server))
    async with Client(params) as client:
        # The five tools are there.
        assert {tool.name for tool in (await client.list_tools()).tools} == TOOLS
        # Remember through the tool, then read it back through recall.
        written = payload(
            await client.call_tool(
                "remember", {"content": "My favourite editor is Helix", "key": "fact.editor"}
            )
        )
        assert written["accepted"] == "remember"
        with MemstreamClient(server.url) as http:
            recall_when_projected(http, "acme", "ada", "editor", [written["position"]])
        recalled = payload(await client.call_tool("recall", {"query": "which editor do I use?"}))
        assert "Helix" in recalled["packet"]
        assert any("Helix" in hit["content"] and hit["reasons"] for hit in recalled["hits"])
        # Inspect shows it with why; one memory by id shows its history.
        memories = await inspect_until(client, lambda ms: any("Helix" in m["content"] for m in ms))
        helix = next(m for m in memories if "Helix" in m["content"])
        assert helix["why"]["event_ids"] == [written["event_id"]]
        one = payload(await client.call_tool("inspect", {"memory_id": helix["memory_id"]}))
        assert one["memory_id"] == helix["memory_id"] and one["history"]
        # A dry run says what would go and removes nothing.
        dry = payload(await client.call_tool("forget", {"match": "Helix", "dry_run": True}))
        assert [m["memory_id"] for m in dry["would_remove"]] == [helix["memory_id"]]
        assert any("Helix" in m["content"] for m in (await inspect_until(client, bool)))
        # An unknown argument is an error the model sees (not silently dropped).
        typo = await client.call_tool("forget", {"words": "Helix"})
        assert "words" in error_text(typo)
        # Forget it: the answer says what was removed, under a command id the API knows.
        forgot = payload(await client.call_tool("forget", {"memory_id": helix["memory_id"]}))
        assert forgot["state"] == "done"
        assert [m["memory_id"] for m in forgot["removed"]] == [helix["memory_id"]]
        assert "Helix" in forgot["removed"][0]["content"]
        with MemstreamClient(server.url) as http:
            status = http.forget_status("acme", "ada", forgot["command_id"])
        assert status.state == "done" and status.removed[0].memory_id == helix["memory_id"]
        await inspect_until(client, lambda ms: all("Helix" not in m["content"] for m in ms))


async def test_resources_expose_the_profile_and_recent_memories(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    with MemstreamClient(server.url) as http:
        said = EventFactory(Scope(tenant="acme", user="ada")).message("user", "My name is Ada.")
        accepted = http.emit([said])
        recall_when_projected(http, "acme", "ada", "name", [accepted[0].position])
    params = StdioServerParameters(command=sys.executable, args=mcp_args(server))
    async with Client(params) as client:
        listed = {str(r.uri) for r in (await client.list_resources()).resources}
        assert {"memstream://profile", "memstream://memories/recent"} <= listed
        profile = await client.read_resource("memstream://profile")
        block = profile.contents[0]
        assert isinstance(block, TextResourceContents) and "Ada" in block.text
        recent = await client.read_resource("memstream://memories/recent")
        assert "Ada" in json.dumps([c.model_dump() for c in recent.contents])


async def test_stdio_calls_are_scoped_to_the_configured_user(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    params = StdioServerParameters(command=sys.executable, args=mcp_args(server))
    async with Client(params) as client:
        other = await client.call_tool("remember", {"content": "x is y", "user": "mallory"})
        assert "serves user 'ada' only" in error_text(other)
        no_selector = await client.call_tool("forget", {})
        assert "exactly one of" in error_text(no_selector)
        unknown_argument = await client.call_tool("recall", {"query": "x", "budget": 5})
        assert "budget" in error_text(unknown_argument)
        unknown = await client.call_tool("inspect", {"memory_id": "no-such-memory"})
        assert "no memory 'no-such-memory'" in error_text(unknown)
        confirmed = payload(await client.call_tool("confirm", {"memory_id": "m1", "accept": False}))
        assert confirmed["accepted"] == "confirm"


@pytest.fixture
def http_mcp(server_factory: Callable[..., ServerProcess]) -> Iterator[str]:
    server = server_factory()
    port = free_port()
    args = [*mcp_args(server, "--transport", "http", "--port", str(port), "--allow-any-user")]
    process = subprocess.Popen([sys.executable, *args], stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        for _ in range(200):
            try:
                httpx.get(url, timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        yield url
    finally:
        process.terminate()
        process.wait(30)


async def test_streamable_http_serves_the_same_tools(http_mcp: str) -> None:
    async with Client(http_mcp) as client:
        assert {tool.name for tool in (await client.list_tools()).tools} == TOOLS
        # With --allow-any-user a call may name another user of the tenant.
        written = payload(
            await client.call_tool("remember", {"content": "I play the cello", "user": "bo"})
        )
        assert written["accepted"] == "remember"
        listed = payload(await client.call_tool("inspect", {"user": "bo"}))
        assert isinstance(listed["memories"], list)


def test_the_readme_stdio_example_runs_as_written(
    server_factory: Callable[..., ServerProcess], tmp_path: Path
) -> None:
    server = server_factory()
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    example = readme.split("Try it with the MCP SDK's own client:")[1]
    code = example.split("```python\n")[1].split("```")[0]
    script = tmp_path / "example.py"
    script.write_text(code, encoding="utf-8")
    bin_dir = Path(sys.executable).parent  # `memstream` is on PATH, as after pip install
    env = os.environ | {"MEMSTREAM_URL": server.url, "PATH": f"{bin_dir}:{os.environ['PATH']}"}
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=300, env=env
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Miso" in done.stdout


def test_an_unreachable_memstream_is_named_in_the_error(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}"
    done = subprocess.run(
        [*MCP_HTTP_ANYWHERE, "--url", url, "-t", "acme", "-u", "ada"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and url in done.stderr


def test_serving_another_interface_against_a_memstream_without_keys_is_refused(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    done = subprocess.run(
        [*MCP_HTTP_ANYWHERE, "--port", str(free_port()), "--url", server.url, "-t", "acme"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert "refusing to serve MCP on 0.0.0.0" in done.stderr and "--allow-no-auth" in done.stderr
