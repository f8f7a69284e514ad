"""Plans are not changes, modals of speaking are not plans (grammar/not_yet.py): an ending
under "gonna"/"should"/打算 is not learned yet; "gonna be honest", 说实话, 主要, 不想再 do not
stop a real update."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import not_yet
from tests.fixtures.grammar import user_slots

PLANNED_ENDINGS = [
    "I'm gonna quit my job",
    "I should quit smoking",
    "I'm going to stop drinking",
    "I'm planning to quit sugar",
    "thinking of quitting my job",
    "I might stop eating meat",
    "我打算戒烟",
    "我准备辞职了",
    "我可能不跑步了",
]


@pytest.mark.parametrize("text", PLANNED_ENDINGS)
def test_a_planned_ending_ends_nothing_yet(text: str) -> None:
    assert not [pair for pair in user_slots(text) if pair[0] == "ending"]


DONE_CHANGES = [
    ("gonna be honest the marathon isn't happening", "ending"),
    ("I quit smoking, should have done it years ago", "ending"),
    ("not gonna lie, I moved to Leeds in June", "home_location"),
    ("to be honest I gave up running", "ending"),
    ("I have to say, I went freelance in May", "role"),
    ("我想说，我已经搬到深圳了", "home_location"),
    ("重要的是我已经搬到深圳了", "home_location"),
    ("现在主要用VS Code", "pref.editor"),
    ("老实讲 我辞职了", "ending"),
]


@pytest.mark.parametrize(("text", "slot"), DONE_CHANGES)
def test_a_modal_of_speaking_does_not_stop_a_change(text: str, slot: str) -> None:
    assert [pair for pair in user_slots(text) if pair[0] == slot]


@pytest.mark.parametrize(
    ("text", "planned"),
    [
        ("我想换个城市", True),
        ("如果搬到上海", True),
        ("我不想再喝咖啡了", False),
        ("需要早起", False),
        ("说实话我已经搬家了", False),
        ("我想说我已经搬家了", False),
    ],
)
def test_chinese_plans_are_told_from_look_alikes(text: str, planned: bool) -> None:
    assert not_yet.zh_planned(text) is planned


@pytest.mark.parametrize(
    ("low", "planned"),
    [
        ("i'm gonna quit my job", True),
        ("gonna be honest, i quit my job", False),
        ("i should mention i moved to leeds", False),
        ("i should move to leeds", True),
    ],
)
def test_english_plans_are_told_from_modals_of_speaking(low: str, planned: bool) -> None:
    assert not_yet.en_planned(low) is planned
