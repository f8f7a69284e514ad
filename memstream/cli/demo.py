"""`memstream demo`: feed the bundled conversation through the pipeline and show the result."""

from __future__ import annotations

from datetime import datetime, timedelta
from importlib import resources
from typing import Any

import yaml
from rich.console import Console
from rich.text import Text

from memstream.ports import MemoryHistoryView
from memstream.producers.builders import EventFactory
from memstream.query_api.models import RecallRequest, RecallResponse
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope
from memstream.schemas.events import InteractionEvent
from memstream.schemas.memory import MemoryType

MAX_WIDTH = 79
TOP_HITS = 4
PACKET_LINES = 12
TYPE_ORDER = [
    MemoryType.PROFILE,
    MemoryType.PREFERENCE,
    MemoryType.LESSON,
    MemoryType.FACT,
    MemoryType.EPISODE,
]


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


def one_line(text: str) -> Text:
    """Text cut to one terminal line (an ellipsis where it is cut)."""
    line = Text(text.replace("\n", " "), no_wrap=True, overflow="ellipsis")
    line.truncate(MAX_WIDTH, overflow="ellipsis")
    return line


def _said(history: MemoryHistoryView) -> str:
    memory = history.memory
    earlier = f" (was: {history.versions[0].value})" if len(history.versions) > 1 else ""
    return f"{memory.type.value:<10} {' '.join(memory.content.split())}{earlier}"


def show_memories(console: Console, histories: list[MemoryHistoryView]) -> None:
    """What was learned, one line per memory; episodes as one line per session."""
    console.rule("What memstream learned")
    learned = [h for h in histories if h.memory.type is not MemoryType.EPISODE]
    for history in sorted(learned, key=lambda h: (TYPE_ORDER.index(h.memory.type), h.memory.key)):
        console.print(one_line(_said(history)))
    episodes = [h.memory for h in histories if h.memory.type is MemoryType.EPISODE]
    sessions = sorted({m.key for m in episodes if m.key.count(":") == 1})
    console.print(
        one_line(f"{'episode':<10} {len(sessions)} sessions summarised, {len(episodes)} memories")
    )


def show_recall(console: Console, response: RecallResponse, with_packet: bool) -> None:
    """A recall's route, packet (optionally) and its best hits with why, best first."""
    console.rule(f"recall: {response.query}")
    route = f"route {response.route.intent}, {response.packet_tokens}/{response.token_budget}"
    console.print(f"[dim]{route} tokens[/dim]")
    if with_packet:
        for line in response.packet.splitlines()[:PACKET_LINES]:
            console.print(one_line(line))
    hits = [*response.profile, *response.preferences, *response.facts, *response.episodes]
    for hit in sorted(hits, key=lambda h: -h.score)[:TOP_HITS]:
        console.print(one_line(f"{hit.score:.2f} {' '.join(hit.content.split())}"), style="cyan")
        console.print(one_line(f"     why: {'; '.join(hit.reasons)}"), style="dim")


def run_demo(engine: Engine, console: Console) -> None:
    """Emit the sample, wait for the pipeline, print memories and recall answers."""
    sample = load_sample()
    events = sample_events(sample)
    engine.emit(events)
    console.print(f"emitted {len(events)} events; waiting for the pipeline…")
    engine.wait_until_idle()
    show_memories(console, engine.memories(sample["tenant"], sample["user"]))
    for number, query in enumerate(sample["queries"]):
        request = RecallRequest(
            tenant=sample["tenant"],
            user=sample["user"],
            query=query,
            token_budget=300,
            format="markdown",
        )
        show_recall(console, engine.recall(request), with_packet=number == 0)
