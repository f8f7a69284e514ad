"""A preference turned round in the next message (pref_turn), through the real extract
and consolidate stages, English and Chinese, none a corpus line: the other value named, or
the value held dropped (a preference with two values: the other one); must not: a value word
about something else, a question, a wish."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after

# (first message, the change, what must hold after)
MUST_TURN: list[tuple[str, str, str]] = [
    ("dark theme please", "my eyes hurt in the dark one, light mode from now on",
     "pref.theme=light"),
    ("light mode everywhere", "switching back to dark, it's late", "pref.theme=dark"),
    ("keep it formal please", "nah let's drop the formal stuff", "pref.tone=casual"),
    ("please be casual with me", "actually, a professional tone again please", "pref.tone=formal"),
    ("use kilometres and celsius", "back to miles and fahrenheit please, I'm home",
     "pref.units=imperial"),
    ("I indent with 4 spaces", "we've gone to tabs now, house style", "pref.indentation=tabs"),
    ("use bullet points", "skip the bullets, paragraphs please", "pref.format=prose"),
    ("use lots of emojis", "ok stop with the emojis now", "pref.emoji=avoid"),
    ("give me short answers", "actually more detailed answers now please",
     "pref.response_length=detailed"),
    ("请用深色主题", "还是换回浅色吧", "pref.theme=light"),
    ("请用英文回答", "以后用中文回我就行", "pref.reply_language=chinese"),
    ("说话正式一点", "现在随便一点就行了", "pref.tone=casual"),
    ("多用表情", "别用表情了", "pref.emoji=avoid"),
    ("用公制单位", "以后改用英制吧", "pref.units=imperial"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "now"), MUST_TURN)
def test_the_preference_turns(first: str, change: str, now: str) -> None:
    """The new value holds and the old one does not."""
    found = active_after([first, change])
    slot = now.split("=", 1)[0]
    assert [f for f in found if f.startswith(f"{slot}=")] == [now], found


# (first message, a sentence that turns nothing, what must still hold)
MUST_HOLD: list[tuple[str, str, str]] = [
    ("use tables for comparisons", "the tables in my database are slow", "pref.format=tables"),
    ("dark mode please", "is light mode easier on the eyes?", "pref.theme=dark"),
    ("keep it formal", "if this were a chat with friends I'd be casual", "pref.tone=formal"),
    ("metric please", "my dad still thinks in miles", "pref.units=metric"),
    ("I use tabs", "how many spaces is a tab usually?", "pref.indentation=tabs"),
    ("请用深色主题", "浅色主题是不是更护眼？", "pref.theme=dark"),
    ("请用英文回答", "我妈只会说中文", "pref.reply_language=english"),
    ("metric please", "my husband prefers miles now", "pref.units=metric"),
    ("请用深色主题", "我老婆现在换成浅色了", "pref.theme=dark"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "said", "kept"), MUST_HOLD)
def test_the_preference_holds(first: str, said: str, kept: str) -> None:
    """What the user set first still holds, alone in its slot."""
    found = active_after([first, said])
    slot = kept.split("=", 1)[0]
    assert [f for f in found if f.startswith(f"{slot}=")] == [kept], found
