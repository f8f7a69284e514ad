"""Operator commands: `memstream trace`, `memstream stats`, `memstream dlq list / redrive`.

They are clients of the admin endpoints of a running server (`--url`), sending the API
key (`--api-key` or MEMSTREAM_API_KEY) as `Authorization: Bearer`.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer
from pydantic import TypeAdapter
from rich.console import Console
from rich.progress import Progress
from rich.table import Table
from rich.tree import Tree

from memstream.cli.connection import ApiKeyOption as ApiKey
from memstream.cli.connection import UrlOption as Url
from memstream.cli.connection import server
from memstream.producers.client import Call, MemstreamClient, parsed

console = Console()
Tenant = Annotated[str, typer.Option("--tenant", "-t", help="Tenant id.")]
REDRIVE_BATCH = 100


def _call(
    url: str | None,
    api_key: str | None,
    method: str,
    path: str,
    params: dict[str, Any] | None = None,
    json: Any = None,
) -> Any:
    """One admin request (a refusal or no server becomes the CLI's one-line error)."""
    base, key = server(url, api_key)
    with MemstreamClient(base, api_key=key, timeout=120) as client:
        answer = client.send(Call(method, path, params or {}, json))
    return parsed(answer, TypeAdapter(dict[str, Any]))


def trace(
    memory_id: Annotated[str | None, typer.Argument(help="The memory to explain.")] = None,
    tenant: Tenant = "default",
    user: Annotated[str, typer.Option("--user", "-u", help="User id.")] = "me",
    recall: Annotated[
        str | None, typer.Option("--recall", help="Explain what recall chooses for this query.")
    ] = None,
    url: Url = None,
    api_key: ApiKey = None,
) -> None:
    """Why a memory exists (events → candidates → decisions), or why recall chose its hits."""
    if (memory_id is None) == (recall is None):
        raise typer.BadParameter("give a memory id or --recall QUERY (one of them)")
    if recall is not None:
        body = {"tenant": tenant, "user": user, "query": recall, "format": "markdown"}
        console.print(recall_tree(_call(url, api_key, "POST", "/v1/recall", json=body)))
        return
    with console.status("reading the log…"):
        params = {"tenant": tenant, "user": user}
        traced = _call(url, api_key, "GET", f"/v1/admin/trace/{memory_id}", params=params)
    console.print(trace_tree(traced))


def trace_tree(traced: dict[str, Any]) -> Tree:
    """A memory's chain as a tree: what was said, what was proposed, what was decided."""
    tree = Tree(f"[bold]memory {traced['memory_id']}[/bold]")
    said = tree.add("[cyan]events[/cyan] (what happened)")
    for event in traced["events"]:
        words = f" {event.get('role')}: “{event['content']}”" if "content" in event else ""
        said.add(f"{event['time'][:19]} {event['type']}{words} [dim]{event['id']}[/dim]")
    proposed = tree.add("[cyan]candidates[/cyan] (what the matchers proposed)")
    for item in traced["candidates"]:
        what = f"{item.get('type')} {item.get('key')}: {item.get('content')}"
        why = f"{item.get('matcher')}, confidence {item.get('confidence')}"
        proposed.add(what + f" [dim]({why})[/dim]" if "content" in item else item["kind"])
    decided = tree.add("[cyan]decisions[/cyan] (what consolidation did)")
    for change in traced["decisions"]:
        version = f"v{change['version']} " if change["version"] else ""
        decided.add(
            f"{change['event_time'][:19]} [bold]{change['kind']}[/bold] {version}"
            f"{change['status']}: {change['content'] or ''} [dim]— {change['reason']}[/dim]"
        )
    return tree


def recall_tree(answer: dict[str, Any]) -> Tree:
    """Why recall chose what it chose: the route, then each hit's score parts and reasons."""
    route = answer["route"]
    tree = Tree(f"[bold]recall[/bold] “{answer['query']}” → route {route['intent']}")
    for section in ("profile", "preferences", "facts", "episodes"):
        for hit in answer[section]:
            node = tree.add(f"[cyan]{hit['score']:.2f}[/cyan] {section}: {hit['content'][:80]}")
            parts = ", ".join(f"{k} {v:.2f}" for k, v in hit["components"].items())
            node.add(f"why: {'; '.join(hit['reasons'])}")
            node.add(f"[dim]{parts}[/dim]")
    tree.add(
        f"[dim]{answer['packet_tokens']}/{answer['token_budget']} tokens, "
        f"{answer['dropped']} left out[/dim]"
    )
    return tree


def stats(
    tenant: Tenant = "default",
    user: Annotated[str | None, typer.Option("--user", "-u", help="One user only.")] = None,
    url: Url = None,
    api_key: ApiKey = None,
) -> None:
    """Memories by type and status, decisions by kind, lag and dead letters."""
    params = {"tenant": tenant} | ({"user": user} if user else {})
    with console.status("counting…"):
        report = _call(url, api_key, "GET", "/v1/admin/stats", params=params)
    console.print(stats_table(report))


def stats_table(report: dict[str, Any]) -> Table:
    """The stats report as one table of sections."""
    who = report["tenant"] + (f":{report['user']}" if report["user"] else " (all users)")
    table = Table("what", "count", title=f"memstream stats — {who}")
    for memory_type, by_status in report["memories"].items():
        for status, count in by_status.items():
            table.add_row(f"memories · {memory_type} · {status}", str(count))
    for kind, count in report["decisions"].items():
        table.add_row(f"decisions · {kind}", str(count))
    for runner, records in report["lag"].items():
        table.add_row(f"lag · {runner}", str(records))
    dead = report["dead_letters"]
    table.add_row("dead letters", str(dead["total"]))
    for step, count in dead["by_step"].items():
        table.add_row(f"dead letters · {step}", str(count))
    return table


dlq_app = typer.Typer(help="Dead letters: list them, send them back.", no_args_is_help=True)


@dlq_app.command("list")
def dlq_list(
    tenant: Annotated[str | None, typer.Option("--tenant", "-t")] = None,
    limit: Annotated[int, typer.Option(help="At most this many.")] = 100,
    url: Url = None,
    api_key: ApiKey = None,
) -> None:
    """The dead letters: where each came from and why it could not be processed."""
    params: dict[str, Any] = {"limit": limit} | ({"tenant": tenant} if tenant else {})
    found = _call(url, api_key, "GET", "/v1/admin/dlq", params=params)
    table = Table("dlq", "from", "step", "key", "reason", title=f"{found['total']} dead letters")
    for record in found["records"]:
        origin = f"{record['original_topic']}/{record['original_partition']}/"
        origin += str(record["original_offset"])
        where = f"{record['partition']}:{record['offset']}"
        table.add_row(where, origin, record["step"], record["key"], record["reason"])
    console.print(table)


def _refs(records: list[str]) -> list[dict[str, int]]:
    try:
        return [
            dict(zip(("partition", "offset"), map(int, r.split(":")), strict=True)) for r in records
        ]
    except ValueError:
        raise typer.BadParameter("records are PARTITION:OFFSET", param_hint="RECORDS") from None


@dlq_app.command("redrive")
def dlq_redrive(
    records: Annotated[
        list[str] | None, typer.Argument(help="Dead letters as PARTITION:OFFSET.")
    ] = None,
    all_: Annotated[bool, typer.Option("--all", help="Every dead letter (of --tenant).")] = False,
    tenant: Annotated[str | None, typer.Option("--tenant", "-t")] = None,
    url: Url = None,
    api_key: ApiKey = None,
) -> None:
    """Send dead letters back to their original topics (the original bytes, re-appended)."""
    if all_ == bool(records):
        raise typer.BadParameter("give PARTITION:OFFSET records or --all (one of them)")
    if all_:
        params = {"limit": 10_000} | ({"tenant": tenant} if tenant else {})
        found = _call(url, api_key, "GET", "/v1/admin/dlq", params=params)["records"]
        refs = [{"partition": r["partition"], "offset": r["offset"]} for r in found]
    else:
        refs = _refs(records or [])
    if not refs:
        console.print("no dead letters to redrive")
        return
    chunks = [refs[start : start + REDRIVE_BATCH] for start in range(0, len(refs), REDRIVE_BATCH)]
    moved = 0
    with Progress(console=console, transient=True, disable=len(chunks) == 1) as progress:
        task = progress.add_task("redriving", total=len(refs))
        for chunk in chunks:
            batch = {"records": chunk, "tenant": tenant}
            answer = _call(url, api_key, "POST", "/v1/admin/dlq/redrive", json=batch)
            moved += len(answer["redriven"])
            progress.advance(task, len(chunk))
    console.print(f"redrove {moved} dead letter(s)")
