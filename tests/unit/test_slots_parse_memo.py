"""The slot driver's sentence reading remembered whole (p48x): the same fills as the grammar's
own `parse`, a list of the caller's own each time, in English and Chinese; and
a message's sentences remembered by its text; `text.split_sentences` with its pattern
compiled once."""

from datetime import UTC, date, datetime

from memstream.processors.grammar import en, zh
from memstream.processors.matchers import slots
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted, Role
from memstream.text import split_sentences

ANCHOR = date(2026, 11, 28)


def test_an_english_sentence_reads_as_the_grammar_reads_it() -> None:
    """The remembered reading is `en.parse`'s, the first time and every time after."""
    sentence = "I'm a nurse in Leeds and I'm vegan"
    first = slots._parse(sentence, False, ANCHOR)
    assert first == en.parse(sentence, ANCHOR)
    assert {f.slot for f in first} >= {"role", "diet"}
    assert slots._parse(sentence, False, ANCHOR) == first


def test_a_chinese_sentence_reads_as_the_grammar_reads_it() -> None:
    """The remembered reading is `zh.parse`'s, the first time and every time after."""
    sentence = "我是老师，住在上海"
    first = slots._parse(sentence, True, ANCHOR)
    assert first == zh.parse(sentence, ANCHOR)
    assert first
    assert slots._parse(sentence, True, ANCHOR) == first


def test_a_caller_changing_its_list_changes_no_later_reading() -> None:
    """Each call gets a new list: what one caller adds is not in the next caller's fills."""
    for sentence, chinese in (("I live in Austin", False), ("我住在北京", True)):
        fills = slots._parse(sentence, chinese, ANCHOR)
        count = len(fills)
        fills += fills
        assert len(slots._parse(sentence, chinese, ANCHOR)) == count


def test_the_anchor_is_part_of_what_is_remembered() -> None:
    """A relative day read under two anchors gives each anchor's own date."""
    monday, tuesday = date(2026, 11, 23), date(2026, 11, 24)
    for sentence, chinese in (
        ("I have a dentist appointment tomorrow", False),
        ("我明天去看牙医", True),
    ):
        dates_monday = [f.dates for f in slots._parse(sentence, chinese, monday)]
        dates_tuesday = [f.dates for f in slots._parse(sentence, chinese, tuesday)]
        assert dates_monday == [f.dates for f in (zh if chinese else en).parse(sentence, monday)]
        assert dates_tuesday == [f.dates for f in (zh if chinese else en).parse(sentence, tuesday)]


def test_sentences_split_after_english_and_chinese_ends() -> None:
    """Split after . ! ? 。 ！ ？ and at newlines; empty pieces dropped."""
    assert split_sentences("I run. Do you?  Yes!\n\nok") == ["I run.", "Do you?", "Yes!", "ok"]
    assert split_sentences("我跑步。你呢？好！\n行") == ["我跑步。", "你呢？", "好！", "行"]
    assert split_sentences("  \n ") == []


def _message(role: Role, content: str) -> MessagePosted:
    return MessagePosted(
        id="m1",
        time=datetime(2026, 11, 28, 9, tzinfo=UTC),
        scope=Scope(tenant="acme", user="ada", session="s1"),
        payload=Message(role=role, content=content),
    )


def test_a_message_splits_into_the_same_sentences_every_time() -> None:
    """English and Chinese: the same sentences twice, each call a list of its own."""
    for content, count in (("I live in Austin. I'm vegan.", 2), ("我住在上海。我是老师。", 2)):
        first = slots._sentences(_message("user", content))
        assert len(first) == count
        first.append(first[0])
        assert len(slots._sentences(_message("user", content))) == count


def test_an_assistant_message_has_no_sentences_of_the_user() -> None:
    """Only the user's words are read, in English and in Chinese."""
    assert slots._sentences(_message("assistant", "You live in Austin.")) == []
    assert slots._sentences(_message("assistant", "你住在上海。")) == []


def test_warm_loads_the_english_part_of_speech_lexicon() -> None:
    """After `warm`, the lexicon is loaded: the first English sentence does not pay for it."""
    from memstream.processors.grammar import en_pos

    slots.warm()
    assert en_pos.lexicon.cache_info().currsize == 1
