"""Habit values as the slot table writes them (docs/slots.md: "I run every morning" → `run
every morning`; 我每天早上喝咖啡 → `每天早上喝咖啡`): how often kept, one writer per language."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en_habits, zh_time
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType
from tests.fixtures.grammar import en_slots, zh_slots
from tests.fixtures.learning import memories
from tests.fixtures.narratives import narrative_of


@pytest.mark.parametrize(
    ("done", "often", "value"),
    [
        ("volunteer at the shelter", "Twice a week", "volunteer at the shelter twice a week"),
        ("call my grandma", "Every Sunday", "call grandma every Sunday"),
        ("check my email", "First thing", "check email first thing"),
        ("go hiking", "on saturdays", "go hiking on Saturdays"),
        ("just run", "", "run"),
    ],
)
def test_the_english_writer_puts_how_often_after_what_is_done(
    done: str, often: str, value: str
) -> None:
    assert en_habits.value(done, often) == value


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("每周六上午去游泳", "每周六上午游泳"),
        ("每天早上喝咖啡", "每天早上喝咖啡"),
        ("每个周末去菜市场溜达一圈", "每周末逛菜市场"),
        ("每个星期三去教小孩小提琴", "每周三教小孩小提琴"),
        ("每天晚上弹弹吉他", "每晚弹吉他"),
        ("每周去三次健身房", "每周去三次健身房"),
        ("每周日的长跑", "每周日长跑"),
        ("每天两杯咖啡", "每天两杯咖啡"),
    ],
)
def test_the_chinese_writer_keeps_how_often_in_the_order_said(said: str, value: str) -> None:
    assert zh_time.activity(said) == value


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("I run every morning", "run every morning"),
        ("Twice a week I volunteer at the shelter", "volunteer at the shelter twice a week"),
        ("Every Sunday I call my grandma", "call grandma every Sunday"),
        ("Saturdays I go hiking", "go hiking on Saturdays"),
        ("I play tennis on Wednesdays", "play tennis on Wednesdays"),
    ],
)
def test_every_english_habit_reader_writes_the_table_s_value(said: str, value: str) -> None:
    assert ("habit", value) in en_slots(said)


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("我每周六上午去游泳", "每周六上午游泳"),
        ("我每天早上喝咖啡", "每天早上喝咖啡"),
        ("我每周三晚上都会去游泳", "每周三晚上游泳"),
        ("每周五晚上固定去踢球", "每周五晚上踢球"),
        ("我平时下班后去打羽毛球", "下班后打羽毛球"),
        ("我改成周日去游泳了", "周日游泳"),
        ("我每周去上海出差", "每周去上海出差"),
    ],
)
def test_every_chinese_habit_reader_writes_the_table_s_value(said: str, value: str) -> None:
    assert ("habit", value) in zh_slots(said)


def _habits(found: list[Memory]) -> tuple[list[str], list[str]]:
    """The habits held now and the ones ended."""
    held = [m for m in found if m.attributes.get("slot") == "habit"]
    active = [str(m.attributes.get("item") or m.value) for m in held if _live(m)]
    return active, [m.value for m in held if not _live(m)]


def _live(memory: Memory) -> bool:
    return memory.status is MemoryStatus.ACTIVE


@pytest.mark.parametrize(
    ("said", "active", "ended"),
    [
        (("I run every morning", "I stopped running"), [], ["run every morning"]),
        (
            ("I run every morning", "These days I run in the evenings instead"),
            ["run in the evenings"],
            ["run every morning"],
        ),
        (("我每天早上跑步", "我不跑步了"), [], ["每天早上跑步"]),
        (("我每天早上跑步", "我现在每天晚上跑步"), ["每晚跑步"], ["每天早上跑步"]),
        (("我每周六去游泳", "我改成周日去游泳了"), ["周日游泳"], ["每周六游泳"]),
    ],
)
def test_a_habit_with_how_often_still_ends_and_is_replaced(
    said: tuple[str, ...], active: list[str], ended: list[str]
) -> None:
    assert _habits(memories(*said)) == (active, ended)


@pytest.mark.parametrize(
    ("value", "sentence"),
    [
        (
            "volunteer at the shelter twice a week",
            "The user volunteers at the shelter twice a week.",
        ),
        ("每周六上午游泳", "用户习惯每周六上午游泳。"),
    ],
)
def test_a_habit_value_reads_right_in_the_narrative(value: str, sentence: str) -> None:
    row = (MemoryType.FACT, "fact:habit", value, f"Habit: {value}", "habit")
    assert narrative_of(row) == sentence


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("我每天午饭后要眯二十分钟", "每天午睡"),
        ("每天中午都要趴一会儿", "每天午睡"),
        ("我吃完午饭都要睡个午觉", "午睡"),
    ],
)
def test_a_midday_nap_however_said_is_a_nap(said: str, value: str) -> None:
    found = zh_slots(said)
    assert ("habit", value) in found
    assert not {slot for slot, _ in found} & {"skill"}


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("I nap after lunch every day", "nap after lunch every day"),
        ("After lunch I always take a nap", "take a nap after lunch"),
    ],
)
def test_an_english_nap_keeps_its_time(said: str, value: str) -> None:
    assert ("habit", value) in en_slots(said)
