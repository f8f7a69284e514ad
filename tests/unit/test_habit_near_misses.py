"""Habits as people say them, and the near-misses that must learn no habit (round 44, written
before any corpus failure was read): the present progressive with how often ("I'm swimming
every Saturday these days"), a recurring doing bound to a stretch ("Every Friday in March"),
a dream, a doctor's instruction, a medicine taken, a setting one is used to (我习惯简体中文),
how often said with nothing done (改游泳了，每周两次); a routine named by its days ("Tuesdays and
Thursdays are my climbing days") and a habit moved to another time (我把跑步改到晚上了)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar import en_habits
from tests.fixtures.grammar import habits_learned, learned_after

EN_HABITS = [
    ("I'm swimming every Saturday these days", "swim every Saturday"),
    ("I'm going to the gym every morning", "go to the gym every morning"),
    ("these days I'm cycling to work most days", "cycle to work most days"),
    ("I'm running three times a week now", "run three times a week"),
    ("I am swimming every Saturday morning in the city pool", "swim every Saturday morning"),
    ("I'm doing pilates twice a week now", "do pilates twice a week"),
    ("these days I'm cooking at home most nights", "cook at home most nights"),
    ("mornings are for the gym", "gym every morning"),
    ("Sunday afternoons are for long runs", "long runs every Sunday afternoon"),
    ("lately i've been doing pilates twice a week", "pilates twice a week"),
    ("I've been journaling every night since January", "journal every night"),
    ("i gym 4x a week", "gym 4 times a week"),
    ("I tend to read before bed", "read before bed"),
    ("No matter what, I walk 10k steps every day", "walk 10k steps every day"),
    ("I make it a rule to call my dad every Sunday", "call dad every Sunday"),
    ("Most evenings I practise guitar for half an hour", "practise guitar most evenings"),
    ("On weekends I usually go hiking", "go hiking on weekends"),
    ("I meditate daily", "meditate daily"),
    ("I walk to work every day, rain or shine", "walk to work every day"),
    ("I stopped going to spin class and now I do yoga on Tuesdays", "yoga on Tuesdays"),
    ("I play football every Sunday without fail", "play football every Sunday"),
    ("gym 5x a week, no excuses", "gym 5 times a week"),
    ("Lately I'm getting up at 6 every day to write", "get up at 6 every day"),
    ("Fridays are pizza night at our place", "pizza night on Fridays"),
    ("Tuesdays and Thursdays are my climbing days", "climbing days on Tuesdays and Thursdays"),
    ("I moved my runs to the evening", "run in the evening"),
]
ZH_HABITS = [
    ("我一有空就去爬山", "爬山"),
    ("我隔三差五去游泳", "隔三差五游泳"),
    ("我每天早上雷打不动跑五公里", "每天早上跑五公里"),
    ("最近我每个周六都去游泳", "周六游泳"),
    ("周末一般去钓鱼", "周末钓鱼"),
    ("我现在每天晚上都练半小时书法", "每晚练书法"),
    ("我习惯睡前看半小时书", "睡前看书"),
    ("我每天下班后都去遛狗", "每天下班后遛狗"),
    ("我每天早上都喝一杯黑咖啡", "每天早上喝黑咖啡"),
    ("我天天骑车上班", "天天骑车上班"),
    ("我基本上每天都打太极", "每天打太极"),
    ("我不跑步了，改游泳了，每周两次", "游泳"),
    ("我不游泳了，现在每天早上跑步", "每天早上跑步"),
    ("我每隔一天去一次健身房", "每隔一天去健身房"),
    ("我没事就去图书馆看书", "去图书馆看书"),
    ("我每年夏天都去海边", "每年夏天去海边"),
    ("我把跑步改到晚上了", "晚上跑步"),
    ("游泳从早上改到了晚上", "晚上游泳"),
    ("我把游泳挪到每周六了", "每周六游泳"),
]
EN_NONE = [
    "this morning I ran 5k",
    "I went swimming yesterday",
    "My sister runs every morning",
    "I should run every day",
    "The bakery opens every day at 7",
    "the 42 bus comes every ten minutes",
    "The app backs up every night",
    "Do you think I should stretch every morning?",
    "Every Friday in March I have a workshop",
    "For the next two weeks I have physio every Tuesday",
    "every time I eat dairy I get sick",
    "Tonight I'm going to the gym",
    "I'm going to the gym tomorrow morning",
    "I'm going to run every day starting Monday",
    "When I was in college I played basketball every day",
    "haha yeah right, I run marathons every weekend",
    "if I had more time I'd cook every night",
    "I take my blood pressure pills every morning",
    "I'm building a recipe app in Flutter on weekends.",
    "I'm learning Spanish every evening",
    "This month I'm working every weekend, ugh",
    "my New Year's resolution: read every night",
    "How do I get into the habit of running every morning?",
    "I get migraines every other week",
    "Mondays and Fridays are rough",
    "Mr. Okafor, the guy next door, still jogs every morning at 80",
    "Grandpa Joe, bless him, still bakes bread every Sunday",
]
ZH_NONE = [
    "今天早上跑了五公里",
    "我应该每天运动",
    "我想每天早上冥想",
    "这家店每天早上七点开门",
    "你每天都跑步吗？",
    "三月每个周五我有个培训",
    "我上大学的时候每天打篮球",
    "我的梦想是每天睡到自然醒",
    "下个月每周二要去复查",
    "医生说我每天要吃两次药",
    "我每天早上吃一片降压药",
    "我习惯简体中文",
    "我习惯公文的语气",
    "这个月每个周末都要加班",
    "现在偶尔喝点啤酒，不过不多，一周一两罐",
    "哈哈我每天都在减肥，明天开始",
    "我把会议改到周三了",
    "养老院里的老赵头，天天早上五点起来拉二胡",
    "楼下的王阿姨，每天早上都去跳广场舞",
    "我们小区的老李头，天天钓鱼",
]
STILL_MISSED = [
    "I switched from morning runs to evening runs",
    "早上的时间是留给跑步的",
    "Lately I'm swimming laps whenever I can",
]
"""Habits of ours still missed: left for a later round."""
STILL_FALSE = [
    "Netflix charges me every month",
]
"""Someone else's or a thing's doing still learned as the user's habit: left for a later
round."""


@pytest.mark.parametrize(("text", "habit"), EN_HABITS + ZH_HABITS)
def test_a_habit_said_in_everyday_words_is_learned(text: str, habit: str) -> None:
    """The habit is learned with what is done and how often."""
    found = habits_learned(text)
    assert any(values_match(habit, value) for value in found), found


@pytest.mark.parametrize("text", EN_NONE + ZH_NONE)
def test_a_near_miss_learns_no_habit(text: str) -> None:
    """A one-off, someone else's routine, a wish, a plan for a while, a medicine, a setting:
    no habit of the user's."""
    assert habits_learned(text) == []


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("I'm swimming every Saturday these days", "I swim every Saturday these days"),
        ("so we're doing yoga twice a week", "so we do yoga twice a week"),
        ("I'm going to start running every day", "I'm going to start running every day"),
        ("I'm swimming every Tuesday this month", "I'm swimming every Tuesday this month"),
        ("I'm knitting a scarf every evening", "I'm knitting a scarf every evening"),
        ("I'm swimming at the lake", "I'm swimming at the lake"),
        ("I'm feeling tired every day", "I'm feeling tired every day"),
    ],
)
def test_the_progressive_with_how_often_reads_as_the_present(said: str, read: str) -> None:
    """Only a user's recurring doing is rewritten: no intention, stretch, work under way, one
    time or state."""
    assert en_habits.progressive_often(said) == read


def test_the_still_missed_are_still_missed() -> None:
    """The lists of what is still read wrong hold only sentences still read wrong."""
    assert [text for text in STILL_MISSED if not habits_learned(text)] == STILL_MISSED
    assert [text for text in STILL_FALSE if habits_learned(text)] == STILL_FALSE


@pytest.mark.parametrize(
    ("context", "message", "old", "new"),
    [
        (
            "I run every morning",
            "I moved my runs to the evening",
            "run every morning",
            "run in the evening",
        ),
        ("我每天早上跑步", "我把跑步改到晚上了", "每天早上跑步", "晚上跑步"),
    ],
)
def test_a_habit_moved_to_another_time_ends_the_old_one(
    context: str, message: str, old: str, new: str
) -> None:
    """The habit at its old time stops being active; the one at its new time is learned."""
    before, after = learned_after(context, message)
    assert any(values_match(old, m.value) and m.active for m in before if m.slot == "habit")
    assert not any(values_match(old, m.value) and m.active for m in after if m.slot == "habit")
    assert any(values_match(new, m.value) and m.active for m in after if m.slot == "habit")
