"""Skills, projects and goals as people say them (issue 22, g43k), written before any corpus
failure was read: a skill said by a level, a certificate, its years, a list (each after its
own 会), a tool then how well it is used (Rust 也在用), learning it now (teaching myself); a
project named before the clause that makes it ("a bird-call recognizer I'm building") or as
the project one is on; a goal worked or prepared for (正在为半马做准备), a purpose of learning
("so I can read manga raw"); a goal reached or a project done or dropped in other words than
when it was learned ("MADE VARSITY", "the shed is finally done", "not doing the bot anymore",
驾照终于到手了); and near-misses that learn nothing (someone else's, a question, a wish, a task
today, a company's goal)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import learned_keys
from tests.fixtures.learning import active_after

_KEYS = {"skill": "profile.skills", "project": "profile.projects", "goal": "profile.goals"}

SAID = [
    ("been teaching myself Rust on the train every morning", "skill", "Rust"),
    ("honestly I'm decent at negotiating", "skill", "negotiating"),
    ("ive been welding for like 15 years", "skill", "welding"),
    ("Pretty solid at React, less so at CSS", "skill", "React"),
    ("I'm self-taught in Photoshop", "skill", "Photoshop"),
    ("我Python写了五年了", "skill", "Python"),
    ("我会修电脑", "skill", "修电脑"),
    ("我在自学吉他", "skill", "吉他"),
    ("我会开叉车，有证", "skill", "开叉车"),
    ("我PS用得还挺溜的", "skill", "PS"),
    ("我剪视频还行", "skill", "剪视频"),
    ("学了三年古筝了", "skill", "古筝"),
    ("做饭是我的拿手活", "skill", "做饭"),
    ("会一点木工活", "skill", "木工"),
    ("我对Excel很熟", "skill", "Excel"),
    ("本人精通SQL和Tableau", "skill", "SQL"),
    (
        "working on a little iOS app for tracking my plants",
        "project",
        "iOS app for tracking my plants",
    ),
    ("we're redoing our kitchen this spring, total chaos", "project", "kitchen"),
    ("I'm organising a charity 5k for the local hospice", "project", "charity 5k"),
    ("I've started building a shed in the backyard", "project", "shed"),
    ("I'm writing a fantasy novel, about 40k words in", "project", "fantasy novel"),
    (
        "Been tinkering with a home automation setup using Home Assistant",
        "project",
        "home automation setup",
    ),
    ("restoring my grandpa's old tractor in my spare time", "project", "grandpa's old tractor"),
    (
        "I'm putting together a photo book of our trip to Peru",
        "project",
        "photo book of our trip to Peru",
    ),
    ("最近在搞一个小红书账号，专门分享露营", "project", "小红书账号"),
    ("我们家在装修厨房，乱得不行", "project", "装修厨房"),
    ("在写毕业论文，题目是乡村教育", "project", "毕业论文"),
    ("我在筹备一个读书会", "project", "读书会"),
    ("正在给公司搭数据中台", "project", "数据中台"),
    ("我在改造阳台，准备种菜", "project", "改造阳台"),
    ("业余在写一个浏览器插件", "project", "浏览器插件"),
    ("goal for this year: read 50 books", "goal", "read 50 books"),
    ("I'm working towards my pilot's license", "goal", "pilot's license"),
    ("hoping to get promoted to senior by Q3", "goal", "get promoted to senior"),
    ("my aim is to lose 10 kilos before the wedding", "goal", "lose 10 kilos"),
    ("I'm saving up to buy a house", "goal", "buy a house"),
    ("training for an ironman in september", "goal", "ironman"),
    ("aiming for a 7.5 on IELTS", "goal", "7.5 on IELTS"),
    ("I really want to learn to swim this summer", "goal", "learn to swim"),
    ("我今年的目标是减肥二十斤", "goal", "减肥二十斤"),
    ("在备考雅思，想考到7分", "goal", "雅思7分"),
    ("想在三十岁之前买房", "goal", "买房"),
    ("正在为半马做准备", "goal", "半马"),
    ("争取年底前存够十万", "goal", "存够十万"),
    ("我想把普通话练标准一点", "goal", "普通话练标准"),
]

ENDED = [
    ("I want to run a marathon", "finally ran my first marathon!", "goal", "run a marathon"),
    ("I've started building a shed", "the shed is finally done", "project", "shed"),
    ("我想考研", "不考研了，直接工作", "goal", "考研"),
    ("我们家在装修厨房", "厨房终于装修好了", "project", "装修厨房"),
    ("我在写一本网络小说", "那本小说写完了", "project", "网络小说"),
]

NOTHING = [
    "my daughter is learning violin",
    "my husband is really good at cooking",
    "can you teach me Python?",
    "I wish I could draw",
    "I'm doing my taxes today, ugh",
    "fixing a bug right now, brb",
    "he said 'I'm writing a book' and nobody believed him",
    "if I learned Spanish I'd move to Mexico",
    "my team's goal is to ship by friday",
    "is it hard to learn guitar at 40?",
    "my coworker is building a chatbot",
    "我儿子会弹钢琴",
    "你会写代码吗？",
    "我今天要写报告",
    "要是我会游泳就好了",
    "我老婆在学日语",
    "我同事在做一个APP",
    "我们公司的目标是明年上市",
    "我的梦想是不上班，哈哈开玩笑的",
    "他说他想考公务员",
]

STILL_MISSED = [
    "my python is a bit rusty but I can still get around",
    "I teach piano to a few kids on saturdays",
    "I do all my own plumbing, learned it from my dad",
    "I've been cutting hair since I was 17",
    "I got my black belt in karate last year",
    "my spreadsheet skills are pretty good tbh",
    "I've run Kubernetes in production for years",
    "I'm okay at drawing, mostly portraits",
    "平时周末教小朋友画画",
    "去年考下了CPA",
    "我的英语口语还凑合",
    "my side hustle rn is a candle shop on Etsy",
    "finishing up my master's thesis on coral bleaching",
    "下班后在做一个自己的独立站",
    "trying to get my CFA / gave up on the CFA, way too much work",
    "lol my goal in life is to nap professionally",  # learns a goal
]
"""Sentences of this round's own set the rules still miss (listed, not tested)."""


def _gives(text: str, slot: str, value: str) -> bool:
    return any(
        key == _KEYS[slot] and values_match(value, found) for key, found in learned_keys(text)
    )


def _active(said: list[str], slot: str, value: str) -> bool:
    return any(
        a.startswith(f"{slot}=") and values_match(value, a.split("=", 1)[1])
        for a in active_after(said)
    )


@pytest.mark.parametrize(("text", "slot", "value"), SAID)
def test_a_skill_project_or_goal_said_every_day_is_learned(
    text: str, slot: str, value: str
) -> None:
    assert _gives(text, slot, value), learned_keys(text)


@pytest.mark.parametrize(("learned", "ended", "slot", "value"), ENDED)
def test_a_goal_reached_or_a_project_done_ends(
    learned: str, ended: str, slot: str, value: str
) -> None:
    assert _active([learned], slot, value)
    assert not _active([learned, ended], slot, value)


@pytest.mark.parametrize("text", NOTHING)
def test_a_near_miss_learns_no_skill_project_or_goal(text: str) -> None:
    found = [key for key, _ in learned_keys(text) if key in _KEYS.values()]
    assert not found, learned_keys(text)


SHAPES = [
    ("会剪辑会拍照会一点调色", "skill", "调色"),
    ("我会开车会做饭", "skill", "开车"),
    ("Java 还行，Go 也在用", "skill", "Go"),
    ("我Excel用得挺熟的", "skill", "Excel"),
    ("修车十几年了", "skill", "修车"),
    ("我最近在为考研做准备", "goal", "考研"),
    ("I do quilting, sewing and embroidery", "skill", "embroidery"),
    ("I've been cutting hair for like 15 years", "skill", "cutting hair"),
    ("the cabin we're building is almost weatherproof", "project", "cabin"),
    ("I'm on a community garden project now", "project", "community garden"),
    ("studying Korean so I can work in Seoul one day", "goal", "work in Seoul"),
    ("training for a half marathon in October", "goal", "half marathon"),
    ("I hold a CPA license", "skill", "CPA"),
    ("I have a CDL, been driving trucks 20 years", "skill", "CDL"),
    ("got my AWS Solutions Architect certification in May", "skill", "AWS Solutions Architect"),
    ("I'm getting better at public speaking", "skill", "public speaking"),
    ("I'm way better at baking than at cooking", "skill", "baking"),
]
"""One sentence per shape this round reads, apart from the table above."""


@pytest.mark.parametrize(("text", "slot", "value"), SHAPES)
def test_each_shape_reads_its_value(text: str, slot: str, value: str) -> None:
    assert _gives(text, slot, value), learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "他会开车会做饭",
        "我女儿在为高考做准备",
        "带娃三年了",
        "我老公 Python 用得挺溜的",
        "我们团队的目标是年底上线",
        "the email I'm writing is way too long",
        "On the side I'm building nothing, just resting",
        "my sister is teaching herself Rust so she can get a job",
        "I got a Tesla",
        "I have a UK driving licence",
        "I need to get better at saying no",
        "is it worth getting a PMP certification?",
    ],
)
def test_a_shape_of_someone_else_or_of_nothing_learns_nothing(text: str) -> None:
    found = [key for key, _ in learned_keys(text) if key in _KEYS.values()]
    assert not found, learned_keys(text)


@pytest.mark.parametrize(
    ("learned", "other", "slot", "value"),
    [
        (
            "i wanna make varsity soccer next year",
            "I almost made varsity, so close",
            "goal",
            "make varsity",
        ),
        ("I want to run a marathon", "my brother finally ran a marathon", "goal", "run a marathon"),
        ("I'm building a shed", "the shed is not done yet", "project", "shed"),
        ("我想考驾照", "驾照还没到手", "goal", "考驾照"),
    ],
)
def test_a_goal_or_project_not_said_reached_stays(
    learned: str, other: str, slot: str, value: str
) -> None:
    assert _active([learned], slot, value)
    assert _active([learned, other], slot, value)
