"""g53w: a named place the user visits as a customer is no employer (我在一家叫凯撒的健身房
健身), and a shift is no role (我在协和医院上夜班)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    "text",
    [
        "我在一家叫凯撒的健身房健身。",
        "我在一家叫外婆家的饭店吃饭。",
        "我每周在一家叫力健的健身房练拳。",
        "我在一家叫老街的咖啡馆看书。",
    ],
)
def test_a_customers_place_is_no_employer(text: str) -> None:
    assert "employer" not in {slot for slot, _ in user_slots(text)}


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("我在一家叫老码头的火锅店打工。", "老码头"),
        ("我在一家叫老街的咖啡馆当咖啡师。", "老街"),
        ("我在一家叫力健的拳馆当教练。", "力健"),
        ("我在海底捞上班。", "海底捞"),
        ("我在华西医院坐诊。", "华西医院"),
        ("我在一家叫老街的咖啡馆看店。", "老街"),
    ],
)
def test_a_workers_place_is_still_the_employer(text: str, employer: str) -> None:
    assert ("employer", employer) in user_slots(text)


@pytest.mark.parametrize("text", ["我在协和医院上夜班。", "我在厂里上白班。"])
def test_a_shift_is_no_role(text: str) -> None:
    assert "role" not in {slot for slot, _ in user_slots(text)}
