"""Likes, dislikes and habits read by general frames: any object a whole noun or gerund
phrase, any verb phrase after a first person and a frequency, degree and attitude words that
make a like or a dislike, and how habits end or change. English and Chinese.

Written from how people talk (fresh sentences, before the corpus failures were read); the
objects and verbs are deliberately varied so that no rule can list them. Values follow the
habit convention of `en_time` / `zh_time`: the frequency said with the verb phrase, and in
Chinese the time of day kept and amounts dropped (每天早上喝一杯豆浆 → 早上喝豆浆).
"""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar import en, zh
from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY, en_slots, zh_slots

EN_LIKES = [
    ("I'm really into slow-cooked Korean food", "slow-cooked Korean food"),
    ("I'm totally into vintage fountain pens", "vintage fountain pens"),
    ("I'm a big fan of Scandinavian crime shows", "Scandinavian crime shows"),
    ("Nothing beats a cold beer after mowing the lawn", "a cold beer"),
    ("I absolutely love restoring old bicycles", "restoring old bicycles"),
    ("I really enjoy long walks along the canal", "long walks along the canal"),
    ("Honestly I love thrift shopping", "thrift shopping"),
    ("I've always enjoyed birdwatching", "birdwatching"),
    ("I'm crazy about Peruvian ceviche", "Peruvian ceviche"),
    ("Bluegrass is my favourite kind of music", "bluegrass"),
    ("I'm a huge fan of Studio Ghibli soundtracks", "Studio Ghibli soundtracks"),
    ("I really like rainy Sunday afternoons", "rainy Sunday afternoons"),
    ("I love spending time in my vegetable garden", "spending time in my vegetable garden"),
    ("I'm obsessed with sourdough baking right now", "sourdough baking"),
    ("I'm so into bouldering these days", "bouldering"),
    ("I enjoy cooking elaborate Sunday roasts", "cooking elaborate Sunday roasts"),
    ("I really love Ethiopian coffee", "Ethiopian coffee"),
    ("I'm a massive fan of old Hitchcock films", "old Hitchcock films"),
    ("I'm pretty into birdwatching", "birdwatching"),
    ("Nothing beats homemade lasagna", "homemade lasagna"),
    ("I love love love Vietnamese iced coffee", "Vietnamese iced coffee"),
    ("I genuinely enjoy doing crossword puzzles", "doing crossword puzzles"),
    ("I'm really digging synthwave at the moment", "synthwave"),
    ("I've gotten really into kayaking", "kayaking"),
    ("I'm a sucker for handmade ceramics", "handmade ceramics"),
    ("I adore foggy mornings by the sea", "foggy mornings by the sea"),
    ("I quite like Georgian wine", "Georgian wine"),
    ("Red wine is my drink of choice", "red wine"),
    ("Sushi is my all-time favourite", "sushi"),
    ("I go crazy for mangoes", "mangoes"),
    ("I really dig old-school hip hop", "old-school hip hop"),
]

ZH_LIKES = [
    ("我特别喜欢吃重庆小面", "重庆小面"),
    ("我超爱喝冰美式", "冰美式"),
    ("我很喜欢周末去逛旧书店", "逛旧书店"),
    ("我是日本动画的忠实粉丝", "日本动画"),
    ("我对手冲咖啡特别着迷", "手冲咖啡"),
    ("我最爱的水果是芒果", "芒果"),
    ("我超级喜欢下雨天窝在家里看书", "窝在家里看书"),
    ("我很爱听老上海的爵士乐", "老上海的爵士乐"),
    ("我特别爱吃妈妈包的饺子", "妈妈包的饺子"),
    ("我非常喜欢骑行", "骑行"),
    ("我最近迷上了飞盘", "飞盘"),
    ("我真的很喜欢养多肉植物", "养多肉植物"),
    ("我挺喜欢泰国菜的", "泰国菜"),
    ("没有什么比一碗热汤面更让我满足了", "热汤面"),
    ("我是个狂热的篮球迷", "篮球"),
    ("我对古典音乐很感兴趣", "古典音乐"),
    ("我爱死了葡式蛋挞", "葡式蛋挞"),
    ("我特别享受一个人看电影", "一个人看电影"),
    ("我超喜欢逛夜市", "逛夜市"),
    ("我很喜欢云南菜", "云南菜"),
    ("我对露营完全上头了", "露营"),
    ("我最喜欢的运动是羽毛球", "羽毛球"),
    ("我一直很喜欢苏州园林", "苏州园林"),
    ("我特别爱喝奶茶", "奶茶"),
    ("我超级爱看悬疑剧", "悬疑剧"),
    ("我很喜欢拼乐高", "拼乐高"),
    ("螺蛳粉真香", "螺蛳粉"),
    ("冰美式一直是我的首选", "冰美式"),
    ("烤鱼是我每次聚餐的必点", "烤鱼"),
    ("川菜的话，超爱", "川菜"),
    ("火锅我超喜欢", "火锅"),
    ("我从小就喜欢画画", "画画"),
]

EN_DISLIKES = [
    ("I can't stand people who chew loudly", "people who chew loudly"),
    ("I really hate doing the dishes after a long day", "doing the dishes"),
    ("Waiting in line is the worst", "waiting in line"),
    ("I can't stand cheap instant coffee", "cheap instant coffee"),
    ("I'm not a big fan of open-plan offices", "open-plan offices"),
    ("I really don't like driving at night", "driving at night"),
    ("I absolutely hate group chats that never stop buzzing", "group chats"),
    ("I hate it when my phone dies in the middle of a call", "my phone dies"),
    ("Mayonnaise is the worst", "mayonnaise"),
    ("I despise passive-aggressive emails", "passive-aggressive emails"),
    ("I'm not really into superhero movies", "superhero movies"),
    ("I've never liked black licorice", "black licorice"),
    ("I don't enjoy spending hours on the phone", "spending hours on the phone"),
    ("I really dislike cold showers", "cold showers"),
    ("Loud restaurants are a nightmare for me", "loud restaurants"),
    ("I hate humid summers", "humid summers"),
    ("I can't stand reality dating shows", "reality dating shows"),
    ("I'm not a fan of pineapple on pizza", "pineapple on pizza"),
    ("I really can't stand slow walkers", "slow walkers"),
    ("I hate ironing shirts", "ironing shirts"),
    ("Nothing annoys me more than loud chewing", "loud chewing"),
    ("I can't bear long car rides", "long car rides"),
    ("I'm really not into escape rooms", "escape rooms"),
    ("Early morning meetings are the worst", "early morning meetings"),
    ("I detest wet socks", "wet socks"),
]

ZH_DISLIKES = [
    ("我受不了别人吃饭吧唧嘴", "别人吃饭吧唧嘴"),
    ("我最烦开会拖堂", "开会拖堂"),
    ("我特别讨厌挤早高峰的地铁", "挤早高峰的地铁"),
    ("我很讨厌洗碗", "洗碗"),
    ("我不喜欢吃胡萝卜", "胡萝卜"),
    ("我真的受不了潮湿的天气", "潮湿的天气"),
    ("我一点也不喜欢打麻将", "打麻将"),
    ("我最讨厌下雨天出门", "下雨天出门"),
    ("我很反感别人插队", "别人插队"),
    ("我不太喜欢喝碳酸饮料", "碳酸饮料"),
    ("我特别怕打针", "打针"),
    ("我受不了太甜的蛋糕", "太甜的蛋糕"),
    ("我最烦的就是排长队", "排长队"),
    ("我讨厌周一早上的例会", "周一早上的例会"),
    ("我对动物园没什么兴趣", "动物园"),
    ("我真心不爱吃内脏", "内脏"),
    ("我很不喜欢坐长途大巴", "坐长途大巴"),
    ("我实在受不了烟味", "烟味"),
    ("我不喜欢看恐怖电影", "看恐怖电影"),
    ("我超讨厌夏天的蚊子", "夏天的蚊子"),
    ("我很烦别人发语音", "别人发语音"),
    ("我讨厌吃苦瓜", "苦瓜"),
    ("我不爱运动", "运动"),
    ("我特别讨厌加班", "加班"),
    ("我最不喜欢的季节是冬天", "冬天"),
    ("香菜，完全接受不了", "香菜"),
    ("榴莲，真的受不了", "榴莲"),
]

EN_HABITS = [
    ("I usually bike to work", "bike to work"),
    ("Most mornings I journal for ten minutes", "journal most mornings"),
    ("I always stretch before bed", "stretch before bed"),
    ("I normally cook a big pot of soup on Sundays", "cook a big pot of soup on Sundays"),
    ("I go swimming every Wednesday", "go swimming every Wednesday"),
    ("Every evening I practise the piano", "practise the piano every evening"),
    ("I usually video call my grandma on weekends", "video call grandma on weekends"),
    ("I often bake bread on Saturday mornings", "bake bread on Saturday mornings"),
    ("I run five kilometres every other day", "run five kilometres"),
    ("I do my grocery shopping every Thursday", "do my grocery shopping every Thursday"),
    ("I practise Spanish on Duolingo every day", "practise Spanish on Duolingo every day"),
    ("I usually take a nap after lunch", "take a nap after lunch"),
    ("Twice a week I volunteer at the animal shelter", "volunteer at the animal shelter"),
    ("I always listen to a podcast on my commute", "listen to a podcast"),
    ("I walk my neighbour's dog every afternoon", "walk my neighbour's dog every afternoon"),
    ("I typically have oatmeal for breakfast", "have oatmeal for breakfast"),
    ("I sometimes sketch in the park on Sundays", "sketch in the park"),
    ("I clean the flat every Saturday morning", "clean the flat every Saturday morning"),
    ("I usually go to bed around midnight", "go to bed around midnight"),
    ("Every night before bed I read a chapter of a novel", "read a chapter of a novel"),
    ("I drink green tea every afternoon", "drink green tea every afternoon"),
    ("I call my sister every weekend", "call my sister every weekend"),
    ("I play tennis with my brother on Fridays", "play tennis with my brother on Fridays"),
    ("I usually order takeout on Friday nights", "order takeout on Friday nights"),
    ("I go to the sauna once a week", "go to the sauna once a week"),
    ("I regularly donate to the food bank", "donate to the food bank"),
    ("I never miss my Sunday run", "Sunday run"),
    ("I never skip leg day", "leg day"),
]

ZH_HABITS = [
    ("我每天晚上都会泡脚", "泡脚"),
    ("我每周六上午去游泳", "每周六上午游泳"),
    ("我平时早上都是骑自行车上班", "早上骑自行车上班"),
    ("我每天早上喝一杯豆浆", "早上喝豆浆"),
    ("我一般周末去爬山", "周末爬山"),
    ("我经常去公园遛弯", "去公园遛弯"),
    ("我每天午饭后都要睡个午觉", "每天午睡"),
    ("我每个周日都给奶奶打电话", "给奶奶打电话"),
    ("我几乎每天都练一个小时书法", "练书法"),
    ("我平时下班后去打羽毛球", "下班后打羽毛球"),
    ("我每周三晚上上瑜伽课", "每周三晚上上瑜伽课"),
    ("我早上一般吃燕麦粥", "吃燕麦粥"),
    ("我每天晚饭后都散步半小时", "晚饭后散步"),
    ("我周末常常去逛花市", "周末逛花市"),
    ("我每天睡前都会背二十个单词", "睡前背单词"),
    ("我习惯每天早上先喝一杯温水", "早上喝温水"),
    ("我每个月都会去献血", "去献血"),
    ("我一直坚持每天跑五公里", "跑五公里"),
    ("我每周都会去一次菜市场", "去菜市场"),
    ("我平时晚上十一点前就睡觉", "晚上十一点前睡觉"),
    ("我每周日晚上都给妈妈打电话", "给妈妈打电话"),
    ("我每天都会花半小时学日语", "学日语"),
    ("我通常周五晚上点外卖", "周五晚上点外卖"),
    ("我每天坐地铁通勤", "坐地铁通勤"),
    ("我每周都跟朋友踢一场足球", "每周跟朋友踢足球"),
    ("我每周六上午去游泳，雷打不动", "每周六上午游泳"),
    ("我每天早上六点起床晨跑", "早上六点起床晨跑"),
]

EN_NOT_MINE = [
    "I went running yesterday",
    "I biked to work this morning",
    "My husband usually bikes to work",
    "Do you usually journal in the morning?",
    "If I had more time I'd cook every day",
    "My roommate can't stand loud music",
    "Would you say nothing beats homemade pasta?",
    "I'd love to get into kayaking someday",
    "She's a big fan of old Hitchcock films",
    "My kids always watch cartoons on Saturday mornings",
    "Maybe I should start running every morning",
    "Our office is usually empty on Fridays",
    "I'm not sure I like the new logo",
    "Everyone hates Mondays, right?",
    "He said he's really into kayaking",
    "I usually have no idea what to say",
    "The trains are usually late",
    "Life is good",
    "Everything is great",
    "Mark is the worst",
    "Melanie, those bowls are amazing!",
    "Dancing is awesome for staying focused",
    "Domestic abuse is horrible",
    "I always cook in grams",
    "I typically hold it for a minute",
    "I never miss a chance to travel",
    "You never miss a beat",
]

ZH_NOT_MINE = [
    "我昨天去游泳了",
    "我老公每天都骑车上班",
    "你每天晚上都泡脚吗？",
    "如果有空我会每天做饭",
    "我室友受不了吵闹的音乐",
    "她是日本动画的忠实粉丝",
    "我儿子每周六上午去游泳",
    "我打算以后每天跑步",
    "你最讨厌什么？",
    "他说他最烦开会",
    "这家店每天早上七点开门",
    "我今天中午吃了重庆小面",
    "今天好累，受不了",
    "我经常忘带钥匙",
    "我平时主要用中文和日语",
    "我叫周子涵，平时朋友都喊我涵涵",
]

EN_ENDINGS_AND_CHANGES = [
    ("I used to run every day but my knee gave out", "run"),
    ("I haven't played the guitar since college", "guitar"),
    ("I stopped eating meat last spring", "eating meat"),
    ("I don't bike to work anymore", "bike to work"),
    ("I no longer drink coffee after lunch", "coffee"),
    ("I used to love horror films, not anymore", "horror films"),
]

ZH_ENDINGS_AND_CHANGES = [
    ("我不再熬夜打游戏了", "熬夜打游戏"),
    ("我以前每天都喝可乐，现在不喝了", "可乐"),
    ("我已经好几年没滑雪了", "滑雪"),
    ("我不再吃宵夜了", "吃宵夜"),
    ("我已经不骑车上班了", "骑车上班"),
]


def _has(found: set[tuple[str, str]], slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in found)


@pytest.mark.parametrize(("said", "liked"), EN_LIKES)
def test_an_english_like_of_any_thing(said: str, liked: str) -> None:
    assert _has(en_slots(said), "like", liked)


@pytest.mark.parametrize(("said", "liked"), ZH_LIKES)
def test_a_chinese_like_of_any_thing(said: str, liked: str) -> None:
    assert _has(zh_slots(said), "like", liked)


@pytest.mark.parametrize(("said", "disliked"), EN_DISLIKES)
def test_an_english_dislike_of_any_thing(said: str, disliked: str) -> None:
    assert _has(en_slots(said), "dislike", disliked)


@pytest.mark.parametrize(("said", "disliked"), ZH_DISLIKES)
def test_a_chinese_dislike_of_any_thing(said: str, disliked: str) -> None:
    assert _has(zh_slots(said), "dislike", disliked)


@pytest.mark.parametrize(("said", "habit"), EN_HABITS)
def test_an_english_habit_of_any_verb(said: str, habit: str) -> None:
    assert _has(en_slots(said), "habit", habit)


@pytest.mark.parametrize(("said", "habit"), ZH_HABITS)
def test_a_chinese_habit_of_any_verb(said: str, habit: str) -> None:
    assert _has(zh_slots(said), "habit", habit)


_TASTE = {"like", "dislike", "habit"}


@pytest.mark.parametrize("said", EN_NOT_MINE)
def test_no_english_taste_or_habit_of_the_user(said: str) -> None:
    assert not {slot for slot, _ in en_slots(said)} & _TASTE


@pytest.mark.parametrize("said", ZH_NOT_MINE)
def test_no_chinese_taste_or_habit_of_the_user(said: str) -> None:
    assert not {slot for slot, _ in zh_slots(said)} & _TASTE


def _ends(fills: list[Fill], thing: str) -> bool:
    return any(
        f.slot == "ending"
        and (values_match(thing, str(f.extra.get("object", ""))) or thing in f.value)
        for f in fills
    )


@pytest.mark.parametrize(("said", "thing"), EN_ENDINGS_AND_CHANGES)
def test_an_english_habit_or_taste_that_ends(said: str, thing: str) -> None:
    assert _ends(en.parse(said, MONDAY), thing)


@pytest.mark.parametrize(("said", "thing"), ZH_ENDINGS_AND_CHANGES)
def test_a_chinese_habit_or_taste_that_ends(said: str, thing: str) -> None:
    assert _ends(zh.parse(prepare(said), MONDAY), thing)


@pytest.mark.parametrize(
    "said", ["我超级喜欢周杰伦的歌", "我可喜欢吃螺蛳粉了", "我超级无敌喜欢小狗", "寿司真的很好吃"]
)
def test_no_chinese_degree_word_is_liked(said: str) -> None:
    liked = {value for slot, value in zh_slots(said) if slot == "like"}
    assert liked and not liked & {"级", "可", "级无敌", "寿司真", "超级"}


@pytest.mark.parametrize(
    ("said", "liked"),
    [
        ("I love spending time in my vegetable garden", "spending time in my vegetable garden"),
        ("I'm really digging synthwave at the moment", "synthwave"),
    ],
)
def test_an_english_like_is_read_as_a_whole_phrase(said: str, liked: str) -> None:
    assert ("like", liked) in en_slots(said)
