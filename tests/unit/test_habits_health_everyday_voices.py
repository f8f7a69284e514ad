"""Habits and health as everyday users say them, and the near-misses that must learn nothing
(round 46, written before any corpus failure was read): a routine not yet begun ("I really
need to start flossing", 明年开始我要每天背单词), a job's duties said as one's job (作为护士我每天要
给病人量血压), how much of a thing one has in a day (我一天一包烟), a food refused in a request with
a bare "I'm allergic" ("no nuts please, I'm allergic"), and a condition feared or suspected
(我怕自己有糖尿病, 我怀疑自己有甲亢), and a routine of a time that is over, said in the past
simple or bound to one holiday ("I walked 20k steps every day on holiday",
今年暑假我每天都去游泳了)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar import en_habits, zh_habits
from tests.fixtures.grammar import habits_learned, learned_keys

HABITS = [
    ("I swim most mornings before work", "swim most mornings before work"),
    ("hit the pool 3x a week", "hit the pool 3 times a week"),
    ("I do yoga religiously", "yoga"),
    ("I journal pretty much every night", "journal every night"),
    ("every sunday i call my mum, no matter what", "call mum every Sunday"),
    ("I never miss my Saturday parkrun", "Saturday parkrun"),
    ("I bake bread on weekends", "bake bread on weekends"),
    ("Weekends I usually go climbing", "go climbing on weekends"),
    ("I run before breakfast, always have", "run before breakfast"),
    ("I meditate for 10 minutes every day", "meditate every day"),
    ("i go to the gym like 4 times a week", "go to the gym 4 times a week"),
    ("I cook at home almost every night", "cook at home every night"),
    ("each morning I write three pages", "write three pages each morning"),
    ("I smoke about a pack a day", "smoke a pack a day"),
    ("我雷打不动每天早上跑步", "每天早上跑步"),
    ("我一到周末就去爬山", "爬山"),
    ("我每周去三次健身房", "每周去三次健身房"),
    ("我每天晚饭后散步", "每天晚饭后散步"),
    ("周末我一般都去钓鱼", "周末钓鱼"),
    ("我每个礼拜打两次羽毛球", "每个礼拜打两次羽毛球"),
    ("每天早上我都要打一套太极拳", "每天早上打一套太极拳"),
    ("我每周日都给我妈打电话", "每周日给妈打电话"),
    ("我一天一包烟", "每天抽烟"),
    ("我一天两杯咖啡", "每天喝咖啡"),
    ("我每天差不多三杯咖啡", "每天喝咖啡"),
    ("我一周两瓶红酒", "每周喝红酒"),
    ("我一天三个鸡蛋", "每天吃鸡蛋"),
    ("作为老师，我周末都去爬山", "周末爬山"),
    ("我每年暑假都去海边", "每年暑假去海边"),
    ("I've walked every day since January", "walked every day"),
    ("I walk to work every day", "walk to work every day"),
    ("I do guided meditation every night", "guided meditation every night"),
    ("I have iced coffee every morning", "iced coffee every morning"),
    ("从去年夏天开始我每天跑步", "每天跑步"),
]
NOT_HABITS = [
    "I went for a swim at lunch today",
    "As a barista I open the shop at 6 every morning",
    "I really need to start flossing every night",
    "I just gotta start running every morning",
    "I so need to floss every night",
    "we definitely should walk every evening",
    "from January I'm gonna hit the gym every day, new year new me",
    "the ferry leaves every half hour",
    "my dog wakes me up at 5 every single day",
    "if I had time I'd swim every day",
    "I walked 20k steps every day on holiday",
    "for two weeks I jogged every morning, then I gave up",
    "I swam every morning in Crete",
    "Every morning I walked the dog",
    "我今天早上跑了五公里",
    "我家猫每天凌晨四点叫",
    "楼下超市每天早上七点开门",
    "明年开始我要每天背单词",
    "过完年起每天跑步",
    "下周一开始每天早起",
    "作为护士我每天要给病人量血压",
    "作为一名护士，我每天要给病人量血压",
    "身为外卖骑手，我天天在路上跑",
    "我一天两片药",
    "今年暑假我每天都去游泳了",
    "去年夏天我天天去海边",
    "他一天一包烟",
    "我一天一包烟吗？",
    "我应该每天锻炼的",
    "我想每天早上冥想",
]
HEALTH = [
    ("I'm on metformin", "fact:health", "diabetes"),
    ("I was diagnosed with ADHD at 30", "fact:health", "ADHD"),
    ("I use an inhaler for my asthma", "fact:health", "asthma"),
    ("no nuts please, I'm allergic", "fact:allergy", "nuts"),
    ("No nuts please, I'm allergic.", "fact:allergy", "nuts"),
    ("no nuts, I'm allergic", "fact:allergy", "nuts"),
    ("hold the shrimp, I'm allergic", "fact:allergy", "shrimp"),
    ("please leave out the walnuts, I'm allergic to them", "fact:allergy", "walnuts"),
    ("no peanuts in it please - allergic", "fact:allergy", "peanuts"),
    ("我每天吃降压药", "fact:health", "高血压"),
    ("我有三高", "fact:health", "三高"),
    ("查出来甲减了", "fact:health", "甲减"),
    ("不要放香菜，我过敏", "fact:allergy", "香菜"),
    ("我有糖尿病，怕吃甜的", "fact:health", "糖尿病"),
    ("我有糖尿病所以很怕吃甜的", "fact:health", "糖尿病"),
]
HEALTH_NONE = [
    "I'm worried I might have diabetes",
    "do I have ADHD?",
    "can diabetics eat bananas?",
    "我怕自己有糖尿病",
    "我担心我得了糖尿病",
    "我好怕是抑郁症",
    "我怀疑自己有甲亢",
    "我是不是得了抑郁症？",
    "我感冒了",
]
STILL_MISSED = [
    "I'm a creature of habit: coffee at 7, walk at 8",
    "My morning routine is a cold shower and 20 pushups",
    "我早上上班前会先去游泳馆游一会儿",
    "I don't swim anymore, I cycle now",
    "I stopped doing the morning runs, I walk the dog instead",
    "我现在不去健身房了，在家练瑜伽",
    "can you make it without dairy, I'm allergic",
    "I drink like 4 coffees before noon",
    "I take three sugars in my tea",
    "Starting tomorrow I run every morning!",
    "我一天抽半包烟",
]
"""Own sentences the rules still miss (habit, allergy) or read wrongly (a habit from a start
ahead said before the user), kept as a list, not as tests."""


@pytest.mark.parametrize(("text", "habit"), HABITS)
def test_a_habit_said_in_everyday_words_is_learned(text: str, habit: str) -> None:
    """A routine said by how often, by a count, by a routine word or by 雷打不动 is a habit."""
    assert any(values_match(habit, found) for found in habits_learned(text)), text


@pytest.mark.parametrize("text", NOT_HABITS)
def test_no_habit_from_a_one_off_a_duty_a_resolution_or_others(text: str) -> None:
    """A one-off, a job's duty, a routine not begun or over, a medicine or someone else's: no
    habit."""
    assert habits_learned(text) == [], text


@pytest.mark.parametrize(("text", "key", "value"), HEALTH)
def test_a_health_fact_said_in_everyday_words_is_learned(text: str, key: str, value: str) -> None:
    """A condition said by its treatment or diagnosis, an allergy said in a request."""
    assert any(k == key and values_match(value, v) for k, v in learned_keys(text)), text


@pytest.mark.parametrize("text", HEALTH_NONE)
def test_no_condition_feared_asked_or_passing(text: str) -> None:
    """A condition feared, suspected or asked about, or a cold, is no condition of the user's."""
    assert not {k for k, _ in learned_keys(text)} & {"fact:health", "fact:allergy"}, text


def test_a_rate_is_read_with_the_verb_its_thing_takes() -> None:
    """How much of a thing per day or week: 烟 is smoked, 咖啡 drunk, 鸡蛋 eaten; a medicine no."""
    assert zh_habits.had_at_a_rate("我一天一包烟") == "每天抽烟"
    assert zh_habits.had_at_a_rate("我一周两瓶红酒") == "每周喝红酒"
    assert zh_habits.had_at_a_rate("我一天三个鸡蛋") == "每天吃鸡蛋"
    assert zh_habits.had_at_a_rate("我一天两片药") == ""
    assert zh_habits.had_at_a_rate("他一天一包烟") == ""


def test_the_still_missed_list_is_all_own_sentences() -> None:
    """The still-missed list holds distinct sentences of both languages."""
    assert len(set(STILL_MISSED)) == len(STILL_MISSED)
    assert any(s.isascii() for s in STILL_MISSED) and not all(s.isascii() for s in STILL_MISSED)


def test_a_past_routine_is_over_and_a_perfect_one_holds() -> None:
    """The past simple is a time that is over; the present perfect and present still hold."""
    assert en_habits.done_then("walked 20k steps every day", "i walked 20k steps every day")
    assert en_habits.done_then("two weeks I jogged every morning", "for two weeks i jogged")
    assert not en_habits.done_then("walked every day", "i've walked every day since may")
    assert not en_habits.done_then("need to floss", "i need to floss")
    assert not en_habits.done_then("walk to work every day", "i walk to work every day")
    assert not en_habits.done_then("guided meditation", "i do guided meditation every night")
