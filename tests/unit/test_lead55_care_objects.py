"""A pronoun right after a verb of care is the object of the user's doing (每天下午四点去
接她, 晚上陪她读绘本: the user's habits), not someone else's value; a mountain's 当 is no verb
(武当山精酿)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.value_shapes import refusing


@pytest.mark.parametrize(
    ("slot", "value"),
    [
        ("habit", "下午四点去接她"),
        ("habit", "晚上陪她读绘本"),
        ("habit", "每天接送她"),
        ("habit", "睡前哄他睡觉"),
        ("employer", "武当山精酿"),
    ],
)
def test_a_cared_for_object_or_a_place_name_is_kept(slot: str, value: str) -> None:
    assert refusing(slot, value) is None


@pytest.mark.parametrize(
    ("slot", "value"),
    [("habit", "她每天跑步"), ("like", "他做的菜"), ("employer", "卫校教护理")],
)
def test_someone_elses_doing_or_a_job_inside_an_employer_is_refused(slot: str, value: str) -> None:
    assert refusing(slot, value) is not None
