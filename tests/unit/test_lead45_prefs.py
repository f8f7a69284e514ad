"""Preferences said in everyday words: a length by its limit or its complaint ("keep it to a
paragraph or two", "less waffle please", 字数控制在两百字以内), a format by what annoys ("the
bullet points are doing my head in, just write normally" asks for prose, not bullets), a
script for the reply language (以后回答用繁体字: `chinese`), fewer of something by a verb of
easing ("chill with the emojis" is no casual tone), markdown refused as prose; a paragraph the
user wrote is none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _prefs(said: str) -> set[tuple[str, str]]:
    """The user's active preferences after one message."""
    _, after = learned_after("", said)
    return {(m.slot, m.value) for m in after if m.active and m.slot.startswith("pref.")}


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("can you keep it to a paragraph or two from now on", "pref.response_length", "concise"),
        ("less waffle please, I skim everything", "pref.response_length", "concise"),
        (
            "honestly the bullet points are doing my head in, just write normally",
            "pref.format",
            "prose",
        ),
        ("the tables drive me nuts, plain text please", "pref.format", "prose"),
        ("以后回答用繁体字", "pref.reply_language", "chinese"),
        ("回复请用简体字，谢谢", "pref.reply_language", "chinese"),
        ("字数控制在两百字以内", "pref.response_length", "concise"),
        ("not a fan of the smiley faces tbh", "pref.emoji", "avoid"),
        ("ok you can chill with the emojis", "pref.emoji", "avoid"),
        ("talk to me like a mate, not a customer service bot", "pref.tone", "casual"),
        ("no markdown please, it shows up as junk in my app", "pref.format", "prose"),
        ("分点说就行，不要大段文字", "pref.format", "bullets"),
        ("回复的时候不要用markdown，我这边显示不了", "pref.format", "prose"),
        ("just talk to me normally, no need to be stiff", "pref.tone", "casual"),
        ("Talk to me casually, I'm not your boss lol", "pref.tone", "casual"),
        ("Write to me formally, please; I prefer proper salutations.", "pref.tone", "formal"),
        ("Give me the long version with all the reasoning", "pref.response_length", "detailed"),
        ("哎呀别整那么官方 唠嗑就行", "pref.tone", "casual"),
        ("别用列表了，写成一段段的文字就好", "pref.format", "prose"),
    ],
)
def test_a_preference_in_everyday_words(said: str, slot: str, value: str) -> None:
    assert _prefs(said) == {(slot, value)}


@pytest.mark.parametrize(
    "said",
    [
        "I wrote a paragraph about my dog.",
        "my essay needs more fluff lol",
        "我会写繁体字",
        "我在学写繁体字",
        "帮我列个行李清单，广州这会儿热不热",
        "明儿个下午三点给县电视台录节目，说一段快板",
        "请帮我润色一段展签说明",
    ],
)
def test_no_preference(said: str) -> None:
    assert _prefs(said) == set()
