"""Likes and dislikes said with the thing first: a topic then the user's taste (烧烤我是真的爱吃,
"Olives, I just can't stand them"), a thing then what is said of it ("X is something I
enjoy", "X makes me gag", 香菜真的不行), and a sense of it ("the smell of fish sauce").

Fresh sentences written for this round (issue 22), before the corpus failures were read.
"""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import en_slots, zh_slots

EN_LIKES = [
    ("Board games are what I enjoy most on a rainy day", "board games"),
    ("Long train journeys are what I love most about holidays", "long train journeys"),
    ("Pickled herring is something I really enjoy", "pickled herring"),
    ("Salted caramel ice cream, I absolutely love it", "salted caramel ice cream"),
    ("Cold brew is so good", "cold brew"),
    ("Banana bread! I'm hooked", "banana bread"),
    ("Hiking in the fog is my thing", "hiking in the fog"),
    ("True crime podcasts are my guilty pleasure", "true crime podcasts"),
    ("Pho is my comfort food", "pho"),
    ("Gardening is my happy place", "gardening"),
    ("tacos are life", "tacos"),
    ("Thai food is my absolute favourite", "Thai food"),
    ("Jazz really relaxes me", "jazz"),
    ("I find baking really relaxing", "baking"),
    ("I'm really enjoying learning the cello", "learning the cello"),
]

EN_DISLIKES = [
    ("Olives, I just can't stand them", "olives"),
    ("Small talk is what I hate most about parties", "small talk"),
    ("karaoke is something I really hate", "karaoke"),
    ("Licorice is disgusting", "licorice"),
    ("Blue cheese makes me gag", "blue cheese"),
    ("The smell of fish sauce makes me want to puke", "fish sauce"),
    ("the taste of licorice makes me gag", "licorice"),
    ("Mushrooms are gross", "mushrooms"),
    ("Crowded trains are my worst nightmare", "crowded trains"),
    ("Horror movies are not my thing", "horror movies"),
    ("Celery tastes awful to me", "celery"),
    ("Olives are a no from me", "olives"),
    ("Spiders freak me out", "spiders"),
    ("Can't stand the smell of coffee", "coffee"),
    ("I hate hate hate running", "running"),
    ("I've never been able to stand opera", "opera"),
    ("I really can't get into jazz", "jazz"),
    ("Crowds really stress me out", "crowds"),
    ("I find golf incredibly boring", "golf"),
    ("reality TV is such a waste of time", "reality TV"),
    ("Never been a fan of musicals", "musicals"),
]

ZH_LIKES = [
    ("烧烤我是真的爱吃", "烧烤"),
    ("日剧我也挺爱看的", "日剧"),
    ("纪录片我一直很爱看", "纪录片"),
    ("猫咪我也超喜欢", "猫咪"),
    ("榴莲我是真的很喜欢", "榴莲"),
    ("钓鱼这件事我是真的喜欢", "钓鱼"),
    ("火锅绝了", "火锅"),
    ("螺蛳粉yyds", "螺蛳粉"),
    ("周杰伦的歌我百听不厌", "周杰伦的歌"),
    ("甜品我来者不拒", "甜品"),
    ("桂花糕是我的心头好", "桂花糕"),
    ("辣条是我的快乐源泉", "辣条"),
    ("爵士乐让我很放松", "爵士乐"),
    ("我觉得烘焙特别解压", "烘焙"),
]

ZH_DISLIKES = [
    ("香菜我是真的吃不了", "香菜"),
    ("羊肉我一直接受不了", "羊肉"),
    ("广场舞我是真受不了", "广场舞"),
    ("苦瓜我一口都吃不下", "苦瓜"),
    ("臭豆腐闻着就想吐", "臭豆腐"),
    ("开会拖堂真的很烦", "开会拖堂"),
    ("肥肉我看着就恶心", "肥肉"),
    ("KTV我不太感冒", "KTV"),
    ("香菜真的不行", "香菜"),
    ("我对大城市的快节奏有点吃不消", "大城市的快节奏"),
    ("爱吃甜的，但受不了太腻的奶油", "太腻的奶油"),
    ("排队真的很烦", "排队"),
    ("人多的地方让我很焦虑", "人多的地方"),
    ("排队让我很烦躁", "排队"),
    ("真人秀纯属浪费时间", "真人秀"),
]

ZH_LIKES_WHEN = [
    ("周末一般都喜欢去爬山", "爬山"),
    ("平时一般喜欢看书", "看书"),
]


@pytest.mark.parametrize(("said", "liked"), ZH_LIKES_WHEN)
def test_a_chinese_like_after_when_is_no_kind_in_general(said: str, liked: str) -> None:
    assert any(s == "like" and values_match(liked, v) for s, v in zh_slots(said))


EN_NONE = [
    "The smell of this room is awful",
    "Mark is the worst",
    "Today is the worst",
    "Is karaoke something you enjoy?",
    "This cake is so good",
    "I'm enjoying the sunshine today",
    "I find it relaxing",
    "My boss stresses me out",
    "Work stresses me out",
    "This meeting is such a waste of time",
    "Cats generally hate water",
    "Dogs usually love meat",
]

ZH_NONE = [
    "今天我很喜欢",
    "我只用机械键盘，别的键盘都用不惯",
    "今天真的很烦",
    "我最近很烦",
    "这个方案真的不行",
    "这首歌让我很放松",
    "今天让我很焦虑",
    "工作让我很焦虑",
    "他让我很焦虑",
    "猫一般都怕水吧",
    "小孩通常都爱吃甜的",
]

_TASTES = {"like", "dislike"}


def _has(found: set[tuple[str, str]], slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in found)


@pytest.mark.parametrize(("said", "liked"), EN_LIKES)
def test_an_english_thing_said_first_then_liked(said: str, liked: str) -> None:
    assert _has(en_slots(said), "like", liked)


@pytest.mark.parametrize(("said", "disliked"), EN_DISLIKES)
def test_an_english_thing_said_first_then_disliked(said: str, disliked: str) -> None:
    assert _has(en_slots(said), "dislike", disliked)


@pytest.mark.parametrize(("said", "liked"), ZH_LIKES)
def test_a_chinese_topic_then_liked(said: str, liked: str) -> None:
    assert _has(zh_slots(said), "like", liked)


@pytest.mark.parametrize(("said", "disliked"), ZH_DISLIKES)
def test_a_chinese_topic_then_disliked(said: str, disliked: str) -> None:
    assert _has(zh_slots(said), "dislike", disliked)


@pytest.mark.parametrize("said", EN_NONE)
def test_no_english_taste_of_what_is_at_hand(said: str) -> None:
    assert not {slot for slot, _ in en_slots(said)} & _TASTES


@pytest.mark.parametrize("said", ZH_NONE)
def test_no_chinese_taste_of_what_is_at_hand(said: str) -> None:
    assert not {slot for slot, _ in zh_slots(said)} & _TASTES
