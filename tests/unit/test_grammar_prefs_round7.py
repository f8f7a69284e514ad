"""Seventh round of preferences: wordings earlier tables did not hold, English and Chinese,
read by the grammar (`en.parse`, `zh.parse`). An emoji wish said by what is too much or how
few ("tone it down to none", "a few emojis are kinda cute, go for it"), a tone said as a
complaint ("you're so stiff") or as a way of talking (像朋友一样, 别那么客套), bullets asked to
stop (prose), more depth, a reply language named in its own words ("réponds en français").
None of these sentences is a corpus line."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh

DAY = date(2026, 4, 6)

READ = [
    # emoji
    ("ok the emojis are too much now, tone it down to none please", "pref.emoji", "avoid"),
    ("fine, a few emojis are actually kinda cute, go for it", "pref.emoji", "use"),
    ("zero emojis please", "pref.emoji", "avoid"),
    ("the emojis are a bit much, dial them back", "pref.emoji", "avoid"),
    ("emoji少用点", "pref.emoji", "avoid"),
    ("可以加点emoji", "pref.emoji", "use"),
    ("少点表情包", "pref.emoji", "avoid"),
    # tone
    ("you're so stiff, loosen up", "pref.tone", "casual"),
    ("you sound so robotic, chill", "pref.tone", "casual"),
    ("keep it professional", "pref.tone", "formal"),
    ("跟我说话不用客气，像朋友一样", "pref.tone", "casual"),
    ("别那么客套", "pref.tone", "casual"),
    ("跟我聊天像朋友一样就行", "pref.tone", "casual"),
    ("说话客气点", "pref.tone", "formal"),
    # format, length
    ("can you stop with the bullet points", "pref.format", "prose"),
    ("no bullet points please", "pref.format", "prose"),
    ("just write normal paragraphs", "pref.format", "prose"),
    ("直接写成段落就行", "pref.format", "prose"),
    ("more depth please", "pref.response_length", "detailed"),
    ("give me a deep dive on this from now on", "pref.response_length", "detailed"),
    ("越详细越好", "pref.response_length", "detailed"),
    ("回答别太长", "pref.response_length", "concise"),
    # indentation
    ("I've come round to spaces", "pref.indentation", "spaces"),
    ("tabs are evil", "pref.indentation", "spaces"),
    ("tabs suck", "pref.indentation", "spaces"),
    ("emojis are the worst", "pref.emoji", "avoid"),
    ("缩进用两个空格", "pref.indentation", "spaces"),
    ("我习惯用tab", "pref.indentation", "tabs"),
    # reply language in its own words
    ("réponds en français s'il te plaît, I want to practise", "pref.reply_language", "french"),
    ("antworte bitte auf Deutsch", "pref.reply_language", "german"),
    ("responde en español por favor", "pref.reply_language", "spanish"),
]


def _parse(text: str) -> list[tuple[str, str]]:
    chinese = any("\u4e00" <= char <= "\u9fff" for char in text)
    fills = (zh.parse if chinese else en.parse)(text, DAY)
    return [(fill.slot, fill.value) for fill in fills if fill.subject == "user"]


@pytest.mark.parametrize(("text", "slot", "value"), READ)
def test_a_preference_in_new_words_is_read(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _parse(text)


NOT_READ = [
    "the cardboard was stiff",
    "I was so relaxed with me time",
    "I had dinner en français",
    "I used five emojis in that text lol",
    "帮我写一段护士的自我介绍，她住在上海",
    "谢谢你",
]


@pytest.mark.parametrize("text", NOT_READ)
def test_no_preference_is_read_from_other_talk(text: str) -> None:
    assert not [slot for slot, _ in _parse(text) if slot.startswith("pref.")]
