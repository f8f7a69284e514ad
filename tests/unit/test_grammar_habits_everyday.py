"""Habits as people chat them: a present verb after "I" with a place or time that recurs
and no frequency word ("I cycle to work", "I stretch before bed"), a gerund subject
("Running every morning keeps me sane"), fillers out of the value ("for like 20 min"); in
Chinese 都 after the user and a when (我都是十二点才睡), what is done first (第一件事就是),
a daily time and a going (我下班后去健身房), 固定 out. English and
Chinese; fresh sentences, none taken from the corpus. Values follow the habit convention of
`en_time` / `zh_time` (the frequency said with the verb phrase; in Chinese how often dropped
and a weekday)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import en_slots, said, zh_slots

EN_HABITS = [
    ("I cycle to work", "cycle to work"),
    ("I walk to school with my little brother", "walk to school"),
    ("I take the ferry to work, it's the best part of my day", "take the ferry to work"),
    ("I run to the office, then shower there", "run to the office"),
    ("I drive to uni because the buses are awful", "drive to uni"),
    ("I stretch before bed", "stretch before bed"),
    ("I meditate first thing", "meditate first thing"),
    ("honestly I scroll my phone first thing when I wake up", "scroll my phone first thing"),
    ("I floss after breakfast", "floss after breakfast"),
    ("I skate to class, rain or shine", "skate to class"),
    ("Running every morning keeps me sane", "run every morning"),
    ("Swimming twice a week helps my back", "swim twice a week"),
    ("Hiking every Sunday is my reset", "hike every Sunday"),
    ("every night i stretch for like 20 min before bed", "stretch before bed every night"),
    ("I journal in the evenings", "journal in the evenings"),
    ("I cook at home most nights rather than ordering in", "cook at home most nights"),
]
ZH_HABITS = [
    ("我都是十二点才睡的", "十二点睡"),
    ("我都是早上六点就起了", "早上六点起"),
    ("我下完班都要去跑两圈", "下完班跑两圈"),
    ("我吃完午饭都要趴一会儿", "午睡"),
    ("我早饭一般都自己煮燕麦", "自己煮燕麦"),
    ("我晚饭都是自己做", "自己做"),
    ("起床后第一件事就是喝一杯温水", "起床后喝温水"),
    ("到家第一件事就是洗澡", "到家洗澡"),
    ("我下班后去健身房", "下班后去健身房"),
    ("我睡前去楼下遛狗", "睡前楼下遛狗"),
    ("我饭后去散步", "饭后散步"),
    ("每周五晚上固定去踢球", "每周五晚上踢球"),
    ("我每周日上午固定去教钢琴", "每周日上午教钢琴"),
    ("我每天晚上都按时去跳操", "每晚跳操"),
    ("我周末都是去图书馆看书", "周末图书馆看书"),
    ("我每天晚饭后固定去河边走走", "晚饭后逛河边"),
]
EN_NONE = [
    "I cycled to work today",
    "I'm cycling to work tomorrow",
    "when I was a kid I walked to school",
    "I will call you when I get home",
    "Do you walk to work?",
    "If I drive to work I get stressed",
    "I went to bed early",
    "I commute to Docklands every day",
]
ZH_NONE = [
    "我明天下班后去健身房",
    "我们都是程序员",
    "我们都要去开会吗",
    "最近迷上了攀岩，周末一有空就去玩",
    "我下班后去健身房吗",
    "我都不知道他几点睡",
]
THEIRS_NONE = ["我女儿天天嚷嚷着要养猫", "我爸整天念叨让我早点结婚"]


def _found(slots: set[tuple[str, str]], value: str) -> bool:
    return any(s == "habit" and values_match(value, v) for s, v in slots)


@pytest.mark.parametrize(("text", "value"), EN_HABITS)
def test_en_habits(text: str, value: str) -> None:
    assert _found(en_slots(text), value), en_slots(text)


@pytest.mark.parametrize(("text", "value"), ZH_HABITS)
def test_zh_habits(text: str, value: str) -> None:
    assert _found(zh_slots(text), value), zh_slots(text)


@pytest.mark.parametrize("text", EN_NONE)
def test_en_no_habit(text: str) -> None:
    assert "habit" not in {s for s, _ in en_slots(text)}, en_slots(text)


@pytest.mark.parametrize("text", ZH_NONE)
def test_zh_no_habit(text: str) -> None:
    assert "habit" not in {s for s, _ in zh_slots(text)}, zh_slots(text)


@pytest.mark.parametrize("text", THEIRS_NONE)
def test_zh_what_someone_keeps_saying_is_no_habit(text: str) -> None:
    assert not [f for f in said(text) if ".habit=" in f or f.startswith("habit=")], said(text)
