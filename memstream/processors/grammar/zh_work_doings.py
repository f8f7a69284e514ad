"""Chinese work said by what one does for a living (issue 22, round 44): the doing done for
someone (给一家香港的设计公司画插画), as one's trade (以教书为业) or as one's living (靠开网约车
为生). The role is the doer of that doing, kept as data (`DOERS`: 画插画 → 插画师, 教书 → 教师).

A doing alone ("我周末画插画") is a pastime, not a job: only these three frames read it, and
only of the user (no one else named before it), never in a question, a wish or a past.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects, zh_work
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_subjects import is_place, someone_in

NOT_NOW: Final = "以前|之前|当年|那时|那会|曾经|年轻时|小时候|想|打算|如果|吗|？|\\?|他|她"
"""Words before a doing that make it no job now: the past, a wish, a question, someone else."""
DOERS: Final = {
    "画插画": "插画师",
    "画画": "画师",
    "写代码": "程序员",
    "写程序": "程序员",
    "写文案": "文案",
    "写小说": "作家",
    "剪头发": "理发师",
    "理发": "理发师",
    "做账": "会计",
    "记账": "会计",
    "教书": "教师",
    "说相声": "相声演员",
    "唱戏": "戏曲演员",
    "拉大提琴": "大提琴手",
    "弹钢琴": "钢琴师",
    "送快递": "快递员",
    "送外卖": "外卖员",
    "开出租": "出租车司机",
    "开网约车": "网约车司机",
    "开货车": "货车司机",
    "开大车": "货车司机",
    "打鱼": "渔民",
    "捕鱼": "渔民",
    "种地": "农民",
    "种田": "农民",
    "翻译": "翻译",
    "拍照": "摄影师",
    "拍视频": "视频博主",
    "做翻译": "翻译",
    "做设计": "设计师",
    "修车": "汽修工",
    "带团": "导游",
    "做饭": "厨师",
}
"""What one does for a living and the one who does it."""
_DOING: Final = "|".join(sorted(DOERS, key=len, reverse=True))
_FRAMES: Final = (
    re.compile(
        r"给(?:一家|一个|几家|好几家)?[\u4e00-\u9fffA-Za-z]{0,10}?"
        r"(?:公司|工作室|人家|客户|别人|老板|机构|工厂|出版社|杂志|平台|店)(?:们)?"
        r"(?:做|当)?(?P<d>" + _DOING + r")"
    ),
    re.compile(r"以(?P<d>" + _DOING + r")为(?:业|生)"),
    re.compile(r"靠(?P<d>" + _DOING + r")(?:为生|吃饭|养家|谋生|过日子)"),
)
"""The frames that make a doing one's work (see the module)."""
_UNREAL: Final = re.compile(r"想|希望|如果|要是|假如|梦想|以前|之前|退休前|曾经|当年|吗|？|\?")


def doing_for_a_living(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the doer of a doing done for a living (see the module), when no role
    of the user's was read."""
    if any(f.subject == "user" and f.slot == "role" for f in fills):
        return fills
    for frame in _FRAMES:
        found = frame.search(text)
        if found is None:
            continue
        start = text.rfind("，", 0, found.start()) + 1
        before = text[start : found.start()]
        if _UNREAL.search(text[start : found.end()]) or someone_in(before):
            continue
        if before.endswith(("在", "正在", "要", "得", "帮")):
            continue  # 我在给客户写文案: a task under way, not one's work
        return [*fills, Fill("role", DOERS[found["d"]])]
    return fills


TRADE_VERBS: Final = {
    "坐诊": "",
    "出诊": "",
    "出门诊": "",
    "下井": "",
    "上团课": "",
    "带私教": "",
    "带课": "",
    "值夜班": "",
    "开地铁": "地铁司机",
}
"""Verbs of a trade done at one's workplace (在华西医院坐诊, 在大同煤矿下井) and the doer when
the verb names one; a line driven (开三号线) makes a train driver."""
_AT_TRADE: Final = re.compile(
    r"在(?P<org>[\u4e00-\u9fffA-Za-z]{2,14}?)(?P<v>"
    + "|".join(sorted(TRADE_VERBS, key=len, reverse=True))
    + r"|开[一二三四五六七八九十\d]{1,3}号线)"
)


def trade_at(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the organisation one does a trade's work at (在成都中医药大学附属医院坐诊,
    在广州地铁开三号线), named by its kind or known, when no employer was read; with the doer
    a line driven names (地铁司机) when no role was read."""
    found = _AT_TRADE.search(text)
    if found is None:
        return fills
    misread = found["org"] + found["v"]  # 华西医院坐诊: the verb read into the name
    fills = [f for f in fills if not (f.slot == "employer" and f.value.startswith(misread))]
    mine = {f.slot for f in fills if f.subject == "user"}
    if "employer" in mine:
        return fills
    start = max(text.rfind(mark, 0, found.start()) for mark in "，,。；;！!") + 1
    if _UNREAL.search(text[start : found.end()]) or someone_in(text[start : found.start()]):
        return fills
    named = zh_work.org_named_by_kind(found["org"])
    if not named and zh_work.org_after_place(found["org"]):
        named = [found["org"]]  # 成都中医药大学附属医院: a town before a long name
    if not named:
        return fills
    verb = found["v"]
    doer = "地铁司机" if verb.startswith("开") and "地铁" in named[0] else TRADE_VERBS.get(verb, "")
    added = [Fill("employer", named[0])]
    return [*fills, *added, *([Fill("role", doer)] if doer and "role" not in mine else [])]


# --- A trade said by its doing: where one does it (在南宁做…的) or how long -------

_YEARS: Final = (
    r"(?:都|也|已经|有)?(?:快|近|差不多)?"
    r"(?:[一二三四五六七八九十两几\d]{1,3}|十来|十几|二十多|好几)来?年"
)
"""How many years one has done it (十年了, 十来年, 二十多年)."""
_OPENER: Final = r"(?:^|(?<=[我俺咱是就\s，,]))"
TRADE_DOING_VERBS: Final = "搓炼种修卖烤焊杀宰摆编绣磨补裱锻"
"""Verbs a trade's doing opens with, said at a place and for years (在澡堂子搓澡十来年了,
在迁安钢厂炼钢二十年): a pastime's verbs (跑, 学, 练, 玩, 写) are never among them."""
_TRADE_SAID: Final = (
    re.compile(
        _OPENER + r"在(?P<p>[\u4e00-\u9fffA-Za-z]{2,10}?)(?P<v>做|干|搞)"
        r"(?P<x>[\u4e00-\u9fffA-Za-z]{2,8}?)的(?=$|[，,。！!；;\s])"
    ),
    re.compile(
        _OPENER + r"在(?P<p>[\u4e00-\u9fffA-Za-z]{2,10}?)(?P<v>[卖修种养摆开])"
        r"(?P<x>[\u4e00-\u9fffA-Za-z]{2,6}?)的(?=$|[，,。！!；;\s])"
    ),
    re.compile(r"(?P<x>[\u4e00-\u9fffA-Za-z]{2,8}?)这行(?:干|做|搞)了?" + _YEARS),
    re.compile(
        _OPENER
        + r"(?:在(?P<p>[\u4e00-\u9fff]{2,10}?)(?P<v>干|做|搞)|(?P<w>干|搞))(?!了|过|这|那|什么|啥)"
        r"(?P<x>[\u4e00-\u9fffA-Za-z]{2,6}?)" + _YEARS
    ),
    re.compile(
        _OPENER + r"在(?P<p>[\u4e00-\u9fff]{2,8}?)(?P<v>[" + TRADE_DOING_VERBS + r"])"
        r"(?P<x>[\u4e00-\u9fff]{1,3}?)[，,]?" + _YEARS
    ),
)
"""The frames that say a trade by its doing (see `trade_doing`)."""
PLACED_TRADE_VERBS: Final = TRADE_DOING_VERBS + "割采捞酿养"
"""Verbs of a trade said at a town or a workplace alone, with no years and no 的 (在海南割橡胶,
在老家养猪): the trade verbs and those of farm, mine and cellar work."""
_PLACED_TRADE: Final = re.compile(
    r"(?:^|(?<=[我俺咱\s，,]))(?:现在|目前|一直|还|也|平时|主要|就)*在"
    r"(?P<p>[\u4e00-\u9fff]{2,8}?)(?:里|上)?(?P<v>[" + PLACED_TRADE_VERBS + r"])"
    r"(?P<x>[\u4e00-\u9fff]{1,4}?)(?=$|[，,。！!；;\s])"
)
"""A trade's doing at a place that ends its clause (我在菜市场卖猪肉, 现在在义乌卖袜子): the place
must be a town or a workplace (`_WORKPLACE`), never a home (阳台, 院子, 家里)."""
_WORKPLACE: Final = re.compile(
    r"(?:店|厂|车间|工地|市场|菜场|集市|商场|超市|酒店|饭店|饭馆|餐厅|房|坊|园|场|矿|矿上|湖|码头|港"
    r"|村|镇|县|乡|县城|镇上|村里|山里|地里|田里|老家|大棚)$"
)
"""How a workplace or a place of farm work ends (菜市场, 面包房, 果园, 盐湖, 老家)."""
_HOME: Final = re.compile(
    r"^(?:家|家里|自家|屋里|阳台|院子|院里|楼顶|楼下|小区|花园|花坛|网上|线上)"
)
"""Places of a pastime or of online selling, no trade (阳台, 院子, 网上)."""


_NOT_PLACED: Final = re.compile(
    r"^(?:养(?:病|老|伤|身体|胎|神|生|膘)|补(?:牙|课|觉|钙|习|办|交|票|卡)|修(?:养|行|身|仙)"
    r"|磨(?:合|蹭|洋工)|卖(?:萌|惨|关子|力|乖|弄)|摆(?:烂|拍|谱|架子)|烤(?:火|肉|串)|种(?:牙|草)|锻炼|杀(?:价|时间)"
    r"|磨牙|补妆)"
)
"""Doings of a patient, a customer or a mood, no trade (在医院养病, 在医院补牙, 在宿舍摆烂)."""


_NOT_A_PLACE: Final = re.compile(r"[个开想]|琢磨|考虑|打算|准备|计划|寻思|合计")
"""What no place holds: a measure word or a verb of opening or of weighing (琢磨开个淘宝店)."""


def _placed(found: re.Match[str]) -> bool:
    """Whether the place of `_PLACED_TRADE` is a town or a workplace (see the frame), and
    the doing no patient's or customer's."""
    where = found["p"]
    if _HOME.match(where) or _NOT_PLACED.match(found["v"] + found["x"]):
        return False
    if _NOT_A_PLACE.search(where) or re.search(r"[店铺馆厂]$", found["x"]):
        return False  # 在琢磨开个淘宝店卖…: a wish; 在遵义开手机维修店: the shop, read apart
    return bool(_WORKPLACE.search(where) or zh_objects.place(where) or is_place(where))


_NOT_TRADES: Final = re.compile(
    r"^(?:饭|家务|作业|运动|生意|事|事情|东西|工作|兼职|这个|那个)$|[了做干搞过着呢吗吧]|[学看听买吃喝玩用]$"
)
"""What follows a doing verb but is no trade (做饭, 干活, 做了)."""


def _doing_said(found: re.Match[str]) -> str:
    """The trade a frame's match says: the doing after 做 / 干 / 搞 alone, another verb with
    its object (and 的 when said: 卖钵钵鸡的)."""
    verb = found.groupdict().get("v") or found.groupdict().get("w") or ""
    if verb in ("", "做", "干", "搞"):
        return found["x"]
    if verb == "开" and zh_work.business(found["x"]):
        return zh_work.business(found["x"])[0]  # 开民宿的: 民宿老板
    return verb + found["x"] + ("的" if found.group(0).endswith("的") else "")


def trade_doing(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the trade a user's clause says by its doing, when no role of the
    user's was read: done at a place and named with 的 (我在南宁做高空外墙清洗的, 我是在乐山卖
    钵钵鸡的) or done for years (斫琴这行干了十一年, 干电梯维保十年了, 在澡堂子搓澡，十来年了)."""
    if any(f.subject == "user" and f.slot == "role" for f in fills):
        return fills
    for frame in (*_TRADE_SAID, _PLACED_TRADE):
        for found in frame.finditer(text):
            start = max(text.rfind(mark, 0, found.start()) for mark in "，,。；;！!") + 1
            clause = text[start : found.end()]
            if _UNREAL.search(clause) or someone_in(text[start : found.start()]):
                continue
            if frame is _PLACED_TRADE and not _placed(found):
                continue  # 我在阳台种花, 我在家养猫: a pastime at home
            said = _doing_said(found)
            if _NOT_TRADES.search(found["x"]) or (found.groupdict().get("p") or "") in (
                "家",
                "家里",
            ):
                continue
            kept = [f for f in fills if not (f.slot == "skill" and f.value.endswith("这行"))]
            return [*kept, Fill("role", said)]
    return fills
