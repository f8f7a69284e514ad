"""A relative named only as the speaker of someone's words is not learned (quote_speakers)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

_SPOKEN = [
    "my dad always says 'I'll retire when I'm dead'",
    'My mum used to say "never trust a man who doesn\'t eat bread"',
    'My brother texted me "running late, start without me", what should I cook',
    "my grandad used to say 'I never met a cheese I didn't like'",
    "我老婆刚刚发微信说“我今晚不回来吃饭”",
    "我妈老说“吃饭别说话”",
    "我爸常说：“做人要踏实”",
    "我媳妇跟我说：“我下周要去上海出差”，我该准备啥",
]


@pytest.mark.parametrize("text", _SPOKEN)
def test_a_relative_who_only_speaks_is_not_learned(text: str) -> None:
    assert not [key for key, _ in learned_keys(text) if key.startswith("profile.relations")]


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        (
            'my sister lives in Leeds and she always says "life\'s too short"',
            "fact:about:sister:home_location",
            "Leeds",
        ),
        ("My son said his first word today", "profile.relations.son", "son"),
        ("my wife says I should learn Spanish", "profile.relations.wife", "wife"),
        ("我姐住在杭州，她总说“生活要慢一点”", "fact:about:姐:home_location", "杭州"),
        ("我女儿说她想学钢琴", "profile.relations.daughter", "女儿"),
        ("我有个妹妹在上海", "profile.relations.sister", "妹妹"),
    ],
)
def test_a_relative_the_sentence_says_more_of_stands(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)
