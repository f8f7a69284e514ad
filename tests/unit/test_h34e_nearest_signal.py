"""The nearest-labelled-example measurement (`memstream.eval.nearest_signal`): its pure core."""

from __future__ import annotations

import numpy as np

from memstream.eval.nearest_signal import NEGATIVE, Labelled, measure, nearest, votes


def _unit(*xs: float) -> list[float]:
    v = np.asarray(xs, dtype=np.float64)
    return list(v / np.linalg.norm(v))


def test_nearest_orders_by_similarity_then_index() -> None:
    pool = [_unit(1, 0), _unit(0, 1), _unit(1, 0)]
    found = nearest(pool, _unit(1, 0.1), 2)
    assert [i for i, _ in found] == [0, 2]  # a tie keeps the lower index first


def test_votes_weigh_by_similarity_and_count_negatives() -> None:
    shares = votes([(0.9, frozenset({"allergy"})), (0.3, frozenset())])
    assert round(shares["allergy"], 3) == 0.75
    assert round(shares[NEGATIVE], 3) == 0.25
    assert votes([(-0.2, frozenset({"allergy"}))]) == {}


def _case(lang: str, split: str, slots: set[str], **kw: object) -> Labelled:
    return Labelled(lang, split, not slots, frozenset(slots), **kw)  # type: ignore[arg-type]


def test_measure_names_a_silent_miss_from_dev_neighbours_in_each_language() -> None:
    # English: "I'm allergic to peanuts" (dev) near a held-out "peanuts make me swell" missed.
    # Chinese: 我对花生过敏 (dev) near a held-out 花生我碰不得 missed; one negative each.
    cases = [
        _case("en", "dev", {"allergy"}),
        _case("en", "dev", set()),
        _case("en", "test", {"allergy"}, silent=("allergy",)),
        _case("en", "test", set(), produced=(("allergy", False),)),
        _case("zh", "dev", {"allergy"}),
        _case("zh", "dev", set()),
        _case("zh", "test", {"allergy"}, silent=("allergy",)),
        _case("zh", "test", set(), produced=(("allergy", False),)),
    ]
    vectors = [
        _unit(1, 0, 0),
        _unit(0, 1, 0),
        _unit(1, 0.1, 0),
        _unit(0.1, 1, 0),
        _unit(1, 0, 0),
        _unit(0, 1, 0),
        _unit(1, 0.1, 0),
        _unit(0.1, 1, 0),
    ]
    reports = measure(cases, vectors, k=1, thresholds=(0.9,))
    assert [r.lang for r in reports] == ["en", "zh"]
    for report in reports:
        row = report.rows[0]
        assert (report.silent, report.negatives, report.false_on_negatives) == (1, 1, 1)
        assert row.silent_named == 1 and row.negatives_named == 0
        assert row.false_on_negatives_vetoed == 1 and row.right_vetoed == 0


def test_a_held_out_case_is_never_its_own_neighbour() -> None:
    # The only vector equal to the query is the query itself (held out): it must not vote.
    cases = [_case("en", "dev", set()), _case("en", "test", {"habit"}, silent=("habit",))]
    reports = measure(cases, [_unit(0, 1), _unit(1, 0)], k=1, thresholds=(0.5,))
    assert reports[0].rows[0].silent_named == 0
