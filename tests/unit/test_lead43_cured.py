"""A condition ends when the measure it is said by is normal again ("my blood pressure is
normal now" after hypertension, "my A1c is normal", "the ringing's gone" after tinnitus,
血糖恢复正常了, 尿酸正常了), also in the doctor's words ("my doctor says my …"); "back to
normal hours" or a measure of another condition ends nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after as _learned


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I have hypertension, on lisinopril.", "my blood pressure is normal now"),
        ("I have hypertension.", "My doctor says my blood pressure is normal now, off the meds"),
        ("I have prediabetes.", "Good news: my A1c is normal"),
        ("Got mild tinnitus from the furnace.", "The ringing's completely gone"),
        ("Got mild tinnitus from the furnace.", "Tinnitus cured, apparently."),
        ("我有糖尿病前期。", "血糖恢复正常了"),
        ("我有痛风。", "尿酸正常了"),
        ("我有高血压。", "医生说我血压已经正常了"),
    ],
)
def test_a_condition_ends_when_its_measure_is_normal(earlier: str, later: str) -> None:
    before, after = _learned(earlier, later)
    held = [m.value for m in before if m.active and m.slot == "condition"]
    assert held and not any(
        m.active and m.slot == "condition" and m.value in held for m in after
    ), after


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I love sushi.", "the sushi place is back to normal hours"),
        ("I have asthma.", "my blood pressure is normal"),
        ("I have hypertension.", "my blood pressure is high again"),
        ("我喜欢吃甜的。", "血糖正常了"),
    ],
)
def test_other_things_back_to_normal_end_nothing(earlier: str, later: str) -> None:
    before, after = _learned(earlier, later)
    held = {(m.slot, m.value) for m in before if m.active}
    assert held <= {(m.slot, m.value) for m in after if m.active}, after
