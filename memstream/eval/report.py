"""Rendering results: rich tables for the terminal, JSON files for keeping."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Final

from pydantic import BaseModel
from rich.table import Table

from memstream.eval.extraction import ExtractionReport, Figures, SplitReport
from memstream.eval.metrics import EvalReport, Percentiles, RecallTable
from memstream.eval.scenarios import ScenarioResult
from memstream.eval.variants import VariantFigures


def recall_rich_table(table: RecallTable) -> Table:
    """One system's recall@k per item and per turn shown, per category and overall."""
    title = table.system
    if table.token_budget is not None:
        title += f" at {table.token_budget} tokens"
    if table.mean_packet_tokens is not None:
        title += f" (mean packet tokens {table.mean_packet_tokens:.0f})"
    rich_table = Table(title=title)
    rich_table.add_column("category")
    rich_table.add_column("questions", justify="right")
    for k in table.ks:
        rich_table.add_column(f"recall@{k}", justify="right")
    for k in table.ks:
        rich_table.add_column(f"turns@{k}", justify="right")
    for row in table.rows:
        cells = [f"{row.recall[k]:.3f}" for k in table.ks]
        cells += [f"{row.recall_turns.get(k, 0.0):.3f}" for k in table.ks]
        rich_table.add_row(row.group, str(row.questions), *cells)
    return rich_table


def _cell(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def coverage_rich_table(tables: Sequence[RecallTable], budget: int) -> Table:
    """Evidence / answer coverage of every system's packets at one budget, side by side."""
    chosen = [table for table in tables if table.token_budget == budget]
    rich_table = Table(title=f"equal-token packets, B = {budget}: evidence / answer coverage")
    rich_table.add_column("category")
    for table in chosen:
        tokens = table.mean_packet_tokens or 0.0
        rich_table.add_column(f"{table.system}\n({tokens:.0f} tok)", justify="right")
    for index, row in enumerate(chosen[0].rows if chosen else ()):
        cells = [
            f"{_cell(t.rows[index].evidence_coverage)} / {_cell(t.rows[index].answer_coverage)}"
            for t in chosen
        ]
        rich_table.add_row(f"{row.group} ({row.questions})", *cells)
    return rich_table


def eval_rich_tables(report: EvalReport) -> list[Table]:
    """The equal-token coverage table per budget, then recall@k per system."""
    budgets = list(dict.fromkeys(t.token_budget for t in report.tables if t.token_budget))
    found = [coverage_rich_table(report.tables, budget) for budget in budgets]
    seen: set[str] = set()
    for table in report.tables:
        if table.system == "memstream" or table.system not in seen:
            found.append(recall_rich_table(table))
            seen.add(table.system)
    return found


def scenario_rich_table(results: Sequence[ScenarioResult]) -> Table:
    """Pass/fail per scenario, with its differences."""
    table = Table(title=f"scenarios: {sum(r.passed for r in results)}/{len(results)} passed")
    table.add_column("scenario")
    table.add_column("result")
    table.add_column("differences")
    for result in results:
        verdict = "[green]pass[/green]" if result.passed else "[red]FAIL[/red]"
        table.add_row(result.name, verdict, "\n".join(result.differences))
    return table


def percentile_rich_table(title: str, rows: Mapping[str, Percentiles], unit: str) -> Table:
    """p50/p95/p99 rows, one per measured thing."""
    table = Table(title=title)
    for column in ("measure", "count", f"mean {unit}", "p50", "p95", "p99"):
        table.add_column(column, justify="left" if column == "measure" else "right")
    for name, p in rows.items():
        values = (p.mean, p.p50, p.p95, p.p99)
        table.add_row(name, str(p.count), *(f"{value:.2f}" for value in values))
    return table


def write_json(path: Path, payload: BaseModel | Sequence[BaseModel]) -> None:
    """Write a model (or list of models) as indented JSON, creating parent folders."""
    if isinstance(payload, BaseModel):
        data: object = payload.model_dump(mode="json")
    else:
        data = [item.model_dump(mode="json") for item in payload]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _groups(split: SplitReport) -> dict[str, Figures]:
    return {**split.groups, "overall": split.overall}


def _slots(split: SplitReport) -> dict[str, Figures]:
    return split.slots


def _languages(split: SplitReport) -> dict[str, Figures]:
    return split.languages


def _events(split: SplitReport) -> dict[str, Figures]:
    return split.events


def _sources(split: SplitReport) -> dict[str, Figures]:
    return split.sources


_VIEWS: Final[tuple[tuple[str, Callable[[SplitReport], dict[str, Figures]]], ...]] = (
    ("group", _groups),
    ("slot", _slots),
    ("language", _languages),
    ("event", _events),
    ("source", _sources),
)


def extraction_rich_tables(report: ExtractionReport) -> list[Table]:
    """Precision and recall per slot group, slot and language, dev and test side by side;
    then false memories on the negatives and update accuracy."""
    tables = []
    for title, rows in _VIEWS:
        table = Table(title=f"extraction by {title}: precision / recall (learned, expected)")
        table.add_column(title)
        for split in report.splits:
            table.add_column(split, justify="right")
        names = list(dict.fromkeys(name for s in report.splits.values() for name in rows(s)))
        for name in names:
            table.add_row(name, *(_figures_cell(rows(s).get(name)) for s in report.splits.values()))
        tables.append(table)
    tables.append(_negatives_table(report))
    return tables


def _figures_cell(figures: Figures | None) -> str:
    if figures is None:
        return "-"
    return (
        f"{_ratio(figures.precision)} / {_ratio(figures.recall)} "
        f"({figures.learned}, {figures.expected})"
    )


def _negatives_table(report: ExtractionReport) -> Table:
    table = Table(title="negatives and updates")
    table.add_column("measure")
    for split in report.splits:
        table.add_column(split, justify="right")
    for name, cell in _SUMMARY:
        table.add_row(name, *(cell(s) for s in report.splits.values()))
    return table


def _false_rate(s: SplitReport) -> str:
    return f"{_ratio(s.false_memory_rate)} ({s.negatives_with_false}/{s.negatives})"


def _false_count(s: SplitReport) -> str:
    return str(s.false_on_negatives)


def _updates(s: SplitReport) -> str:
    return f"{_ratio(s.update_accuracy)} ({s.updates_right}/{s.updates})"


def _cases(s: SplitReport) -> str:
    return str(s.cases)


_SUMMARY: Final[tuple[tuple[str, Callable[[SplitReport], str]], ...]] = (
    ("false-memory rate on negatives (cases)", _false_rate),
    ("false memories on negatives", _false_count),
    ("update accuracy (supersede, negate)", _updates),
    ("cases", _cases),
)


def variants_rich_table(figures: Sequence[VariantFigures]) -> Table:
    """Per variant and split: the share of the original's met expectations the variant keeps,
    the ones it newly meets, and negatives with a false memory before and after."""
    table = Table(
        title="extraction under changes of surface (kept = met by the original and the variant)"
    )
    table.add_column("variant")
    table.add_column("rewrite")
    splits = list(dict.fromkeys(f.split for f in figures))
    for split in splits:
        table.add_column(f"{split}: kept (of met)", justify="right")
        table.add_column(f"{split}: new", justify="right")
        table.add_column(f"{split}: negatives false", justify="right")
    rows: dict[str, list[VariantFigures]] = {}
    for item in figures:
        rows.setdefault(item.variant, []).append(item)
    for name, items in rows.items():
        cells = [name, items[0].about]
        for split in splits:
            f = next((i for i in items if i.split == split), None)
            cells += _variant_cells(f)
        table.add_row(*cells)
    return table


def _variant_cells(f: VariantFigures | None) -> list[str]:
    if f is None or not f.cases:
        return ["-", "-", "-"]
    kept = f"{_ratio(f.kept_share)} ({f.kept}/{f.met_original})"
    false = f"{f.false_original} → {f.false_variant} of {f.negatives}"
    return [kept, str(f.gained), false]
