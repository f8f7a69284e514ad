"""A language only asked for is a reply language, not one spoken (asked_languages)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        ("talk to me in Portuguese, I want to practise", "portuguese"),
        ("講粵語啦，用廣東話回我", "cantonese"),
        ("说英语吧", "english"),
    ],
)
def test_a_language_asked_for_is_the_reply_language_only(text: str, reply: str) -> None:
    assert learned_keys(text) == {("pref.reply_language", reply)}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("我会说粤语，用粤语回我", "粤语"),
        ("I speak French, reply in French please", "French"),
        ("我说普通话，你也用普通话回我", "普通话"),
        ("reply in Portuguese please, it's my mother tongue", "Portuguese"),
        ("用粤语回我，粤语是我的母语", "粤语"),
    ],
)
def test_a_language_said_of_the_user_stands(text: str, language: str) -> None:
    assert ("profile.languages", language) in learned_keys(text)
