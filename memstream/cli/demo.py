"""`memstream demo`: feed the bundled conversation through the pipeline and show the result."""

from __future__ import annotations

from datetime import datetime, timedelta
from importlib import resources
from typing import Any

import yaml
from rich.console import Console
from rich.table import Table

from memstream.ports import MemoryHistoryView
from memstream.producers.builders import EventFactory
from memstream.query_api.models import RecallRequest, RecallResponse
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope
from memstream.schemas.events import InteractionEvent


def load_sample() -> dict[str, Any]:
    """The bundled sample conversation."""
    text = resources.files("memstream.cli").joinpath("sample_conversation.yaml").read_text("utf-8")
    return dict(yaml.safe_load(text))


def sample_events(sample: dict[str, Any]) -> list[InteractionEvent]:
    """The sample as events: one minute per turn, each session closed at its end."""
    events: list[InteractionEvent] = []
    for session in sample["sessions"]:
        scope = Scope(tenant=sample["tenant"], user=sample["user"], session=session["id"])
        factory = EventFactory(scope, app="memstream-demo")
        start = datetime.fromisoformat(session["start"])
        for n, (role, text) in enumerate(session["turns"]):
            events.append(
                factory.message(
                    role,
                    text,
                    time=start + timedelta(minutes=n),
                    external_id=f"{session['id']}:{n}",
                )
            )
        end = start + timedelta(minutes=len(session["turns"]))
        events.append(factory.session_ended(time=end, external_id=f"{session['id']}:end"))
    return events


def memories_table(histories: list[MemoryHistoryView]) -> Table:
    """What was learned, one row per memory, with why."""
    table = Table(title="What memstream learned", show_lines=True)
    for column in ("type", "key", "content", "conf.", "evidence", "why"):
        table.add_column(column)
    for history in histories:
        memory = history.memory
        quote = memory.provenance.quote
        why = f"{memory.provenance.matcher}" + (f": “{quote}”" if quote else "")
        if len(history.versions) > 1:
            why += f"\n(version {memory.version}; earlier: {history.versions[0].value})"
        table.add_row(
            memory.type,
            memory.key,
            memory.content,
            f"{memory.confidence:.2f}",
            str(memory.evidence_count),
            why,
        )
    return table


def show_recall(console: Console, response: RecallResponse) -> None:
    """Print a recall's packet and why each item was chosen."""
    console.rule(f"recall: {response.query}")
    console.print(
        f"[dim]route {response.route.intent}, {response.packet_tokens}"
        f"/{response.token_budget} tokens[/dim]"
    )
    console.print(response.packet)
    for hit in [*response.profile, *response.preferences, *response.facts, *response.episodes]:
        console.print(
            f"  [cyan]{hit.score:.2f}[/cyan] {hit.content[:60]} — {'; '.join(hit.reasons)}"
        )


def run_demo(engine: Engine, console: Console) -> None:
    """Emit the sample, wait for the pipeline, print memories and recall answers."""
    sample = load_sample()
    events = sample_events(sample)
    engine.emit(events)
    console.print(f"emitted {len(events)} events; waiting for the pipeline…")
    engine.wait_until_idle()
    console.print(memories_table(engine.memories(sample["tenant"], sample["user"])))
    for query in sample["queries"]:
        request = RecallRequest(
            tenant=sample["tenant"],
            user=sample["user"],
            query=query,
            token_budget=300,
            format="markdown",
        )
        show_recall(console, engine.recall(request))
