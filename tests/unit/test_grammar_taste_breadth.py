"""Taste and habits said in everyday ways (likes, dislikes, habits and their endings), in
English and Chinese: each phrasing in a sentence of its own, with what it must give.

Written from how people talk, before the corpus failures were read: the grammar must read
these through general frames and readers, not one rule per line.
"""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import learned_from, values_match
from memstream.processors.grammar import en, zh
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY, en_slots, zh_slots
from tests.fixtures.learning import memories

EN_LIKES = [
    ("I've got a real soft spot for old dogs", "old dogs"),
    ("Casablanca is one of my all-time favourites", "Casablanca"),
    ("One of my hobbies is woodworking", "woodworking"),
    ("Love me some tacos", "tacos"),
    ("I kind of like cilantro now", "cilantro"),
    ("I can't live without my morning espresso", "morning espresso"),
    ("Nothing makes me happier than a long bike ride", "a long bike ride"),
    ("Thunderstorms make me happy", "thunderstorms"),
    ("My happy place is the bouldering gym", "the bouldering gym"),
    ("Tacos are the best", "tacos"),
    ("Cheesecake never gets old", "cheesecake"),
    ("I've been loving Taylor Swift's new album lately", "Taylor Swift's new album"),
    ("I'm really digging lo-fi beats", "lo-fi beats"),
    ("My new obsession is matcha", "matcha"),
    ("I'm always down for karaoke", "karaoke"),
    ("I've always had a thing for vintage cars", "vintage cars"),
    ("Lately I've been super into crochet", "crochet"),
    ("I enjoy a good glass of red wine now and then", "red wine"),
    ("I could listen to Adele all day", "Adele"),
    ("These days I'm more of a tea person", "tea"),
    ("I'm a convert to oat milk", "oat milk"),
    ("Tried padel for the first time, loved it", "padel"),
    ("Started climbing last month and I'm hooked", "climbing"),
    ("I used to hate olives but now I love them", "olives"),
    ("Olives have grown on me", "olives"),
    ("I'm really into old French films", "old French films"),
    ("Spicy Sichuan food is my jam", "spicy Sichuan food"),
    ("I can't get enough of iced matcha lattes", "iced matcha lattes"),
    ("I'm a big jazz fan", "jazz"),
    ("Thai green curry is my go-to", "Thai green curry"),
    ("Nothing beats fresh sourdough bread", "fresh sourdough bread"),
    ("I could eat dumplings every day", "dumplings"),
    ("I'm obsessed with true crime podcasts", "true crime podcasts"),
    ("I'm hooked on Korean dramas", "Korean dramas"),
    ("I'm a sucker for rom-coms", "rom-coms"),
    ("I'm a tea person", "tea"),
    ("My favourite band is Radiohead", "Radiohead"),
    ("I love hiking in the Alps because it clears my head", "hiking in the Alps"),
    ("I really enjoy baking bread", "baking bread"),
    ("I adore Studio Ghibli movies", "Studio Ghibli movies"),
    ("Big fan of board games here", "board games"),
    ("I've always loved the sea", "the sea"),
    ("Crime novels are my guilty pleasure", "crime novels"),
    ("I'm crazy about salsa dancing", "salsa dancing"),
    ("I'm a huge fan of Formula 1", "Formula 1"),
    ("I've been getting into pottery lately", "pottery"),
    ("I've fallen in love with bouldering", "bouldering"),
    ("I'm passionate about street photography", "street photography"),
    ("I'm partial to a good single malt", "a good single malt"),
    ("Dark chocolate is one of my favourites", "dark chocolate"),
    ("I have a soft spot for old Westerns", "old Westerns"),
    ("I really like mechanical keyboards", "mechanical keyboards"),
    ("I'm mad about cricket", "cricket"),
    ("I've grown to love running in the rain", "running in the rain"),
    ("Sushi is my favourite food", "sushi"),
    ("Vinyl records are my thing", "vinyl records"),
    ("I'm totally addicted to Wordle", "Wordle"),
    ("I'm a massive Arsenal fan", "Arsenal"),
    ("Love a good thunderstorm", "a good thunderstorm"),
    ("I'm a huge sci-fi nerd", "sci-fi"),
    ("I'm such a coffee addict", "coffee"),
]

ZH_LIKES = [
    ("我喜欢猫多过狗", "猫"),
    ("我很享受跑步的过程", "跑步"),
    ("我是个资深游戏玩家", "游戏"),
    ("我很喜欢这种慢节奏的生活", "慢节奏的生活"),
    ("我特别吃辣", "辣"),
    ("我最近特别迷猫", "猫"),
    ("寿司我能吃一辈子", "寿司"),
    ("我嗜辣如命", "辣"),
    ("我最大的爱好是钓鱼", "钓鱼"),
    ("我的爱好是摄影和旅行", "摄影"),
    ("平时最喜欢做的事就是看书", "看书"),
    ("钓鱼是我最大的爱好", "钓鱼"),
    ("爵士乐越听越喜欢", "爵士乐"),
    ("最近入了露营的坑", "露营"),
    ("自从家里来了橘子，我彻底变成猫奴了", "猫"),
    ("以前不喜欢吃香菜，现在爱上了", "香菜"),
    ("我最喜欢吃的是烤鸭", "烤鸭"),
    ("我超爱川菜", "川菜"),
    ("我特别喜欢老电影", "老电影"),
    ("我是猫控", "猫"),
    ("我是个足球迷", "足球"),
    ("最近迷上了做陶艺", "做陶艺"),
    ("我对天文很着迷", "天文"),
    ("火锅是我的最爱", "火锅"),
    ("我离不开咖啡", "咖啡"),
    ("饺子我百吃不厌", "饺子"),
    ("我钟爱日本料理", "日本料理"),
    ("我偏爱黑咖啡", "黑咖啡"),
    ("我热衷于跑马拉松", "跑马拉松"),
    ("麻辣烫我就好这口", "麻辣烫"),
    ("我最喜欢的歌手是周杰伦", "周杰伦"),
    ("我很喜欢在海边散步", "在海边散步"),
    ("我对摄影特别感兴趣", "摄影"),
    ("我是个铁杆哈利波特迷", "哈利波特"),
    ("我一直都很喜欢爵士乐", "爵士乐"),
    ("奶茶是我的命", "奶茶"),
    ("我爱吃辣", "吃辣"),
    ("我喜欢上了滑雪", "滑雪"),
    ("我超级喜欢宫崎骏的动画", "宫崎骏的动画"),
    ("我对甜品毫无抵抗力", "甜品"),
    ("我最喜欢吃的是烤鸭", "烤鸭"),
    ("我是个摄影爱好者", "摄影"),
    ("我挺喜欢看纪录片的", "看纪录片"),
    ("我对拉面情有独钟", "拉面"),
    ("我特爱逛博物馆", "逛博物馆"),
    ("我沉迷于玩原神", "玩原神"),
    ("我是重度咖啡爱好者", "咖啡"),
    ("我可爱吃榴莲了", "吃榴莲"),
    ("我好喜欢听播客", "听播客"),
]

EN_DISLIKES = [
    ("Tomatoes are my least favourite vegetable", "tomatoes"),
    ("I sort of hate running", "running"),
    ("Licorice is disgusting", "licorice"),
    ("Spiders terrify me", "spiders"),
    ("Crowds make me anxious", "crowds"),
    ("I've never been a fan of sushi", "sushi"),
    (
        "I really can't stand people who chew with their mouth open",
        "people who chew with their mouth open",
    ),
    ("I avoid crowded places whenever I can", "crowded places"),
    ("Karaoke is my worst nightmare", "karaoke"),
    ("I can't stand cilantro", "cilantro"),
    ("I hate waking up early", "waking up early"),
    ("Not a fan of horror movies", "horror movies"),
    ("Reality TV is not my thing", "reality TV"),
    ("Olives are gross", "olives"),
    ("I'm not big on crowded bars", "crowded bars"),
    ("I really dislike long meetings", "long meetings"),
    ("Country music drives me crazy", "country music"),
    ("I've never liked mushrooms", "mushrooms"),
    ("I don't really like spicy food", "spicy food"),
    ("I'm not into team sports", "team sports"),
    ("I detest small talk", "small talk"),
    ("Heavy metal just isn't for me", "heavy metal"),
    ("Cold weather is the worst", "cold weather"),
    ("I can't bear loud music", "loud music"),
    ("I find opera boring", "opera"),
    ("Musicals aren't my cup of tea", "musicals"),
    ("Blue cheese makes me gag", "blue cheese"),
    ("I loathe the smell of durian", "durian"),
    ("I have zero interest in golf", "golf"),
    ("I'm no fan of modern art", "modern art"),
    ("I don't care for sweet wine", "sweet wine"),
    ("Karaoke is my worst nightmare", "karaoke"),
    ("Raw onions are a hard no for me", "raw onions"),
    ("I'm not keen on cruises", "cruises"),
    ("I never enjoyed camping", "camping"),
    ("I'm really not a beach person", "beach"),
    ("I can't stand it when people chew loudly", "people chew loudly"),
    ("I'm not much of a wine drinker", "wine"),
    ("I really don't like flying", "flying"),
    ("I hate hate hate traffic jams", "traffic jams"),
]

ZH_DISLIKES = [
    ("我不太能吃辣", "辣"),
    ("我怕冷", "冷"),
    ("我很怕吵", "吵"),
    ("香菜是我的天敌", "香菜"),
    ("我对香菜零容忍", "香菜"),
    ("我对恐怖片敬而远之", "恐怖片"),
    ("我吃不了辣", "辣"),
    ("榴莲这东西我真的接受不了", "榴莲"),
    ("我讨厌香菜", "香菜"),
    ("我受不了榴莲的味道", "榴莲"),
    ("我不太喜欢恐怖片", "恐怖片"),
    ("我对足球不感兴趣", "足球"),
    ("我最怕早起", "早起"),
    ("我吃不惯生鱼片", "生鱼片"),
    ("我一点都不喜欢加班", "加班"),
    ("苦瓜我实在接受不了", "苦瓜"),
    ("我很反感二手烟", "二手烟"),
    ("我不爱吃甜食", "甜食"),
    ("我对韩剧无感", "韩剧"),
    ("我不喜欢人多的地方", "人多的地方"),
    ("我讨厌下雨天", "下雨天"),
    ("我对嘻哈音乐没兴趣", "嘻哈音乐"),
    ("我最讨厌的就是堵车", "堵车"),
    ("我不是很喜欢喝酒", "喝酒"),
    ("我向来不喜欢热闹", "热闹"),
    ("我特别讨厌排队", "排队"),
    ("我最受不了的就是芹菜", "芹菜"),
    ("我听不来重金属", "重金属"),
    ("我不怎么喜欢看综艺", "看综艺"),
    ("我很讨厌别人迟到", "别人迟到"),
    ("我对网购不感冒", "网购"),
    ("我真心不喜欢冬天", "冬天"),
    ("臭豆腐我闻着就恶心", "臭豆腐"),
    ("我特别烦开会", "开会"),
    ("羊肉我是真吃不了", "羊肉"),
    ("我超讨厌蟑螂", "蟑螂"),
]

EN_HABITS = [
    ("I always read the news over breakfast", "read the news over breakfast"),
    ("I'm at the gym five days a week", "at the gym five days a week"),
    ("Saturdays I'm always at the farmers market", "at the farmers market on Saturdays"),
    ("I usually grab lunch at my desk", "grab lunch at my desk"),
    ("I tend to skip lunch", "skip lunch"),
    ("I walk the dog twice a day", "walk the dog twice a day"),
    ("I go for a run every morning", "go for a run every morning"),
    ("I usually read before bed", "read before bed"),
    ("I drink two cups of coffee a day", "drink two cups of coffee a day"),
    ("Every Sunday I call my parents", "call my parents every Sunday"),
    ("I meditate for ten minutes each morning", "meditate for ten minutes each morning"),
    ("I tend to work late on Thursdays", "work late on Thursdays"),
    ("I always walk the dog after dinner", "walk the dog after dinner"),
    ("I hit the gym three times a week", "hit the gym three times a week"),
    ("I often cook Italian on weekends", "cook Italian on weekends"),
    ("I journal every night", "journal every night"),
    ("Most evenings I play guitar for an hour", "play guitar"),
    ("I take the train to work daily", "take the train to work daily"),
    ("I swim on Tuesdays and Thursdays", "swim on Tuesdays and Thursdays"),
    ("I've been doing yoga every weekend", "doing yoga every weekend"),
    ("I have a habit of biting my nails", "biting my nails"),
    ("I normally get up at 6", "get up at 6"),
    ("Every Friday night I order pizza", "order pizza every Friday night"),
    ("I bike to the office most days", "bike to the office most days"),
    ("I'm in the habit of checking email first thing", "checking email first thing"),
    ("I generally have tea in the afternoon", "have tea in the afternoon"),
    ("I floss every night", "floss every night"),
    ("On weekends I usually go hiking", "go hiking"),
    ("Once a month I donate blood", "donate blood once a month"),
    ("I tend to skip lunch", "skip lunch"),
    ("I water the plants every Saturday", "water the plants every Saturday"),
    ("I walk to work most mornings", "walk to work most mornings"),
    ("I make pancakes for the kids every Sunday", "make pancakes for the kids every Sunday"),
]

ZH_HABITS = [
    ("我每周去一次聚会", "每周去一次聚会"),
    ("我经常熬夜", "熬夜"),
    ("我每个月都会去看一场电影", "每月看电影"),
    ("我通勤路上都在听播客", "通勤路上听播客"),
    ("下班回家我第一件事是遛狗", "遛狗"),
    ("睡前刷半小时小红书已经成习惯了", "睡前刷小红书"),
    ("周末必去菜市场溜达一圈", "周末逛菜市场"),
    ("我每天早上跑步", "每天早上跑步"),
    ("我平时习惯晚上十点睡觉", "晚上十点睡觉"),
    ("我经常去图书馆看书", "去图书馆看书"),
    ("每个周末我都去爬山", "每周末爬山"),
    ("我一般午饭后散步", "午饭后散步"),
    ("我习惯睡前看会儿书", "睡前看会儿书"),
    ("我每周游三次泳", "每周游三次泳"),
    ("我每天都喝两杯咖啡", "每天喝咖啡"),
    ("我天天骑车上班", "骑车上班"),
    ("我周末一般在家做饭", "在家做饭"),
    ("我有写日记的习惯", "写日记"),
    ("我每晚都会冥想十分钟", "冥想"),
    ("我每个月去一次理发店", "去理发店"),
    ("我总是坐地铁上班", "坐地铁上班"),
    ("我每周五晚上跟朋友打篮球", "跟朋友打篮球"),
    ("我通常七点起床", "七点起床"),
    ("我每年都去一次日本", "每年去一次日本"),
    ("我养成了早睡早起的习惯", "早睡早起"),
    ("我下班后常常去健身", "下班后健身"),
    ("我每天都要遛狗", "遛狗"),
    ("我一有空就去钓鱼", "去钓鱼"),
    ("我晚饭后总会散散步", "晚饭后散步"),
    ("我每周日给爸妈打电话", "给爸妈打电话"),
    ("我基本每天都练琴", "练琴"),
    ("我早上起床第一件事就是喝水", "喝水"),
    ("我隔三差五就去吃火锅", "隔三差五吃火锅"),
]

EN_ENDINGS = [
    ("I don't really drink coffee these days", "coffee"),
    ("I've fallen out of love with running", "running"),
    ("Honestly I'm kind of over sushi", "sushi"),
    ("I stopped liking cats", "cats"),
    ("I don't drink coffee anymore", "coffee"),
    ("I used to love jazz but now I can't stand it", "jazz"),
    ("I've gone off sushi", "sushi"),
    ("I'm over reality TV", "reality TV"),
    ("I quit smoking last year", "smoking"),
    ("I no longer run in the mornings", "run"),
    ("I stopped going to the gym", "going to the gym"),
    ("I'm done with Marvel movies", "Marvel movies"),
    ("I gave up sugar in January", "sugar"),
    ("Not into anime anymore", "anime"),
    ("I used to swim every day, not anymore", "swim"),
    ("I've lost interest in chess", "chess"),
    ("I'm not really into video games these days", "video games"),
    ("I kicked the habit of snacking at night", "snacking at night"),
]

ZH_ENDINGS = [
    ("我对咖啡没那么热衷了", "咖啡"),
    ("我现在一点也不喜欢猫了", "猫"),
    ("我不再喝咖啡了", "咖啡"),
    ("我戒烟了", "烟"),
    ("我已经不喜欢爵士乐了", "爵士乐"),
    ("火锅吃腻了", "火锅"),
    ("我以前喜欢看动漫，现在不看了", "动漫"),
    ("我现在不跑步了", "跑步"),
    ("我对游戏没兴趣了", "游戏"),
    ("奶茶我戒了", "奶茶"),
    ("我早就不玩王者荣耀了", "王者荣耀"),
    ("我最近不怎么看电视剧了", "电视剧"),
    ("我已经不爱吃甜的了", "甜"),
    ("我对咖啡失去兴趣了", "咖啡"),
]

EN_NOT_MINE = [
    "My alarm goes off at 6 every day",
    "We have standup every morning",
    "I have a meeting every Monday at 9",
    "I usually have no idea what to cook",
    "Wow, Mel, family love and support is the best!",
    "I'm always down for something new",
    "I typically hold it for a minute",
    "I generally don't get competitive",
    "The weather is the best today",
    "I could eat a horse",
    "Sarah thinks jazz is awful",
    "My sister got a puppy and I love it",
    "Do you like jazz?",
    "My wife loves sushi",
    "If I liked coffee I'd go to that café",
    "I'd love to visit Japan one day",
    "I would love a coffee right now",
    "I like that idea",
    "Would you like some tips?",
    "I love it!",
    'My boss said "I hate video calls"',
    "Looks like rain today",
    "I felt like crying",
    "They love hiking",
    "I went for a run this morning",
    "My sister runs every morning",
    "The gym opens every day at 6",
    "I'm tired every day",
    "Do you work out every day?",
    "I should go to the gym more often",
    "If I had time I'd swim every day",
    "The bus comes every ten minutes",
    "Every day is a new adventure",
    "My boss always emails late at night",
    "Which do you prefer, tea or coffee?",
    "Does anyone actually enjoy Mondays?",
]

ZH_NOT_MINE = [
    "我每天都很忙",
    "我每周一都要开例会",
    "闹钟每天六点响",
    "我通常是晚上比较有空",
    "我怕他生气",
    "我是个球迷",
    "你喜欢川菜吗？",
    "我老婆特别喜欢猫",
    "如果我喜欢咖啡就好了",
    "他是个球迷",
    "我老板说“我讨厌开会”",
    "我今天早上去跑步了",
    "我妹妹每天都跑步",
    "健身房每天六点开门",
    "你每天都跑步吗？",
    "我应该每天运动",
    "如果有时间我会每天游泳",
    "公交车每十分钟一班",
    "我朋友超爱吃辣",
    "你平时周末一般干什么？",
]

_TASTE = {"like", "dislike", "habit"}


def _has(found: set[tuple[str, str]], slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in found)


@pytest.mark.parametrize(("said", "liked"), EN_LIKES)
def test_an_english_like(said: str, liked: str) -> None:
    assert _has(en_slots(said), "like", liked)


@pytest.mark.parametrize(("said", "liked"), ZH_LIKES)
def test_a_chinese_like(said: str, liked: str) -> None:
    assert _has(zh_slots(said), "like", liked)


@pytest.mark.parametrize(("said", "disliked"), EN_DISLIKES)
def test_an_english_dislike(said: str, disliked: str) -> None:
    assert _has(en_slots(said), "dislike", disliked)


@pytest.mark.parametrize(("said", "disliked"), ZH_DISLIKES)
def test_a_chinese_dislike(said: str, disliked: str) -> None:
    assert _has(zh_slots(said), "dislike", disliked)


@pytest.mark.parametrize(("said", "habit"), EN_HABITS)
def test_an_english_habit(said: str, habit: str) -> None:
    assert _has(en_slots(said), "habit", habit)


@pytest.mark.parametrize(("said", "habit"), ZH_HABITS)
def test_a_chinese_habit(said: str, habit: str) -> None:
    assert _has(zh_slots(said), "habit", habit)


def _ended(fills: list[tuple[str, str, str]], thing: str) -> bool:
    return any(
        slot == "ending" and (values_match(thing, obj) or thing.lower() in value.lower())
        for slot, value, obj in fills
    )


@pytest.mark.parametrize(("said", "thing"), EN_ENDINGS)
def test_an_english_ending(said: str, thing: str) -> None:
    fills = en.parse(said, MONDAY)
    assert _ended([(f.slot, f.value, str(f.extra.get("object", ""))) for f in fills], thing)


@pytest.mark.parametrize(("said", "thing"), ZH_ENDINGS)
def test_a_chinese_ending(said: str, thing: str) -> None:
    fills = zh.parse(prepare(said), MONDAY)
    assert _ended([(f.slot, f.value, str(f.extra.get("object", ""))) for f in fills], thing)


@pytest.mark.parametrize("said", EN_NOT_MINE)
def test_no_english_taste_of_the_user(said: str) -> None:
    assert not {slot for slot, _ in en_slots(said)} & _TASTE


@pytest.mark.parametrize("said", ZH_NOT_MINE)
def test_no_chinese_taste_of_the_user(said: str) -> None:
    assert not {slot for slot, _ in zh_slots(said)} & _TASTE


TURNED = [
    (("I can't stand cilantro", "Turns out cilantro is fine, I kind of like it now"), "cilantro"),
    (("I hate olives", "I used to hate olives but now I love them"), "olives"),
    (("I hate olives", "Olives have grown on me"), "olives"),
    (("我讨厌香菜", "以前不喜欢吃香菜，现在爱上了"), "香菜"),
    (("我不喜欢猫", "自从家里来了橘子，我彻底变成猫奴了"), "猫"),
]


def _tastes(said: tuple[str, ...]) -> set[tuple[str, str]]:
    found = [learned_from(memory) for memory in memories(*said)]
    return {(f.slot, f.value) for f in found if f is not None and f.active}


@pytest.mark.parametrize(("said", "thing"), TURNED)
def test_a_dislike_that_turns_into_a_like(said: tuple[str, ...], thing: str) -> None:
    active = _tastes(said)
    assert _has(active, "like", thing)
    assert not _has(active, "dislike", thing)


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        (("I love horror movies", "Horror movies scare me now"), "horror movies"),
        (("我很喜欢猫", "我现在一点也不喜欢猫了"), "猫"),
    ],
)
def test_a_like_that_turns_into_a_dislike(said: tuple[str, ...], thing: str) -> None:
    active = _tastes(said)
    assert _has(active, "dislike", thing)
    assert not _has(active, "like", thing)


@pytest.mark.parametrize(
    ("said", "old", "new"),
    [
        (("I run every morning", "These days I run in the evenings instead"), "run every morning",
         "run in the evenings"),
        (("我每天早上跑步", "我现在每天晚上跑步"), "每天早上跑步", "每晚跑步"),
    ],
)  # fmt: skip
def test_a_habit_said_again_with_a_change_word_replaces_the_old(
    said: tuple[str, ...], old: str, new: str
) -> None:
    active = {(s, v) for s, v in _tastes(said) if s == "habit"}
    assert _has(active, "habit", new)
    assert not any(values_match(old, value) for _, value in active)
