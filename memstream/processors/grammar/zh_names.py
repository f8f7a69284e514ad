"""Chinese names the short-name readers leave: a compound surname and its given name
(欧阳娜娜娜, 上官婉儿), a transliterated or minority name (阿布都热依木, 迪丽热巴), a name run on
into the next clause with no comma (我叫李卫东是个电工, 我叫Kelly 在上海做花艺师), and a name
said as surname and given name after the surname alone was read (本人姓邵名立新). The name
must follow a word that introduces one (叫, 名叫, 本人; 是 only before a compound surname)."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects

COMPOUND_SURNAMES: Final = tuple(
    """欧阳 司马 诸葛 上官 东方 皇甫 令狐 司徒 慕容 夏侯 尉迟 公孙 长孙 宇文 独孤 端木 南宫 西门
    轩辕 呼延 澹台 申屠 拓跋 完颜 百里 东郭 闻人 赫连 钟离 太史 濮阳 淳于 万俟 公冶 仲孙""".split()
)
"""Two-character surnames (欧阳, 上官): the name after them has one to three characters."""

TRANSLITERATING: Final = frozenset(
    """阿 布 都 热 依 木 买 提 古 丽 迪 巴 娜 扎 尔 克 斯 特 罗 莫 伊 力 拉 吾 艾 尼 亚 汗 赛 努
    哈 萨 江 别 托 玛 德 图 格 日 勒 其 苏 乌 兰 朝 鲁 吉 雅 琪 安 莉 莎 卡 塔 琳 诺 维 奇 夫
    卢 米 帕 曼 次 仁 西 多 卓 央 旺 姆 达 瓦 顿 珠 加 措 索 南 曲 丹 增 白 孜 合 麦 穆 罕 默
    尤 素 甫 库 来 沙 吐 逊 玉 普 夏 坎 佳 娃 噶 桑 嘎 贡 泽 琼 宗 那 和 赫 宝 音 根 呼 敖 包
    瑞 奥 伯 基 娅 丝 黛 露 芙 凯 蒂 杰 森 汤 彼 得 保 约 翰 詹""".split()
)
"""Characters that spell names by sound (Uyghur, Tibetan, Mongolian and foreign names:
阿布都热依木, 尼玛次仁, 乌力吉, 安娜): a long name of these alone reads as one name."""

_INTRO: Final = (
    r"(?:^|(?<=[，,。！!；;：:\sA-Za-z]))(?:我|俺|本人|在下|鄙人)"
    r"(?:叫|名叫|叫做)"
)
"""What introduces the user's name: 叫 after the user (a bare 叫 names the clause before's
subject: 我老婆是法国人，叫Claire)."""
_NAMED: Final = re.compile(
    _INTRO + r"(?P<v>[\u4e00-\u9fff]{2,10}|[A-Z][a-zA-Z]+)"
    r"(?P<rest>$|[，,。！!；;～~\s]|是|在|今年|[\d一二三四五六七八九十两]{2,3}岁|啦|哈|呀|的)"
)
"""A name after 叫 and what follows it: a stop, a space or the next clause's first word."""
_COMPOUND_SAID: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;：:\s]))(?:(?:我|俺)(?:是|叫|名叫)|本人(?:是|叫)?)"
    r"(?P<v>(?:" + "|".join(COMPOUND_SURNAMES) + r")[\u4e00-\u9fff]{1,3})(?=$|[，,。！!；;～~\s])"
)
_RUN_ON: Final = re.compile(r"是(?:个|一个|一名|名|一位|做|干|搞|开)|在|今年")
"""Where the clause after a name begins when no comma parts them (李卫东是个电工)."""
_SURNAME_GIVEN: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;：:\s]))(?:我|本人|鄙人|在下|免贵|小弟|小女子)?姓"
    r"(?P<s>(?:" + "|".join(COMPOUND_SURNAMES) + r")|[\u4e00-\u9fff])名"
    r"(?P<g>[\u4e00-\u9fff]{1,2})(?=$|[，,。！!；;～~\s、]|今年|[\d一二三四五六七八九十两]{1,3}岁)"
)
_DENIED: Final = re.compile(r"不|别|没|吗|？|\?|如果|要是|假如|他|她")


def long_name(text: str) -> list[str]:
    """The user's name the short-name readers leave: a compound surname's name, a long name
    spelled by sound, or a name run on into the next clause."""
    for found in _COMPOUND_SAID.finditer(text):
        if not _DENIED.search(text[: found.start()]):
            return [found["v"]]
    for found in _NAMED.finditer(text):
        if _DENIED.search(text[: found.start()]):
            continue
        name = _name_in(found["v"])
        if name:
            return [name]
    return []


def _name_in(said: str) -> str:
    """The name `said` holds: itself when it is a Latin name or spelled by sound, else the
    full name before a clause run on after it."""
    if said.isascii():
        return said
    if len(said) >= 3 and all(char in TRANSLITERATING for char in said):
        return said
    for cut in _RUN_ON.finditer(said):
        head = said[: cut.start()]
        if 2 <= len(head) <= 4 and zh_objects.full_name(head) == [head]:
            return head
    return ""


def surname_and_given(text: str) -> str:
    """A whole name said as surname then given name (姓邵名立新, 姓欧阳名修), else ""."""
    found = _SURNAME_GIVEN.search(text)
    if found is None or _DENIED.search(text[: found.start()]):
        return ""
    return found["s"] + found["g"]


ADDRESS_TITLES: Final = tuple(
    "工 总 姐 哥 老师 师傅 叔 姨 老板 医生 大夫 律师 博士 教授 主任".split()
)
"""Titles a name is said with when one asks to be called by it (王工, 萍姐, 陈老师)."""
_CALLED_BY_TITLE: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;：:\s]|[你您就都也])|(?<=直接|可以|以后|平时))(?:叫|喊|称呼)我"
    r"(?P<v>[\u4e00-\u9fff]{1,2}?(?:" + "|".join(ADDRESS_TITLES) + r"))"
    r"(?=$|[，,。！!～~\s]|就行|就好|吧|好了|哈)"
)


def called_by_title(text: str) -> list[str]:
    """The name one asks to be called when it is a name with a title (叫我王工就行, 你以后也叫我
    萍姐吧): what the user goes by, so the name."""
    found = _CALLED_BY_TITLE.search(text)
    if found is None or _DENIED.search(text[: found.start()]):
        return []
    head = found["v"][: -len(next(t for t in ADDRESS_TITLES if found["v"].endswith(t)))]
    return [found["v"]] if head and not re.search(r"[我你他她这那的]", head) else []


ORDERED: Final = frozenset(
    "外卖 车 快递 出租 出租车 网约车 救护车 滴滴 代驾 跑腿 闪送 保洁 家政".split()
)
"""What one calls for with 叫 (叫外卖, 叫车): a service ordered, never a name."""
_CALLED_FOR: Final = re.compile(r"(?:帮我|给我|替我)叫|叫(?:了|过|个|一个|一辆|辆|份|一份)")


def called_for(text: str, name: str) -> bool:
    """True when `name` read after 叫 is a thing called for (我叫外卖了, 我叫了外卖, 帮我叫个车),
    not what the user is called."""
    if name.lstrip("了个一辆份") in ORDERED or name[:1] in "了个":
        return True
    return any(name in text[f.end() : f.end() + 8] for f in _CALLED_FOR.finditer(text))
