"""Fifth round of updates: everyday wordings of a change, English and Chinese, each in a
fresh sentence after a first statement, through the real extract and consolidate stages.
A single-valued slot (employer, home, role, timezone, a preference's dimension) takes the
new value; a like, habit or diet that stopped is ended; a correction inside one message
keeps only the corrected value; a multi-valued slot (languages, pets, likes) accumulates.
None of these sentences is a corpus line."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.schemas.memory import Memory, MemoryStatus
from tests.fixtures.learning import memories

DAY = date(2026, 4, 6)


def _now(*said: str) -> list[str]:
    """What holds about the user after these messages: each live memory's key, value and
    content, lower case (a like that was negated is not held)."""
    return [_text(m) for m in memories(*said) if _held(m)]


def _held(memory: Memory) -> bool:
    live = memory.status is MemoryStatus.ACTIVE and memory.level == "user"
    live = live and not memory.key.startswith("fact:about:")  # what holds of someone else
    negated = memory.key.startswith("pref:") and memory.value in ("no", "dislike")
    return live and memory.key != "profile.narrative" and not negated


def _text(memory: Memory) -> str:
    return f"{memory.key} {memory.value} {memory.content}".casefold()


def _holds(now: list[str], what: str) -> bool:
    return any(all(part in text for part in what.casefold().split()) for text in now)


SUPERSEDED = [
    ("I work at Google.", "These days I work for Apple.", "google", "apple"),
    ("I work at Google.", "I joined Stripe in March.", "google", "stripe"),
    ("I work at Google.", "I'm with Amazon now.", "google", "amazon"),
    ("I work at Google.", "I'm no longer at Google; I work for Apple now.", "google", "apple"),
    ("I work at Google.", "I took a job with Apple.", "google", "apple"),
    ("I work at Google.", "I started at Meta last week.", "google", "meta"),
    ("I work at Google.", "I left Google for Meta.", "google", "meta"),
    ("I live in Boston.", "We moved to Denver last summer.", "boston", "denver"),
    ("I live in Boston.", "I moved from Boston to Denver.", "boston", "denver"),
    ("I live in Boston.", "We've just moved house to Leeds.", "boston", "leeds"),
    ("I live in Boston.", "I relocated to Austin.", "boston", "austin"),
    ("I live in Boston.", "I'm based in Seattle now.", "boston", "seattle"),
    ("I live in Boston.", "I've settled in Porto.", "boston", "porto"),
    ("I live in Boston.", "I'm living in Madrid these days.", "boston", "madrid"),
    ("I'm a nurse.", "These days I work as a paramedic.", "nurse", "paramedic"),
    ("I'm a developer.", "I got promoted to team lead.", "developer", "team lead"),
    ("I'm a developer.", "I changed careers, I'm a nurse now.", "developer", "nurse"),
    ("I'm a developer.", "Now I'm a manager.", "developer", "manager"),
    ("My timezone is GMT.", "I'm on Pacific time now.", "gmt", "pacific"),
    ("I use vim.", "I moved to VS Code.", "vim", "vs code"),
    ("I use tabs.", "I switched to spaces.", "tabs", "spaces"),
    ("I use dark mode.", "I went back to light mode.", "dark", "light"),
    ("Be formal with me.", "You can be casual with me now.", "formal", "casual"),
    ("Reply in Spanish please.", "From now on reply in English.", "spanish", "english"),
    ("I'm vegetarian.", "I went vegan last month.", "vegetarian", "vegan"),
    ("我是护士。", "我现在做医生了。", "护士", "医生"),
    ("我是程序员。", "我现在是项目经理了。", "程序员", "项目经理"),
    ("我是程序员。", "我改行当厨师了。", "程序员", "厨师"),
    ("我在腾讯上班。", "我跳槽到阿里了。", "腾讯", "阿里"),
    ("我在腾讯上班。", "我入职字节了。", "腾讯", "字节"),
    ("我在谷歌上班。", "我已经不在谷歌了，去了苹果。", "谷歌", "苹果"),
    ("我在谷歌上班。", "我换工作了，现在在京东。", "谷歌", "京东"),
    ("我住在北京。", "我搬到上海了。", "北京", "上海"),
    ("我住在北京。", "我们家搬到了苏州。", "北京", "苏州"),
    ("我住在武汉。", "我们搬去汉口了。", "武汉", "汉口"),
    ("我住在北京。", "我定居成都了。", "北京", "成都"),
    ("我住在北京。", "我现在人在成都。", "北京", "成都"),
    ("我用空格缩进。", "我改成用tab了。", "spaces", "tabs"),
    ("我用VS Code。", "我换成Vim了。", "vs code", "vim"),
    ("用公制单位。", "改用英制吧。", "metric", "imperial"),
    ("说话正式一点。", "随意一点就行。", "formal", "casual"),
    ("用中文回答我。", "以后用英文回答我。", "chinese", "english"),
]


@pytest.mark.parametrize(("first", "then", "old", "new"), SUPERSEDED)
def test_a_change_in_other_words_supersedes_the_value(
    first: str, then: str, old: str, new: str
) -> None:
    assert _holds(_now(first), old)
    now = _now(first, then)
    assert _holds(now, new) and not _holds(now, old)


ENDED = [
    ("I love sushi.", "I don't like sushi anymore.", "sushi"),
    ("I love sushi.", "I've gone off sushi.", "sushi"),
    ("I love sushi.", "I went off sushi.", "sushi"),
    ("I love Fortnite.", "I've gotten bored of Fortnite.", "fortnite"),
    ("I love chess.", "I've lost interest in chess.", "chess"),
    ("I love hiking.", "I'm not into hiking anymore.", "hiking"),
    ("I run every morning.", "I stopped running.", "run"),
    ("I smoke.", "I kicked the smoking habit.", "smok"),
    ("I smoke.", "I haven't smoked in years.", "smok"),
    ("I drink coffee every day.", "I used to drink coffee but now I drink tea.", "coffee"),
    ("I play tennis every week.", "I used to play tennis.", "tennis"),
    ("I'm vegetarian.", "I eat meat again.", "vegetarian"),
    ("I'm vegetarian.", "I'm back to eating meat.", "vegetarian"),
    ("I'm vegan.", "I've started eating fish.", "vegan"),
    ("I'm vegetarian.", "I went back to meat last year.", "vegetarian"),
    ("我喜欢喝咖啡。", "我已经不喝咖啡了。", "咖啡"),
    ("我喜欢喝咖啡。", "我早就不喝咖啡了。", "咖啡"),
    ("我抽烟。", "我戒烟了。", "烟"),
    ("我每天跑步。", "我不再跑步了。", "跑步"),
    ("我每天跑步。", "我最近不怎么跑步了。", "跑步"),
    ("我喜欢打篮球。", "我以前喜欢打篮球，现在喜欢踢足球。", "篮球"),
    ("我每天跑步。", "我以前每天跑步。", "跑步"),
    ("我喜欢猫。", "我对猫没兴趣了。", "猫"),
    ("我喜欢看动漫。", "我已经对动漫没兴趣了。", "动漫"),
    ("我吃素。", "我开始吃肉了。", "vegetarian"),
    ("我吃素。", "我又开始吃鱼了。", "vegetarian"),
]


@pytest.mark.parametrize(("first", "then", "old"), ENDED)
def test_a_like_habit_or_diet_that_stopped_is_ended(first: str, then: str, old: str) -> None:
    assert _holds(_now(first), old)
    assert not _holds(_now(first, then), old)


@pytest.mark.parametrize(
    ("said", "old", "new"),
    [
        ("I live in Leeds — sorry, Bradford.", "leeds", "bradford"),
        ("I work at Asda, I mean Tesco.", "asda", "tesco"),
        ("I live in Paris, no wait, Lyon.", "paris", "lyon"),
        ("我住在苏州，不对，是无锡。", "苏州", "无锡"),
        ("我在京东上班，说错了，是阿里。", "京东", "阿里"),
        ("我住在北京，哦不，是天津。", "北京", "天津"),
    ],
)
def test_a_correction_in_one_message_keeps_only_the_corrected_value(
    said: str, old: str, new: str
) -> None:
    now = _now(said)
    assert _holds(now, new) and not _holds(now, old)


@pytest.mark.parametrize(
    ("first", "then", "old", "new"),
    [
        ("I play guitar.", "I also picked up piano.", "guitar", "piano"),
        ("I speak English.", "I also speak French now.", "english", "french"),
        ("I have a cat.", "I've also got a dog now.", "cat", "dog"),
        ("我会说英语。", "我又学会了日语。", "英语", "日语"),
        ("我会说英语。", "我还会说法语。", "英语", "法语"),
        ("我养了一只猫。", "我又养了一只狗。", "猫", "狗"),
        ("我喜欢爬山。", "我最近也喜欢上了游泳。", "爬山", "游泳"),
    ],
)
def test_one_more_of_a_many_valued_slot_accumulates(
    first: str, then: str, old: str, new: str
) -> None:
    now = _now(first, then)
    assert _holds(now, old) and _holds(now, new)


def _fills(text: str) -> list[tuple[str, str, str]]:
    parse = en.parse if text.isascii() else zh.parse
    return [(f.slot, f.value, f.action) for f in parse(text, DAY) if f.subject == "user"]


@pytest.mark.parametrize(
    "text",
    [
        "We moved from Jira to Linear.",
        "I moved over from Python to Go.",
        "I moved from sales to marketing.",
    ],
)
def test_a_move_between_things_that_are_no_places_is_no_new_home(text: str) -> None:
    assert not [f for f in _fills(text) if f[0] == "home_location"]


@pytest.mark.parametrize(
    "text", ["我搬到新房子了", "我搬回老家了", "我们搬到一起了", "我搬到楼上了", "我搬到他那了"]
)
def test_a_move_to_a_home_or_a_direction_names_no_place(text: str) -> None:
    assert not [f for f in _fills(text) if f[0] == "home_location"]


@pytest.mark.parametrize(
    "text", ["我以前在北京工作。", "我以前是老师。", "我以前想当老师", "我小时候喜欢吃糖。"]
)
def test_a_past_said_of_work_wishes_or_childhood_ends_nothing(text: str) -> None:
    assert _fills(text) == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我以前很喜欢打篮球。", "like"),
        ("我之前很讨厌香菜。", "dislike"),
        ("我曾经每天跑步。", "habit"),
    ],
)
def test_what_was_liked_or_done_before_is_ended_in_its_own_slot(text: str, slot: str) -> None:
    found = [f for f in (zh.parse(text, DAY)) if f.slot == "ending"]
    assert found and found[0].extra["slots"] == [slot]


@pytest.mark.parametrize(
    ("first", "then", "old", "kept"),
    [
        ("我喜欢茶。", "我不喝茶了。", "茶", ""),
        ("我喜欢茶。", "我不喝奶茶了。", "", "喜欢茶"),
        ("I like tea.", "I don't drink tea anymore.", "tea", ""),
        ("I like tea.", "I don't drink coffee anymore.", "", "likes tea"),
    ],
)
def test_a_thing_of_one_character_is_ended_only_by_its_own_word(
    first: str, then: str, old: str, kept: str
) -> None:
    now = _now(first, then)
    assert not old or not _holds(now, old)
    assert not kept or any(kept.casefold() in text for text in now)


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("I'm vegan.", "My son started eating meat."),
        ("I'm vegetarian.", "Should I start eating fish?"),
        ("我吃素。", "我儿子开始吃肉了。"),
        ("我吃素。", "我要不要开始吃鱼？"),
    ],
)
def test_eating_it_again_said_of_someone_else_or_asked_keeps_the_diet(
    first: str, then: str
) -> None:
    assert _holds(_now(first, then), "diet")
