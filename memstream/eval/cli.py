"""CLI of the harness: `memstream eval locomo|scenarios` and the `memstream bench` command.

Mount with `app.add_typer(eval_app, name="eval")` and `app.command("bench")(bench)`.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

from memstream.eval.bench import BenchReport, bench_units, run_bench
from memstream.eval.evaluate import DEFAULT_TOKEN_BUDGET, run_locomo, work_units
from memstream.eval.locomo import load_folder
from memstream.eval.metrics import DEFAULT_KS
from memstream.eval.ports import open_engine
from memstream.eval.report import (
    eval_rich_tables,
    percentile_rich_table,
    scenario_rich_table,
    write_json,
)
from memstream.eval.scenarios import expand_paths, run_scenarios
from memstream.eval.synthetic import SyntheticSpec

eval_app = typer.Typer(help="Measure memory quality: LoCoMo recall and behaviour scenarios.")
console = Console()


@contextmanager
def progress_bar(label: str, total: int) -> Iterator[Callable[[int], None]]:
    """A rich progress bar; yields the tick function that advances it."""
    columns = (
        *Progress.get_default_columns()[:1],
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
    )
    with Progress(*columns, console=console, transient=False) as progress:
        task = progress.add_task(label, total=total)
        yield lambda done: progress.advance(task, done)


@eval_app.command("locomo")
def locomo(
    data: Annotated[Path, typer.Option(help="Folder of LoCoMo-format *.json files.")],
    out: Annotated[Path, typer.Option(help="Where to write the JSON report.")] = Path(
        "locomo-report.json"
    ),
    k: Annotated[list[int], typer.Option(help="Cut-offs for recall@k.")] = list(DEFAULT_KS),  # noqa: B006
    token_budget: Annotated[int, typer.Option(help="Recall token budget.")] = DEFAULT_TOKEN_BUDGET,
    baseline_only: Annotated[bool, typer.Option(help="Only the BM25 baseline.")] = False,
) -> None:
    """Evidence recall@k of memstream and of the BM25 baseline on LoCoMo-format data."""
    conversations = load_folder(data)
    factory = None if baseline_only else open_engine
    ks = sorted(set(k))
    if factory is None:
        report = run_locomo(None, conversations, str(data), ks, token_budget)
    else:
        with progress_bar("ingest + recall", work_units(conversations)) as tick:
            report = run_locomo(factory, conversations, str(data), ks, token_budget, tick)
    for table in eval_rich_tables(report):
        console.print(table)
    write_json(out, report)
    console.print(f"{report.questions} questions, {report.conversations} conversations -> {out}")


@eval_app.command("scenarios")
def scenarios(
    paths: Annotated[list[Path] | None, typer.Argument(help="Files or folders.")] = None,
    out: Annotated[Path | None, typer.Option(help="Also write results as JSON.")] = None,
) -> None:
    """Run behaviour scenarios (the bundled suite when no path is given)."""
    results = run_scenarios(open_engine, expand_paths(paths or []))
    console.print(scenario_rich_table(results))
    if out is not None:
        write_json(out, results)
    if not all(result.passed for result in results):
        raise typer.Exit(code=1)


def bench(
    users: Annotated[int, typer.Option(help="Synthetic users.")] = 20,
    sessions: Annotated[int, typer.Option(help="Sessions per user.")] = 5,
    messages: Annotated[int, typer.Option(help="User messages per session.")] = 10,
    probes: Annotated[int, typer.Option(help="Recall probes per latency mode.")] = 200,
    chinese_share: Annotated[float, typer.Option(help="Share of Chinese-speaking users.")] = 0.5,
    seed: Annotated[int, typer.Option(help="Generator seed.")] = 7,
    out: Annotated[Path, typer.Option(help="Where to write the JSON report.")] = Path(
        "bench-report.json"
    ),
    data_dir: Annotated[Path | None, typer.Option(help="Engine data dir (default: temp).")] = None,
) -> None:
    """Ingest throughput, freshness, recall latency and peak RSS on synthetic data."""
    spec = SyntheticSpec(
        users=users, sessions=sessions, messages=messages, chinese_share=chinese_share, seed=seed
    )
    with tempfile.TemporaryDirectory(prefix="memstream-bench-") as scratch:
        engine = open_engine(data_dir or Path(scratch))
        try:
            with progress_bar("bench", bench_units(spec, probes)) as tick:
                report = run_bench(engine, spec, probes, tick)
        finally:
            engine.close()
    _print_bench(report)
    write_json(out, report)
    console.print(f"-> {out}")


def _print_bench(report: BenchReport) -> None:
    machine = report.machine
    console.print(f"machine: {machine.cores} cores, {machine.memory_gb} GiB, {machine.platform}")
    if report.ingest is not None:
        ingest = report.ingest
        console.print(
            f"ingest: {ingest.events} events in {ingest.seconds:.1f} s "
            f"= {ingest.events_per_second:.0f} events/s (emit to read model)"
        )
    rows = dict(report.recall_ms)
    if report.freshness_ms is not None:
        rows = {"freshness (emit to recallable)": report.freshness_ms, **rows}
    if rows:
        console.print(percentile_rich_table("latency", rows, "ms"))
    console.print(
        f"peak RSS {report.peak_rss_mb or 0:.0f} MiB; "
        f"children RSS {report.children_rss_mb or 0:.0f} MiB"
    )
    for note in report.notes:
        console.print(f"note: {note}")
