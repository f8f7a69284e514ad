"""A note on the message's own form opening it doubts nothing of the user (g55s)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.text_notes import without_text_notes
from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("语音转的可能有错字哈 我是开滴滴的 在郑州", "profile.location", "郑州"),
        ("语音输入可能有错别字，我是护士，住在杭州", "profile.role", "护士"),
        ("打字慢可能有错字，我在深圳做前端", "profile.role", "前端"),
        (
            "sorry might be typos, voice to text, I work as a nurse in Leeds",
            "profile.role",
            "nurse",
        ),
        ("voice to text so maybe typos, im a plasterer in nottingham", "profile.role", "plasterer"),
        ("excuse any typos, probably autocorrect - I'm a nurse in Leeds", "profile.role", "nurse"),
    ],
)
def test_a_note_on_the_text_does_not_hedge_what_follows(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    ["My grammar is bad, I might move to Leeds", "我打字慢，可能搬去杭州", "I might be a nurse"],
)
def test_a_hedge_after_the_note_still_hedges(text: str) -> None:
    assert learned_keys(text) == set()


def test_nothing_but_a_note_is_kept_whole() -> None:
    assert without_text_notes("sorry for the typos!") == "sorry for the typos!"
    assert without_text_notes("可能有错别字哈，我是护士") == "我是护士"


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        (
            "At present I'm writing a grammar of Kikuyu tone sandhi; it will take two years",
            "profile.projects",
            "grammar of Kikuyu tone sandhi",
        ),
        (
            "我们团队在做一个方言语音识别的数据集，我负责标注规范",
            "profile.projects",
            "方言语音识别的数据集",
        ),
    ],
)
def test_a_grammar_or_a_speech_recogniser_worked_on_is_no_note(
    text: str, key: str, value: str
) -> None:
    assert (key, value) in learned_keys(text)
