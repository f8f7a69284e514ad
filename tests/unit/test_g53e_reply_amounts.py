"""Preferences said by an amount, a complaint or a refusal (issue 22, g53e): "one or two
sentences is plenty", 两三句话说完就行, "I hate it when you use emojis", 别每句话都加个表情,
counted spaces of code, a script asked for (請用繁體回覆我) and a reply language answered in."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A line or two will do.", "concise"),
        ("Three sentences is all I need.", "concise"),
        ("No more essays please.", "concise"),
        ("Spare me the lecture, just tell me what to run.", "concise"),
        ("I don't need an essay every time.", "concise"),
        ("Cut the preamble.", "concise"),
        ("You over-explain everything.", "concise"),
        ("Longer is fine, I want to understand it properly.", "detailed"),
        ("Go into real depth, I have time.", "detailed"),
        ("Don't dumb it down, explain the reasoning fully.", "detailed"),
        ("别给我写小作文，说重点就行。", "concise"),
        ("能不能别每次都回一大段？", "concise"),
        ("三句话以内讲清楚。", "concise"),
        ("你老是写一长串，我根本看不完。", "concise"),
        ("少废话，直接给答案。", "concise"),
        ("以后两三句话说完就行", "concise"),
        ("你每次都写一大坨，看着累，一两行就够了", "concise"),
        ("写长点无所谓，讲透就行。", "detailed"),
        ("长一点也没关系，我想看完整的推导。", "detailed"),
    ],
)
def test_length_said_by_amount_or_complaint(text: str, value: str) -> None:
    assert ("pref.response_length", value) in learned_keys(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I can't stand it when you add emojis to everything.", "avoid"),
        ("I hate it when you use emojis.", "avoid"),
        ("I don't like it when you throw in smiley faces.", "avoid"),
        ("Can you cut it out with the smiley faces?", "avoid"),
        ("Emojis are not for me.", "avoid"),
        ("别在每条回复里都放那么多表情。", "avoid"),
        ("你能不能别每句话后面都加个表情，看着眼晕", "avoid"),
        ("表情就免了吧。", "avoid"),
        ("emoji太花哨了，收一收。", "avoid"),
        ("多加点表情，活泼点。", "use"),
    ],
)
def test_emoji_refused_by_complaint(text: str, value: str) -> None:
    assert ("pref.emoji", value) in learned_keys(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("4 spaces. always 4 spaces.", "pref.indentation", "spaces"),
        ("I indent with two spaces in Python.", "pref.indentation", "spaces"),
        ("代码示例给我两空格缩进", "pref.indentation", "spaces"),
        ("請用繁體回覆我", "pref.reply_language", "chinese"),
        ("以後回覆請用繁體", "pref.reply_language", "chinese"),
        ("用粤语答我啦，唔该", "pref.reply_language", "cantonese"),
        ("你回复的时候用列点就好", "pref.format", "bullets"),
        ("给我bullet points就行", "pref.format", "bullets"),
        ("说话别文绉绉的", "pref.tone", "casual"),
        ("以后都请用书面语回复", "pref.tone", "formal"),
        ("我所有软件都开深色模式", "pref.theme", "dark"),
        ("回答要简明扼要", "pref.response_length", "concise"),
    ],
)
def test_other_preferences_in_everyday_words(text: str, slot: str, value: str) -> None:
    assert (slot, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "Two sentences is plenty for a tweet, right?",
        "I don't need an essay for this class, just a poem.",
        "Can you skip the intro of my presentation?",
        "I always skip the intro on Netflix.",
        "The doctor went into detail about the surgery.",
        "There are two spaces left in the parking lot.",
        "我在写一篇小作文。",
        "她每次都写一大段日记。",
        "他写东西总是文绉绉的。",
        "这本书长点没关系。",
        "你会用繁体字吗？",
    ],
)
def test_no_preference_of_the_user(text: str) -> None:
    assert not {key for key, _ in learned_keys(text) if key.startswith("pref.")}


@pytest.mark.parametrize(
    "text",
    ["分点列出来，一二三那种，别给我一大段", "对比的东西给我列个表，别写小作文"],
)
def test_lump_refused_beside_a_layout_is_the_layout(text: str) -> None:
    assert not {value for key, value in learned_keys(text) if key == "pref.response_length"}


def test_layout_asked_beside_a_lump_refused() -> None:
    assert ("pref.format", "bullets") in learned_keys("分点列出来，一二三那种，别给我一大段")


def test_written_language_allowed_is_no_tone() -> None:
    assert not {k for k, _ in learned_keys("以后你都用粤语回我啦，书面语都得") if k == "pref.tone"}


@pytest.mark.parametrize(
    ("text", "value"),
    [("英文回复就行。", "english"), ("中文回答吧", "chinese"), ("日语回复即可，谢谢", "japanese")],
)
def test_language_opening_the_wish_for_replies(text: str, value: str) -> None:
    assert ("pref.reply_language", value) in learned_keys(text)


@pytest.mark.parametrize("text", ["这个软件的中文回复功能怎么样", "英文回复我看不懂吗？"])
def test_language_of_a_thing_or_a_question_is_no_wish(text: str) -> None:
    assert not {k for k, _ in learned_keys(text) if k == "pref.reply_language"}
