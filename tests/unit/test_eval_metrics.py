import pytest

from memstream.eval.metrics import (
    Outcome,
    evidence_recall,
    percentile,
    percentiles,
    recall_table,
)


def outcome(category: int, evidence: tuple[str, ...], *ranked: tuple[str, ...]) -> Outcome:
    return Outcome(
        conversation="c",
        question=0,
        category=category,
        evidence=evidence,
        ranked=ranked,
        packet_tokens=None,
    )


def test_recall_is_the_covered_share_of_evidence() -> None:
    ranked = [("D1:1",), ("D9:9",), ("D1:2", "D1:3")]
    assert evidence_recall(["D1:1", "D1:2"], ranked, 1) == 0.5
    assert evidence_recall(["D1:1", "D1:2"], ranked, 2) == 0.5
    assert evidence_recall(["D1:1", "D1:2"], ranked, 3) == 1.0


def test_duplicate_evidence_and_duplicate_items_count_once() -> None:
    ranked = [("D1:1",), ("D1:1", "D1:1")]
    assert evidence_recall(["D1:1", "D1:1", "D2:2"], ranked, 5) == 0.5


def test_k_larger_than_results_uses_all_results() -> None:
    assert evidence_recall(["D1:1"], [("D1:1",)], 25) == 1.0
    assert evidence_recall(["D1:1"], [], 25) == 0.0


def test_missing_evidence_or_zero_k_scores_zero() -> None:
    assert evidence_recall([], [("D1:1",)], 5) == 0.0
    assert evidence_recall(["D1:1"], [("D1:1",)], 0) == 0.0


def test_only_the_top_k_items_count() -> None:
    ranked = [("x",)] * 5 + [("D1:1",)]
    assert evidence_recall(["D1:1"], ranked, 5) == 0.0
    assert evidence_recall(["D1:1"], ranked, 6) == 1.0


def test_table_averages_per_category_and_overall_per_question() -> None:
    outcomes = [
        outcome(1, ("a", "b"), ("a",)),  # 0.5
        outcome(1, ("c",), ("c",)),  # 1.0
        outcome(4, ("d",), ("x",), ("d",)),  # 0 at k=1, 1 at k=2
    ]
    table = recall_table("sys", outcomes, ks=(1, 2), category_names={1: "multi-hop"})
    rows = {row.group: row for row in table.rows}
    assert rows["1 multi-hop"].recall == {1: 0.75, 2: 0.75}
    assert rows["4"].recall == {1: 0.0, 2: 1.0}
    assert rows["overall"].questions == 3
    assert rows["overall"].recall[1] == pytest.approx(0.5)
    assert rows["overall"].recall[2] == pytest.approx(2.5 / 3)
    assert table.mean_packet_tokens is None


def test_mean_packet_tokens_over_outcomes_that_report_them() -> None:
    with_tokens = [
        Outcome(
            conversation="c",
            question=i,
            category=4,
            evidence=("a",),
            ranked=(),
            packet_tokens=tokens,
        )
        for i, tokens in enumerate((100, 300))
    ]
    assert recall_table("sys", with_tokens).mean_packet_tokens == 200.0


def test_percentiles_interpolate_between_ranks() -> None:
    values = [float(v) for v in range(1, 101)]
    summary = percentiles(values)
    assert summary.count == 100
    assert summary.mean == 50.5
    assert summary.p50 == pytest.approx(50.5)
    assert summary.p95 == pytest.approx(95.05)
    assert summary.p99 == pytest.approx(99.01)
    assert percentile([3.0], 99) == 3.0
    assert percentile([5.0, 1.0], 0) == 1.0


def test_percentile_refuses_empty_samples_and_bad_ranks() -> None:
    with pytest.raises(ValueError, match="empty"):
        percentile([], 50)
    with pytest.raises(ValueError, match=r"0\.\.100"):
        percentile([1.0], 101)
