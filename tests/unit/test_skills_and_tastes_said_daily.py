"""Skills and tastes as people say them in a chat, written before reading any corpus failure
(issue 22, round 48): each sentence scored as the corpus scores a case (EN and ZH)."""

from __future__ import annotations

import pytest

from memstream.eval.corpus_cases import Case
from memstream.eval.extraction import run_case
from memstream.eval.slot_scoring import CaseScore, score_case

MINE = ("skill", "like", "dislike")
"""The slots these sentences are about: a false memory in another slot is not judged here."""

POSITIVES: list[tuple[str, str, tuple[str, ...]]] = [
    # (earlier message or "", the message, what it teaches: "slot=value|alt", "-slot=old")
    ("", "I teach skiing up at Whistler most weekends", ("skill=skiing",)),
    ("", "finally got my HGV licence!! 3 tries lol", ("skill=HGV|HGV licence|driving HGVs",)),
    (
        "",
        "I fix people's bikes out of my garage, mostly road bikes",
        ("skill=fixing bikes|bike repair",),
    ),
    ("", "I'm a black belt in judo, been training since I was nine", ("skill=judo",)),
    ("", "picked up Rust over the summer, loving it so far", ("skill=Rust",)),
    ("", "I can code in Python, SQL and a bit of Go", ("skill=Python", "skill=SQL", "skill=Go")),
    ("", "Grade 8 piano, ages ago, but I still play most evenings", ("skill=piano",)),
    ("", "I tune pianos for a living", ("skill=piano tuning|tuning pianos|tune pianos",)),
    ("", "I do all the plumbing in our house myself, I'm pretty handy", ("skill=plumbing",)),
    ("", "i know Java, sorry, I meant JavaScript", ("skill=JavaScript",)),
    ("", "I'm a certified scuba diver (PADI advanced)", ("skill=scuba diving|scuba|diving",)),
    ("", "Horror movies have really grown on me", ("like=horror movies",)),
    (
        "I can't stand horror films",
        "ok horror has grown on me, I watch one every friday",
        ("like=horror",),
    ),
    ("", "cilantro makes me gag", ("dislike=cilantro",)),
    ("", "jazz is just not my thing", ("dislike=jazz",)),
    ("", "nothing beats a cold beer after a long shift", ("like=cold beer|beer",)),
    ("", "I avoid crowded bars like the plague", ("dislike=crowded bars",)),
    ("", "can you recommend more sci-fi novels? I love that stuff", ("like=sci-fi novels|sci-fi",)),
    ("", "I'm not big on musicals", ("dislike=musicals",)),
    ("", "I'm a sucker for a good thriller", ("like=thrillers|thriller|a good thriller",)),
    ("I love coffee", "honestly I've gone off coffee lately", ("-like=coffee",)),
    ("", "my go-to comfort food is ramen", ("like=ramen",)),
    ("", "我去年考了电工证", ("skill=电工|电工证",)),
    ("", "我在少年宫教小朋友画国画", ("skill=国画|画国画",)),
    ("", "本人会修电脑，装系统啥的都行", ("skill=修电脑|装系统",)),
    ("", "今年夏天终于学会了游泳", ("skill=游泳",)),
    ("", "我钢琴十级，小时候考的", ("skill=钢琴",)),
    ("", "我会Python、Java，还会一点C++", ("skill=Python", "skill=Java", "skill=C++")),
    ("", "我是跆拳道黑带", ("skill=跆拳道",)),
    ("", "邻居家水管坏了都找我修，这个我拿手", ("skill=修水管|水管",)),
    ("", "香菜我一闻就想吐", ("dislike=香菜",)),
    ("", "我对榴莲完全没有抵抗力", ("like=榴莲",)),
    ("", "辣的我实在受不了", ("dislike=辣的|辣|吃辣",)),
    ("", "甜食我一般都不碰", ("dislike=甜食",)),
    ("", "比起咖啡，我更喜欢喝茶", ("like=喝茶|茶",)),
    ("", "给我推荐几部悬疑剧吧，我超爱这种", ("like=悬疑剧",)),
    ("", "俺就好这口，酸菜炖粉条", ("like=酸菜炖粉条",)),
    ("", "广场舞吵得要命，烦死了", ("dislike=广场舞",)),
    ("", "爵士乐我欣赏不来", ("dislike=爵士乐",)),
    ("我以前很讨厌恐怖片", "现在恐怖片反而越看越上头了", ("like=恐怖片",)),
    ("我很喜欢喝奶茶", "奶茶我现在不爱喝了，太腻", ("-like=奶茶",)),
]
"""What the user says about their own skills and tastes: every expectation met and no false
skill, like or dislike about the user."""

NEAR_MISSES = [
    "my son just got his black belt in karate",
    "I fixed the sink once, never again lol",
    "can you teach me how to knit?",
    "my coworker is a wizard at Excel",
    "my girlfriend hates sushi",
    "oh great, another Monday, I just LOVE Mondays",
    "I wish I liked running",
    "haven't missed a run in 3 months",
    "I get hives from penicillin",
    "the pasta we had last night was amazing",
    "我儿子考了钢琴八级",
    "你会做红烧肉吗？",
    "我想学吉他",
    "昨天帮朋友修了一次电脑",
    "我老婆特别爱吃火锅",
    "真希望我能喜欢上跑步",
    "昨天那家店的牛排真好吃",
    "我对青霉素过敏，一打就起疹子",
    "我连续打卡跑步一百天了",
    "哈哈我可太爱加班了呢",
]
"""Someone else's skill or taste, a question, a wish, one task or meal, sarcasm, a streak, a
drug's reaction: no skill, like or dislike about the user."""

STILL_MISSED: list[str] = [
    "I teach skiing up at Whistler most weekends",
    "I'm a black belt in judo, been training since I was nine",
    "picked up Rust over the summer, loving it so far",
    "Grade 8 piano, ages ago, but I still play most evenings",
    "I do all the plumbing in our house myself, I'm pretty handy",
    "i know Java, sorry, I meant JavaScript",
    "can you recommend more sci-fi novels? I love that stuff",
    "今年夏天终于学会了游泳",
    "邻居家水管坏了都找我修，这个我拿手",
    "甜食我一般都不碰",
    "俺就好这口，酸菜炖粉条",
]
"""Sentences of the tables above the rules do not read right yet."""


def _case(context: str, message: str, expects: tuple[str, ...]) -> Case:
    expect: list[dict[str, object]] = []
    for item in expects:
        slot, _, values = item.partition("=")
        value, *alts = values.split("|")
        if slot.startswith("-"):
            expect.append({"slot": slot[1:], "value": value, "action": "negate", "old": value})
        else:
            expect.append({"slot": slot, "value": value, "alts": alts, "action": "add"})
    return Case.model_validate(
        {
            "id": "own-1",
            "lang": "en" if message.isascii() else "zh",
            "kind": "positive" if expect else "negative",
            "category": "update" if context else "taste",
            "context": [{"role": "user", "content": context}] if context else [],
            "event": {"type": "message", "role": "user", "content": message},
            "expect": expect,
        }
    )


def _scored(context: str, message: str, expects: tuple[str, ...]) -> CaseScore:
    case = _case(context, message, expects)
    return score_case(case, *run_case(case))


def _wrong(score: CaseScore) -> list[str]:
    """What a score got wrong in these slots: missed expectations and false memories."""
    missed = [f"missed {e.slot}={e.value} ({why})" for e, why in score.misses]
    false = [f"false {f.slot}={f.value}" for f in score.false_about_user if f.slot in MINE]
    return missed + false


def _right(context: str, message: str, expects: tuple[str, ...]) -> bool:
    return not _wrong(_scored(context, message, expects))


@pytest.mark.parametrize(
    ("context", "message", "expects"),
    [row for row in POSITIVES if row[1] not in STILL_MISSED],
)
def test_an_own_skill_or_taste_is_learned(
    context: str, message: str, expects: tuple[str, ...]
) -> None:
    assert not _wrong(_scored(context, message, expects))


@pytest.mark.parametrize("message", [m for m in NEAR_MISSES if m not in STILL_MISSED])
def test_a_near_miss_learns_no_skill_or_taste(message: str) -> None:
    assert not _wrong(_scored("", message, ()))


def test_the_still_missed_list_is_true() -> None:
    rows = [*POSITIVES, *(("", m, ()) for m in NEAR_MISSES)]
    fixed = [m for c, m, e in rows if m in STILL_MISSED and _right(c, m, e)]
    assert not fixed, f"read right now, drop from STILL_MISSED: {fixed}"
