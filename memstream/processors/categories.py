"""Categories of things people like, do and give up (data), in English and Chinese.

A negation names what ends in its own words ("I'm done with alcohol", 我戒烟了), often not
the words of the first statement ("I love a glass of red wine", 我每天抽一包烟). Both are
mapped to the categories their words belong to, so the consolidator can tell that one
ends the other.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

CATEGORIES: Final[dict[str, frozenset[str]]] = {
    name: frozenset(words.split())
    for name, words in {
        "alcohol": """alcohol booze wine wines beer beers whisky whiskey
            vodka gin rum tequila cocktail cocktails ipa ipas lager ale champagne prosecco
            sake bourbon 酒 喝酒 啤酒 红酒 白酒 葡萄酒 威士忌 黄酒 小酒 喝点 鸡尾酒""",
        "smoking": """smoke smoking smoker smokes cigarette cigarettes cigs pack packs cigar
            cigars vape vaping 烟 抽烟 吸烟 香烟 电子烟 一包烟""",
        "coffee": """coffee coffees espresso latte lattes cappuccino caffeine 咖啡 拿铁 美式""",
        "soda": """soda sodas coke cola pepsi pop soft sugary 可乐 汽水 碳酸饮料 饮料 奶茶""",
        "meat": """meat meats chicken beef pork steak bacon ham burger burgers vegetarian
            vegan pescatarian plant-based 肉 吃肉 荤 素 吃素 素食 素食者 牛肉 猪肉""",
        "dairy": """dairy milk cheese butter yogurt lactose dairy-free vegan 牛奶 奶制品 乳制品
            奶酪""",
        "gluten": """gluten gluten-free bread wheat celiac 麸质 无麸质 面食""",
        "sugar": """sugar sweets candy dessert desserts chocolate 糖 甜食 零食 甜品""",
        "gaming": """game games gaming 游戏 打游戏 王者 lol league""",
        "social": """twitter instagram tiktok facebook reddit 微博 抖音 朋友圈 小红书""",
        "running": """run running runs jog jogging 跑步 晨跑 夜跑""",
        "gym": """gym workout workouts lifting weights 健身 健身房 撸铁""",
        "music": """guitar piano violin drums ukulele 吉他 钢琴 小提琴 鼓""",
        "tea": """tea teas matcha 茶 奶茶 绿茶 红茶""",
        "spicy": """spicy chili chilli hot 辣 吃辣 辣的 麻辣""",
    }.items()
}


def categories_of(words: Iterable[str]) -> set[str]:
    """The categories any of these (lower-case) words belongs to, as `cat:<name>` terms."""
    found = set()
    for word in words:
        for name, members in CATEGORIES.items():
            if word in members:
                found.add(f"cat:{name}")
    return found


def categories_in(text: str) -> set[str]:
    """The categories whose Chinese words occur anywhere in a text (Chinese is not spaced)."""
    return {
        f"cat:{name}"
        for name, members in CATEGORIES.items()
        if any(not word.isascii() and word in text for word in members)
    }
