"""Tastes and habits by structure (h35t): a taste's value as the thing alone (no speaker's
tail, warmth or setting), a taste by consequence, eager taking-in, favourite of any kind, bio
fragments, loose and deictic frequencies, future habits refused; English and Chinese."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import said, user_slots


def _has(text: str, slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in user_slots(text))


def _none_of(text: str, *slots: str) -> bool:
    return not any(s in slots for s, _ in user_slots(text))


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("love a good thunderstorm ngl", "like", "good thunderstorm"),
        ("Love a good podcast on long hauls", "like", "good podcast"),
        ("honestly nothing beats a cold beer after a hike", "like", "cold beer"),
        ("I'm a sucker for a good mystery novel", "like", "good mystery novel"),
        ("i adore a nice cup of earl grey", "like", "cup of earl grey"),
        ("I really enjoy a proper roast dinner tbh", "like", "proper roast dinner"),
        ("I tried sushi once and hated it", "dislike", "sushi"),
        ("I'm obsessed with anything miso", "like", "miso"),
        ("can you find me a recipe, I'm obsessed with anything miso", "like", "miso"),
        ("recommend a thriller, I devour those", "like", "thriller"),
        ("I devour fantasy novels", "like", "fantasy novels"),
        ("we binge K-dramas", "like", "K-dramas"),
        ("cilantro ruins any dish for me", "dislike", "cilantro"),
        ("Raisins ruin every cookie.", "dislike", "raisins"),
        ("mayo kills a sandwich for me", "dislike", "mayo"),
        ("truffle oil makes any pasta better", "like", "truffle oil"),
        ("Durian is my absolute favourite fruit", "like", "durian"),
        ("Okra is my least favourite vegetable", "dislike", "okra"),
        ("About me: retired teacher, love birdwatching, hate traffic", "like", "birdwatching"),
        ("About me: retired teacher, love birdwatching, hate traffic", "dislike", "traffic"),
        ("nurse, mum of two, obsessed with sourdough", "like", "sourdough"),
        ("Backend dev, live in Lisbon, love surfing", "like", "surfing"),
    ],
)
def test_english_tastes_learned(text: str, slot: str, value: str) -> None:
    assert _has(text, slot, value), user_slots(text)


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("love a good thunderstorm ngl", "good thunderstorm ngl"),
        ("Love a good podcast on long hauls", "good podcast on long hauls"),
        ("love old roses, speak Gujarati and English", "speak Gujarati"),
        ("I speak PT, EN, NL and FR", ""),
    ],
)
def test_english_taste_values_cut(text: str, bad: str) -> None:
    found = user_slots(text)
    assert all(v != bad for _, v in found), found
    if not bad:
        assert ("languages", "French") in found


@pytest.mark.parametrize(
    "text",
    [
        "my sister devours thrillers",
        "the storm ruined our picnic",
        "the rain ruins every weekend",
        "this noise ruins every call",
        "my wife loves gardening",
    ],
)
def test_english_no_user_taste(text: str) -> None:
    assert not [s for s in said(text) if s.startswith(("like=", "dislike="))], said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I will go to the gym every day next month",
        "we should run every morning",
        "I want to meditate every day",
        "starting next week I'm going to swim twice a week",
        "I need to stretch every night",
        "I went running yesterday",
        "my dad walks every day",
    ],
)
def test_english_not_yet_a_habit(text: str) -> None:
    assert _none_of(text, "habit"), user_slots(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("every other Sunday I bake sourdough", "bake sourdough every other Sunday"),
        ("I swim three times a week", "swim three times a week"),
        ("most nights I'm asleep by ten", "asleep by ten most nights"),
        ("I always read before bed", "read before bed"),
    ],
)
def test_english_habits_still_learned(text: str, value: str) -> None:
    assert _has(text, "habit", value), user_slots(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("隔三差五去爬山", "habit", "隔三差五爬山"),
        ("我三天两头去游泳", "habit", "三天两头游泳"),
        ("我时不时去钓鱼", "habit", "时不时钓鱼"),
        ("一闻到榴莲就受不了", "dislike", "榴莲"),
        ("一吃苦瓜就受不了", "dislike", "苦瓜"),
        ("我是重度咖啡爱好者", "like", "咖啡"),
        ("我算是个资深的二次元爱好者", "like", "二次元"),
        ("我是铁杆火锅迷", "like", "火锅"),
    ],
)
def test_chinese_learned(text: str, slot: str, value: str) -> None:
    assert _has(text, slot, value), user_slots(text)


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("一闻到榴莲就受不了", "一闻到榴莲"),
        ("一看到蟑螂就受不了", "一看到蟑螂"),
    ],
)
def test_chinese_sense_not_the_thing(text: str, bad: str) -> None:
    assert all(v != bad for _, v in user_slots(text)), user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "今天天气不错哈",
        "明天天亮就出发",
        "今天天冷多穿点",
        "昨天天都黑了才到家",
        "我明天去跑步",
    ],
)
def test_chinese_a_day_is_no_every_day(text: str) -> None:
    assert _none_of(text, "habit"), user_slots(text)


def test_chinese_every_day_still_a_habit() -> None:
    assert _has("我天天早上跑步", "habit", "天天早上跑步")
    assert _has("今天也一样，我每天都天天早上跑步", "habit", "早上跑步")


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Honestly, jazz does nothing for me", "dislike", "jazz"),
        ("reality TV makes my skin crawl", "dislike", "reality TV"),
        ("natto is a hard pass", "dislike", "natto"),
        ("country music leaves me cold", "dislike", "country music"),
        ("I hate when people are late", "dislike", "people are late"),
        ("I'm in bed by 10 on weeknights", "habit", "in bed by 10 on weeknights"),
        ("每逢周末我都会去爬山", "habit", "每逢周末爬山"),
        ("苦瓜这东西我这辈子都不会碰", "dislike", "苦瓜"),
        ("我对榴莲真的无法接受", "dislike", "榴莲"),
        ("我对榴莲接受不了", "dislike", "榴莲"),
    ],
)
def test_more_structures_learned(text: str, slot: str, value: str) -> None:
    assert _has(text, slot, value), user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my brother does nothing for me",
        "the noise makes my skin crawl",
        "老板这辈子都不会碰代码",
        "逢星期六都会同班学生踢一场",
    ],
)
def test_more_structures_refused(text: str) -> None:
    found = [s for s in said(text) if s.startswith(("dislike=", "plan="))]
    assert not found, said(text)


def test_no_half_word_value() -> None:
    assert ("dislike", "榴莲接") not in user_slots("我对榴莲接受不了")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I do a 10k every saturday and yoga on wednesdays", "yoga on Wednesdays"),
        ("I swim on mondays and climb on thursdays", "climb on Thursdays"),
        (
            "I'm learning Japanese for our trip next year, doing Duolingo every day",
            "Duolingo every day",
        ),
        ("work from home, gym at lunch most days", "gym at lunch most days"),
        ("I'm a creature of habit, oatmeal every morning", "oatmeal every morning"),
        ("I cook most nights and we eat out on fridays", "eat out on Fridays"),
    ],
)
def test_english_habits_in_pieces(text: str, value: str) -> None:
    assert _has(text, "habit", value), user_slots(text)


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("I run every day, went swimming yesterday", "swimming"),
        ("I swim daily and my wife runs every morning", "runs every morning"),
        ("I work nights, the ward is chaos every weekend", "chaos"),
        ("I will swim daily and run on sundays", "run on Sundays"),
    ],
)
def test_english_pieces_not_habits(text: str, bad: str) -> None:
    assert not any(s == "habit" and bad.lower() in v.lower() for s, v in user_slots(text))
