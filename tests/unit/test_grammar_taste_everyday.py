"""Likes and dislikes as people chat them: a favourite with its degree, a subjectless "really
into", a thing exclaimed then liked, a topic before the one who loves it (榴莲我是真的爱), a
kind of food by what it holds, trailing fillers ("sooo much lol") and when it is said ("since
last year") left out. English and Chinese; fresh sentences, written before the corpus failures
were read for this table's kinds, none taken from the corpus."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import en_slots, zh_slots

EN_LIKES = [
    ("my absolute favourite podcast is Hardcore History", "Hardcore History"),
    ("My all-time favorite snack is salted caramel popcorn", "salted caramel popcorn"),
    ("Really into bouldering since last spring", "bouldering"),
    ("so into sea swimming lately", "sea swimming"),
    ("totally into Korean skincare, it's a whole thing", "Korean skincare"),
    ("Oat flat whites! I'm obsessed", "oat flat whites"),
    ("Pickleball. Totally hooked", "pickleball"),
    ("i love thunderstorms sooo much lol", "thunderstorms"),
    ("I love dim sum so much", "dim sum"),
    ("I really like jigsaw puzzles haha", "jigsaw puzzles"),
    ("I've been really into crochet since last winter", "crochet"),
    ("Really into trail running", "trail running"),
    ("my ultimate favourite movie is Paddington 2", "Paddington 2"),
    ("Korean fried chicken! I'm addicted", "Korean fried chicken"),
    ("I adore long train journeys tbh", "long train journeys"),
    ("ngl, banana bread is the best thing ever", "banana bread"),
    (
        "gotta say, dumplings from Golden Lotus near the station are the best",
        "dumplings from Golden Lotus",
    ),
]
EN_DISLIKES = [
    ("I avoid anything with raw onion", "raw onion"),
    ("I hate traffic jams sooo much", "traffic jams"),
    ("I can't stand reality TV lol", "reality TV"),
    ("coriander tastes like soap to me", "coriander"),
    ("Liquorice tastes like medicine, no thanks", "liquorice"),
    ("I steer clear of anything containing mayo", "mayo"),
    ("I hate group chats so much", "group chats"),
    ("i really dislike open-plan offices tbh", "open-plan offices"),
    ("I can't stand horror films, just can't do the suspense", "horror films"),
    ("I avoid anything with coconut", "coconut"),
    ("Durian smells like garbage to me", "durian"),
    ("i detest small talk haha", "small talk"),
    ("I hate slow walkers so much", "slow walkers"),
    ("I avoid stuff with artificial sweetener", "artificial sweetener"),
    ("I can't stand the smell of fish sauce, the taste is fine", "the smell of fish sauce"),
]
ZH_LIKES = [
    ("螺蛳粉我是真的爱", "螺蛳粉"),
    ("周杰伦我是真的喜欢", "周杰伦"),
    ("羽毛球我也超喜欢的", "羽毛球"),
    ("草莓我真心爱", "草莓"),
    ("烤冷面我特别爱，一周能吃三次", "烤冷面"),
    ("猫咪我最喜欢了", "猫咪"),
    ("火锅我超级爱的", "火锅"),
    ("钢琴曲我可喜欢了", "钢琴曲"),
    ("抹茶我是真的喜欢，什么抹茶味的都买", "抹茶"),
    ("露营我也特别喜欢", "露营"),
    ("推理小说我是真的爱", "推理小说"),
    ("桂花糕我太爱了", "桂花糕"),
    ("拉面我超喜欢", "拉面"),
    ("汉服我是真心喜欢", "汉服"),
    ("爬山我真的爱死了", "爬山"),
    ("酸菜鱼真的绝了", "酸菜鱼"),
    ("我爱死泡温泉了", "泡温泉"),
    ("上周去吃了烤鸭，怎么说呢，我本来就很喜欢吃烤鸭", "烤鸭"),
]
ZH_DISLIKES = [
    ("香菜我是真的受不了", "香菜"),
    ("开长会我真的讨厌", "开长会"),
    ("榴莲我实在接受不了", "榴莲"),
    ("挤地铁我是真的讨厌", "挤地铁"),
    ("苦瓜我一口都不吃", "苦瓜"),
    ("我最讨厌排队", "排队"),
    ("我特别讨厌下雨天出门", "下雨天出门"),
    ("我受不了别人迟到", "别人迟到"),
    ("羊肉我吃不惯", "羊肉"),
    ("我不太喜欢吃甜食", "甜食"),
    ("我挺反感饭桌上劝酒的", "饭桌上劝酒"),
    ("我接受不了恐怖片", "恐怖片"),
    ("广场舞的音乐我真受不了", "广场舞的音乐"),
    ("我特别怕吵", "吵"),
    ("臭豆腐我完全接受不了", "臭豆腐"),
]
EN_NONE = [
    "Thanks! I'm sold",
    "Wow! I'm obsessed",
    "my sister is really into kayaking",
    "Are you into jazz?",
    "Fans of durian, rejoice, it smells like garbage",
    "If I were into golf I'd join the club",
    "my brother's absolute favourite band is Muse",
]
ZH_NONE = [
    "这个我是真的爱",
    "你我都爱",
    "我妹妹是真的爱榴莲吗",
    "这家的烤鸭绝了",
    "他弹钢琴绝了",
    "怎么说呢？",
    "他是真的爱吃辣",
]


def _found(slots: set[tuple[str, str]], slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in slots)


@pytest.mark.parametrize(("text", "value"), EN_LIKES)
def test_en_likes(text: str, value: str) -> None:
    assert _found(en_slots(text), "like", value), en_slots(text)


@pytest.mark.parametrize(("text", "value"), EN_DISLIKES)
def test_en_dislikes(text: str, value: str) -> None:
    assert _found(en_slots(text), "dislike", value), en_slots(text)


@pytest.mark.parametrize(("text", "value"), ZH_LIKES)
def test_zh_likes(text: str, value: str) -> None:
    assert _found(zh_slots(text), "like", value), zh_slots(text)


@pytest.mark.parametrize(("text", "value"), ZH_DISLIKES)
def test_zh_dislikes(text: str, value: str) -> None:
    assert _found(zh_slots(text), "dislike", value), zh_slots(text)


@pytest.mark.parametrize("text", EN_NONE)
def test_en_no_taste_of_the_users(text: str) -> None:
    assert not {s for s, _ in en_slots(text)} & {"like", "dislike"}, en_slots(text)


@pytest.mark.parametrize("text", ZH_NONE)
def test_zh_no_taste_of_the_users(text: str) -> None:
    assert not {s for s, _ in zh_slots(text)} & {"like", "dislike"}, zh_slots(text)
