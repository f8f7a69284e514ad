"""The reply language is a wish for replies ("respond only in German", 回复请用中文, 回我英文就好,
以后跟我讲普通话吧, "Tagalog na lang please"), never a language the user speaks ("I speak a bit
of Tagalog from my mum", 平时工作用德语, 外面说英文) nor the language of a text asked for ("help me
write a calendar note in English")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _reply_languages(said: str) -> list[str]:
    """The user's active reply language(s) after one message."""
    _, after = learned_after("", said)
    return [m.value for m in after if m.active and m.slot == "pref.reply_language"]


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("can you answer me in Portuguese from now on", "portuguese"),
        ("write to me in Greek please, my English is slow", "greek"),
        ("respond only in German, I'm practising", "german"),
        ("Tagalog na lang please, mas madali", "tagalog"),
        ("回复请用中文，英文看着累", "chinese"),
        ("回答请用日语，我在练习", "japanese"),
        ("回我英文就好，我在练口语", "english"),
        ("以后跟我讲普通话吧", "chinese"),
    ],
)
def test_a_wish_for_replies(said: str, language: str) -> None:
    assert _reply_languages(said) == [language]


@pytest.mark.parametrize(
    "said",
    [
        "I speak Italian and a bit of Tagalog from my mum",
        "I speak Konkani, Hindi and decent Italian from the officers.",
        "can you help me write a calendar note in English",
        "help me write a birthday card in French for my aunt",
        "我在德国，平时工作用德语",
        "家里说台山话，外面说英文",
        "帮我用英文写一封请假邮件",
    ],
)
def test_no_reply_language(said: str) -> None:
    assert _reply_languages(said) == []
