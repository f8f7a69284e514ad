"""g50h: a condition the previous message stated, said over by a result anywhere in the
sentence, named again or not ("it's resolved", "scan came back clear, no evidence of disease",
医生说算临床治愈, 控制得很好，药都停了); a result hoped for, denied or still to come ends
nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


def _conditions(context: str, said: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, "condition"))


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I have psoriasis on my elbows.",
         "Dermatologist says the psoriasis has been clear 18 months, officially in remission."),
        ("I was diagnosed with hypothyroidism.", "endo says it was postpartum and it's resolved."),
        ("I have breast cancer, stage 2.", "Scan came back clear. No evidence of disease."),
        ("I have lymphoma.", "Six months cancer-free now!"),
        ("我有哮喘", "这几年都没发过，医生说控制得很好，药都停了"),
        ("我有甲亢，一直在吃赛治。", "停药满一年，医生说没复发就算彻底好了"),
        ("我有银屑病", "打了一年生物制剂，皮损全退干净了，医生说算临床治愈"),
    ],
)  # fmt: skip
def test_a_condition_said_over_by_its_result_ends(context: str, said: str) -> None:
    assert _conditions(context, said) == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I have lymphoma.", "Not in remission yet, but the scan looked better."),
        ("I have lymphoma.", "Hoping the next scan comes back clear."),
        ("I have lymphoma and asthma.", "The scan came back clear!"),
        ("我有银屑病", "希望明年能临床治愈"),
        ("我有高血压", "血压控制得很好，但药不能停"),
        ("我有高血压", "医生说能不能彻底好了要看情况"),
    ],
)
def test_a_result_hoped_for_denied_or_unclear_ends_nothing(context: str, said: str) -> None:
    before = _conditions("", context)
    assert before
    assert _conditions(context, said) == before
