"""Habits as people say them to a chat assistant, written before any corpus failure was read
(round 42): texting, dictation, rambling messages, formal notes, dialect-tinged and
code-switched Chinese; near-misses that must learn nothing (someone else, a question, a wish,
a plan, a time that is over, a state that recurs, a negated or unwanted doing, a quote); and
updates, a habit stopped or moved to another time, run through the real extract and
consolidate stages as the corpus is."""

from __future__ import annotations

import pytest

from memstream.eval.extraction import run_case
from memstream.eval.slot_scoring import score_case, values_match
from tests.fixtures.grammar import habit_update, habits_learned, learned_keys

EN_HABITS = [
    ("I walk the dog twice a day, morning and night", "walk the dog twice a day"),
    ("most days I bike to the office", "bike to the office most days"),
    ("I meditate for ten minutes every morning before the kids wake up", "meditate every morning"),
    (
        "Every other weekend I drive up to see my parents",
        "drive up to see parents every other weekend",
    ),
    ("i journal every night, it helps me sleep", "journal every night"),
    ("On Sundays I meal prep for the whole week", "meal prep on Sundays"),
    ("I usually grab a coffee on my way to work", "grab a coffee on my way to work"),
    ("I go to the climbing gym three times a week", "go to the climbing gym three times a week"),
    ("been doing duolingo every day for like 200 days lol", "do duolingo every day"),
    ("I take a nap after lunch most days", "take a nap after lunch"),
    ("I play five-a-side with some mates on Tuesday nights", "play five-a-side on Tuesday nights"),
    ("I read the news first thing every morning over coffee", "read the news every morning"),
    ("I cycle to work every day unless it's raining", "cycle to work every day"),
    ("I call my grandma every Sunday evening", "call my grandma every Sunday evening"),
    ("Saturday mornings I volunteer at the food bank", "volunteer at the food bank"),
    ("I floss every night now, the dentist finally scared me", "floss every night"),
    (
        "So my routine is pretty boring honestly, I get up at six, I swim at the leisure centre"
        " every weekday morning and then I head to work",
        "swim at the leisure centre every weekday morning",
    ),
    ("Twice a week I take a pottery class downtown", "take a pottery class twice a week"),
    ("we go to church every sunday", "go to church every sunday"),
    ("I hit the sauna after every workout", "hit the sauna after every workout"),
    ("I do yoga every morning before work", "yoga every morning"),
    ("Every night I read to my daughter before bed", "read to daughter every night"),
]
EN_NONE = [
    "My husband runs every morning",
    "Do you run every morning?",
    "I wish I could swim every day",
    "I'm going to start jogging every evening next week",
    "When I lived in Sydney I surfed every weekend",
    "my boss told me 'I check Slack every five minutes'",
    "Every day I feel more tired",
    "The trash gets collected every Tuesday",
    "I should floss every night",
    "If I had time I'd go to yoga every week",
    "I never want to do anything after work",
    "I don't feel like cooking after work most days",
    "my kids watch cartoons every morning",
    "I get migraines every other week",
]
ZH_HABITS = [
    ("我每天晚上都会给我妈打个电话", "每晚给妈打电话"),
    ("周末一般去爬山", "周末爬山"),
    ("我一周去三次健身房", "一周去三次健身房"),
    ("我每个月都会去献一次血", "每月献血"),
    ("下班回家第一件事就是洗澡", "洗澡"),
    ("我习惯睡前看半小时书", "睡前看书"),
    ("我基本上每天都骑车上班", "每天骑车上班"),
    ("俺每天早上五点就起来喂猪", "每天早上五点喂猪"),
    ("我天天晚上追剧到一两点", "天天晚上追剧"),
    ("每周三晚上我都去上瑜伽课", "每周三晚上上瑜伽课"),
    ("我一般周五晚上跟朋友打麻将", "周五晚上打麻将"),
    ("我每天中午都要午睡半小时", "每天中午午睡"),
    ("我每晚睡前都要泡脚", "每晚泡脚"),
    ("我现在每天走一万步", "每天走一万步"),
    ("我隔天跑一次步", "隔天跑步"),
    ("我每天通勤都在地铁上听英语", "每天在地铁上听英语"),
    ("我周末都会带娃去公园", "周末带娃去公园"),
    ("我每天下班都去菜市场买菜", "每天下班去菜市场买菜"),
]
ZH_NONE = [
    "我下班后都不想动",
    "我下班后都懒得做饭",
    "我老婆每天早上跑步",
    "你每天几点起床？",
    "我想每天早起跑步",
    "要是能每天睡到自然醒就好了",
    "我小时候每天都去河里游泳",
    "我每天都好累",
    "我下周开始每天背单词",
    "我每天都被老板骂",
    '他说"我每天都喝酒"',
    "我每天都不想上班",
    "我每天都在想这件事",
]
STILL_MISSED = [
    "我每週日都會去教會",  # 教會 loses its 會 as "will" in zh_time.habits (a frequency reader)
    "我早上起来先冲杯咖啡再干活",  # a time, 先 ... 再: no routine word nor frequency
    "我每周六晚上都跟几个老同学踢球",  # read as the classmates' clause, not the user's
]
"""Own sentences still missed: a habit the readers do not learn yet (no test asserts them)."""
UPDATES = [
    # (context, message, negated old, added new or "")
    (
        "I run every morning before work",
        "I run in the evenings now, mornings are too cold",
        "run every morning",
        "run in the evenings",
    ),
    (
        "I play tennis on Saturdays",
        "I stopped playing tennis, my knee hurts",
        "play tennis on Saturdays",
        "",
    ),
    ("I drink coffee every morning", "gave up coffee last month", "drink coffee every morning", ""),
    ("I swim at the pool on Mondays", "I don't swim anymore", "swim at the pool on Mondays", ""),
    ("我每天早上跑步", "我现在改成晚上跑步了", "每天早上跑步", "晚上跑步"),
    ("我每周六去游泳", "游泳我已经不去了", "每周六游泳", ""),
    ("我睡前都要刷手机", "我现在睡前不刷手机了", "睡前刷手机", ""),
    ("我每天都喝奶茶", "奶茶戒了", "每天喝奶茶", ""),
]


_habits = habits_learned


@pytest.mark.parametrize(("text", "value"), EN_HABITS + ZH_HABITS)
def test_a_habit_said_in_everyday_speech_is_learned(text: str, value: str) -> None:
    assert any(values_match(value, said) for said in _habits(text)), _habits(text)


@pytest.mark.parametrize("text", EN_NONE + ZH_NONE)
def test_a_near_miss_learns_no_habit(text: str) -> None:
    assert not _habits(text), _habits(text)


_update = habit_update


@pytest.mark.parametrize(("context", "message", "old", "new"), UPDATES)
def test_a_habit_stopped_or_moved_ends_the_old_one(
    context: str, message: str, old: str, new: str
) -> None:
    case = _update(context, message, old, new)
    score = score_case(case, *run_case(case))
    assert not score.misses and not score.false_about_user, (score.misses, score.false)


VALUE_FORMS = [
    ("I walk the dog every evening after my husband gets home", "walk the dog every evening"),
    ("I meditate every morning before the kids wake up", "meditate every morning"),
    ("I fly-fish for steelhead every October", "fly-fish for steelhead every october"),
    ("I pack a thermos of coffee every shift", "pack a thermos of coffee every shift"),
    ("been doing duolingo every day for like 200 days", "duolingo every day"),
    ("我一般凌晨两点才睡", "凌晨两点睡"),
    ("每天晚上十一点半刷一套数学卷子再睡", "每晚十一点半刷一套数学卷子"),
    ("每天晚上俺都得整二两白酒", "每晚整二两白酒"),
    ("我天天晚上追剧到一两点", "天天晚上追剧"),
    ("我现在周三晚上去游泳", "周三晚上游泳"),
    ("我每个礼拜天都去教堂", "每个礼拜天去教堂"),
]
"""The value as a rule writes it: no when-clause, how long kept, dialect I, must, until when or
what is done next; a week as said (每个礼拜天); a month, a season or a shift as how often; a
hyphenated verb."""
SOMEONE_ELSES = [
    "院长每天早上都打太极。",
    "我们站长是河南人，天天吃烩面",
    "她平时周末都去跳舞",
    "My husband runs every morning",
]
"""Someone else before how often, or in the clause before: no habit of the user's."""


@pytest.mark.parametrize(("text", "value"), VALUE_FORMS)
def test_a_habit_value_keeps_what_is_done_and_how_often(text: str, value: str) -> None:
    assert value in _habits(text), _habits(text)


@pytest.mark.parametrize("text", SOMEONE_ELSES)
def test_someone_elses_routine_is_not_the_users(text: str) -> None:
    assert not _habits(text), _habits(text)


@pytest.mark.parametrize("text", ["我现在周三晚上去游泳", "我现在周六都去爬山"])
def test_a_weekday_after_now_is_no_dated_plan(text: str) -> None:
    keys = learned_keys(text)
    assert not any(key.startswith("fact:trip") for key, _ in keys), keys
    assert _habits(text), keys


COMMUTES_TIMED = [
    "我住在回龙观，每天通勤一个半小时",
    "我喺觀塘返工，每日搭成個半鐘車",
    "在东京上班，每天通勤一个多小时。",
]
"""How long the way to work takes: a fact of home and work, no habit (I cycle to work, 我每天骑车
上班, still is one)."""


@pytest.mark.parametrize("text", COMMUTES_TIMED)
def test_how_long_the_commute_takes_is_no_habit(text: str) -> None:
    assert not _habits(text), _habits(text)


def test_a_commute_said_without_its_length_is_still_a_habit() -> None:
    assert _habits("我每天骑车半小时去上班") and _habits("我每天坐地铁上班")
    assert _habits("我住在吴中，每天骑电驴通勤四十分钟")
