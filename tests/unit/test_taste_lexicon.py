"""The taste lexicon reader (`taste_lexicon.read`): a predicate of the lexicon, the user as
holder (said or dropped, never someone the sentence named before), the thing after it or the
topic before it; silent on questions, wishes, past tastes, texts to write and irony."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import taste_lexicon
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_norm import normalised
from tests.fixtures.grammar import learned_keys

READS = [
    ("I cannot abide brass band music, sorry", "dislike", "brass band music"),
    ("Wah I cannot tahan durian one", "dislike", "durian"),
    ("Mi love ackee and saltfish", "like", "ackee and saltfish"),
    ("i absolutley luv pistachio gelato", "like", "pistachio gelato"),
    ("i'm really into shoegaze lately", "like", "shoegaze"),
    ("I'm not really into country music", "dislike", "country music"),
    ("ugh i really hate mondays", "dislike", "mondays"),
    ("product designer, dog person, loves trail running", "like", "trail running"),
    ("吾乃洛阳人氏，平生最嗜碑帖", "like", "碑帖"),
    ("我老欢喜吃腌笃鲜个", "like", "腌笃鲜"),
    ("香菜那玩意儿俺是真整不了", "dislike", "香菜"),
    ("我对海鲜一点兴趣都没有", "dislike", "海鲜"),
    ("我hate早起 真的", "dislike", "早起"),
    ("我住在沙田，有只柴犬叫豆豆，喜欢喝鸳鸯", "like", "鸳鸯"),
    ("我最钟意食虾饺同埋凤爪", "like", "凤爪"),
]
SILENT = [
    "I drink way too much coffee, like five cups a day",
    "He's a Leo, loves hiking, hates cats.",
    "I'd love to visit Rome someday",
    "I used to love skateboarding",
    "do you like jazz?",
    "our CTO opened with 'honestly, I despise Zoom'",
    "I love that idea",
    "Sarah, my sister, loves horses",
    "my neighbour, retired, adores opera",
    "I've gone off to college",
    "Enjoy the show!",
    "I fancy a pint tonight",
    "我头疼得厉害",
    "我喜欢详细的回答",
    "我喜欢用制表符缩进",
    "I like detailed answers with bullet points",
    "我儿子叫朗朗，今年三岁，好喜欢恐龙",
    "这位新娘是做设计的，讨厌红色",
    "我爱人叫王秀兰，是小学老师",
    "我爱加班，加班使我快乐（并不）",
    "我以前很喜欢打游戏",
    "帮我写一段文案，说我超爱这款奶茶",
    "你喜欢吃什么？",
]


def _read(text: str) -> list[Fill]:
    chinese = any("\u4e00" <= c <= "\u9fff" for c in text)
    return taste_lexicon.read(normalised(text).text if chinese else text, chinese, [])


@pytest.mark.parametrize(("text", "slot", "value"), READS)
def test_reads_the_taste(text: str, slot: str, value: str) -> None:
    assert (slot, value) in {(f.slot, f.value) for f in _read(text)}, _read(text)


@pytest.mark.parametrize("text", SILENT)
def test_silent(text: str) -> None:
    assert not _read(text), _read(text)


ENDED = [
    ("honestly I've gone right off Savennières, too oxidative for me", "Savennières"),
    ("奶茶戒了，控糖", "奶茶"),
    ("锅包肉吃腻歪了", "锅包肉"),
]


@pytest.mark.parametrize(("text", "value"), ENDED)
def test_reads_a_taste_ended(text: str, value: str) -> None:
    found = _read(text)
    assert [(f.slot, f.action, f.value) for f in found] == [("ending", "negate", value)], found


def test_adds_nothing_beside_a_taste_already_read() -> None:
    assert not taste_lexicon.read("I cannot abide haggis", False, [Fill("like", "tea")])


def test_a_person_before_the_predicate_holds_the_taste() -> None:
    """A bare topic before the predicate is the thing only when the user holds the taste
    after it (榴莲我是真的爱); a person noun before it is the holder (程序员一般都喜欢…)."""
    assert not learned_keys("程序员一般都喜欢用深色主题")
    assert not learned_keys("老师都讨厌迟到")
    assert ("pref:榴莲", "like") in learned_keys("榴莲我是真的爱")


@pytest.mark.parametrize(
    "text",
    [
        "Yeah right, I totally love doing my taxes",
        "oh sure, i adore sitting in traffic for two hours",
        "我可太喜欢加班了呢🙂",
        "呵呵，我真是爱死早高峰了",
    ],
)
def test_an_ironic_taste_is_none(text: str) -> None:
    """The taste reader takes the frames' sarcasm check and the mode reader's asserting part."""
    assert not learned_keys(text)
