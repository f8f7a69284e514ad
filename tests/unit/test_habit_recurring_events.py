"""Habits read by structure, written before the corpus failures were read: a frequency or a
recurring event (after a night shift, when I cook, 下了夜班, 收车以后) with a routine word
beside the user's verb phrase, in many registers (terse lowercase, fronted times, fillers,
a "do" with its object, 繁体, Cantonese, mood particles); and what must stay silent: a
one-off, a plan, a wish, someone else's routine, a reaction each time, a question. The
whole message goes through the slot matcher, as the extract stage reads it."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import learned_keys

EN_HABITS = [
    ("i swim three mornings a week before work", "swim three mornings a week"),
    ("I generally take the dog out around 6 every evening", "take the dog out every evening"),
    ("Every Sunday I call my mum", "call my mum every Sunday"),
    ("I do a 5k parkrun every Saturday morning", "do a 5k parkrun every Saturday morning"),
    ("i always read a chapter before sleeping", "read a chapter before sleeping"),
    (
        "Twice a month I visit my grandma in the care home",
        "visit grandma in the care home twice a month",
    ),
    ("i play guitar most evenings after dinner", "play guitar most evenings"),
    ("I fast every Monday", "fast every Monday"),
    ("I climb three evenings a week", "climb three evenings a week"),
    ("I always do the crossword with my morning coffee", "do the crossword with morning coffee"),
    ("every night before bed I do the sudoku with a mug of cocoa", "do the sudoku every night"),
    ("After a long shift I always soak in the bath", "soak in the bath after a long shift"),
    ("i always put on a podcast when i do the dishes", "put on a podcast"),
    ("I usually stretch straight after a run, 10 min", "stretch straight after a run"),
    ("i always check the weather at every rest stop", "check the weather at every rest stop"),
    ("I hit the pool every other day", "hit the pool every other day"),
    ("so like i basically game every night till 2am", "game every night"),
    ("habitually I take a cold shower after my run", "take a cold shower after my run"),
    ("I am doing the sauna every Wednesday since two years", "do the sauna every Wednesday"),
    ("I tend to go for a long bike ride every weekend", "go for a long bike ride every weekend"),
]
EN_NONE = [
    "I ran 10k this morning",
    "I'll start swimming every morning next week",
    "I should really meditate every day",
    "do you think jogging every day is bad for the knees?",
    "I wish I could travel every summer",
    "the bus comes every ten minutes",
    "if I go to the gym every day will I lose weight",
    "I might take up pilates twice a week",
    "I always forget my keys after a party",
    "I always feel drained after a long meeting",
    "I do it every day",
    "When I was a kid I always walked to school",
    "I hit the gym yesterday",
]
ZH_HABITS = [
    ("平时下班后我会去游泳", "下班后游泳"),
    ("下了夜班我都会先去吃碗拉面再回家睡觉", "下了夜班吃拉面"),
    ("我收工以后总要去江边走一圈", "收工以后去江边走一圈"),
    ("吃完饭我都要出去走走", "吃完饭出去走"),
    ("我每周末都去打篮球的说", "每周末打篮球"),
    ("我每天都跑步哈", "每天跑步"),
    ("我早晚各刷一次牙", "早晚刷牙"),
    ("我日日都行山", "每日行山"),
    ("我晚晚都煲剧", "每晚煲剧"),
    ("我每天早上都会跑五公里", "每天早上跑五公里"),
    ("我經常週末去打羽毛球", "週末去打羽毛球"),
    ("我一週跑三次步", "一週跑三次步"),
    ("每天通勤路上我都听播客", "每天通勤路上听播客"),
    ("帮我规划一下健身计划 我每周一三五去健身房练力量", "每周一三五去健身房练力量"),
]
ZH_NONE = [
    "我今天早上跑了五公里",
    "我打算以后每天跑步",
    "我应该每天锻炼",
    "我想每天早起",
    "我想每天早起哈",
    "每天跑步对膝盖好吗？",
    "我上大学的时候每天打篮球",
    "公交车每十分钟一班",
    "要是我每天都能睡够八小时就好了",
    "我老公下班后都会去钓鱼",
    "下班后你都会干嘛",
    "明天下班后我都会在家",
    "我到家后会告诉你",
    "我每次考试都会紧张",
    "我每次坐飞机都会耳朵疼",
    "我每次喝咖啡都会心慌",
    "我弟弟每天打游戏",
    "以前我每天都喝可乐",
]


def _habits(text: str) -> list[str]:
    return [value for key, value in learned_keys(text) if key == "fact:habit"]


@pytest.mark.parametrize(("text", "value"), EN_HABITS + ZH_HABITS)
def test_a_habit_is_learned(text: str, value: str) -> None:
    assert any(values_match(value, said) for said in _habits(text)), _habits(text)


@pytest.mark.parametrize("text", EN_NONE + ZH_NONE)
def test_no_habit_is_learned(text: str) -> None:
    assert not _habits(text), _habits(text)
