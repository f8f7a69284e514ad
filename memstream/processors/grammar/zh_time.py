"""Chinese habits, dated plans and endings.

- A habit: a clause with a frequency (每天, 每周, 每晚, 天天, 一周三次, 周末, 平时, 一般) and an
  activity; the value is the clause from the frequency on.
- A plan: a clause with a date that is not in the past (下周五飞成都出差); the value is the
  clause without its date, the date resolved against the message time.
- An ending: 戒了, 戒掉, 不再, 已经不…了, 不X了, 卸了, 退坑, 改掉, 放弃 ... end what the clause
  names (its words are the negation's terms).
"""

from __future__ import annotations

import dataclasses
import re
from datetime import date
from typing import Final

from memstream.processors.dates import DateMention, find_dates, render
from memstream.processors.grammar import frequency_words as fw
from memstream.processors.grammar import spoken_gaps, value_patterns, zh_health, zh_people
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.dated_lists import dated_list
from memstream.processors.grammar.fills import CALLED_OFF_SLOTS, NEGATE, Fill
from memstream.processors.grammar.zh_seasons import with_seasons
from memstream.text import tokenize

_TIME_OF_DAY: Final = fw.ZH_TIME_OF_DAY
_PER_PERIOD: Final = fw.ZH_PER_PERIOD
_ON_A_WHIM: Final = fw.ZH_ON_A_WHIM
_FIRST_THING: Final = fw.ZH_FIRST_THING
_FREQUENCY: Final = re.compile(fw.ZH_FREQUENCY)
"""A frequency, or a routine adverb with a time of day (晚上经常去散步); the adverb alone is
not one (我经常忘带钥匙): `frequency_words.ZH_FREQUENCY`."""

_DOERS: Final = {
    "烟民": "抽烟",
    "烟鬼": "抽烟",
    "烟瘾": "抽烟",
    "酒鬼": "喝酒",
    "酒瘾": "喝酒",
    "网瘾": "上网",
}
"""Who has a pastime or a craving (老烟民, 烟瘾很大): a habit."""


_BARE_HABIT: Final = re.compile(r"^(?:我们|我)?(?:也|还|一直|平时)?(?P<h>抽烟|吸烟|喝酒|抽电子烟)$")


def doer_habits(clause: str) -> list[Fill]:
    """我是个老烟民, 我烟瘾很大, 我抽烟: the habit they name (not for 戒了 or 不再)."""
    if _ENDINGS.search(clause):
        return []
    if (bare := _BARE_HABIT.match(clause)) is not None:
        return [Fill("habit", bare.group("h"))]
    return [Fill("habit", habit) for word, habit in _DOERS.items() if word in clause][:1]


_NOT_HABIT: Final = re.compile(
    r"喜欢|讨厌|爱|过敏|工作|(?:在|去|到)[^，,。]{0,8}上班|^(?:我)?(?:每天)?(?:都)?上班|用|回答"
    r"|回复|说|住|在家办公|吃素|目标|计划|研究|加班|泡在"
    r"|应该|如果|要是|假如|希望|打算|争取|尽量|最好|开门|关门|营业|打烊|发车|一班|下雨"
    r"|表格|格式|缩进|列表|排版|[Mm]arkdown|开会|例会|闹钟|(?<!一)有空(?!就)|没空|[很太挺较]忙"
)
_PAST: Final = re.compile(
    r"上周|上个月|昨天|前天|去年|(?<!号|天|周|末|初|底|[一二三四五六日])(?:之前|以前)|刚才|已经"
)
"""What is over (之前 after a date is a deadline: 周三之前得交)."""
_PUT_OFF: Final = (
    r"吹了|(?:无限期|无限|暂时)(?:延期|推迟|延后|搁置)|(?:延期|推迟|延后)了[吧啊呢啦]?$|改天再(?:去|做|办|约)"
    r"|另行通知|暂停了|暂缓了|先放(?:一)?放|不了了之"
)
"""A plan put off with no day (团建延期了, 泰山改天再去吧, 比赛无限期推迟): the plan on its day
ends."""
_ENDINGS: Final = re.compile(
    r"戒了|戒掉|戒烟|戒酒|不再|已经不|卸了|卸载|退坑|不碰|改掉|停了|放弃|不练了|不打了|不看了|不追了"
    r"|不玩了|不刷了|不喝了|不吃了|不跑了|不抽了|做不到了|没再|(?<!就)好了|没犯|转卖|取关"
    r"|[打玩跑游骑练跳弹爬踢滑唱]不(?:了|动)了"
    r"|(?:群|队|团|班|搭子|局|社|小组|俱乐部|乐队)(?:也|都|已经|早就)?(?:散了|解散了|散伙了|黄了)"
    r"|不(?!用了|行了|知道了|好了|错了|早了|多了|少了|一样了|对了|得了|了了)(?:怎么|太|再)?"
    r"[\u4e00-\u9fff]{1,4}了[吧啊呢哈啦]?$"
    r"|(?<![月天年周久拜])没(?:怎么|再)?(?!事|用|辙|法|戏|问题|办法|时间|空|钱|电|网)"
    r"[\u4e00-\u9fff]{1,2}了[吧啊呢哈啦]?$"
    r"|走了|去世|没了|分手|离婚|送人了|送走了|过世|忘光|忘得差不多|全忘了|忘干净|忘完了"
    r"|(?:开始|恢复|又|重新|也)吃(?:点|一点|些)?(?:肉|荤|鱼|海鲜|鸡蛋|蛋|奶|奶制品|芝士|奶酪)|开荤"
    r"|(?:开始|恢复|又|重新|也|偶尔)(?:会)?喝(?:点|一点|些)?酒|[吃喝看玩听]?腻了|[吃喝看玩听]够了|换成|改成"
    r"|不过敏|没有?过敏|治好了|痊愈|康复了|恢复正常|正常了|控制住了|停药了|不犯了|没再犯|脱敏"
    r"|没(?:什么|啥)?兴趣了|不(?:太)?感兴趣了|提不起(?:兴趣|劲)|(?:好|很|挺|太|有点)?无聊了?$|没意思了"
    r"|(?:很少|几乎不|基本不)(?:再)?[看玩听吃喝打刷追碰抽用]了?"
    r"|黄了|搁置了|砍掉了|被砍了|就算了|删了|删掉了|卸掉了|告别了|(?:好久|很久|好多年|多年|好几年)没"
    r"|失去(?:了)?(?:兴趣|兴致)|早就不|早不|没(?:那么|以前那么|之前那么)(?:喜欢|爱|热衷|迷|感兴趣|上头)"
    r"|取消了|取消掉了|被取消了|泡汤了|退考了|弃考了|鸽了|(?:跟|和|与)[\u4e00-\u9fff]{1,4}离了(?!职)"
    rf"|{_PUT_OFF}"
    r"|(?:跟|和|与)[\u4e00-\u9fffA-Za-z]{1,6}?分了[吧啊呀啦]?$"
    r"|[\d一二两三四五六七八九十百几]+(?:天|周|个?星期|个?礼拜|个月|年)(?:都|一直|了)?没(?:再)?"
    r"(?:抽|喝|碰|沾)(?:过)?(?:一口|一根|一滴)?(?:烟|酒|饮料|可乐|奶茶|咖啡)"
)
_MEAT: Final = re.compile(
    r"(?:开始|恢复|又|重新|也)吃(?:点|一点|些)?(?P<food>肉|荤|鱼|海鲜|鸡蛋|蛋|奶制品|奶|芝士|奶酪)"
    r"|(?P<meat>开荤)"
    r"|(?:开始|恢复|又|重新|也|偶尔)(?:会)?喝(?:点|一点|些)?(?P<drink>酒)"
)
"""Eating a food again (又吃肉了, 现在也吃鱼了): the end of the diets that exclude it."""
_EXCLUDED_BY: Final = {
    "肉": ("vegetarian", "vegan", "pescatarian"),
    "荤": ("vegetarian", "vegan", "pescatarian"),
    "鱼": ("vegetarian", "vegan"),
    "海鲜": ("vegetarian", "vegan"),
    "酒": ("no alcohol",),
}
"""The diets a food ends (dairy and eggs end only a vegan diet)."""
_PEOPLE_ENDINGS: Final = {
    "分手": ("男朋友", "女朋友", "对象", "男友", "女友"),
    "离婚": ("老婆", "老公", "妻子", "丈夫", "爱人", "媳妇"),
}
_DIVORCED: Final = re.compile(r"(?:跟|和|与)[\u4e00-\u9fff]{1,4}离了(?!职)")
_SPLIT_UP: Final = re.compile(r"(?:跟|和|与)[\u4e00-\u9fffA-Za-z]{1,6}?分了[吧啊呀啦]?$")
"""A break-up said short (我和小吴分了): 分手."""
_ACTIVITIES: Final = {
    "跑": ("跑步",), "游": ("游泳",), "骑": ("骑车", "骑行", "自行车"), "滑": ("滑雪", "滑板"),
    "爬": ("爬山",), "弹": ("弹琴", "吉他", "钢琴"), "画": ("画画",), "唱": ("唱歌",),
    "跳": ("跳舞",), "抽": ("抽烟",),
}  # fmt: skip
"""A verb that is an activity by itself, and the words of that activity (不跑了 ends 跑步)."""
_WHEN_TERM: Final = re.compile(r"[\d一二两三四五六七八九十几半个月年天周前后久]+")
"""A word of how long or when (两个, 前): it names nothing that ends."""
_ACTIVITY_VERB: Final = re.compile(r"(?:不再?|没再|不怎么)(?P<v>[跑游骑滑爬弹画唱跳抽])了?")
_STOP: Final = frozenset(
    """已经 现在 最近 不 了 都 也 我 就 再 完全 基本 一口 一部 这个 习惯 东西 啥的 什么 没 那个 个
    还是 真的 一个 月 好几年 医生 说 基本上 怎么""".split()
)
_PART_OF_DAY: Final = "(?:上午|下午|晚上|早上|一早|中午|傍晚|凌晨)"
_PLAN_DROP: Final = re.compile(
    r"^(?:然后|接着|之后|完了|另外)(?:我们|我)?(?:还要|还得|还|再|又)*(?:要|得)?(?=..)|"
    r"^(?:我们|我|记得提醒我|提醒我|记得)*" + _PART_OF_DAY + r"?(?:就要|要|得|准备|打算)(?=..)"
    r"|^(?:我们|我)*" + _PART_OF_DAY + r"的?(?=..)"
    r"|^(?:我们|我)*(?:约了|订了|预约了|安排了|买了)(?=去|来|做|看|见|飞)"
    r"|^(?:我们|我)*(?:定了|订了|买了|约了|报了|报名了|预约了|抢到了|抢了)(?:，)?的(?:飞机|航班|高铁|火车|动车"
    r"|大巴|机票|车票|票)?(?=..)"
    r"|^(?:我们|我)*(?:之前|以前|前)?(?:就要|要|得)?(?:有个|有一个|有场|有一场)(?=..)"
    r"|^(?:我们|我)*(?:之前|以前|前)(?:就要|要|得)?(?=..)"
    r"|^(?:我们|我|记得提醒我|提醒我|记得)+"
    r"|(?:了|吧|啊|呢)$|到(?:很晚|深夜|半夜|凌晨)|(?:改签到|改签成|改到|改成|改在|推迟到|推到|延期到|延到|提前到"
    r"|挪到)了?$|的(?:火车|高铁|动车|航班|飞机)(?=(?:改签|改到|推迟|推到|延期|延到|提前|挪到))"
    r"|(?:上午|下午|晚上|早上|一早|中午)?[\d一二三四五六七八九十两]+点(?:半|钟)?(?:的)?"
)


_TIME_ONLY: Final = re.compile(
    r"(?:上午|下午|晚上|早上|中午|傍晚|凌晨|一早)?"
    r"(?:[\d一二三四五六七八九十两]{1,3}[点:：](?:半|钟|[\d一二三四五六七八九十]{1,3}分?)?)?"
    r"(?:开始|起)?"
)
"""A clause that only says when (下午两点, 开始, or nothing left once the day is taken out)."""
_DAY_PART_LEFT: Final = re.compile(r"^(?:[晚早]|开始|起)(?=我|咱|要|得|去|就|准备|打算|还)")
"""What is left of a day's time after it (周四晚我要去…, 下周一开始我去…)."""
_SPAN_LEFT: Final = re.compile(
    r"^从(?:开始|起)|^(?:到|至|~|-)(?:(?:周|星期|礼拜)[一二三四五六日天]|[\d一二三四五六七八九十]{1,3}[号日])"
)
"""What a span of days leaves before the plan once its first day is out (从下周开始在纽约: 从开始;
下周一到周三在深圳培训: 到周三)."""
_NOTE_LABEL: Final = re.compile(r"^(?:提醒|备忘|备注|待办|记一下)[:：]\s*")
"""A note's label before what is planned (提醒：明天早上送车去保养)."""
_LEAD_WILL: Final = re.compile(r"^(?:我们|我)?(?:就要|要|得|准备|打算)(?=..)")
"""A word of intent left at a plan's start once its hour is out (七点半要开会: 要开会)."""
_MEANS_LEAD: Final = re.compile(r"^的?(?:飞机|航班|高铁|火车|动车|大巴|船)(?=去|回|飞|到)")
"""How one travels, said before where to (的高铁回老家): the trip is the plan."""


_JUDGED: Final = re.compile(
    r"(?:是|挺|很|真|太)(?:这样|那样|如此|好|棒|累|开心)|(?:很|挺|太|特别|比较|超|蛮|非常|好)(?!早|晚|多|少)"
)
"""How something is (每天都是这样, 每天都很累), not what is done."""


_HABIT_NOUN: Final = re.compile(
    r"(?:有|养成了?|保持着?|一直有|坚持)(?:一个|个)?(?P<h>[^，,。]{2,10}?)的(?:好|老)?习惯"
)
"""有写日记的习惯, 养成了早睡早起的习惯: the habit named."""
_BECAME_HABIT: Final = re.compile(
    r"^(?:我)?(?P<h>[^，,。]{2,14}?)(?:已经|早就|都)?(?:成|成了|变成了?)(?:一种|我的)?习惯"
)
"""睡前刷半小时小红书已经成习惯了: what became a habit."""


_UNBROKEN: Final = (
    r"雷打不动|(?:从来?|一直|一次都?|一天都?)?(?:不|没有?)(?:间断|断|落下|停|缺席)过?|风雨无阻"
)
"""How steadily a habit is kept (雷打不动, 从不间断, 没断过): not part of what is done."""


def habits(clause: str) -> list[Fill]:
    """A habit in a user's clause."""
    named = _HABIT_NOUN.search(clause) or _BECAME_HABIT.search(clause)
    if named is not None and not _NOT_HABIT.search(named.group("h")):
        return [Fill("habit", activity(named.group("h")))]
    found = _FREQUENCY.search(clause)
    if found is None or _NOT_HABIT.search(clause):
        return []
    value = re.sub(
        r"^(?:我|我们|都|会|要)+", "", re.sub(r"(?:一)?会儿", "", clause[found.start() :])
    )
    value = re.sub(r"(?:" + _UNBROKEN + r"|都|了|的习惯|的)+$", "", value)
    value = (
        re.sub(
            r"(?:都|还|(?<![开例聚约社晚舞大机学])会(?![议员计])|要|基本|也|一般|我|一定|必须)+",
            "",
            value,
        )
        or value
    )
    rest = value.replace(found.group(0), "", 1)
    if len(rest) < 2 or len(value) > 24 or _JUDGED.match(rest):
        return []
    bare = re.fullmatch(r"(?:能|可以|得)?([吃喝去玩做来看跑干弄搞])", _HOW_OFTEN.sub("", value))
    if bare is not None:  # 一周能吃三回: what is done is its topic (健身房一周去四次), if any
        topic = re.sub(r"^(?:我们|我)|(?:都|也|的话)$", "", clause[: found.start()])
        said = bare.group(1) + topic
        return [Fill("habit", said, extra={"said": clause})] if 2 <= len(topic) <= 8 else []
    core = activity(value)
    return [Fill("habit", core, extra={"said": value} if core != value else {})]


_HOW_OFTEN: Final = re.compile(
    r"每天|每日|天天|每周[一二三四五六日天]?|一周[一二三四五六七两\d]+(?:次|回|天)|经常|常常|总是|通常"
    r"|(?<=周末|晚上|早上|睡前|饭后)(?:一般|基本|必|常)"
    r"|[一二两三四五六七\d]+(?:次|回|天)[/每]?(?:周|星期)|雷打不动|(?:都|总)(?:会|要)"
    r"|好几个小时|[一二三四五六七八九十两半\d]+(?:分钟|个小时|小时)|[一二三四五六七八九十两\d]+(?:次|回|趟)"
    r"|起来|[一二两三四五六七八九十半几\d]+(?:包|杯|碗|瓶|根|盒|束|份|顿|个|罐|场|部|本|集)"
    r"|个(?=[\d一二三四五六七八九十])"
    r"|很多|好多|特别多|太多|习惯|" + _ON_A_WHIM + "|" + _FIRST_THING + "|" + _PER_PERIOD
)


_STROLL: Final = re.compile(r"去(.{1,6}?)(?:溜达|逛逛|逛|转转|转悠|走走)(?:一圈|一下|一趟)?")
"""去菜市场溜达一圈 is 逛菜市场: a stroll somewhere is said by 逛."""


_NOW: Final = re.compile(r"现在|如今|改成|改为|换成|这阵子|最近开始|最近都|最近一直")


_A_WEEKDAY: Final = re.compile(r"^(?:每个?)?(?:周|礼拜|星期)[一二三四五六日天]")
_SAME_GOAL: Final = re.compile(r"^(?:坐|骑|开|搭|打)[\u4e00-\u9fff]{1,4}?(上班|上学|通勤|回家)$")
"""A habit of getting somewhere, whatever the means: its goal (坐地铁上班 → 上班)."""


def replacing(found: list[Fill], clause: str) -> list[Fill]:
    """A habit said with a change word (我现在每天晚上跑步) replaces the habit of the same
    activity said before: an ending of its activity, read before it (also 也 adds one)."""
    if not found or _NOW.search(clause) is None or re.search(r"也|还|又", clause):
        return found
    what = done(found[0].value)  # 每周日早上跑步: what is done, not how often
    what = re.sub(f"^{_TIME_OF_DAY}+|^(?:每天|每周|每晚|天天|平时)", "", what)
    what = _SAME_GOAL.sub(r"\1", _A_WEEKDAY.sub("", what))  # 周日去游泳, 坐地铁上班
    if len(what) < 2:
        return found
    extra = {"said": what, "slots": ["habit"], "replaced": True}
    terms = ("上班", "通勤") if what in ("上班", "通勤") else (what,)  # one way to work (g51h)
    return [Fill("ending", what, action=NEGATE, terms=terms, extra=extra), *found]


_DOUBLED: Final = re.compile(r"(?![奶爷妈爸哥姐弟妹叔姨舅婆公宝星上天])([\u4e00-\u9fff])\1")
"""A doubled verb said once (散散步), never a kin word (奶奶), 天天 nor 晚上上."""
_HOW_OFTEN_SAID: Final = re.compile(
    r"(?:每天|每日|天天|每晚|每早|每周[一二三四五六日天末]?|每个?(?:星期|礼拜)[一二三四五六日天]?|每个?周末"
    r"|每个?月|每年|" + _PER_PERIOD + r"|[一二两三四五六七\d]+(?:次|回|天)[/每]?(?:周|星期)"
    r"|(?:隔三差五|三天两头)(?:就|都)?)(?:的)?"
)
"""How often, kept in a habit's value as said (每天, 每周六, 每晚, 一周): the slot table's
"something the user regularly does" keeps when and how often it is done."""
_TIMES: Final = re.compile(r"[一二两三四五六七八九十\d]+(?:次|回|趟)")
"""So many times: kept after a period said (每周去三次健身房), dropped alone."""
_GOING: Final = re.compile(
    r"(?<![出回过进])[去来](?=游泳|跑步|健身(?!房)|散步|爬山|钓鱼|上课|上班|上学|遛|打|踢|看|买|吃|喝|学(?!校)"
    r"|练|逛|做|跳|骑|泡|唱|听|教(?![堂室])|接|送|喂|参加|见|陪|拜|滑|划|蹦|撸)"
)
"""去 or 来 directly before another verb (去游泳, 去教小孩小提琴): the going says nothing more."""


_NAP: Final = re.compile(
    r"(?:中午|午饭后|午休时?|吃完午饭)(?:都|就|要)*(?:趴|眯|小睡|睡个?午?觉|打个?盹)(?:一?会儿?|一下)?"
)
"""A nap at midday, however said (午饭后眯, 中午趴一会儿, 午饭后睡个午觉): 午睡."""


def activity(said: str) -> str:
    """A habit's value as the slot table writes it: how often and the time of day kept as
    said, in the sentence's order (每周六上午去游泳 → 每周六上午游泳); a routine word, how much
    and how long dropped (每天早上六点起来跑个5公里 → 每天早上六点跑5公里); 去 before another
    verb and a doubled verb's second half dropped (弹弹吉他 → 弹吉他); the whole when too little
    is left."""
    parts = _HOW_OFTEN_SAID.split(said)
    kept = [re.sub("[的就都]+$", "", m.group(0)) for m in _HOW_OFTEN_SAID.finditer(said)]
    rest = [_done(part, bool(kept)) for part in parts]
    core = "".join(x for pair in zip(rest, [*kept, ""], strict=True) for x in pair)
    core = re.sub(r"(?<=每)个?(?:星期|礼拜)", "周", re.sub(r"每个(?=月|周末)", "每", core))
    core = re.sub(r"每天晚上", "每晚", core)  # one way of saying each: 每月, 每周末, 每周三, 每晚
    core = _GOING.sub("", _DOUBLED.sub(r"\1", _STROLL.sub(r"逛\1", _NAP.sub("午睡", core))))
    bare = _HOW_OFTEN_SAID.sub("", core)
    if value_patterns.search(r"[杯碗瓶包根盒份]" + re.escape(bare) + "$", said):
        return said  # "每天两杯咖啡": no verb, so how often and how much say the habit
    return core if len(bare) >= 2 else said


def done(value: str) -> str:
    """What a habit's value says is done, without how often (每周六上午游泳 → 上午游泳)."""
    return _HOW_OFTEN_SAID.sub("", value)


def _done(part: str, period: bool) -> str:
    """What is done between the times said: routine words, amounts and durations out; so
    many times kept when a period is said (每周去三次健身房)."""
    counts = _TIMES.findall(part) if period else []
    for count in counts:
        part = part.replace(count, "\0", 1)
    part = re.sub(r"^(早上|晚上|中午|下午|周末|睡前)?的", r"\1", _HOW_OFTEN.sub("", part))
    for count in counts:
        part = part.replace("\0", count, 1)
    return part


def corrected_day(segment: str, anchor: date) -> DateMention | None:
    """The day a correction gives (…，是周四; 改到周五): the one said after 是 or a verb of
    moving, else the first."""
    found = [m for m in find_dates(traditional_days(segment), anchor) if m.day >= anchor]
    said = [m for m in found if re.search(r"(?:是|改成|改到|挪到|换到|推到)$", segment[: m.start])]
    chosen = said or found
    return chosen[0] if chosen else None


def traditional_days(text: str) -> str:
    """禮拜, 週 written in simplified characters (one for one, so places in the text hold)."""
    return text.translate(_SIMPLIFIED)


_SIMPLIFIED: Final = str.maketrans({"禮": "礼", "週": "周", "號": "号", "後": "后", "個": "个"})


def plans(text: str, anchor: date) -> list[Fill]:
    """Dated plans in a user's sentence (dates not in the past); a date said in English inside
    Chinese is read too (next Tuesday要去Erlangen出差)."""
    parts = [text] if _ONE_DAY_SAID.search(text) else _dated_clauses(text)
    if len(parts) > 1:  # 周六去爬山，周日去看电影: each clause with a day of its own
        found = {f.value: f for part in parts for f in plans(part, anchor)}
        return list(found.values())
    if _LATIN_EDGE.search(text) is None:
        return _plans_of(text, anchor)
    return [_unspaced(f) for f in _plans_of(_LATIN_EDGE.sub(" ", text), anchor)]


def _dated_clauses(text: str) -> list[str]:
    """The text cut before each clause that opens with a day of its own and says something
    after it (下周二去做胃镜|周五去上海出差; not 下周去青岛，周三: the day of the same plan)."""
    parts: list[str] = []
    for part in _DATED_CLAUSES.split(text):
        alone = len(_DAY_WORDS.sub("", part).strip("，,；;。.！!~ 是")) < 2
        if parts and (alone or len(_DAY_WORDS.sub("", parts[-1]).strip("，,；;。.！!~ 是")) < 2):
            parts[-1] += "，" + part  # a day alone (下周去青岛，周三; 是周六，周五要值班): one text
        else:
            parts.append(part)
    return parts


_ONE_DAY_SAID: Final = re.compile(r"[：:]|不对|不是|说错|口误|我是说|哦不|更正")
"""A list of days (周四：看牙) or a day corrected (周五，不对，是周六): read as one text."""
_WEEK: Final = r"(?:这|下下|下|本)?(?:个)?(?:周|星期|礼拜)"
"""A week said before its day (下周, 这个星期, 礼拜)."""
_NUMERAL: Final = r"[\d一二三四五六七八九十]"
_DAY_WORDS: Final = re.compile(
    rf"{_WEEK}[一二三四五六日天末]?|明天|后天|大后天|上午|下午|晚上"
    rf"|{_NUMERAL}{{1,2}}月|{_NUMERAL}{{1,3}}[号日点]|早上|中午"
)
_DATED_CLAUSES: Final = re.compile(
    r"[，,；;]\s*(?=(?:然后|接着|之后|完了|另外)?(?:我)?(?:还要|还得|再|又|要)?"
    rf"(?:{_WEEK}[一二三四五六日天]|明天|后天|大后天"
    rf"|{_NUMERAL}{{1,3}}[号日]|{_NUMERAL}{{1,2}}月{_NUMERAL}{{1,3}}[号日]))"
)
"""A comma before a clause that opens with a day of its own (…，周五去上海出差): the start of
another plan."""


_LATIN_EDGE: Final = re.compile(
    r"(?<=[A-Za-z])(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])(?=[A-Za-z])"
)
"""Where Latin letters meet Chinese characters (Tuesday要): a space there lets the English date
reader see its words."""


def _unspaced(fill: Fill) -> Fill:
    """A plan's value without the spaces `_LATIN_EDGE` put in (去Erlangen出差)."""
    value = re.sub(
        r"(?<=[\u4e00-\u9fff]) (?=[A-Za-z])|(?<=[A-Za-z]) (?=[\u4e00-\u9fff])", "", fill.value
    )
    return dataclasses.replace(fill, value=value)


def _plans_of(text: str, anchor: date) -> list[Fill]:
    """Dated plans of the first future date's clause (`plans`)."""
    listed = dated_list(text, anchor) if ":" in text or "：" in text else None
    if listed is not None:
        return listed  # 周四：看牙，周五：飞罗马
    precise = ("day", "week", "weekend") + (("month",) if _MONTH_PLAN.search(text) else ())
    found = with_seasons(find_dates(traditional_days(text), anchor), text, anchor)  # 十一, 春节
    mentions = [m for m in found if m.day >= anchor and m.precision in precise]
    if not mentions or _FREQUENCY.search(text):
        return []
    if (pointed := _pointed_move(text, mentions) or _day_corrected(text, mentions)) is not None:
        return [pointed]  # 改到周五了, 那个推到下周一了, 不是周二，是周三: the plan moves
    if (handled := _moved_by_someone(text, mentions)) is not None:
        return [handled]  # 牙医把我改到下周一了, 客户把会推到周五了: the user's plan moves
    if planned := _before_event(text, mentions[0]):  # 想在6月18号去马德里旅游之前…
        return planned
    if _PAST.search(_clause_around(text, mentions[0].start, mentions[0].end)):
        return []  # 上周去了…; a past clause elsewhere (已经离职了，下个月入职…) says nothing
    if re.search(r"先到这|就这样|再聊|晚安|请他|请她", text):
        return []
    usual = (
        r"(?:周末|周[一二三四五六日])(?:一般|都|必|经常|总|基本)|讨厌|喜欢|(?<!麻)烦|平时|平常|通常"
        r"|只(?:在|有)?(?:周末|周[一二三四五六日])|(?:一般|基本上?|都是)在?(?:周末|周[一二三四五六日])"
        r"|(?<![这下本上个])周末才|固定(?=去|在|会|要|跑|练|打|上)"
    )  # 我现在只在周末跑步, 一般周日骑车, 周末才回广州: how often, not a date (这周末才回 is one;
    # 麻烦 is a polite "please", not 烦)
    if re.search(usual, text):
        return []  # "周末一般会去公园": a habit; "周末被拉群也很讨厌": a dislike
    if _WISH.search(_clause_around(text, mentions[0].start, mentions[0].end)):
        return []  # 我想下周去爬山: a wish, not a plan (下周去东京，希望别下雨 is one)
    mention = _moved_to(text, mentions) or mentions[0]
    clause = _clause_around(text, mention.start, mention.end)
    if mention is not mentions[0] and _ONLY_THE_MOVE.fullmatch(clause.replace(mention.text, "")):
        clause = _clause_around(
            text, mentions[0].start, mentions[0].end
        )  # 看牙约在15号，后来改成16号了
        clause = clause.replace(mentions[0].text, mention.text)
    clause = (
        re.sub(r"^[^，,。]*?的(?=[^的]{2,})", "", clause) if mention is not mentions[0] else clause
    )
    if mention is mentions[0] and not _ahead(clause, mention.day == anchor):
        return []  # 今天在星巴克办公, 这周累成狗了: what is, not what will be done
    clause = re.sub(r"^(?:假期|长假|小长假|黄金周|期间|那几天|那天)", "", clause)  # 十一假期去…
    what = _VENUE.sub("", _PLAN_DROP.sub("", clause).strip("，,。.!！?？ "))
    what = _LEAD_WILL.sub("", _NOTE_LABEL.sub("", what))  # 提醒：…; 七点半要开会: the hour went
    what = _MEANS_LEAD.sub("", what)  # 明早八点的飞机去成都: 去成都
    what = _PLAN_IS.sub("", what)  # 我今晚的计划是看电影: what is planned, not "的计划是"
    what = re.sub(r"^(?:初|底|中旬|上旬|下旬|末)", "", what)  # 下个月初要去体检: part of the date
    if (timed := _DAY_PART_LEFT.sub("", what)) != what:  # 周四晚我要去…, 下周一开始我去…: the day's
        what = _PLAN_DROP.sub("", timed)  # part or its start, said after the day (l55)
    if (spanned := _SPAN_LEFT.sub("", what)) != what:  # 从下周开始, 下周一到周三: the span's rest
        what = _PLAN_DROP.sub("", spanned)
    what = re.sub(r"(?<=..)(?:定在|定于|安排在|约在|放在)$", "", what)  # 婚礼定在明年五月二号
    if _WISHED.match(what):
        return []  # 周末想带娃去个近点的地方耍: a wish after the day, not a plan
    if re.match(r"(?:好|很|太|真|超|有点|挺|特别)+[\u4e00-\u9fff]{1,2}[啊呀了]?$", what):
        return []  # 今天好累啊: how the day feels, nothing to do
    if _NAMES_A_DAY.search(what):
        return _joined(text, mention)  # 开斋节是这周五，要回兰州
    if _FREE_DAY.search(what) and (joined := _joined(text, mention)):
        return joined  # 明天双休轮到我，我要带闺女去动物园: what the free day is for
    if _TIME_ONLY.fullmatch(what):  # 本周日下午两点，我在店里办…: the day in a clause of its own
        return _joined(text, mention)
    if not 2 <= len(what) <= 24 or what.startswith("的") or "是" in what:
        return []  # "我的时区是永远在周五": a statement, not something to do
    if (
        _THING_HAPPENS.search(what)
        and not re.search(r"[我咱俺]", clause)
        and not _USER_DOES.match(what)
    ):
        return []  # 超市周日提前关门, 新片周五上映, 快递说周四能到: nothing the user does
    if re.search(r"你|快乐", what):
        return []  # 跨年夜你打算干嘛, 圣诞节快乐
    if (escorting := _ESCORTING.match(what)) is not None:
        what = escorting["v"] + what[escorting.end() :]  # 带我媳妇去青海湖: 带媳妇去青海湖
    elif (who := zh_people.subject(what, "user")[0]) != "user" and not (
        (who.endswith("的") and _MOVING.search(clause)) or event_moved(clause)
    ):  # 郑州的会改到下周四了, 客户那个会推到下周一了: the user's plan moved
        return _joined(text, mention)  # 我闺女周六结婚，我在家里摆酒; 元旦我老公要加班: none
    mention = _apposed(text, mentions, mention)
    extra = {"when": render(mention, "")} | ({"moved": "yes"} if _MOVING.search(clause) else {})
    destination = re.search(
        r"(?:去|飞(?!机)|回|到|飞往|前往)(?![很太挺那这])([\u4e00-\u9fff]{2,4}?)(?:出差|旅游|玩|开会|参加|了?$|，)",
        clause,
    )
    if destination is not None:
        extra["destination"] = destination.group(1)
    return [Fill("plan", what, dates=(mention.iso,), extra=extra)]


_ESCORTING: Final = re.compile(
    r"^(?P<v>带着?|陪着?|跟|和|同|给|帮|送|接)(?:我|俺)(?![妈爸哥姐弟妹家们爷奶婆公])"
    r"(?=[\u4e00-\u9fff]{1,3}(?:去|回|到|看|办|开|过|做|参加))"
)
"""A plan the user does with or for their own person (带我媳妇去青海湖, 陪我妈去复查): the person
after 我 is the object, not who the plan is of; the plan reads without the 我 (kept before
妈, 爸, …: 陪我妈去复查)."""
_FREE_DAY: Final = re.compile(r"双休|休息|休假|放假|轮休|调休|不上班|没事|有空|休班|轮到我|歇")
"""A day said free (明天休息, 周六轮到我双休): the plan is what the user does with it, next."""
_NAMES_A_DAY: Final = re.compile(r"是$")
"""A clause that only names what the day is (开斋节是这周五): what the user does is said next."""
_MY_PART: Final = re.compile(
    r"^(?:我|咱|俺)(?:们)?(?:就|得|要|会|准备|打算|负责)?(?P<v>在|当|做|去|回|带|陪|给|请|办|摆|主持|帮)"
)
_OWN_WILL: Final = re.compile(
    r"^(?:我|咱|俺)?(?:们)?(?:就|也)?(?:要|得|准备|打算|计划)(?=[去回飞带陪请办赶])"
)
_FEELING: Final = re.compile(r"好|很|真|太|有点|挺|超|特别|羡慕|紧张|担心|激动|要是|如果|万一")


def _joined(text: str, mention: DateMention) -> list[Fill]:
    """The user's part said in the clause after someone else's dated event or a clause that
    names the day (我妹这周六结婚，我当伴娘; 开斋节是这周五，要回兰州): the user's plan that day; a
    feeling or a wish after it is none (我好羡慕啊)."""
    ends = [text.find(sep, mention.end) for sep in "，,。；;"]
    end = min((at for at in ends if at > 0), default=-1)
    if end < 0:
        return []
    nexts = [text.find(sep, end + 1) for sep in "，,。；;！!？?"]
    after = text[end + 1 : min((at for at in nexts if at > 0), default=len(text))].strip()
    part = _MY_PART.match(after) or _OWN_WILL.match(after)
    if part is None or _FEELING.search(after) or not 2 <= len(after) <= 20:
        return []
    what = re.sub(r"^(?:我|咱|俺)?(?:们)?(?:就|也)?(?:要|得|准备|打算|计划)?", "", after)
    if len(what.strip("。.!！~")) < 2:  # 后天我儿子家长会，我得去: the event is what is planned
        what = re.sub(
            r"^(?:我|咱|俺)们?(?:家)?", "", _clause_around(text, mention.start, mention.end)
        )
    return [Fill("plan", what, dates=(mention.iso,), extra={"when": render(mention, "")})]


def _apposed(text: str, mentions: list[DateMention], mention: DateMention) -> DateMention:
    """A later day said alone, naming the plan's day more exactly (这个月底要搬家，3月28号):
    that day."""
    for later in mentions:
        if later.start <= mention.start or not re.search(r"[号日]$", later.text):
            continue  # a date of the calendar (3月28号), not a weekday said against today
        rest = _clause_around(text, later.start, later.end)
        if not re.sub(r"[\s，,。.!！~]|具体|就是|是|应该|那天|当天|号", "", rest):
            return later
    return mention


_BEFORE_EVENT: Final = re.compile(r"(?P<e>[^，,。！!？?之以]{2,12}?)(?:之前|以前)")


def _before_event(text: str, mention: DateMention) -> list[Fill]:
    """What is done before a dated event (在6月18号去马德里旅游之前…): the event is planned,
    whatever is wished before it."""
    before = _BEFORE_EVENT.match(text, mention.end)
    if before is None or not text[: mention.start].endswith("在"):
        return []
    return [Fill("plan", before["e"], dates=(mention.iso,))]


_THING_HAPPENS: Final = re.compile(
    r"关门|开门|停业|开业|上映|开播|首播|开售|到货|发货|[能会就]到|送到|停电|停水|涨价|降价"
    r"|(?<![我你他她])说"
)
"""What a shop, a show, a parcel or the power does on a day (关门, 上映, 到货, 停电), or what
someone says will happen (快递说…): not something the user does."""
_USER_DOES: Final = re.compile(r"(?:要|得|准备|打算|计划|去|回|飞|带|陪|参加|看|约|买|抢)")
"""A plan opening with what the user does (去看新上映的电影): the thing it names is the object."""
_PLAN_IS: Final = re.compile(
    r"^(?:我们?|咱们)?的?(?:计划|安排|打算)(?:就|还)?是(?:先|要|去(?=去))?"
)
_VENUE: Final = re.compile(
    r"(?<=[\u4e00-\u9fff]{2})在(?:一家|一个|那家|这家)?[\u4e00-\u9fffA-Za-z]{0,8}?"
    r"(?:馆|店|厅|楼|室|酒店|餐厅|酒吧|会议室|公园|广场|中心)$"
)
"""Where an event is held, said after it (公司聚餐在一家川菜馆): the event is the plan."""
_WISHED: Final = re.compile(r"(?:还|也|就|都|特别|很|好|真)?想(?![法到起想好清通])")
_WISH: Final = re.compile(
    r"(?:我|好|真|很|挺|还|也|特别)想(?![法到起想好清通])|希望|但愿"
    r"|考虑|本来|原本|说不定|也许|或许|不一定|看情况|没准"
)
"""A wish, a plan only weighed, or one that was (我在考虑下个月去日本, 我本来下周要去的)."""


_MOVE_TO: Final = "改到|改在|推迟到|推到|延期到|延到|提前到|挪到|改签到|改签成"
"""Words that move something to another day (推迟到, 挪到)."""
_MOVED: Final = re.compile(rf"(?:{_MOVE_TO}|换到|改成)了?$")
_EVENT_MOVED: Final = re.compile(
    rf"^[^，,。！!；;]{{1,8}}?(?:的|那个|那场|这个|这场)[^，,。！!；;]{{1,4}}?(?:又|被|给)?(?:{_MOVE_TO})"
)


def event_moved(clause: str) -> bool:
    """True for a clause whose subject is an event moved to another day, named by whose or
    where it is (郑州的会改到下周四了, 客户那个会推到下周一了): the user's plan moved, not a
    fact of the one named."""
    return _EVENT_MOVED.match(clause) is not None or _HANDLED_AT_START.match(clause) is not None


_MOVING: Final = re.compile(rf"{_MOVE_TO}|改期到|顺延到")
_POINTED: Final = re.compile(
    r"(?:^|[，,。！!；;]|说)(?:那个|这个|它|那件事|那天的|又|被|给)*"
    rf"(?:{_MOVE_TO}|改成|换到|改期到|顺延到)$"
    r"|(?:^|[，,。！!；;])(?:现在|如今)(?:是|改成|成了)?$"
)
"""Before the new day, a move that names no plan (改到周五了, 牙医说推到下周一了, 那个改成
周五了)."""
_POINTED_AFTER: Final = re.compile(
    r"^(?:上午|下午|晚上|早上|中午|傍晚|凌晨)?(?:[\d一二三四五六七八九十两]{1,3}[点:：][\d半一二三四五六七八九十]{0,3}分?)?"
    r"(?:了|啦)?(?:[，,]?(?:不是|而不是)|$|[，,。！!])"
)
"""After the new day of a pointed move: its part of the day and hour, then the end or a
"not" (改成周五上午了, 改到周四下午三点，不是周三)."""


def _pointed_move(text: str, mentions: list[DateMention]) -> Fill | None:
    """A plan moved to a day with no plan named (改到周五了, 现在是周五了，不是周四): the one plan
    the user has takes it (`negation.moved_plan_id`), or None."""
    for mention in mentions:
        before, after = text[: mention.start], text[mention.end :]
        if re.search(r"不是$", before):
            continue  # 不是周四: the day given up
        said = _POINTED.search(before)
        if said is None or not _POINTED_AFTER.match(after):
            return None
        if not said.group(0).strip("，,。！!；;") and not re.match(r"^(?:了|啦)?[，,]?不是", after):
            return None  # a bare day with no word of moving: 周五。
        extra = {"when": render(mention, ""), "moved": "it"}
        return Fill("plan", "那个安排", dates=(mention.iso,), extra=extra)
    return None


_CORRECTION: Final = re.compile(r"说错了|搞错了|记错了|弄错了|口误|不对|更正一下|更正")
"""Words that say the user corrects what was said before (说错了, 搞错了)."""
_GIVEN_UP: Final = re.compile(r"(?:而)?不是[^，,。！!是]{1,8}?(?=[，,。！!]|是|$)")
"""A day given up in a correction (不是8号), left out of the plan's words."""


def _day_corrected(text: str, mentions: list[DateMention]) -> Fill | None:
    """A day corrected with no move said (不是周二，是周三; 搞错了，航班是9号不是8号; 说错了，是
    周三去复诊): the plan the words name, or the one plan there is, takes the new day; None
    when the text corrects no day."""
    given_up = [m for m in mentions if re.search(r"不是$", text[: m.start])]
    kept = [m for m in mentions if m not in given_up and re.search(r"是$", text[: m.start])]
    if len(kept) != 1:
        return None
    new = kept[0]
    before = _GIVEN_UP.sub("", _CORRECTION.sub("", text[: new.start])).strip("，,。！! ")
    said = re.sub(r"(?:[，,]?(?:不是|而是|是|的|就))+$|^(?:[，,]?(?:是|就是|我))+", "", before)
    after = re.split(r"[，,。！!]|不是", text[new.end :])[0]
    what = said.split("，")[-1].split(",")[-1] + re.sub(r"^(?:的|了)", "", after)
    opened = re.fullmatch(r"[，,\s]*(?:就|应该)?是", text[: new.start]) and len(what) >= 2
    if not (given_up or opened or _CORRECTION.search(text[: new.start])):
        return None  # ，是周三去复诊 after 说错了 names its plan; ，是周五 alone is read before
    extra = {"when": render(new, ""), "moved": "yes" if len(what) >= 2 else "it"}
    return Fill("plan", what if len(what) >= 2 else "那个安排", dates=(new.iso,), extra=extra)


def _moved_by_someone(text: str, mentions: list[DateMention]) -> Fill | None:
    """A plan someone moved with 把 (牙医把我改到下周一了, 客户把会推到周五了, 我把面试挪到周四了):
    the one plan there is when 把 takes the user or a pointer, else the plan its object and
    the mover name (客户的会), or None."""
    for mention in mentions:
        said = _HANDLED.search(text[: mention.start])
        if said is None or not _POINTED_AFTER.match(text[mention.end :]):
            continue
        extra = {"when": render(mention, ""), "moved": "it"}
        what, who = said["what"], said["who"]
        if what in _HANDLED_POINTERS:
            return Fill("plan", "那个安排", dates=(mention.iso,), extra=extra)
        if who in ("我", "我们", ""):
            return Fill("plan", what, dates=(mention.iso,), extra=extra | {"moved": "yes"})
        moved = extra | {"moved": "yes", "by": who}  # the mover may name the plan or not
        return Fill("plan", f"{who}的{what}", dates=(mention.iso,), extra=moved)
    return None


_HANDLED_MOVE: Final = rf"把(?P<what>[^，,。！!；;]{{0,8}}?)(?:又|给)?(?:{_MOVE_TO}|改期到|顺延到)"
"""把, what it takes, and the move up to the new day (把我改到, 把会推到)."""
_HANDLED: Final = re.compile(
    rf"(?:^|[，,。！!；;])(?P<who>[^，,。！!；;把]{{0,8}}?){_HANDLED_MOVE}$"
)
"""A move said with 把: who moved, what (the user, a pointer or the plan), up to the new day."""
_HANDLED_POINTERS: Final = frozenset("我 我们 咱们 俺 它 那个 这个 时间 日子 预约 号".split())
"""What 把 takes when it points at the one plan there is (把我改到, 把时间推到, 把预约改到)."""
_HANDLED_AT_START: Final = re.compile(rf"^[^，,。！!；;把]{{1,8}}?{_HANDLED_MOVE}")
"""A clause that opens with someone moving a plan with 把 (牙医把我改到…): the user's plan."""


"""A plan moved to the day said (看牙改到下周一了): the plan it names takes that day."""


_ONLY_THE_MOVE: Final = re.compile(
    r"[，,。\s]*(?:后来|然后|结果|最后|现在|不过|但是|但|又|又被|被|已经)*"
    r"(?:改成|改到|改在|推迟到|推到|延期到|延到|提前到|挪到|换到|调到)了?[，,。！!\s]*"
)
"""A clause that says only the move to the new day (…，后来改成16号了): the plan is named before."""


def _moved_to(text: str, mentions: list[DateMention]) -> DateMention | None:
    """The day a plan was moved to (明天的面试推迟到下周一: 下周一), when a later date follows
    a word of moving."""
    for mention in mentions[1:]:
        if _MOVED.search(text[: mention.start]):
            return mention
    return None


_MONTH_PLAN: Final = re.compile(
    r"(?:下个?月|月底|月初)[^，,。]{0,3}(?:要|打算|准备|计划|就要|得)"
    r"|(?:要|打算|准备|计划)[^，,。]{0,3}(?:下个?月|月底|月初)"
    r"|(?:下个?月|月底|月初|[\d一二三四五六七八九十]{1,2}月份?)(?:我们?|就)?"
    r"(?:去|飞|回|搬|结婚|出差|旅游|考|入职|出国|办婚礼|装修|开学|毕业|入学|报到|手术|出院|开工|动工)"
    r"(?![^，,。]{0,6}(?:过|了))"
    r"|(?:定了|订了|买了|约了|报了|报名了|预约了)[^，,。]{0,2}(?:下个?月|[\d一二三四五六七八九十]{1,2}月份?)"
    r"[^，,。]{0,2}的"
)
"""A month said with what will be done in it (下个月我要搬家): a plan, dated by the month."""


_WILL: Final = re.compile(
    r"要|会|得去|准备|打算|计划|约了|预约|安排|待会|等会|一会|晚点|下午|晚上|今晚|今夜|去|飞|回"
)


def _ahead(clause: str, today: bool) -> bool:
    """True when the clause says something still to be done: not a state that is over (了
    at its end, with no 要 or 会, unless the 了 says the plan moved: 看牙改到下周一了), nor, for
    today, one without a word of what is ahead."""
    ended = clause.rstrip("啊呀吧呢").endswith("了") and not _MOVING.search(clause)
    if ended and not re.search(r"要|会|快|就", clause):
        return False
    return not today or _WILL.search(clause) is not None


_SAID_BEFORE: Final = re.compile(
    r"(?:过敏|不吃[\u4e00-\u9fff]{1,4}|吃素|我是(?:个|一名|一个)?[\u4e00-\u9fff]{2,6}"
    r"|我叫[\u4e00-\u9fff]{2,3}|住(?:在)?[\u4e00-\u9fff]{2,8}?住?|(?:上班|工作|打工))$"
)
"""A statement of the user's own run on into a dated plan without a stop (我对海鲜过敏下周三要去
装空调, 我是护士明天上夜班): it ends where the date begins."""


def _clause_around(text: str, start: int, end: int) -> str:
    left = max(text.rfind(sep, 0, start) for sep in "，,。；;！!？?")
    if len(text[left + 1 : start]) >= 3 and _SAID_BEFORE.search(text[left + 1 : start]):
        left = start - 1  # 我对海鲜过敏|下周三要去给人家装空调: a new clause at the date
    rights = [i for i in (text.find(sep, end) for sep in "，,。；;！!？?") if i > 0]
    right = min(rights) if rights else len(text)
    left, right = spoken_gaps.narrowed(text, left, start, end, right)  # 语音: 明天面试 有点慌
    return (text[left + 1 : start] + text[end:right]).strip()


_LET_GO: Final = r"(?:裁员?|辞退|开除|优化|炒(?:了?鱿鱼)?|辞|开)(?:掉)?(?:了|啦)(?=$|[，,。！!~])"
"""A job lost to the employer's decision, after who decided (被华为裁了, 公司把我优化了)."""
_ANY_EMPLOYER: Final = r"(?:公司|单位|老板|领导|厂里|厂子|上面)(?:把我)?(?:裁|辞|开|优|炒)"
"""An employer said by a general word: the job ends (`zh_changes.job_ended`), no name ends."""
_LEFT: Final = re.compile(
    r"(?:不在|不住|离开了?|退出了?|从)(?P<x>[^，。,了从]{2,10}?)(?:裸辞|离职|辞职|出来|走了|搬走|搬出来|了|$|(?=去))"
    r"|(?:跟|向|和)(?P<y>[^，。,了跟向和]{2,10}?)(?:提了?离职|递了?辞呈|提了?辞职)"
    rf"|被(?!{_ANY_EMPLOYER})(?P<z>[^，。,被]{{2,8}}?){_LET_GO}"
    rf"|(?:^|[，,。])(?!{_ANY_EMPLOYER})(?P<v>[^，。,把]{{2,8}}?)把我{_LET_GO}"
)
_LEAVING: Final = re.compile(r"不在|不住|离开|离职|辞职|裸辞|辞呈|出来|走了|搬|退出")
WHERE: Final = ("employer", "home_location", "work_location")
_A_GROUP: Final = re.compile(r"团|队|社|班|俱乐部|协会|小组|乐队|群")
"""A group one meets with (合唱团, 舞蹈队, 读书会群): leaving it ends the routine of meeting too."""


def left(clause: str) -> list[Fill] | None:
    """A `negate` fill for a place or organisation the user left (不在百度了, 从字节离职了,
    离开了杭州, 跟阿里提了离职): it ends the employer or location it names, nothing else."""
    found = _LEFT.search(clause)
    if found is None:
        return None
    by_them = any(found.group(name) for name in "zv")  # 被华为裁了, 华为把我裁了
    if not by_them and not _LEAVING.search(clause):
        return None
    said = found.group(0)
    old = next(found.group(name) for name in "xyzv" if found.group(name))
    slots = [*WHERE, "habit"] if _A_GROUP.search(old) else list(WHERE)
    extra = {"said": said, "slots": slots} | _went_to(old, clause)
    return [Fill("ending", clause, action=NEGATE, terms=(old,), extra=extra)]


_WENT_TO: Final = re.compile(
    r"(?:去了?|到了?|来了?)(?P<y>[\u4e00-\u9fffA-Za-z]{2,6}?)(?:了|啦|吧)*$"
)


def _went_to(old: str, clause: str) -> dict[str, str]:
    """离开北京去上海了: where the user went instead (`from`, `instead`, for consolidation)."""
    found = _WENT_TO.search(clause)
    if found is None or old in found.group("y") or found.group("y") in ("工作", "上班"):
        return {}
    return {"from": old, "instead": found.group("y")}


_ACCEPTED: Final = re.compile(
    r"(?:能|可以)?接受(?P<a>(?!不)[^，,。了]{1,6})了|不(?:再)?(?:讨厌|排斥|反感|怕)(?P<b>[^，,。了]{1,6})了"
    r"|(?P<c>[^，,。]{1,6}?)(?:我)?(?:现在|其实)?(?:也)?(?:还行|还挺好[吃喝看听玩]?的?|不难[吃喝看听]了?)$"
    r"|(?:没|不)那么(?:讨厌|排斥|反感|怕)(?P<d>[^，,。了]{0,6})了"
)
"""What the user came to accept (能接受香菜了, 不讨厌下雨了): the dislike ends."""
_CAN_AGAIN: Final = re.compile(
    r"(?:现在|已经|终于|又)?(?:能|可以|敢)(?:吃|喝|碰|摸)(?P<x>[^，,。了]{1,6})了|(?P<y>[^，,。]{1,6}?)随便吃"
    r"|吃(?P<z>[^，,。了]{1,6}?)(?:也)?没(?:事|反应|问题)了"
    r"|(?P<w>[^，,。吃]{1,6}?)(?:现在)?吃了?(?:也)?没(?:事|反应|问题)"
)
"""What the user can take again (能吃花生了, 芒果随便吃): the allergy or diet against it ends."""


def turned(clause: str) -> list[Fill] | None:
    """An ending of a dislike (能接受X了) or of an allergy (能吃X了), else None."""
    for pattern, slots in ((_ACCEPTED, ["dislike"]), (_CAN_AGAIN, ["allergy", "diet", "dislike"])):
        found = pattern.search(clause)
        said = next((g for g in found.groups() if g), "") if found else ""
        said = re.sub(r"^(?:我们|我|现在|已经|其实|也)+", "", said)
        if len(said) >= 1:
            extra = {"said": clause, "slots": slots}
            return [Fill("ending", clause, action=NEGATE, terms=(said,), extra=extra)]
    return None


def ends(clause: str) -> bool:
    """True when the clause says something stopped holding (named there or not)."""
    return _ENDINGS.search(clause) is not None


_NOT_BEFORE: Final = re.compile(r"(?:不怎么|不太|没再|不)(?=[\u4e00-\u9fff]{1,4}了)")
"""The negator of 不X了: not a word of what ends."""


def ending(clause: str) -> list[Fill] | None:
    """A `negate` fill when the clause says something stopped holding, else None."""
    if (gone := left(clause) or turned(clause)) is not None:
        return gone
    if _ENDINGS.search(clause) is None:
        return None
    plain = re.split(r"换成|改成", clause)[0]  # 咖啡换成绿茶了: what ends is 咖啡
    plain = re.sub(r"戒(?:了|掉)?|卸(?:了|载)?|不再|改掉|放弃|退坑", " ", plain)
    plain = _NOT_BEFORE.sub(" ", plain)  # 最近不泡脚了: 泡脚 ends (jieba reads 不泡 / 脚)
    terms = tuple(t for t in tokenize(plain) if t not in _STOP and not _ENDINGS.fullmatch(t))
    terms = tuple(dict.fromkeys(t for t in terms if len(t) >= 1 and t not in ("戒", "卸")))
    bare = all(len(t.lstrip("不没再")) < 2 or _WHEN_TERM.fullmatch(t) for t in terms)
    if bare and (verb := _ACTIVITY_VERB.search(clause)) is not None:
        terms += _ACTIVITIES[verb.group("v")]  # 不跑了: 跑步
    for word, relations in _PEOPLE_ENDINGS.items():
        short = _DIVORCED if word == "离婚" else _SPLIT_UP
        if word in clause or short.search(clause):
            terms += relations  # 跟阿强离了: 离婚 said short
    for measure, conditions in zh_health.MEASURED.items():  # 血糖正常了: 糖尿病前期 ends
        terms += conditions if measure in clause else ()
    diets = tuple(value for word, value in w.DIETS.items() if word in clause)
    if (food := _MEAT.search(clause)) is not None:
        diets += _EXCLUDED_BY.get(food.group("food") or food.group("drink") or "肉", ("vegan",))
    terms += diets  # a diet is kept by its canonical value (吃素 → vegetarian)
    if not terms:
        return None
    said = re.sub(r"^(?:我们|我|已经|现在|最近|也|都)+|(?:了|啦|吧)+$", "", clause)
    extra: dict[str, object] = {"said": said, **({} if diets else _named(said, clause))}
    extra |= _swapped(clause)
    if _CALLING_OFF.search(clause) and "slots" not in extra:  # 露营黄了: a plan ends too
        extra["slots"] = sorted(CALLED_OFF_SLOTS)
    if _PUT_OFF_ALONE.search(clause) and not _CALLING_OFF_NOW.search(clause):
        extra["put_off"] = True  # 展会推迟了: off, unless a new day follows
    return [Fill("ending", clause, action=NEGATE, terms=terms, extra=extra)]


_CALLING_OFF: Final = re.compile(
    r"取消|黄了|泡汤|不去了|退考|弃考|不考了|不办了|搁置|砍掉|作罢|鸽了|放鸽子|去不成|去不了了"
    rf"|{_PUT_OFF}"
)
"""Words that call something off (露营黄了, 罗马不去了, 雅思退考了): they end a plan as well."""


_PUT_OFF_ALONE: Final = re.compile(r"(?:延期|推迟|延后)了[吧啊呢啦]?$")
"""A plan said put off, with no word yet of when (展会推迟了)."""
_CALLING_OFF_NOW: Final = re.compile(r"取消|黄了|泡汤|不去了|无限期|改天|待定")
"""Words that call a plan off whatever day follows."""


def put_off_unless_moved(fills: list[Fill]) -> list[Fill]:
    """The fills without a plan said put off when the same text moves a plan to a new day
    (展会推迟了，改到下下周四: the move says it; 团建延期了，时间待定 still ends)."""
    if not any(f.slot == "plan" and f.extra.get("moved") for f in fills):
        return fills
    return [f for f in fills if not f.extra.get("put_off")]


def calls_off(value: str) -> bool:
    """True for a value read from words that call something off (计划泡汤了: 泡汤 is no goal)."""
    return _CALLING_OFF.fullmatch(value.rstrip("了啦吧")) is not None


_OFF_BY_SOMEONE: Final = re.compile(
    r"^(?:他们|她们|对方|人家|主办方|组织方|官方|学校|公司|单位|医院|诊所|航空公司|老师|领导|老板|客户"
    r"|HR|hr|那边|上面)(?:又|也|已经|突然|临时)*(?:把(?P<what>[^，,。！!]{1,12}?)|(?=取消))"
    r"(?:给)?(?:取消|砍掉|砍|搁置|叫停|无限期(?:延期|推迟))(?:了|掉了)"
    r"(?(what)|(?:那个|这个|那场|这场)?(?P<named>[^，,。！!]{1,12}))"
)
"""Someone else calling off one of the user's things (主办方把比赛取消了, 他们取消了那个活动): the
user's plan of that name ends, if there is one."""


def called_off(clause: str) -> list[Fill] | None:
    """An ending of the user's plan that someone else called off, or None."""
    found = _OFF_BY_SOMEONE.match(clause)
    if found is None:
        return None
    what = found.group("what") or found.group("named") or ""
    terms = tuple(t for t in tokenize(what) if t not in _STOP and len(t) >= 1)
    if not terms:
        return None
    extra: dict[str, object] = {"said": what, "slots": ["goal", "plan", "project"]}
    return [Fill("ending", clause, action=NEGATE, terms=terms, extra=extra)]


_SWAPPED: Final = re.compile(
    r"(?:把|从)(?P<x>[\u4e00-\u9fffA-Za-z]{1,6}?)(?:换成|改成|换到|改到)(?:了|用|喝|吃)?"
    r"(?P<y>[\u4e00-\u9fffA-Za-z]{1,6}?)(?:了|啦|吧)*$"
)


def _swapped(clause: str) -> dict[str, str]:
    """把咖啡换成茶了, 从咖啡换成了茶: what came in place of what ended (`from`, `instead`)."""
    found = _SWAPPED.search(clause)
    return {} if found is None else {"from": found.group("x"), "instead": found.group("y")}


_USE: Final = "吃|喝|看|玩|抽|用|听|打|刷|追|碰|穿|开"
_THING: Final = r"[\u4e00-\u9fffA-Za-z]{1,6}"
_NAMED: Final = (
    re.compile(rf"^(?:不再|不)(?P<verb>{_USE})(?P<obj>{_THING})$"),  # 不喝甜的
    re.compile(rf"^(?P<verb>戒)(?:了|掉了?)?(?P<obj>{_THING})$"),  # 戒了咖啡
    re.compile(  # 咖啡我已经戒了, 甜的我早就不吃了, 连鸡蛋都不吃了
        rf"^连?(?P<obj>[^就有都也还再没不连]{{1,6}}?)(?:我们|我)?"
        rf"(?:已经|早就|早|都|也|现在|基本|好久|很久|好几年|好多年)*"
        rf"(?:(?P<quit>戒)(?:掉)?|不再?(?P<verb>{_USE}))$"
    ),
)


def _named(said: str, clause: str) -> dict[str, str]:
    """The object and verb of an ending that names what ends (不喝甜的了, 戒了咖啡, 咖啡我戒了),
    when the clause says it changed (了, 不再, 戒), not a plain 不碰."""
    if not re.search(r"了|不再|戒|已经", clause):
        return {}
    for pattern in _NAMED:
        found = pattern.match(said)
        if found is not None and found.group("obj"):
            verb = found.groupdict().get("verb") or found.groupdict().get("quit") or "戒"
            return {"object": found.group("obj"), "verb": verb}
    return {}
