"""What a reason beside a wish says, and what it does not (issue 22, g54i): a bad body part
given as the reason for a wish or beside a named condition is no condition (我眼睛不好，界面都
调成浅色的); a measure said of 我自己 is the user's (我自己血压有点高); a language refused is
no reply language (别老用英文回我, "don't answer in Spanish"); a complaint of being over or
tired of a thing asks for its opposite."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("我眼睛不好，界面都调成浅色的", "pref.theme", "light"),
        ("我胃不好有胃炎", "fact:health", "胃炎"),
        ("我自己血压有点高", "fact:health", "高血压"),
        ("我本人血糖偏高", "fact:health", "高血糖"),
        ("我在苏州做糕团的，我自己血压有点高，回复字大点简单点", "fact:health", "高血压"),
        ("我肠胃不好", "fact:health", "肠胃不好"),
        ("我腰不好，久坐就疼", "fact:health", "腰不好"),
        ("以后用英文回我", "pref.reply_language", "english"),
        ("Answer in Spanish from now on.", "pref.reply_language", "spanish"),
        ("I'm so done with dark mode, it strains my eyes.", "pref.theme", "light"),
        ("I'm tired of bullet points everywhere.", "pref.format", "prose"),
        ("I'm sick of all the emojis.", "pref.emoji", "avoid"),
        (
            "ok I'm over the emojis honestly, they've started to feel childish.",
            "pref.emoji",
            "avoid",
        ),
    ],
)
def test_reason_read_for_what_it_says(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("我眼睛不好，界面都调成浅色的", "fact:health", "眼睛不好"),
        ("麻烦你以后一条一条列出来，我眼睛不好长段落看不下去", "fact:health", "眼睛不好"),
        ("我胃不好有胃炎", "fact:health", "胃不好"),
        ("I'm so done with dark mode, it strains my eyes.", "pref.theme", "dark"),
        ("I'm tired of bullet points everywhere.", "pref.format", "bullets"),
    ],
)
def test_reason_teaches_nothing_more(text: str, key: str, value: str) -> None:
    assert (key, value) not in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "别老用英文回我，我看不懂",
        "不要用英文回复",
        "回复别用英文",
        "不要再用繁体字回我了",
        "Don't answer in Spanish please.",
        "Please stop replying in German.",
    ],
)
def test_a_language_refused_is_no_reply_language(text: str) -> None:
    assert not {key for key, _ in learned_keys(text) if key == "pref.reply_language"}
