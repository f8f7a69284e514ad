"""The `memstream` command line: up, demo, emit, recall, inspect, schemas."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Annotated, Any

import httpx
import typer
from rich.console import Console
from rich.tree import Tree

from memstream.cli.connection import ApiKeyOption, UrlOption, server
from memstream.config import Settings

app = typer.Typer(
    help="memstream: an event-sourced memory layer for AI agents.", no_args_is_help=True
)
console = Console()


@app.callback()
def _logs() -> None:
    """Every command logs in the one format: structlog JSON on stderr (`MEMSTREAM_LOG_*`)."""
    from memstream import telemetry

    settings = Settings()
    telemetry.configure_logging(settings.log_level, settings.log_format)


TenantOption = Annotated[str, typer.Option("--tenant", "-t", help="Tenant id.")]
UserOption = Annotated[str, typer.Option("--user", "-u", help="User id.")]
DataDirOption = Annotated[
    Path | None, typer.Option("--data-dir", help="Data directory (default: .memstream).")
]


def _settings(data_dir: Path | None, **overrides: Any) -> Settings:
    values = {k: v for k, v in overrides.items() if v is not None}
    if data_dir is not None:
        values["data_dir"] = data_dir
    return Settings(**values)


@app.command()
def up(
    data_dir: DataDirOption = None,
    host: Annotated[str | None, typer.Option(help="Interface to listen on.")] = None,
    port: Annotated[int | None, typer.Option(help="Port to listen on.")] = None,
    runtime: Annotated[str | None, typer.Option(help="embedded (default) or kafka.")] = None,
    bootstrap: Annotated[str | None, typer.Option(help="Kafka bootstrap servers.")] = None,
    role: Annotated[
        str,
        typer.Option(
            help="Kafka runtime only: processor (extract and consolidate workers), projector "
            "(PostgreSQL and vector projectors), api (the query service) or all (everything)."
        ),
    ] = "all",
    auth: Annotated[
        bool | None,
        typer.Option(
            "--auth/--no-auth", help="Require API keys (default: unless on a loopback address)."
        ),
    ] = None,
    allow_no_auth: Annotated[
        bool, typer.Option(help="Serve a non-loopback interface without API keys.")
    ] = False,
) -> None:
    """Run memstream: the pipeline and the HTTP API (embedded runtime by default)."""
    from memstream import telemetry
    from memstream.query_api.edge import InsecureBindError, auth_required

    settings = _settings(
        data_dir,
        host=host,
        port=port,
        runtime=runtime,
        kafka_bootstrap=bootstrap,
        auth=auth,
        allow_no_auth=allow_no_auth or None,
    )
    telemetry.configure_logging(settings.log_level, settings.log_format)
    try:
        auth_required(settings)
    except InsecureBindError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from None
    if settings.runtime == "embedded" and role != "all":
        raise typer.BadParameter(
            "roles need the Kafka runtime (--runtime kafka)", param_hint="--role"
        )
    if settings.runtime != "embedded":
        from memstream.extras import require

        require("aiokafka", "kafka", "the Kafka runtime")
        from memstream.runtime.kafka.serve import serve_kafka
        from memstream.runtime.kafka.system import ROLES

        if role not in ROLES:
            raise typer.BadParameter(f"one of {', '.join(ROLES)}", param_hint="--role")
        serve_kafka(settings, role)  # type: ignore[arg-type]
        return
    _serve_embedded(settings)


def _serve_embedded(settings: Settings) -> None:
    """The embedded runtime's pipeline and API in this process, until interrupted."""
    import uvicorn

    from memstream.query_api.serve import secured_app
    from memstream.runtime.composition import open_embedded

    system = open_embedded(settings)
    try:
        app = secured_app(system.api_services(), system.pool, settings)
        where = f"http://{settings.host}:{settings.port} (data in {settings.data_dir})"
        keys = "no API keys"
        if app.state.edge.auth_required:
            keys = "API keys required (make one: memstream keys create -t TENANT -s ...)"
        console.print(f"memstream on {where}, {keys}")
        uvicorn.run(
            app,
            host=settings.host,
            port=settings.port,
            log_config=None,
            access_log=False,  # request paths carry user ids: none in the logs
        )
    finally:
        system.close()


@app.command()
def demo(data_dir: DataDirOption = None) -> None:
    """Feed a bundled sample conversation through the pipeline; show memories and recall."""
    from memstream import telemetry
    from memstream.cli.demo import run_demo
    from memstream.pg import stop_embedded_postgres
    from memstream.runtime.engine import Engine

    telemetry.configure_logging("WARNING")  # the demo shows results, not the pipeline's log
    with tempfile.TemporaryDirectory(prefix="memstream-demo-") as tmp:
        settings = _settings(data_dir or Path(tmp))
        console.print(f"[dim]starting the embedded runtime in {settings.data_dir}…[/dim]")
        try:
            with Engine.open(settings) as engine:
                run_demo(engine, console)
        finally:
            if data_dir is None:  # the temporary directory goes: stop its server first
                stop_embedded_postgres(settings.pg_dir)


@app.command()
def emit(
    text: Annotated[str | None, typer.Argument(help="A message to emit.")] = None,
    tenant: TenantOption = "default",
    user: UserOption = "me",
    session: Annotated[str | None, typer.Option(help="Session id.")] = None,
    role: Annotated[str, typer.Option(help="user, assistant, system or tool.")] = "user",
    file: Annotated[
        Path | None, typer.Option("--file", "-f", help="JSON Lines of events ('-' for stdin).")
    ] = None,
    url: UrlOption = None,
    api_key: ApiKeyOption = None,
) -> None:
    """Emit a message (or a file of events) to a running server; print their positions.

    Exits 1 when the server rejected any event (the valid ones are still accepted).
    """
    from memstream.producers import EventFactory, EventsRejected
    from memstream.schemas.base import Scope

    if file is not None:
        events: list[Any] = read_events(file)
    elif text is not None:
        factory = EventFactory(
            Scope(tenant=tenant, user=user, session=session), app="memstream-cli"
        )
        events = [factory.message(role, text)]  # type: ignore[arg-type]
    else:
        raise typer.BadParameter("give a message or --file")
    rejected: EventsRejected | None = None
    with _client(url, api_key) as client:
        try:
            results = client.emit(events)
        except EventsRejected as exc:
            results, rejected = exc.accepted, exc
    for result in results:
        console.print(f"#{result.index} {result.event_id} → {result.position}", soft_wrap=True)
    if rejected is not None:
        _print_rejected(rejected.rejected)
        raise typer.Exit(1)


def read_events(file: Path) -> list[Any]:
    """The events of a JSON Lines file ('-': stdin); `BadEventsFile` names a bad line."""
    from memstream.cli.errors import BadEventsFile

    name = "<stdin>" if str(file) == "-" else str(file)
    text = sys.stdin.read() if name == "<stdin>" else file.read_text(encoding="utf-8")
    events = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            try:
                events.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise BadEventsFile(name, number, exc) from None
    return events


def _print_rejected(rejected: list[dict[str, Any]]) -> None:
    errors = Console(stderr=True)
    for item in rejected:
        fields = "; ".join(f"{e['field']}: {e['message']}" for e in item["errors"])
        errors.print(f"rejected #{item['index']}: {fields}", style="red", markup=False)


@app.command()
def recall(
    query: Annotated[str, typer.Argument(help="What the agent is about to answer.")],
    tenant: TenantOption = "default",
    user: UserOption = "me",
    budget: Annotated[int, typer.Option(help="Token budget of the packet.")] = 800,
    output: Annotated[
        str, typer.Option("--format", help="json, markdown or system_prompt.")
    ] = "markdown",
    explain: Annotated[bool, typer.Option(help="Show every hit's score and reasons.")] = True,
    url: UrlOption = None,
    api_key: ApiKeyOption = None,
) -> None:
    """Ask a running server for a context packet."""
    if output not in ("json", "markdown", "system_prompt"):
        raise typer.BadParameter("json, markdown or system_prompt", param_hint="--format")
    with _client(url, api_key) as client:
        response = client.recall(tenant, user, query, token_budget=budget, format=output)
    console.print(response.packet, markup=False)
    console.print(
        f"[dim]{response.packet_tokens}/{response.token_budget} tokens, "
        f"route {response.route.intent}[/dim]"
    )
    if explain:
        for section, hit in sorted(response.hits, key=lambda pair: -pair[1].score):
            console.print(
                f"  [cyan]{hit.score:.2f}[/cyan] {section}: {hit.content[:70]}"
                f" — {'; '.join(hit.reasons)}",
                highlight=False,
            )


@app.command()
def inspect(
    tenant: TenantOption = "default",
    user: UserOption = "me",
    history: Annotated[bool, typer.Option(help="Include superseded versions.")] = True,
    url: UrlOption = None,
    api_key: ApiKeyOption = None,
) -> None:
    """Show what is remembered about a user, and why."""
    with _client(url, api_key) as client:
        memories = client.memories(tenant, user)
    tree = Tree(f"[bold]{tenant}:{user}[/bold] — {len(memories)} memories")
    for memory in memories:
        provenance = memory.provenance
        node = tree.add(
            f"[cyan]{memory.type}[/cyan] {memory.key}: {memory.content}"
            f" [dim](confidence {memory.confidence:.2f},"
            f" evidence {memory.evidence_count})[/dim]"
        )
        node.add(
            f"why: {provenance.matcher}@{provenance.matcher_version} from "
            f"{provenance.speaker} — “{provenance.quote or ''}”"
        )
        node.add(f"events: {', '.join(provenance.event_ids[:5])}")
        if history:
            for version in memory.history[:-1]:
                node.add(f"[dim]v{version.version} {version.status}: {version.content}[/dim]")
    console.print(tree)


@app.command()
def replay(
    source: Annotated[
        str,
        typer.Argument(
            help="interactions: reprocess everything from memstream.interactions.v1;"
            " postgres or vectors: rebuild that projection from memstream.memory-changes.v1."
        ),
    ] = "interactions",
    url: UrlOption = None,
    api_key: ApiKeyOption = None,
    data_dir: DataDirOption = None,
    runtime: Annotated[str | None, typer.Option(help="embedded (default) or kafka.")] = None,
    bootstrap: Annotated[str | None, typer.Option(help="Kafka bootstrap servers.")] = None,
    drop_retired: Annotated[
        bool,
        typer.Option(
            "--drop-retired",
            help="Instead of replaying, drop the stores of retired generations (embedded:"
            " stop the server first; kafka: the running processes may stay up).",
        ),
    ] = False,
) -> None:
    """Rebuild memory into a new generation, then switch to it; recall answers throughout.

    Drives the server at --url when one runs there (either runtime); otherwise replays
    in this process: on the data directory, or on Kafka with --runtime kafka (the
    running processor, projector and API processes follow the switch).
    """
    from memstream.cli.replay_progress import replay_in_process, replay_over_http

    base, key = server(url, api_key)
    if drop_retired:
        _drop_retired(base, _settings(data_dir, runtime=runtime, kafka_bootstrap=bootstrap))
        return
    from memstream.pipeline.description import PIPELINE

    kind = PIPELINE.replay_sources.get(source)
    if kind is None:
        raise typer.BadParameter(f"choose one of {', '.join(PIPELINE.replay_sources)}")
    if not _serving(base):
        settings = _settings(data_dir, runtime=runtime, kafka_bootstrap=bootstrap)
        replay_in_process(settings, kind, console)
        return
    replay_over_http(base, key, kind, console)


def _serving(url: str) -> bool:
    """Whether a memstream server answers its health check at `url`."""
    try:
        httpx.get(f"{url}/healthz", timeout=2).raise_for_status()
    except httpx.HTTPError:
        return False
    return True


def _drop_retired(url: str, settings: Settings) -> None:
    from memstream.cli.retention import drop_retired_generations

    if settings.runtime == "kafka" or not _serving(url):
        dropped = drop_retired_generations(settings)
        console.print(f"dropped generation(s): {dropped}" if dropped else "nothing to drop")
        return
    console.print(f"[red]a server runs at {url}: stop it before dropping generations[/red]")
    raise typer.Exit(2)


@app.command()
def down(data_dir: DataDirOption = None) -> None:
    """Stop the embedded PostgreSQL server of a data directory (it outlives `up` on a crash)."""
    from memstream.pg import stop_embedded_postgres

    settings = _settings(data_dir)
    stopped = stop_embedded_postgres(settings.pg_dir)
    console.print("stopped" if stopped else f"no server running in {settings.pg_dir}")


@app.command()
def schemas() -> None:
    """Export the JSON Schema of every event, record and API model to schemas/json/."""
    from memstream.cli.json_schemas import write_schemas

    for path in write_schemas():
        console.print(str(path))


@app.command()
def mcp(
    tenant: Annotated[str, typer.Option("--tenant", "-t", envvar="MEMSTREAM_TENANT")] = "default",
    user: Annotated[
        str | None,
        typer.Option("--user", "-u", envvar="MEMSTREAM_USER", help="The default user."),
    ] = None,
    allow_any_user: Annotated[
        bool,
        typer.Option(
            envvar="MEMSTREAM_MCP_ALLOW_ANY_USER", help="Let a tool call name another user."
        ),
    ] = False,
    transport: Annotated[str, typer.Option(help="stdio or http (streamable HTTP).")] = "stdio",
    host: Annotated[str, typer.Option(help="HTTP transport: interface.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="HTTP transport: port (path /mcp).")] = 8421,
    allow_no_auth: Annotated[
        bool, typer.Option(help="HTTP: serve a non-loopback interface without API keys.")
    ] = False,
    url: UrlOption = None,
    api_key: ApiKeyOption = None,
) -> None:
    """Serve memstream to MCP clients: tools recall, remember, forget, inspect, confirm.

    Off loopback (--transport http --host ...) every request must carry a memstream API
    key, and memstream itself must require keys; --allow-no-auth overrides that.
    """
    from memstream.integrations.mcp_server import (
        InsecureMcpError,
        McpOptions,
        check_exposure,
        serve,
    )
    from memstream.integrations.operations import MemoryScope

    if transport not in ("stdio", "http"):
        raise typer.BadParameter("stdio or http", param_hint="--transport")
    base, key = server(url, api_key)
    scope = MemoryScope(tenant=tenant, user=user, allow_any_user=allow_any_user)
    options = McpOptions(url=base, api_key=key, scope=scope)
    if transport == "http":
        try:
            options = check_exposure(options, host, allow_no_auth)
        except InsecureMcpError as exc:
            Console(stderr=True).print(str(exc), style="red", markup=False)
            raise typer.Exit(2) from None
    serve(options, transport, host, port)  # type: ignore[arg-type]


def _client(url: str | None, api_key: str | None) -> Any:
    """A client of the server the flags, the environment or the config file name."""
    from memstream.producers import MemstreamClient

    base, key = server(url, api_key)
    return MemstreamClient(base, api_key=key)


def _mount_operations() -> None:
    from memstream.cli.ops import dlq_app, stats, trace
    from memstream.cli.retention import retention_app

    app.add_typer(retention_app, name="retention")
    app.command()(trace)
    app.command()(stats)
    app.add_typer(dlq_app, name="dlq")


_mount_operations()


def _mount_trust() -> None:
    from memstream.cli.trust import mount

    mount(app)


def _mount_optional() -> None:
    try:
        from memstream.eval.cli import bench, eval_app
    except ImportError:  # the harness is optional at import time
        return
    app.add_typer(eval_app, name="eval", help="Evaluate memory quality (LoCoMo, scenarios).")
    app.command("bench")(bench)


_mount_trust()
_mount_optional()


def main() -> None:
    """The `memstream` command: an error a user can fix is one or two lines, never a traceback."""
    from memstream.cli.errors import explain
    from memstream.extras import MissingExtra, explain_missing

    try:
        app()
    except ModuleNotFoundError as exc:
        missing = exc if isinstance(exc, MissingExtra) else explain_missing(exc, _command())
        if missing is None:
            raise
        _fail(str(missing), 1)
    except Exception as exc:
        message = explain(exc, _command())
        if message is None:
            raise
        _fail(message, 2)


def _fail(message: str, code: int) -> None:
    Console(stderr=True).print(message, style="red", markup=False, soft_wrap=True)
    raise SystemExit(code) from None


def _command() -> str:
    words = [word for word in sys.argv[1:3] if not word.startswith("-")]
    return " ".join(["memstream", *words])


if __name__ == "__main__":
    main()
