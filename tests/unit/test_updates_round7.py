"""Seventh round of updates: changes worded without the frames' own verbs, through the real
extract and consolidate stages, English and Chinese. An ending whose subject is the thing
that ended ("jazz doesn't do it for me anymore"), a span free of a habit ("3 months
smoke-free"), a thing swapped for another, a pet that died, a job left or changed with its
own words (跳槽到X, 小米把我挖过去了), a name used from now on (以后叫我老王吧). Each row is a
fresh pair of my own (first statement, change); none is a corpus line."""

from __future__ import annotations

import pytest

from tests.unit.test_updates_round5 import _holds, _now

SUPERSEDED = [
    # employer
    ("I work at Google.", "My new employer is Apple.", "google", "apple"),
    ("I work at Google.", "new job at Apple!", "google", "apple"),
    ("I work at Tesco.", "Aldi poached me from Tesco.", "tesco", "aldi"),
    ("I work at Tesco.", "Handed in my notice, starting at Aldi Monday.", "tesco", "aldi"),
    ("我在腾讯上班。", "跳槽到米哈游了，上周刚入职。", "腾讯", "米哈游"),
    ("我在腾讯上班。", "换工作了，去了格力。", "腾讯", "格力"),
    ("我在华为上班。", "小米把我挖过去了。", "华为", "小米"),
    ("我在华为上班。", "我最近跳槽去了美团。", "华为", "美团"),
    # home
    ("I live in Toronto.", "I'm in Montreal these days.", "toronto", "montreal"),
    ("I live in Toronto.", "We're living in Ottawa for good.", "toronto", "ottawa"),
    ("我住在武汉。", "武汉的房子卖了，一家人都去长沙了。", "武汉", "长沙"),
    ("我住在武汉。", "房子退租了，我们搬去了南昌住。", "武汉", "南昌"),
    # name
    ("My name is Katherine.", "Everyone calls me Kate these days.", "katherine", "kate"),
    ("叫我小王。", "以后叫我老王吧。", "小王", "老王"),
    ("我叫王小明。", "大家现在都叫我小明哥。", "王小明", "小明哥"),
    # preferences
    ("No emojis please.", "Fine, a few emojis are actually kinda cute, go for it.", "avoid", "use"),
    (
        "I love emojis in replies!",
        "The emojis are too much now, tone it down to none.",
        "use",
        "avoid",
    ),
    ("Use tabs.", "I've come round to spaces.", "tabs", "spaces"),
    ("跟我说话不用客气，像朋友一样。", "正式点吧，以后要给甲方看的。", "casual", "formal"),
    ("说话正式一点。", "跟我聊天像朋友一样就行。", "formal", "casual"),
    ("Reply in English.", "réponds en français s'il te plaît.", "english", "french"),
    ("用英文回答。", "antworte bitte auf Deutsch.", "english", "german"),
]


@pytest.mark.parametrize(("first", "then", "old", "new"), SUPERSEDED)
def test_a_change_in_its_own_words_supersedes_the_stored_value(
    first: str, then: str, old: str, new: str
) -> None:
    assert _holds(_now(first), old)
    now = _now(first, then)
    assert _holds(now, new) and not _holds(now, old)


ENDED = [
    # said of the thing
    ("I love jazz.", "Jazz doesn't do it for me anymore.", "jazz"),
    ("I love sushi.", "Honestly sushi isn't my thing anymore.", "sushi"),
    ("I love sushi.", "Sushi's lost its appeal for me.", "sushi"),
    ("I love running.", "Running's not for me these days.", "running"),
    ("I love rock climbing.", "Climbing isn't fun anymore.", "climbing"),
    ("I love spicy food.", "My stomach can't take spicy stuff anymore.", "spicy"),
    ("我喜欢吃辣。", "吃辣现在受不了了。", "辣"),
    ("我每天早起。", "早起已经做不到了。", "早起"),
    # a span free of it, a lapse, a pause
    ("I smoke every day.", "3 months smoke-free today!!", "smoke"),
    ("I drink soda every day.", "Been soda-free for a month.", "soda"),
    ("I go to the gym every day.", "I haven't been to the gym in months.", "gym"),
    ("I play tennis every weekend.", "Tennis is on hold, hurt my wrist.", "tennis"),
    ("I do yoga every morning.", "Yoga's been on pause for months.", "yoga"),
    ("I jog every evening.", "No more jogging.", "jog"),
    ("I love cycling.", "I sold my bike, done with cycling.", "cycling"),
    ("I love running.", "Meh, running, not anymore.", "running"),
    ("我每天跑步。", "好久没跑步了。", "跑步"),
    ("我每晚跑步五公里。", "最近没跑了，改成跳绳了。", "跑步"),
    ("我每天健身。", "健身卡退了。", "健身"),
    # swapped, a phrasal verb
    ("I drink coffee every morning.", "Switched my morning coffee for green tea.", "coffee"),
    ("I work out every morning.", "I stopped working out.", "work out"),
    # diets
    ("I'm gluten-free.", "Turns out I'm not celiac, I eat bread again, no restrictions.", "gluten"),
    ("I'm vegan.", "No dietary restrictions anymore.", "vegan"),
    # pets
    ("I have a dog named Max.", "We had to put Max down last week.", "max"),
    ("I have a cat.", "We rehomed our cat.", "cat"),
    ("我家有条金鱼叫泡泡。", "泡泡前两天死了，难过。", "泡泡"),
    ("我养了一只猫。", "我家的猫去喵星了。", "猫"),
    # employer
    ("I work at Google.", "I'm no longer at Google.", "google"),
    ("I work at Google.", "I'm not with Google anymore.", "google"),
]


@pytest.mark.parametrize(("first", "then", "old"), ENDED)
def test_what_stopped_in_other_words_is_ended_in_the_store(first: str, then: str, old: str) -> None:
    assert _holds(_now(first), old)
    assert not _holds(_now(first, then), old)


KEPT = [
    ("I work at Google.", "I'm not at Google right now, I'm at the dentist.", "google"),
    ("I work at Google.", "My sister is no longer at Google.", "google"),
    ("I smoke every day.", "I'm trying to be smoke-free by May.", "smoke"),
    ("I'm gluten-free.", "I've been gluten-free for a year.", "gluten"),
    ("I love coffee.", "I might switch my coffee for tea.", "coffee"),
    ("我在腾讯上班。", "我室友最近跳槽去了美团。", "腾讯"),
    ("我在腾讯上班。", "我想跳槽到阿里。", "腾讯"),
    ("我住在武汉。", "他们家房子卖了，全家去了长沙。", "武汉"),
    ("我养了一只猫。", "我爸爸去年去世了。", "猫"),
    ("我每天跑步。", "她好久没跑步了。", "跑步"),
]


@pytest.mark.parametrize(("first", "then", "kept"), KEPT)
def test_what_did_not_change_for_the_user_is_kept(first: str, then: str, kept: str) -> None:
    assert _holds(_now(first, then), kept)


@pytest.mark.parametrize(
    ("said", "old", "new"),
    [
        ("I live in Austin. Sorry, typo, I live in Dallas.", "austin", "dallas"),
        ("I live in Austin. Correction: Dallas.", "austin", "dallas"),
        ("I work at Google. Wait, I mean I work at Alphabet.", "google", "alphabet"),
        ("我住在上海。不对，我住在苏州。", "上海", "苏州"),
        ("我在字节上班。说错了，我在腾讯上班。", "字节", "腾讯"),
    ],
)
def test_a_later_sentence_of_one_message_corrects_a_single_value(
    said: str, old: str, new: str
) -> None:
    now = _now(said)
    assert _holds(now, new) and not _holds(now, old)


def test_values_of_other_slots_in_one_message_are_all_kept() -> None:
    now = _now("I work at Google. I live in Dallas. 我住在苏州。")
    assert _holds(now, "google") and _holds(now, "苏州")
