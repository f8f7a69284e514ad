"""Whether nearest labelled examples (an embedder) could back the slot grammar: a measurement.

Issue 22 asks whether the embedder the pipeline already loads can name a slot the grammar
missed (the nearest labelled dev messages carry it) or flag a grammar fill as a likely
false memory (the nearest dev messages are negatives). This module measures both on the
corpus before anything is built: dev cases are the labelled pool, held-out (`test`) cases
the queries, one language at a time, so no held-out case is ever its own neighbour.

- Silent misses: held-out expectations about the user, not optional, that the grammar missed
  with nothing in that slot. A threshold names them when the slot's vote reaches it.
- False alarms: held-out negatives on which any slot's vote reaches the threshold, and
  held-out positives where a slot neither expected nor produced does.
- Veto: the share of grammar outputs, false and right, whose message's neighbours are
  mostly negatives.

A vote is the similarity-weighted share of the k nearest dev messages whose expectations
name the slot (negatives name none). The core (`nearest`, `votes`, `measure`) is pure; the
runner (`python -m memstream.eval.nearest_signal [use|e5|use-onnx] [k]`) runs the grammar
and the embedder. Results: `docs/quality.md`, Nearest labelled examples.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import numpy as np

THRESHOLDS: Final = (0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
NEGATIVE: Final = "(negative)"
"""The vote of neighbours that expect nothing about the user."""


@dataclass(frozen=True, slots=True)
class Labelled:
    """One judged message: its language, split, kind, and what the grammar did with it."""

    lang: str
    split: str
    negative: bool
    slots: frozenset[str]
    """The user's slots it expects (optional ones included: learning them is allowed)."""
    silent: tuple[str, ...] = ()
    """Required user slots the grammar missed while producing nothing in them."""
    produced: tuple[tuple[str, bool], ...] = ()
    """The grammar's outputs about the user: (slot, right)."""


@dataclass
class Row:
    """The counts of one language at one threshold."""

    threshold: float
    silent_named: int = 0
    negatives_named: int = 0
    positives_extra: int = 0
    false_vetoed: int = 0
    false_on_negatives_vetoed: int = 0
    right_vetoed: int = 0


@dataclass
class LanguageReport:
    """Totals and per-threshold counts of one language."""

    lang: str
    silent: int = 0
    negatives: int = 0
    positives: int = 0
    false: int = 0
    false_on_negatives: int = 0
    right: int = 0
    rows: list[Row] = field(default_factory=list)


def nearest(pool: Any, query: Any, k: int) -> list[tuple[int, float]]:
    """The k rows of `pool` (unit vectors) nearest `query`: (index, cosine), ties by index."""
    sims = np.asarray(pool, dtype=np.float64) @ np.asarray(query, dtype=np.float64)
    order = np.lexsort((np.arange(len(sims)), -sims))[:k]
    return [(int(i), float(sims[i])) for i in order]


def votes(neighbours: Sequence[tuple[float, frozenset[str]]]) -> dict[str, float]:
    """Each slot's similarity-weighted share of the neighbours; `NEGATIVE` for those naming none."""
    total = sum(max(sim, 0.0) for sim, _ in neighbours)
    shares: dict[str, float] = {}
    if total == 0.0:
        return shares
    for sim, slots in neighbours:
        for slot in slots or {NEGATIVE}:
            shares[slot] = shares.get(slot, 0.0) + max(sim, 0.0) / total
    return shares


def measure(
    cases: Sequence[Labelled],
    vectors: Any,
    k: int = 7,
    thresholds: Sequence[float] = THRESHOLDS,
) -> list[LanguageReport]:
    """Per language: how often the dev neighbours name silent misses, negatives, and vetoes."""
    matrix = np.asarray(vectors, dtype=np.float64)
    reports = []
    for lang in sorted({case.lang for case in cases}):
        pool = [i for i, c in enumerate(cases) if c.lang == lang and c.split == "dev"]
        queries = [i for i, c in enumerate(cases) if c.lang == lang and c.split == "test"]
        shares = {
            i: votes(
                [(sim, cases[pool[j]].slots) for j, sim in nearest(matrix[pool], matrix[i], k)]
            )
            for i in queries
        }
        reports.append(_report(lang, [(cases[i], shares[i]) for i in queries], thresholds))
    return reports


def _report(
    lang: str, scored: list[tuple[Labelled, dict[str, float]]], thresholds: Sequence[float]
) -> LanguageReport:
    report = LanguageReport(lang)
    for case, _ in scored:
        report.silent += len(case.silent)
        report.negatives += case.negative
        report.positives += not case.negative
        report.false += sum(not right for _, right in case.produced)
        report.false_on_negatives += sum(case.negative for _, right in case.produced if not right)
        report.right += sum(right for _, right in case.produced)
    for threshold in thresholds:
        row = Row(threshold)
        for case, share in scored:
            named = {slot for slot, s in share.items() if s >= threshold and slot != NEGATIVE}
            row.silent_named += sum(slot in named for slot in case.silent)
            if case.negative:
                row.negatives_named += bool(named)
            else:
                produced = {slot for slot, _ in case.produced}
                row.positives_extra += bool(named - case.slots - produced)
            if share.get(NEGATIVE, 0.0) >= threshold:
                row.false_vetoed += sum(not right for _, right in case.produced)
                row.false_on_negatives_vetoed += sum(
                    case.negative for _, right in case.produced if not right
                )
                row.right_vetoed += sum(right for _, right in case.produced)
        report.rows.append(row)
    return report


def render(reports: Sequence[LanguageReport], title: str) -> str:
    """The reports as a plain-text table."""
    lines = [title]
    for r in reports:
        lines.append(
            f"{r.lang}: silent misses {r.silent}, negatives {r.negatives}, positives {r.positives},"
            f" grammar outputs false {r.false} (on negatives {r.false_on_negatives}),"
            f" right {r.right}"
        )
        lines.append(
            "  vote | silent named | negatives named | positives extra slot | veto false"
            " (on negatives) / right"
        )
        for row in r.rows:
            lines.append(
                f"  {row.threshold:.1f}  | {row.silent_named:>4} | {row.negatives_named:>4}"
                f" | {row.positives_extra:>4} | {row.false_vetoed}"
                f" ({row.false_on_negatives_vetoed})"
                f" / {row.right_vetoed}"
            )
    return "\n".join(lines)


def labelled_corpus() -> tuple[list[Labelled], list[str]]:
    """Every message case of the corpus run through the grammar, and its judged text."""
    from memstream.eval.corpus_cases import CORPUS_DIR, load_corpus
    from memstream.eval.extraction import run_case
    from memstream.eval.slot_scoring import score_case

    labelled, texts = [], []
    for corpus_file in load_corpus(sorted(CORPUS_DIR.glob("*.jsonl"))):
        for case in corpus_file.cases:
            if case.event.type != "message":
                continue
            score = score_case(case, *run_case(case))
            produced = [(m.slot, True) for m in score.right if m.subject == "user"]
            produced += [(m.slot, False) for m in score.false if m.subject == "user"]
            slots = {slot for slot, _ in produced}
            silent = tuple(
                e.slot
                for e, _ in score.misses
                if e.about_user and not e.optional and e.slot not in slots
            )
            expected = frozenset(e.slot for e in case.expect if e.about_user)
            labelled.append(
                Labelled(
                    case.lang,
                    case.split,
                    case.kind == "negative",
                    expected,
                    silent,
                    tuple(produced),
                )
            )
            texts.append(case.event.content or "")
    return labelled, texts


def main(argv: Sequence[str]) -> None:
    """Run the measurement with one shipped embedder (`use` by default) and print it."""
    from memstream.embedding import EmbedderName, make_embedder

    name: EmbedderName = (
        "e5" if argv[:1] == ["e5"] else "use-onnx" if argv[:1] == ["use-onnx"] else "use"
    )
    k = int(argv[1]) if len(argv) > 1 else 7
    cases, texts = labelled_corpus()
    vectors = make_embedder(name).embed_passages(texts)
    print(render(measure(cases, vectors, k), f"embedder {name}, k={k}, dev pool -> held-out"))


if __name__ == "__main__":
    main(sys.argv[1:])
