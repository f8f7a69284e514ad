"""Changes of surface for `memstream eval variants`: each rewrite keeps what a message says."""

from __future__ import annotations

import pytest

from memstream.eval.corpus_cases import Case
from memstream.eval.slot_scoring import CaseScore
from memstream.eval.variants import (
    VARIANTS,
    compare,
    dictated,
    expanded,
    lowercase,
    no_apostrophes,
    no_subject,
    request_after,
    traditional,
    variant_case,
    zh_dictated,
    zh_no_subject,
    zh_request_before,
)


def _case(said: str, lang: str = "en", kind: str = "positive") -> Case:
    expect = [{"slot": "home_location", "value": "上海" if lang == "zh" else "Leeds"}]
    return Case.model_validate(
        {
            "id": f"{lang}-x-0001",
            "lang": lang,
            "kind": kind,
            "category": "identity",
            "event": {"type": "message", "content": said},
            "expect": expect if kind == "positive" else [],
        }
    )


@pytest.mark.parametrize(
    ("rewrite", "said", "rewritten"),
    [
        (lowercase, "I live in Leeds.", "i live in leeds."),
        (no_apostrophes, "I'm in Leeds, don't ask", "Im in Leeds, dont ask"),
        (expanded, "I'm in Leeds, don't ask", "I am in Leeds, do not ask"),
        (no_subject, "I live in Leeds. I work at Acme.", "Live in Leeds. Work at Acme."),
        (no_subject, "I'm a nurse in Leeds.", "Nurse in Leeds."),
        (dictated, "I live in Leeds, and I swim.", "i live in leeds and i swim"),
        (zh_no_subject, "我在上海上班，我每天跑步。", "在上海上班，每天跑步。"),
        (zh_dictated, "我住在上海，每天跑步。", "我住在上海每天跑步"),
        (traditional, "我住在上海，喜欢汉堡。", "我住在上海，喜歡漢堡。"),
    ],
)
def test_each_rewrite(rewrite: object, said: str, rewritten: str) -> None:
    assert callable(rewrite)
    assert rewrite(said) == rewritten


@pytest.mark.parametrize(
    ("rewrite", "said"),
    [
        (no_apostrophes, "I live in Leeds"),  # nothing to change: no variant
        (no_subject, "I'm Tom Becker."),  # a name after "I'm" keeps it
        (zh_no_subject, "我是程序员"),  # 我是 keeps its subject
    ],
)
def test_a_rewrite_that_does_not_apply(rewrite: object, said: str) -> None:
    assert callable(rewrite)
    assert rewrite(said) is None


def test_requests_keep_the_fact_in_passing() -> None:
    assert str(request_after("I live in Leeds")).startswith("I live in Leeds. Anyway, can you")
    assert str(zh_request_before("我住在上海")).endswith("我住在上海")


def test_a_variant_applies_to_its_language_only() -> None:
    english = next(v for v in VARIANTS if v.name == "lowercase")
    chinese = next(v for v in VARIANTS if v.name == "traditional")
    assert variant_case(_case("我住在上海", "zh"), english) is None
    assert variant_case(_case("I live in Leeds"), chinese) is None


def test_traditional_variants_accept_the_value_in_traditional_characters() -> None:
    chinese = next(v for v in VARIANTS if v.name == "traditional")
    rewritten = variant_case(_case("我住在上海，喜欢汉堡", "zh"), chinese)
    assert rewritten is not None
    assert rewritten.event.content == "我住在上海，喜歡漢堡"
    assert "上海" in rewritten.expect[0].alts


def test_compare_counts_what_the_variant_keeps_and_the_false_memories_it_adds() -> None:
    variant = next(v for v in VARIANTS if v.name == "lowercase")
    case = _case("I live in Leeds.")
    rewritten = variant_case(case, variant)
    assert rewritten is not None
    met = CaseScore(case, hits=[case.expect[0]])
    lost = CaseScore(rewritten)
    negative = _case("Do you live in Leeds?", kind="negative")
    figures = compare(variant, "dev", [(met, lost), (CaseScore(negative), CaseScore(negative))])
    assert (figures.cases, figures.met_original, figures.kept) == (2, 1, 0)
    assert figures.kept_share == 0.0
    assert (figures.negatives, figures.false_original, figures.false_variant) == (1, 0, 0)
