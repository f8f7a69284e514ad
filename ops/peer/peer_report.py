"""The peer comparison's report: figures per system, the table, and the issue's targets."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

from memstream.eval.locomo import CATEGORY_NAMES
from memstream.eval.metrics import percentiles, recall_table

MEM0 = "mem0"
EXTRA_KEYS = ("versions", "llm_calls", "embed_calls", "events")


def _system(name: str, result: dict[str, Any], turns: int, k: int) -> dict[str, Any]:
    table = recall_table(name, result["outcomes"], (k,), CATEGORY_NAMES)
    latency = percentiles([seconds * 1000 for seconds in result["latencies"]])
    figures: dict[str, Any] = {
        "ingest_seconds": round(result["ingest_seconds"], 3),
        "ingest_turns_per_s": round(turns / result["ingest_seconds"], 1),
        "latency_ms": {key: round(value, 2) for key, value in latency.model_dump().items()},
        f"recall_at_{k}": round(table.overall().recall[k], 4),
        f"recall_at_{k}_by_category": {row.group: round(row.recall[k], 4) for row in table.rows},
        "mean_packet_tokens": table.mean_packet_tokens,
        "warmup_seconds": round(result["warmup_seconds"], 2),
        "wall_seconds": round(result["wall_seconds"], 1),
        "load_before": [round(value, 2) for value in result["load_before"]],
        "load_after": [round(value, 2) for value in result["load_after"]],
    }
    figures.update({key: result[key] for key in EXTRA_KEYS if key in result})
    return figures


def _targets(systems: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Issue 11's targets: memstream ingest >= 10x mem0's, recall p95 < mem0's search p95."""
    mem0 = systems[MEM0]
    found: dict[str, Any] = {}
    for name, figures in systems.items():
        if name == MEM0:
            continue
        speedup = figures["ingest_turns_per_s"] / mem0["ingest_turns_per_s"]
        p95, peer_p95 = figures["latency_ms"]["p95"], mem0["latency_ms"]["p95"]
        found[name] = {
            "ingest_speedup": round(speedup, 1),
            "ingest_at_least_10x": speedup >= 10,
            "recall_p95_below_mem0_search_p95": p95 < peer_p95,
        }
    return found


def summarize(facts: dict[str, Any], passes: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The JSON report: run facts, each system's figures, and the targets."""
    turns, k = int(facts["turns"]), int(facts["k"])
    systems = {name: _system(name, result, turns, k) for name, result in passes.items()}
    return {**facts, "systems": systems, "targets": _targets(systems)}


def print_table(report: dict[str, Any]) -> None:
    """The figures side by side."""
    k = report["k"]
    table = Table(
        title=f"LoCoMo peer comparison: {report['turns']} turns, "
        f"{report['questions']} questions, {report['machine']['cores']} cores"
    )
    for column in ("system", "ingest turns/s", "p50 ms", "p95 ms", f"recall@{k}", "load 1m"):
        table.add_column(column, justify="left" if column == "system" else "right")
    for name, figures in report["systems"].items():
        latency = figures["latency_ms"]
        table.add_row(
            name,
            f"{figures['ingest_turns_per_s']:.1f}",
            f"{latency['p50']:.1f}",
            f"{latency['p95']:.1f}",
            f"{figures[f'recall_at_{k}']:.3f}",
            f"{figures['load_before'][0]:.2f}",
        )
    console = Console()
    console.print(table)
    console.print(f"mem0 LLM calls: {report['systems'][MEM0]['llm_calls']}")
    console.print(f"targets: {report['targets']}")
