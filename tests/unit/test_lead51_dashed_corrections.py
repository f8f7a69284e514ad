"""A correction inside one message after a dash keeps only the corrected value, English and
Chinese, as after a comma: "I'm allergic to peanuts — no, tree nuts", "I live in Leeds – no,
Bradford", 我在腾讯——哦不，是网易."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("I'm allergic to sesame — no, sunflower seeds.", "allergy", "sunflower seeds"),
        ("We live in Leeds – no, Bradford, sorry.", "home_location", "Bradford"),
        ("I'm a teacher — well, a supply teacher.", "role", "supply teacher"),
        ("我在腾讯——哦不，是网易。", "employer", "网易"),
        ("我住杭州——不对，苏州。", "home_location", "苏州"),
    ],
)
def test_only_the_corrected_value_is_kept(said: str, slot: str, value: str) -> None:
    assert {v for s, v in user_slots(said) if s == slot} == {value}
