"""Retrieval and latency metrics, and the report model they fill. Pure functions."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence

from pydantic import BaseModel, ConfigDict, Field

DEFAULT_KS: tuple[int, ...] = (5, 10, 25)


class Outcome(BaseModel):
    """What one retriever returned for one question: its items' covered ids, best first."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    conversation: str
    question: int
    category: int
    evidence: tuple[str, ...]
    ranked: tuple[tuple[str, ...], ...]
    packet_tokens: int | None = None


class RecallRow(BaseModel):
    """Evidence recall@k of one group of questions (a category, or all)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    group: str
    questions: int
    recall: dict[int, float]


class RecallTable(BaseModel):
    """One retriever's evidence recall@k per category and overall."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    system: str
    ks: tuple[int, ...]
    rows: tuple[RecallRow, ...]
    mean_packet_tokens: float | None = None

    def overall(self) -> RecallRow:
        """The row over all questions."""
        return next(row for row in self.rows if row.group == "overall")


class Percentiles(BaseModel):
    """p50/p95/p99 (and the count and mean) of a sample, in its own unit."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    count: int
    mean: float
    p50: float
    p95: float
    p99: float


class EvalReport(BaseModel):
    """A LoCoMo evaluation run: every system's table, side by side, plus run facts."""

    model_config = ConfigDict(extra="forbid")

    data: str
    conversations: int
    questions: int
    tables: list[RecallTable] = Field(default_factory=list)
    facts: dict[str, float | int | str] = Field(default_factory=dict)


def evidence_recall(evidence: Sequence[str], ranked: Sequence[Sequence[str]], k: int) -> float:
    """Fraction of the distinct evidence ids covered by the top-k items' ids (0 if none)."""
    wanted = set(evidence)
    if not wanted:
        return 0.0
    if k <= 0:
        return 0.0
    covered = {dia_id for item in ranked[:k] for dia_id in item}
    return len(wanted & covered) / len(wanted)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def recall_row(group: str, outcomes: Sequence[Outcome], ks: Sequence[int]) -> RecallRow:
    """Mean evidence recall@k over the given outcomes, for each k."""
    recall = {k: _mean([evidence_recall(o.evidence, o.ranked, k) for o in outcomes]) for k in ks}
    return RecallRow(group=group, questions=len(outcomes), recall=recall)


def recall_table(
    system: str,
    outcomes: Iterable[Outcome],
    ks: Sequence[int] = DEFAULT_KS,
    category_names: dict[int, str] | None = None,
) -> RecallTable:
    """Recall@k per category (in category order) and overall, with mean packet tokens."""
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
        system=system, ks=tuple(ks), rows=tuple(rows), mean_packet_tokens=mean_tokens
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
