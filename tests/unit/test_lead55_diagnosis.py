"""A diagnosis a clinician gave the user is the user's condition however it is told ("doc says
I've got…", "the GP diagnosed me with…", 医生说我是高血压), and a condition said as what the user
is (I'm anaemic, 我是高血压) is no name."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("doc says I've got high blood pressure, so I'm on amlodipine now", "high blood pressure"),
        ("Doctor says I have sleep apnea, great", "sleep apnea"),
        ("the GP diagnosed me with asthma last year", "asthma"),
        ("my rheumatologist diagnosed me with lupus in March", "lupus"),
        ("so the tests showed I'm anaemic", "anemia"),
        ("医生说我有高血压", "高血压"),
        ("医生说我是高血压，让我少吃盐", "高血压"),
    ],
)
def test_a_diagnosis_told_to_the_user_is_their_condition(text: str, condition: str) -> None:
    found = user_slots(text)
    assert ("condition", condition) in found
    assert not any(slot == "name" for slot, _ in found)


@pytest.mark.parametrize(
    "text",
    [
        "doc says my husband has gout",
        "the doc diagnosed my son with ADHD",
        "my doctor says I should walk more",
        "医生说我老公有痛风",
    ],
)
def test_someone_elses_diagnosis_or_advice_is_no_condition_of_the_users(text: str) -> None:
    assert not any(slot == "condition" for slot, _ in user_slots(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [("I'm anaemic", None), ("我是高血压", None), ("我是高明，高血压十年了", "高明")],
)
def test_a_condition_said_as_what_one_is_is_no_name(text: str, name: str | None) -> None:
    names = {value for slot, value in user_slots(text) if slot == "name"}
    assert names == ({name} if name else set())
