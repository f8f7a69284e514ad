"""Retrieval, packet-coverage and latency metrics, and the report model they fill. Pure."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence

from pydantic import BaseModel, ConfigDict, Field

DEFAULT_KS: tuple[int, ...] = (5, 10, 25)


class Outcome(BaseModel):
    """What one system returned for one question: ranked items and the packet it built.

    `ranked` holds each item's covered ids, best first (an item is a memory for memstream,
    a turn for a baseline). `shown` holds the evidence ids whose text the packet shows;
    `answer_terms` the gold answer's content words and `answer_found` those the packet has.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    conversation: str
    question: int
    category: int
    evidence: tuple[str, ...]
    ranked: tuple[tuple[str, ...], ...]
    packet_tokens: int | None = None
    system: str = ""
    token_budget: int | None = None
    shown: tuple[str, ...] | None = None
    answer_terms: tuple[str, ...] = ()
    answer_found: tuple[str, ...] = ()
    packet: str | None = None


class RecallRow(BaseModel):
    """Evidence recall@k (per item and per turn) and packet coverage of a group of questions."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    group: str
    questions: int
    recall: dict[int, float]
    recall_turns: dict[int, float] = Field(default_factory=dict)
    evidence_coverage: float | None = None
    answer_coverage: float | None = None


class RecallTable(BaseModel):
    """One system's figures per category and overall, at one token budget."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    system: str
    ks: tuple[int, ...]
    rows: tuple[RecallRow, ...]
    mean_packet_tokens: float | None = None
    token_budget: int | None = None

    def overall(self) -> RecallRow:
        """The row over all questions."""
        return next(row for row in self.rows if row.group == "overall")

    def row(self, group: str) -> RecallRow:
        """The row of one group (a category's label, or "overall")."""
        return next(row for row in self.rows if row.group == group)


class Percentiles(BaseModel):
    """p50/p95/p99 (and the count and mean) of a sample, in its own unit."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    count: int
    mean: float
    p50: float
    p95: float
    p99: float


class EvalReport(BaseModel):
    """A LoCoMo evaluation run: every system's tables side by side, run facts, every packet."""

    model_config = ConfigDict(extra="forbid")

    data: str
    conversations: int
    questions: int
    tables: list[RecallTable] = Field(default_factory=list)
    facts: dict[str, float | int | str] = Field(default_factory=dict)
    outcomes: list[Outcome] = Field(default_factory=list)

    def table(self, system: str, token_budget: int | None = None) -> RecallTable:
        """The table of one system (at one budget when several were run)."""
        return next(
            t for t in self.tables if t.system == system and token_budget in (None, t.token_budget)
        )


def evidence_recall(evidence: Sequence[str], ranked: Sequence[Sequence[str]], k: int) -> float:
    """Fraction of the distinct evidence ids covered by the top-k items' ids (0 if none)."""
    wanted = set(evidence)
    if not wanted:
        return 0.0
    if k <= 0:
        return 0.0
    covered = {dia_id for item in ranked[:k] for dia_id in item}
    return len(wanted & covered) / len(wanted)


def turns_in_order(ranked: Sequence[Sequence[str]]) -> list[tuple[str]]:
    """The distinct ids of the ranked items, in rank order, one per item (a turn each)."""
    ordered = dict.fromkeys(dia_id for item in ranked for dia_id in item)
    return [(dia_id,) for dia_id in ordered]


def evidence_coverage(outcome: Outcome) -> float | None:
    """Share of the question's distinct evidence whose text the packet shows (None: unknown)."""
    if outcome.shown is None or not outcome.evidence:
        return None
    return len(set(outcome.shown) & set(outcome.evidence)) / len(set(outcome.evidence))


def answer_coverage(outcome: Outcome) -> float | None:
    """Share of the gold answer's content words the packet contains (None: no such words)."""
    if not outcome.answer_terms:
        return None
    return len(set(outcome.answer_found)) / len(set(outcome.answer_terms))


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _mean_known(values: Iterable[float | None]) -> float | None:
    known = [value for value in values if value is not None]
    return _mean(known) if known else None


def recall_row(group: str, outcomes: Sequence[Outcome], ks: Sequence[int]) -> RecallRow:
    """Mean recall@k per item and per turn, and mean packet coverage, over the outcomes."""
    per_turn = [(o, turns_in_order(o.ranked)) for o in outcomes]
    return RecallRow(
        group=group,
        questions=len(outcomes),
        recall={k: _mean([evidence_recall(o.evidence, o.ranked, k) for o in outcomes]) for k in ks},
        recall_turns={
            k: _mean([evidence_recall(o.evidence, turns, k) for o, turns in per_turn]) for k in ks
        },
        evidence_coverage=_mean_known(evidence_coverage(o) for o in outcomes),
        answer_coverage=_mean_known(answer_coverage(o) for o in outcomes),
    )


def recall_table(
    system: str,
    outcomes: Iterable[Outcome],
    ks: Sequence[int] = DEFAULT_KS,
    category_names: dict[int, str] | None = None,
    token_budget: int | None = None,
) -> RecallTable:
    """Figures per category (in category order) and overall, with mean packet tokens."""
    collected = list(outcomes)
    by_category: dict[int, list[Outcome]] = defaultdict(list)
    for outcome in collected:
        by_category[outcome.category].append(outcome)
    names = category_names or {}
    rows = [
        recall_row(f"{category} {names.get(category, '')}".strip(), by_category[category], ks)
        for category in sorted(by_category)
    ]
    rows.append(recall_row("overall", collected, ks))
    tokens = [o.packet_tokens for o in collected if o.packet_tokens is not None]
    mean_tokens = _mean([float(t) for t in tokens]) if tokens else None
    return RecallTable(
        system=system,
        ks=tuple(ks),
        rows=tuple(rows),
        mean_packet_tokens=mean_tokens,
        token_budget=token_budget,
    )


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) by linear interpolation between closest ranks."""
    if not values:
        raise ValueError("percentile of an empty sample")
    if not 0 <= q <= 100:
        raise ValueError(f"percentile must be within 0..100, got {q}")
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def percentiles(values: Sequence[float]) -> Percentiles:
    """Count, mean, p50, p95 and p99 of a non-empty sample."""
    return Percentiles(
        count=len(values),
        mean=_mean(values),
        p50=percentile(values, 50),
        p95=percentile(values, 95),
        p99=percentile(values, 99),
    )
