"""Habits and the near-misses that learn none (round 45, written before any corpus failure
was read): a doing in a time that is over ("every day last summer", a streak that ended), and
a clause with no subject after one that frames it, a plan not begun (打算下个月开始，每周去三次
健身房) or the user's job or home (我在苏州上班，每天来回坐高铁), the work or the way to it;
a time off work or a doing of one's own after the job is still the user's habit."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import habits_learned

EN_NEAR_MISSES = [
    "I went swimming every day last summer",
    "Yesterday I ran 10k in the rain",
    "my husband runs every morning before work",
    "My sister does yoga three times a week",
    "The bakery opens at 6 every morning",
    "the 42 bus comes every twenty minutes",
    "My dog wakes me up at 5 every single day lol",
    "Do you think I should run every day?",
    "How often should I stretch?",
    "I want to start meditating every morning",
    "I really should floss every night",
    "I'm going to go to the gym three times a week starting Monday",
    "Every time I eat shellfish I break out in hives",
    "whenever I drink milk my stomach hurts",
    "I ran every day for 100 days but that streak ended in March",
    "Back in college I played basketball every afternoon",
    "When I was a kid we went to church every Sunday",
    "I'll call you every evening while you're away",
    "My boss makes us do standups every morning",
    "Our team meets every Tuesday at 10",
    "My kids have swimming lessons on Saturdays",
    "I wish I could sleep in every weekend",
    "Maybe I'll try running on weekends",
    "lol my cat eats like every two hours",
    "Every Monday the garbage truck wakes me up",
    "I used to bike to work every day",
    "my doctor told me to walk 30 minutes a day",
    "Next week I'm swimming every morning at the hotel pool",
    "I get migraines every few weeks",
    "My neighbor mows his lawn every Sunday at 7am, so annoying",
    "is it bad that I drink coffee every day?",
    "I'm thinking of doing yoga on Tuesdays",
    "The gym is packed every evening",
    "I walked to work every day back in college",
    "my job is in Leeds, I take the train in every day",
    "the office is in Oslo, I fly down twice a month",
]
ZH_NEAR_MISSES = [
    "昨天我跑了十公里",
    "我老公每天早上跑步",
    "我妈每天晚上跳广场舞",
    "楼下那家早餐店每天六点开门",
    "这趟公交每十五分钟一班",
    "我家狗每天早上五点就叫",
    "我应该每天跑步吗？",
    "你每天几点起床？",
    "我想每天早上冥想",
    "打算下个月开始每周去三次健身房",
    "我每次吃海鲜都过敏",
    "每次喝牛奶我都拉肚子",
    "上大学的时候我每天打篮球",
    "小时候我们每个周末都去奶奶家",
    "我以前每天骑车上班",
    "医生让我每天走路半小时",
    "我们公司每周一开例会",
    "孩子每周六上游泳课",
    "要是能每天睡到自然醒就好了",
    "她说她每天都写日记",
    "我每天吃两次降压药",
    "健身房每天晚上都人很多",
    "你们平时都几点吃饭？",
    "隔壁每个周末都装修，吵死了",
    "我在苏州上班，家在昆山，每天来回坐高铁",
    "我是绵阳的，在成都上班，每周回去一趟",
    "跑网约车的，天天在城里转",
    "我是快递员，天天爬楼送件",
    "我调到郑州分公司了，家还在开封，每天坐城际",
]
EN_HABITS = [
    ("I swim every morning before work", "swim every morning before work"),
    ("i usually hit the gym after work", "hit the gym after work"),
    ("I go for a run most mornings", "go for a run most mornings"),
    ("Every Sunday I call my mom", "call mom every Sunday"),
    ("I meditate for ten minutes every night", "meditate every night"),
    ("Twice a week I volunteer at the food bank", "volunteer at the food bank twice a week"),
    ("I walk the dog every evening after dinner", "walk the dog every evening after dinner"),
    ("I bike to work on weekdays", "bike to work on weekdays"),
    ("I always read before bed", "read before bed"),
    ("Saturdays I go to the farmers market", "go to the farmers market on Saturdays"),
    ("I journal every night", "journal every night"),
    ("I cook at home most nights", "cook at home most nights"),
    ("I take a cold shower every morning", "take a cold shower every morning"),
    ("I read every night before bed", "read every night before bed"),
    ("I've been swimming every morning since last year", "swim every morning"),
    ("I take the train to work every day", "take the train to work every day"),
    ("I fly down to Lisbon twice a year", "fly down to Lisbon twice a year"),
]
ZH_HABITS = [
    ("我每天早上跑步", "每天早上跑步"),
    ("我一般下班后去健身房", "下班后去健身房"),
    ("我每个周末都去爬山", "每周末爬山"),
    ("我平时骑车上班", "骑车上班"),
    ("我每晚都写日记", "每晚写日记"),
    ("周末我一般去打羽毛球", "周末打羽毛球"),
    ("我每天走一万步", "每天走一万步"),
    ("我是程序员，下班后每天跑步", "每天跑步"),
    ("我在杭州上班，周末一般去爬山", "周末爬山"),
    ("我是程序员，每天晚上我都跑步", "每晚跑步"),
    ("做猎头的，每天早上都要嗦一碗拌粉", "每天早上嗦拌粉"),
    ("我在苏州上班，每天骑电驴通勤", "每天骑电驴通勤"),
]
STILL_MISSED = [
    "I take metformin twice a day",  # a medicine named by its drug: learned as a habit
    "我每天要站八个小时，腿都肿了",  # a job's duty said without the job: learned as a habit
    "me and my wife go dancing every Friday",  # the user inside a compound subject: missed
]
"""Own sentences the rules still read wrong (round 45)."""


@pytest.mark.parametrize("text", EN_NEAR_MISSES + ZH_NEAR_MISSES)
def test_near_miss_learns_no_habit(text: str) -> None:
    """A one-off, someone else's routine, a plan, a wish, a question, a time that is over or
    the work after the job: no habit."""
    assert habits_learned(text) == []


@pytest.mark.parametrize(("text", "value"), EN_HABITS + ZH_HABITS)
def test_habit_is_learned(text: str, value: str) -> None:
    """A habit said in everyday words is learned with its activity."""
    found = habits_learned(text)
    assert any(values_match(value, got) for got in found), found


def test_still_missed_are_read_wrong() -> None:
    """The listed sentences are still read wrong (a list to shrink, not a test to skip)."""
    wrong = [
        text for text in STILL_MISSED if bool(habits_learned(text)) != text.startswith("me and")
    ]
    assert wrong == STILL_MISSED
