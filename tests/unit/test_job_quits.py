"""A job left said by the workplace left or a business handed on (`job_quits`): the whole
job ends (role, employer, work location), in English and Chinese; a plan, a question or
someone else's leaving ends nothing."""

from __future__ import annotations

import pytest

from memstream.eval.corpus_cases import Case
from memstream.eval.extraction import run_case
from tests.fixtures.grammar import said

LEFT: list[str] = [
    "超市那边我不干了，合同到期没续",
    "兽医院那边我不干了，辞了，现在在家歇着",
    "我从社工站辞职了，去读研了",
    "面馆盘给别人了，以后不干这行了",
    "琴社上个月转给别人了，手续都办完了",
    "I'm out of the hagwon as of last Friday.",
    "I'm no longer at the crossing, the council cut the post.",
    "Sold Tangled to my apprentice, I'm freelancing now",
    "we ended up selling the chippy to a couple from Scarborough",
]

NOT_LEFT: list[str] = [
    "超市那边我不想干了",
    "我老公从华为辞职了",
    "超市那边你还干吗？",
    "面馆要盘给别人了",
    "我从公司出来了，在楼下吃饭",
    "I'm thinking of selling the shop",
    "my wife is no longer at the hospital",
    "I'm out of the office until Monday?",
    "we sold the car to a neighbour",
]


@pytest.mark.parametrize("text", LEFT)
def test_a_workplace_left_or_a_business_handed_on_ends_the_job(text: str) -> None:
    """The whole job ends."""
    assert "ending=job" in said(text), said(text)


@pytest.mark.parametrize("text", NOT_LEFT)
def test_a_plan_a_question_or_anothers_leaving_ends_no_job(text: str) -> None:
    """Nothing of the user's job ends."""
    assert "ending=job" not in said(text), said(text)


@pytest.mark.parametrize(
    ("context", "text"),
    [
        ("我在永辉超市当理货员", "超市那边我不干了，合同到期没续"),
        ("I teach ESL at a hagwon in Bundang.", "I'm out of the hagwon as of last Friday."),
    ],
)
def test_the_job_held_is_no_longer_active(context: str, text: str) -> None:
    """The role and employer learned before are ended by the message."""
    case = Case.model_validate(
        {
            "id": "x-a-0001",
            "lang": "zh" if "我" in text else "en",
            "kind": "positive",
            "category": "work",
            "context": [{"role": "user", "content": context}],
            "event": {"type": "message", "role": "user", "content": text},
        }
    )
    before, after = run_case(case)
    held = [m for m in before if m.slot in ("role", "employer") and m.active]
    assert held
    assert not [m for m in after if m.slot in ("role", "employer") and m.active], after
