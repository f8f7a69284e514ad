"""Categories of things people like, do and give up (data), in English and Chinese.

A negation names what ends in its own words ("I'm done with alcohol", 我不喝甜的了), often
not the words of the first statement ("I love a glass of red wine", 我爱喝奶茶). Each
category has general words (alcohol, 酒, sweet things, 甜的) and member words (wine, beer,
奶茶); a category may sit inside a broader one (soda and milk tea are sugary). An item
belongs to the categories of all its words and their broader ones; a negation names a
category only by its general words. So "no alcohol" ends "red wine", 不喝甜的 ends 奶茶,
but "I quit beer" does not end "red wine", nor "no more soda" end "chocolate".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

_WORDS: Final[dict[str, tuple[str, str]]] = {
    # category: (general words, member words)
    "alcohol": (
        "alcohol booze liquor alcoholic 酒 喝酒 戒酒 酒精 烟酒 饮酒",
        """wine wines beer beers whisky whiskey vodka gin rum tequila cocktail cocktails ipa
        ipas lager ale champagne prosecco sake bourbon cider 啤酒 红酒 白酒 葡萄酒 威士忌 黄酒
        小酒 鸡尾酒 米酒 清酒""",
    ),
    "smoking": (
        "smoke smoking smoker smokes tobacco nicotine 烟 抽烟 吸烟 戒烟 香烟 烟酒",
        "cigarette cigarettes cigs pack packs cigar cigars vape vaping pipe 电子烟 一包烟 雪茄",
    ),
    "coffee": (
        "coffee coffees caffeine 咖啡 喝咖啡 咖啡因",
        "espresso latte lattes cappuccino americano mocha 拿铁 美式 卡布奇诺",
    ),
    "soda": (
        "soda sodas pop fizzy 汽水 碳酸饮料",
        "coke cola pepsi sprite fanta 可乐 雪碧 芬达",
    ),
    "milk_tea": ("", "boba bubble 奶茶 珍珠奶茶"),
    "sugar": (
        """sugar sugary sweets sweet candy dessert desserts 糖 甜 甜的 甜食 甜品 甜点 含糖
        吃糖 零食 饮料""",
        """chocolate chocolates cake cakes cookies cookie donuts ice-cream 巧克力 蛋糕 冰淇淋
        糖果 果汁 奶茶""",
    ),
    "meat": (
        "meat meats 肉 吃肉 荤 荤菜",
        "chicken beef pork steak bacon ham burger burgers lamb 牛肉 猪肉 鸡肉 羊肉 烤肉 火锅",
    ),
    "vegetarian": (
        "vegetarian veggie vegan 素 吃素 素食 纯素 素食主义者",
        "pescatarian plant-based",
    ),
    "dairy": (
        "dairy lactose 奶制品 乳制品",
        "milk cheese butter yogurt yoghurt ice-cream 牛奶 奶酪 芝士 酸奶",
    ),
    "gluten": ("gluten wheat 麸质 面食", "bread pasta noodles pizza 面包 面条 馒头"),
    "gaming": (
        "game games gaming gamer 游戏 打游戏 玩游戏 手游",
        "league lol fortnite minecraft valorant 王者 原神 吃鸡 lol",
    ),
    "social": (
        "social media 社交媒体",
        "twitter instagram tiktok facebook reddit 微博 抖音 朋友圈 小红书 快手",
    ),
    "running": ("run running runs jog jogging 跑步 晨跑 夜跑 跑", "marathon 马拉松"),
    "rising": ("早起 起床 起早 早睡早起 early-riser", ""),
    "gym": ("gym workout workouts 健身 健身房 撸铁", "lifting weights 举铁"),
    "music": (
        "instrument instruments 乐器",
        "guitar piano violin drums ukulele 吉他 钢琴 小提琴 鼓",
    ),
    "tea": ("tea teas 茶 喝茶", "matcha 奶茶 绿茶 红茶 乌龙 抹茶"),
    "spicy": ("spicy chili chilli 辣 吃辣 辣的 麻辣", "hot sauce 火锅 辣条"),
    "ball_games": (
        "球 看球 打球 踢球 球赛",
        "basketball football soccer nba cba 篮球 足球 英超 欧冠 世界杯 湖人 排球",
    ),
    "junk_food": (
        "junk fast-food 垃圾食品 快餐 油炸食品",
        "mcdonald's mcdonalds kfc fries 麦当劳 肯德基 汉堡 薯条 炸鸡",
    ),
}
_BROADER: Final[dict[str, tuple[str, ...]]] = {
    "soda": ("sugar",),
    "milk_tea": ("sugar", "tea"),
}
"""Categories that sit inside broader ones."""

_GENERAL: Final[dict[str, frozenset[str]]] = {
    name: frozenset(general.split()) for name, (general, _) in _WORDS.items()
}
_ALL: Final[dict[str, frozenset[str]]] = {
    name: frozenset((general + " " + members).split())
    for name, (general, members) in _WORDS.items()
}
CATEGORIES: Final = _ALL
"""Every word of each category, general and member."""


def _with_broader(names: set[str]) -> set[str]:
    found = set(names)
    for name in names:
        found.update(_BROADER.get(name, ()))
    return found


def _terms(names: Iterable[str]) -> set[str]:
    return {f"cat:{name}" for name in names}


def categories_of(words: Iterable[str]) -> set[str]:
    """The categories (and their broader ones) any of these lower-case words belongs to, as
    `cat:<name>` terms: what an item is."""
    listed = set(words)
    return _terms(_with_broader({name for name, members in _ALL.items() if listed & members}))


def categories_in(text: str) -> set[str]:
    """The categories whose Chinese words occur anywhere in a text (Chinese is not spaced),
    with their broader ones: what an item is."""
    names = {
        name
        for name, members in _ALL.items()
        if any(not word.isascii() and len(word) >= 2 and word in text for word in members)
    }
    return _terms(_with_broader(names))


def categories_named(words: Iterable[str]) -> set[str]:
    """The categories these words name by a general word ("alcohol", 酒, 甜的, 垃圾食品 however
    segmented): what a negation ends."""
    listed = list(words)
    joined = "".join(word for word in listed if not word.isascii())
    return _terms(
        {
            name
            for name, general in _GENERAL.items()
            if set(listed) & general or any(_inside(word, joined) for word in general)
        }
    )


_ANY: Final = ("a single ", "one single ", "a drop of ", "a sip of ", "any ", "an ", "a ")


def kind_of_any(said: str) -> str | None:
    """The general word of the kind one member names when said as "any one of it" ("a
    cigarette": smoking, "a drop of wine": alcohol): none of that kind at all; None for a bare
    member ("wine") or a word of no kind."""
    low = said.lower().strip()
    member = next((low[len(lead) :] for lead in _ANY if low.startswith(lead)), "")
    kinds = [name for name, words in _ALL.items() if member and member in words]
    return _GENERAL_WORD[kinds[0]] if len(kinds) == 1 and _GENERAL_WORD[kinds[0]] else None


_GIVEN_UP: Final = frozenset(
    "smoking alcohol coffee soda sugar junk_food social gaming meat".split()
)
"""Kinds people go without to give them up (a week without cigarettes, not without the gym)."""


def given_up_kind(said: str) -> bool:
    """True when what is gone without is of a kind people give up (smoking, alcohol, sugar,
    social media ...), not a routine paused."""
    words = said.lower().split()
    return any(name in _GIVEN_UP and set(words) & _ALL[name] for name in _ALL)


_GENERAL_WORD: Final = {name: (general.split() or [""])[0] for name, (general, _) in _WORDS.items()}
"""The first general word of each category (smoking: "smoke", alcohol: "alcohol")."""


def _inside(general: str, joined: str) -> bool:
    """A Chinese general word of two characters or more inside the words however they were
    segmented (垃圾食品 is 垃圾 + 食品)."""
    return not general.isascii() and len(general) >= 2 and general in joined
