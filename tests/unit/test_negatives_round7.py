"""Seventh round of negatives: kinds earlier tables did not hold, through the real extract
and consolidate stages, English and Chinese. Sarcasm (a like of what nearly everyone
dislikes, or said with a marker), a story's facts, what one would rather die than do, an
ability envied in others, what people in general do, what is asked for or advised by
someone else, a text to write, a dream, and a dated event of someone close (theirs, not
the user's). A close relative named in passing may be remembered as a relation; nothing
else about the user may. None of these sentences is a corpus line."""

from __future__ import annotations

import pytest

from memstream.processors import noise
from tests.unit.test_negatives_paraphrased import learned_about_user

NOTHING = [
    # sarcasm
    "I just LOVE Mondays",
    "Oh great, I love sitting in traffic for two hours",
    "I love meetings, said no one ever",
    "yeah I totally love doing taxes",
    "Nothing I love more than merge conflicts lol",
    "Oh sure, I absolutely adore waking up at 5am",
    "我可太喜欢周一了呢🙂",
    "对对对，我最爱改bug了，改到天荒地老",
    "呵呵，我最喜欢五点起床了",
    "我爱死堵车了",
    "周日报税真是太好玩了呢",
    # a story's, a dream
    "In the movie the hero works at Google",
    "In this book the main character is a vegan chef in Lyon",
    "I dreamt I was a pilot last night",
    "昨晚梦见自己当了飞行员",
    # rather than, envy
    "I'd rather die than go vegan lol",
    "真羡慕你们会说法语",
    "I envy people who speak French",
    # people in general, the user as a third person
    "我们办公室的人都爱喝咖啡",
    "年轻人基本上都喜欢熬夜",
    "用户喜欢爵士乐",
    # asked for, or advised by, someone else
    "给我朋友推荐几家素食餐厅吧",
    "医生让我吃无麸质的",
    "帮我写一段护士的自我介绍，她住在上海",
]


@pytest.mark.parametrize("text", NOTHING)
def test_nothing_is_learned_about_the_user(text: str) -> None:
    assert learned_about_user(text) == []


@pytest.mark.parametrize(
    ("text", "chinese", "who"),
    [
        ("My roommate quit smoking last month", False, "roommate"),
        ("So my sister got married last week", False, "sister"),
        ("Our neighbours moved out on Sunday", False, "neighbour"),
        ("我室友上个月戒烟了", True, "室友"),
        ("我妈上周做了个小手术", True, "妈"),
        ("对了，我同事昨天离职了", True, "同事"),
    ],
)
def test_a_dated_event_of_someone_close_is_theirs(text: str, chinese: bool, who: str) -> None:
    assert noise.event_subject(text, chinese) == who
    assert all("fact:event" not in said for said in learned_about_user(text))


@pytest.mark.parametrize(
    ("text", "chinese"),
    [
        ("I dreamt I was a pilot last night", False),
        ("I had a dream last week that I moved to Oslo", False),
        ("昨晚梦见自己当了飞行员", True),
        ("上周做了个梦，梦到我搬去了冰岛", True),
    ],
)
def test_a_dream_is_no_ones_event(text: str, chinese: bool) -> None:
    assert noise.event_subject(text, chinese) == ""


@pytest.mark.parametrize(
    ("text", "chinese"),
    [
        ("Last week I ran a charity race", False),
        ("My sister and I went to Rome last month", False),
        ("我上个月去了一趟成都", True),
    ],
)
def test_the_users_own_dated_event_stays_the_users(text: str, chinese: bool) -> None:
    assert noise.event_subject(text, chinese) is None


@pytest.mark.parametrize(
    ("slot", "value", "text", "sarcastic"),
    [
        ("like", "Mondays", "I just LOVE Mondays", True),
        ("like", "hiking", "I love hiking", False),
        ("like", "hiking", "I love hiking, yeah right", True),
        ("dislike", "Mondays", "I hate Mondays", False),
        ("like", "周一", "我可太喜欢周一了呢🙂", True),
        ("like", "爬山", "我喜欢爬山", False),
        ("like", "爬山", "呵呵，我喜欢爬山", True),
        ("dislike", "加班", "我才不喜欢加班呢", False),
    ],
)
def test_a_like_said_in_sarcasm_is_not_meant(
    slot: str, value: str, text: str, sarcastic: bool
) -> None:
    assert noise.sarcastic(slot, value, text) is sarcastic


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("I love hiking", "hiking"),
        ("I love Mondays at the farmers market, honestly the best", "farmers market"),
        ("我喜欢爬山", "爬山"),
        ("我才不喜欢加班呢", "加班"),
        ("我们办公室的人都爱喝咖啡，我也是", "咖啡"),
        ("医生说我恢复得不错，我每天散步", "散步"),
    ],
)
def test_a_plain_statement_is_still_learned(text: str, kept: str) -> None:
    assert any(kept in said for said in learned_about_user(text))
