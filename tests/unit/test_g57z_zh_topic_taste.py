"""A thing said first, then the user and how much of it they can or cannot take
(苦瓜我是一口都咽不下去, 羊肉这东西我一点都碰不了, 周杰伦的歌我能循环一整天, 三国我看了不下十遍):
a dislike or a like of the thing; not a thing pointed at (这首歌我听不下去), someone else's
(我老公羊肉一口都吃不了) or a state (今天我吃不下)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("苦瓜我是一口都咽不下去", "苦瓜"),
        ("羊肉这东西我真的一点都碰不了，膻", "羊肉"),
        ("恐怖片我是一部都看不下去", "恐怖片"),
        ("京剧我实在欣赏不来", "京剧"),
        ("臭豆腐这玩意儿我闻着就想跑", "臭豆腐"),
        ("肥肉我死活吃不进去", "肥肉"),
        ("动物内脏我一概不吃", "动物内脏"),
        ("广场舞的音乐我是完全听不进去", "广场舞的音乐"),
        ("芹菜我怎么都吃不惯", "芹菜"),
        ("说唱我听不来 太吵了", "说唱"),
    ],
)
def test_a_thing_first_the_user_cannot_take(text: str, thing: str) -> None:
    assert ("dislike", thing) in user_slots(text)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("周杰伦的歌我能循环一整天", "周杰伦的歌"),
        ("汪曾祺的书我能翻一百遍", "汪曾祺的书"),
        ("红烧肉我一顿能吃三碗", "红烧肉"),
        ("三国演义我看了不下十遍", "三国演义"),
        ("螺蛳粉我怎么吃都吃不腻", "螺蛳粉"),
        ("宫崎骏的电影我百看不厌", "宫崎骏的电影"),
        ("老友记我刷了好几遍了还想刷", "老友记"),
    ],
)
def test_a_thing_first_the_user_takes_again_and_again(text: str, thing: str) -> None:
    assert ("like", thing) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "这首歌我听不下去",
        "今天我吃不下，胃不舒服",
        "我老公羊肉一口都吃不了",
        "这本书我看了三遍还是没看懂",
        "那碗面我吃不完了",
        "作业我做不完了",
    ],
)
def test_no_taste_from_a_thing_at_hand_or_someone_else(text: str) -> None:
    assert not {v for s, v in user_slots(text) if s in ("like", "dislike")}
