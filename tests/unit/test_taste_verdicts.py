"""A taste said as a verdict on a topic named apart (`grammar.taste_verdicts`): "Jazz? Meh,
never been my thing.", 数学？我从小就头疼, 我就好这口儿，卤煮！, read through the whole
message (the topic asked on its own is joined to its verdict). Near-misses learn nothing:
a person or an event at hand as the topic, someone else's verdict, a verdict with no topic.
Sentences written for this round before the corpus failures were read."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar import taste_verdicts
from tests.fixtures.grammar import learned_keys

EN = [
    ("Jazz? Meh, never been my thing.", "dislike", "jazz"),
    ("Country music? Hard pass.", "dislike", "country music"),
    ("spicy food? bring it. the hotter the better", "like", "spicy food"),
    ("Natto? Tried it once, never again.", "dislike", "natto"),
    ("Matcha lattes! I'm obsessed", "like", "matcha lattes"),
    ("Jazz, meh, never been my thing.", "dislike", "jazz"),
    ("Coffee? Love it", "like", "coffee"),
    ("Opera? honestly not for me", "dislike", "opera"),
    ("Sourdough! totally hooked lol", "like", "sourdough"),
]
ZH = [
    ("数学？我从小就头疼", "dislike", "数学"),
    ("香菜？受不了", "dislike", "香菜"),
    ("我就好这口儿，卤煮！", "like", "卤煮"),
    ("螺蛳粉？爱了爱了", "like", "螺蛳粉"),
    ("榴莲，我是真的无感", "dislike", "榴莲"),
    ("剧本杀！太上头了", "like", "剧本杀"),
]
NOTHING = [
    "The meeting? never again",
    "Today? hate it",
    "My sister? she's not a fan",
    "What about pizza? love it",
    "Dinner tonight? yes please",
    "开会？受不了",
    "你呢？爱了",
    "我老公？他不感冒",
    "Never again.",
    "受不了",
]
STILL_MISSED = [
    "臭豆腐？不行不行，闻着就想跑",  # 行不行 reads as a question to zh.readable (not ours)
    "Sarah? not a fan",  # learned as a dislike of a name: a name is not told from a thing
]


@pytest.mark.parametrize(("text", "slot", "value"), EN + ZH)
def test_a_verdict_on_a_topic_is_a_taste(text: str, slot: str, value: str) -> None:
    """The topic named apart is the thing liked or disliked."""
    tastes = {(v, k.removeprefix("pref:")) for k, v in learned_keys(text) if k.startswith("pref:")}
    assert any(s == slot and values_match(v, value) for s, v in tastes), tastes


@pytest.mark.parametrize("text", NOTHING)
def test_no_topic_or_no_thing_learns_no_taste(text: str) -> None:
    """An event at hand, a person, a question word or no topic: no taste."""
    keys = {k for k, v in learned_keys(text) if v in ("like", "dislike")}
    assert not keys, keys


def test_a_lone_topic_is_joined_to_its_verdict() -> None:
    """A topic asked on its own and the verdict after it become one sentence."""
    assert taste_verdicts.joined(["Jazz?", "Meh, never been my thing."]) == [
        "Jazz, Meh, never been my thing."
    ]
    assert taste_verdicts.joined(["数学？", "我从小就头疼"]) == ["数学, 我从小就头疼"]


def test_a_question_not_followed_by_a_verdict_stays_apart() -> None:
    """A topic asked and an answer that judges nothing are two sentences."""
    said = ["Jazz?", "I play it every weekend."]
    assert taste_verdicts.joined(said) == said
    assert taste_verdicts.joined(["What time is it?", "Love it."]) == [
        "What time is it?",
        "Love it.",
    ]


def test_the_verdicts_are_data_with_a_polarity() -> None:
    """Every verdict of both lexicons is a like or a dislike."""
    polarities = {*taste_verdicts.EN_VERDICTS.values(), *taste_verdicts.ZH_VERDICTS.values()}
    assert polarities == {"like", "dislike"}
