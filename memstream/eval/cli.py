"""CLI of the harness: `memstream eval locomo|scenarios` and the `memstream bench` command.

Mount with `app.add_typer(eval_app, name="eval")` and `app.command("bench")(bench)`.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal, get_args

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

from memstream.eval.metrics import DEFAULT_KS

if TYPE_CHECKING:
    from memstream.eval.bench import BenchReport
    from memstream.eval.cluster import ClusterSpec
    from memstream.eval.cpu import CpuSample
    from memstream.eval.ports import EngineLike, PassageEmbedder

DEFAULT_TOKEN_BUDGET = 2000
"""`--token-budget`'s default: `memstream.eval.evaluate.DEFAULT_TOKEN_BUDGET` (a test holds them
equal), written here so that the CLI does not import the harness to show its options."""

# The harness's heavier modules (the grammar through the extraction report, the bench, the
# engine) are imported inside the commands, so `memstream --help` and every other command
# start without them.

eval_app = typer.Typer(
    help="Measure memory quality: LoCoMo recall, behaviour scenarios, extraction on the corpus."
)
console = Console()


def configure_logs() -> None:
    """Logs at the configured level (INFO by default) on stderr, not per-event debug lines."""
    from memstream import telemetry
    from memstream.config import Settings

    settings = Settings()
    telemetry.configure_logging(settings.log_level, settings.log_format)


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
    token_budget: Annotated[
        list[int], typer.Option(help="Packet budget B in tokens (repeat for several).")
    ] = [DEFAULT_TOKEN_BUDGET],  # noqa: B006
    baseline_only: Annotated[bool, typer.Option(help="Only the baselines.")] = False,
    speaker_prefix: Annotated[
        bool, typer.Option(help='Send "Speaker: text" as message content (diagnostic).')
    ] = False,
    types: Annotated[
        list[str] | None,
        typer.Option("--type", help="Ask recall for this memory type (repeat; default: route)."),
    ] = None,
    packet_format: Annotated[
        str, typer.Option("--format", help="Packet format: system_prompt, markdown or json.")
    ] = "system_prompt",
    engine_dir: Annotated[
        Path | None, typer.Option(help="Keep the engine's data here (default: a temp dir).")
    ] = None,
    skip_ingest: Annotated[
        bool, typer.Option(help="The --engine-dir already holds these conversations.")
    ] = False,
) -> None:
    """Equal-token packets of memstream and the raw-turn baselines, and recall@k, on LoCoMo."""
    from memstream.eval.evaluate import EngineRun, LocomoOptions, run_locomo, work_units
    from memstream.eval.locomo import load_folder
    from memstream.eval.ports import open_engine
    from memstream.eval.report import eval_rich_tables, write_json

    configure_logs()
    conversations = load_folder(data)
    options = LocomoOptions(
        ks=tuple(sorted(set(k))),
        token_budgets=tuple(dict.fromkeys(token_budget)),
        format=_packet_format(packet_format),
        speaker_prefix=speaker_prefix,
        types=tuple(types) if types else None,
    )
    embedder = _baseline_embedder()
    if baseline_only:
        report = run_locomo(None, conversations, str(data), options, embedder=embedder)
    else:
        run = EngineRun(data_dir=engine_dir, ingested=skip_ingest and engine_dir is not None)
        units = work_units(conversations, len(options.token_budgets))
        with progress_bar("ingest + recall", units) as tick:
            report = run_locomo(
                open_engine, conversations, str(data), options, tick, embedder=embedder, run=run
            )
    for table in eval_rich_tables(report):
        console.print(table)
    console.print(f"options: {report.facts}")
    write_json(out, report)
    console.print(f"{report.questions} questions, {report.conversations} conversations -> {out}")


def _packet_format(value: str) -> Literal["json", "markdown", "system_prompt"]:
    if value == "json":
        return "json"
    if value == "markdown":
        return "markdown"
    if value == "system_prompt":
        return "system_prompt"
    raise typer.BadParameter(f"unknown format {value!r}", param_hint="--format")


def _baseline_embedder() -> PassageEmbedder:
    """memstream's configured embedder, for the dense baselines."""
    from memstream.config import Settings
    from memstream.embedding import make_embedder

    return make_embedder(Settings().embedder)


@eval_app.command("embedders")
def embedders(
    locomo_data: Annotated[Path, typer.Option("--locomo", help="Folder of LoCoMo files.")],
    bilingual: Annotated[Path, typer.Option(help="The bilingual memories testset.json.")],
    name: Annotated[
        list[str] | None,
        typer.Option("--embedder", help="use, e5, use-onnx, or a candidate: minilm (repeat)."),
    ] = None,
    cost_only: Annotated[
        bool, typer.Option(help="Only the cost per text, measured in turns (quick).")
    ] = False,
    out: Annotated[Path, typer.Option(help="Where to write the JSON report.")] = Path(
        "embedders-report.json"
    ),
) -> None:
    """Embedders side by side: bilingual recall, LoCoMo chunk recall, fusion weight, cost."""
    from memstream.eval.embedders import EmbedderReport, cost_sets, costs, measure
    from memstream.eval.locomo import load_folder
    from memstream.eval.report import write_json

    configure_logs()
    conversations = load_folder(locomo_data)
    built = {item: _any_embedder(item) for item in name or ["use", "e5"]}
    scores = (
        []
        if cost_only
        else [measure(item, embedder, conversations, bilingual) for item, embedder in built.items()]
    )
    data = json.loads(bilingual.read_text(encoding="utf-8"))
    timed = costs(built, *cost_sets(data, conversations))
    for row in [*scores, *timed]:
        console.print(row.model_dump())
    write_json(out, EmbedderReport(scores=scores, costs=timed))
    console.print(f"-> {out}")


def _any_embedder(value: str) -> PassageEmbedder:
    """A shipped embedder (`use`, `e5`, `use-onnx`) or a measured candidate (`minilm`)."""
    from memstream.embedding import EmbedderName, make_embedder
    from memstream.eval.candidate_embedders import CANDIDATES, make_candidate

    for shipped in get_args(EmbedderName):
        if value == shipped:
            return make_embedder(shipped)
    if value in CANDIDATES:
        return make_candidate(value)
    raise typer.BadParameter(f"unknown embedder {value!r}", param_hint="--embedder")


@eval_app.command("scenarios")
def scenarios(
    paths: Annotated[list[Path] | None, typer.Argument(help="Files or folders.")] = None,
    out: Annotated[Path | None, typer.Option(help="Also write results as JSON.")] = None,
) -> None:
    """Run behaviour scenarios (the bundled suite when no path is given)."""
    from memstream.eval.ports import open_engine
    from memstream.eval.report import scenario_rich_table, write_json
    from memstream.eval.scenarios import expand_paths, run_scenarios

    configure_logs()
    results = run_scenarios(open_engine, expand_paths(paths or []))
    console.print(scenario_rich_table(results))
    if out is not None:
        write_json(out, results)
    if not all(result.passed for result in results):
        raise typer.Exit(code=1)


@eval_app.command("extraction")
def extraction(
    paths: Annotated[
        list[Path] | None, typer.Argument(help="Corpus files or folders (default: the bundled).")
    ] = None,
    out: Annotated[Path | None, typer.Option(help="Also write the report as JSON.")] = None,
    failures: Annotated[
        int, typer.Option(help="Print up to this many failing dev cases (never test ones).")
    ] = 0,
    later_session: Annotated[
        bool,
        typer.Option(
            help="Say each judged event in a session of its own, after its context's: an "
            "update must then reach what an earlier session stated."
        ),
    ] = False,
) -> None:
    """Precision and recall of extraction on the blind corpus, per slot and language."""
    from memstream.eval.corpus_cases import load_corpus
    from memstream.eval.extraction import evaluate
    from memstream.eval.report import extraction_rich_tables, write_json

    files = load_corpus(paths or [])
    cases = [case for corpus in files for case in corpus.cases]
    with progress_bar("extract + consolidate", len(cases)) as tick:
        report = evaluate(cases, [corpus.path for corpus in files], tick, later_session)
    report = report.model_copy(update={"errors": [e for f in files for e in f.errors]})
    for table in extraction_rich_tables(report):
        console.print(table)
    for failure in report.failures[:failures]:
        console.print(f"[bold]{failure.id}[/bold] {failure.text!r}", markup=True)
        for line in failure.context:
            console.print(f"    context: {line!r}", markup=False)
        for line in failure.missed:
            console.print(f"    missed: {line}", markup=False)
        for line in failure.false:
            console.print(f"    false: {line}", markup=False)
    console.print(
        f"{report.events} events; extract + consolidate {report.cpu_ms_per_event} ms CPU per event"
    )
    for error in report.errors:
        console.print(f"unreadable line: {error}", markup=False)
    if out is not None:
        write_json(out, report)
        console.print(f"-> {out}")


@eval_app.command("variants")
def variants(
    paths: Annotated[
        list[Path] | None, typer.Argument(help="Corpus files or folders (default: the bundled).")
    ] = None,
    only: Annotated[
        list[str] | None, typer.Option(help="Run only these variants (default: every one).")
    ] = None,
    out: Annotated[Path | None, typer.Option(help="Also write the figures as JSON.")] = None,
) -> None:
    """How much of what extraction learns survives a change of surface (lower case, no "I",
    a request beside the fact, dictation, traditional characters)."""
    from memstream.eval.corpus_cases import load_corpus
    from memstream.eval.report import variants_rich_table, write_json
    from memstream.eval.variants import VARIANTS, evaluate_variants

    chosen = tuple(v for v in VARIANTS if not only or v.name in only)
    if not chosen:
        raise typer.BadParameter(
            f"choose among {', '.join(v.name for v in VARIANTS)}", param_hint="--only"
        )
    cases = [case for corpus in load_corpus(paths or []) for case in corpus.cases]
    with progress_bar("variants", len(cases)) as tick:
        figures = evaluate_variants(cases, chosen, tick)
    console.print(variants_rich_table(figures))
    if out is not None:
        write_json(out, figures)
        console.print(f"-> {out}")


BENCH_PRESETS: dict[str, tuple[int, int, int]] = {
    "small": (20, 5, 10),
    "wide": (200, 5, 10),
    "deep": (20, 50, 10),
    "scale": (1000, 10, 10),
}
"""Users, sessions per user and user messages per session of each `--preset`."""


def bench(
    preset: Annotated[
        str,
        typer.Option(
            help="small (2,100 events), wide (200 users x 5 sessions), deep (20 users x 50"
            " sessions: the same events, more memories per user), scale (1,000 users,"
            " ~100,000 memories)."
        ),
    ] = "small",
    users: Annotated[int | None, typer.Option(help="Synthetic users (overrides preset).")] = None,
    sessions: Annotated[int | None, typer.Option(help="Sessions per user.")] = None,
    messages: Annotated[int | None, typer.Option(help="User messages per session.")] = None,
    probes: Annotated[int, typer.Option(help="Recall probes per latency mode.")] = 200,
    recalls_per_second: Annotated[
        float, typer.Option(help="Recall rate while ingest runs.", min=0.1)
    ] = 10.0,
    chinese_share: Annotated[float, typer.Option(help="Share of Chinese-speaking users.")] = 0.5,
    text: Annotated[
        str,
        typer.Option(
            help="synthetic (a few dozen sentences said again and again: the parse cache"
            " answers most) or distinct (every user message a corpus text used once, up to"
            " ~15,000 user messages: --preset wide fits, scale does not)."
        ),
    ] = "synthetic",
    seed: Annotated[int, typer.Option(help="Generator seed.")] = 7,
    out: Annotated[Path, typer.Option(help="Where to write the JSON report.")] = Path(
        "bench-report.json"
    ),
    data_dir: Annotated[Path | None, typer.Option(help="Engine data dir (default: temp).")] = None,
    runtime: Annotated[
        str, typer.Option(help="embedded (in this process) or kafka (a child `memstream up`).")
    ] = "embedded",
    bootstrap: Annotated[str, typer.Option(help="Kafka bootstrap servers.")] = "127.0.0.1:9092",
    url: Annotated[
        str | None, typer.Option(help="Measure a running server over HTTP instead.")
    ] = None,
    port: Annotated[int, typer.Option(help="Port of the child Kafka-runtime server.")] = 8431,
    processors: Annotated[
        int, typer.Option(help="Kafka: processor processes (0 with no projectors: one `all`).")
    ] = 0,
    projectors: Annotated[int, typer.Option(help="Kafka: projector processes.")] = 0,
    partitions: Annotated[int, typer.Option(help="Kafka: partitions of every topic.")] = 1,
    emit_rate: Annotated[
        float | None, typer.Option(help="Emit at most this many events/s (default: flat out).")
    ] = None,
    api_key: Annotated[
        str | None,
        typer.Option("--api-key", envvar="MEMSTREAM_API_KEY", help="With --url: an API key."),
    ] = None,
) -> None:
    """Ingest throughput, freshness, recall latency and peak RSS on synthetic data."""
    from memstream.eval.bench import bench_units, measure_rebuild, rebuild_units, run_bench
    from memstream.eval.bench_ingest import IngestPlan
    from memstream.eval.cluster import ClusterSpec
    from memstream.eval.distinct_text import TEXT_MODES, TextsExhausted
    from memstream.eval.report import write_json
    from memstream.eval.synthetic import SyntheticSpec, generate

    configure_logs()
    if preset not in BENCH_PRESETS:
        raise typer.BadParameter(f"choose one of {', '.join(BENCH_PRESETS)}", param_hint="preset")
    if text not in TEXT_MODES:
        raise typer.BadParameter(f"choose one of {', '.join(TEXT_MODES)}", param_hint="text")
    base_users, base_sessions, base_messages = BENCH_PRESETS[preset]
    spec = SyntheticSpec(
        users=users or base_users,
        sessions=sessions or base_sessions,
        messages=messages or base_messages,
        chinese_share=chinese_share,
        seed=seed,
        text=text,
    )
    try:
        data = generate(spec)
    except TextsExhausted as exc:
        raise typer.BadParameter(str(exc), param_hint="text") from exc
    cluster = ClusterSpec(
        bootstrap=bootstrap,
        processors=processors,
        projectors=projectors,
        partitions=partitions,
        port=port,
    )
    plan = IngestPlan(recalls_per_second=recalls_per_second, emit_rate=emit_rate)
    with tempfile.TemporaryDirectory(prefix="memstream-bench-") as scratch:
        where = data_dir or Path(scratch)
        with _bench_engine(runtime, url, cluster, where, api_key) as (engine, name, meter):
            with progress_bar("bench", bench_units(spec, probes)) as tick:
                chosen = plan.model_copy(update={"cpu": meter})
                report = run_bench(engine, spec, probes, tick, plan=chosen, data=data)
            report.runtime = name
            with progress_bar("rebuild projections", rebuild_units(engine)) as tick:
                measure_rebuild(engine, report, tick)
    _print_bench(report)
    write_json(out, report)
    console.print(f"-> {out}")


@contextmanager
def _bench_engine(
    runtime: str,
    url: str | None,
    cluster: ClusterSpec,
    data_dir: Path,
    api_key: str | None = None,
) -> Iterator[tuple[EngineLike, str, CpuSample | None]]:
    """The engine to measure (in-process embedded, Kafka processes, or a URL) and its meter."""
    from memstream.eval.cluster import kafka_cluster
    from memstream.eval.http_engine import HttpEngine
    from memstream.eval.ports import open_engine

    if runtime not in ("embedded", "kafka"):
        raise typer.BadParameter("choose embedded or kafka", param_hint="runtime")
    if url is None and runtime == "embedded":
        engine = open_engine(data_dir)
        try:
            yield engine, "embedded", None
        finally:
            engine.close()
        return
    with ExitStack() as stack:
        meter: CpuSample | None = None
        if url is None:
            started = stack.enter_context(kafka_cluster(cluster, data_dir))
            url, meter = started.url, started.meter
        remote = HttpEngine(url, api_key)
        stack.callback(remote.close)
        yield remote, f"{runtime} over HTTP{_shape(cluster) if meter else ''}", meter


def _shape(cluster: ClusterSpec) -> str:
    if not cluster.split:
        return " (one process)"
    return (
        f" ({cluster.processors} processor(s), {cluster.projectors} projector(s),"
        f" {cluster.partitions} partition(s))"
    )


def _print_bench(report: BenchReport) -> None:
    from memstream.eval.parse_cache import describe
    from memstream.eval.report import percentile_rich_table

    machine = report.machine
    console.print(f"machine: {machine.cores} cores, {machine.memory_gb} GiB, {machine.platform}")
    console.print(f"embedder: {report.embedder or 'unknown'}")
    if report.ingest is not None:
        ingest = report.ingest
        console.print(
            f"ingest: {ingest.events} events in {ingest.seconds:.1f} s "
            f"= {ingest.events_per_second:.0f} events/s (emit to read model)"
        )
        for step, seconds in ingest.caught_up_seconds.items():
            console.print(
                f"  {step} caught up after {seconds:.1f} s = {ingest.events / seconds:.0f} events/s"
            )
        for part, seconds in ingest.cpu_per_thousand().items():
            console.print(f"  CPU {part}: {seconds:.2f} s per 1,000 events")
    console.print(f"text: {report.spec.text}; {describe(report.parse_cache)}")
    if report.store is not None:
        store = report.store
        console.print(
            f"read model: {store.users} users, {store.memories} memories "
            f"({store.active_memories} active)"
        )
    rows = dict(report.recall_ms)
    if report.ingest is not None and report.ingest.recall_during_ms is not None:
        rows["recall during ingest, with query embedding"] = report.ingest.recall_during_ms
    if report.ingest is not None and report.ingest.recall_during_app_ms is not None:
        rows["  the same, in the server's app (Server-Timing)"] = report.ingest.recall_during_app_ms
    if report.ingest is not None and report.ingest.recall_during_took_ms is not None:
        rows["  the same, in the recall service (took_ms)"] = report.ingest.recall_during_took_ms
    if report.freshness_ms is not None:
        rows = {"freshness (emit to recallable)": report.freshness_ms, **rows}
    if rows:
        console.print(percentile_rich_table("latency", rows, "ms"))
    for rebuild in report.rebuild:
        console.print(
            f"rebuild {rebuild.projection}: {rebuild.changes} changes in {rebuild.seconds:.1f} s "
            f"= {rebuild.changes_per_second:.0f} changes/s"
        )
    console.print(
        f"peak RSS {report.peak_rss_mb or 0:.0f} MiB; "
        f"children RSS {report.children_rss_mb or 0:.0f} MiB; "
        f"embedded PostgreSQL {report.postgres_pss_mb or 0:.0f} MiB (PSS, after the run)"
    )
    for note in report.notes:
        console.print(f"note: {note}")
