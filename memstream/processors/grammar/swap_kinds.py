"""Kinds of things one likes or does, kept as data, English and Chinese: a switch to a thing
of the same kind as a like or habit stated before replaces it ("I love coffee", then "I
switched to tea"; 我每天跑步, then 现在改成跳绳了), while a switch to a thing of another
kind ("switched to Linux") leaves it alone.

Pure: `kind_of` names the kind of a value, or "" when no word of it is known.
"""

from __future__ import annotations

from typing import Final

_KINDS: Final[dict[str, str]] = {
    "drink": """coffee coffees tea teas matcha espresso latte lattes cappuccino americano
        decaf chai kombucha juice smoothie smoothies soda cola coke water milk oat-milk cocoa
        beer wine whisky whiskey gin vodka cider rooibos herbal 咖啡 拿铁 美式 茶 绿茶 红茶 奶茶
        果汁 可乐 啤酒 红酒 白酒 豆浆 牛奶 咖啡因 白开水 热水 气泡水 柠檬水 花茶""",
    "exercise": """run running runs jog jogging jogs swim swimming swims cycle cycling bike
        biking yoga pilates gym lifting weights crossfit climbing bouldering boxing rowing
        hiking walk walking walks tennis padel squash badminton basketball football soccer
        volleyball golf skating skiing surfing dance dancing spin spinning hiit zumba
        跑步 慢跑 夜跑 晨跑 游泳 骑车 骑行 瑜伽 普拉提 健身 撸铁 攀岩 拳击 划船 徒步 散步 快走
        网球 羽毛球 乒乓球 篮球 足球 排球 高尔夫 滑板 滑雪 冲浪 跳舞 跳绳 动感单车 爬山 太极""",
    "screen": """netflix youtube tiktok instagram twitter reddit gaming games video-games
        刷抖音 抖音 刷手机 打游戏 游戏 微博 小红书 b站 追剧""",
    "reading": """novels books audiobooks podcasts kindle comics manga 看书 小说 有声书 播客
        漫画""",
}  # fmt: skip
"""Each kind and the words of its members."""
_EN: Final[dict[str, str]] = {
    word: kind for kind, said in _KINDS.items() for word in said.split() if word.isascii()
}
_ZH_PAIRS: Final = [
    (word, kind) for kind, said in _KINDS.items() for word in said.split() if not word.isascii()
]
_ZH: Final[tuple[tuple[str, str], ...]] = tuple(sorted(_ZH_PAIRS, key=lambda pair: -len(pair[0])))
"""Chinese words, longest first (跑步 before 步)."""


def kind_of(value: str, chinese: bool) -> tuple[str, str]:
    """(the kind of the value, the word of it that names it), or ("", "")."""
    if chinese:
        return next(((kind, word) for word, kind in _ZH if word in value), ("", ""))
    for word in value.lower().replace("-", " ").split():
        if word in _EN:
            return _EN[word], word
    return "", ""
