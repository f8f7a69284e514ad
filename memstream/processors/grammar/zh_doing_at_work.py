"""Chinese work said by what the user does at a workplace: 我在超市收银 (`收银`), 我在工地开塔吊
(`开塔吊`), 我在4S店卖车 (`卖车`), 我在幼儿园带小班 (`带小班`). A workplace named by its kind
(…店, …厂, 工地, 超市, 酒店, 幼儿园 ...) and a short doing after it say the user's job; the
role is the doing's doer when `zh_work_doings.DOERS` knows one, else the doing as said.

What a customer, a patient or a visitor does there is no job (我在超市买菜, 我在医院打针,
我在酒店休息), nor is working time (加班, 值班); never someone else's, asked, wished or over.
Read from `jobs.job_change` when no role was read. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_work_doings import DOERS, NOT_NOW

WORKPLACE_KINDS: Final = (
    "店|厂|工厂|车间|工地|超市|商场|酒店|宾馆|餐厅|饭店|饭馆|食堂|银行|机场|码头|港口|矿上|煤矿"
    "|农场|牧场|林场|幼儿园|小学|中学|卫校|技校|医院|诊所|药店|仓库|物流园|快递站|驿站|加油站"
    "|收费站|车站|火车站|汽车站|景区|游乐园|影院|电影院|健身房|美容院|理发店|4S店|网吧|KTV"
)
"""Workplaces named by their kind (a 4S店, the 工地, a 幼儿园)."""
NOT_JOBS: Final = (
    "吃|喝|买|逛|看|玩|等|排|休息|睡|坐|躺|聊|见|碰|遇|挂号|住|打针|输液|取|存|办|开会|加班|上班"
    "|值班|打卡|帮忙|上课|听课|学|练|锻炼|健身|拍照|打卡|过|洗澡|泡|唱歌|充电|加油|停车|领|交|充"
    "|做检查|检查|复查|体检|看病|治疗|理发|剪头|做头发|美容|按摩|跑步|游泳|散步|转|逛街|约会"
    "|接|送|拿|用|玩|刷|打游戏|上网|自习|写作业|避雨|躲雨|集合|下车|上车|转机|登机"
    "|养病|养伤|补牙|拔牙|种牙|洗牙|住院|陪床|陪护|生孩子|坐月子"  # g57z: a patient's
)
"""Doings of a customer, a patient or a visitor, or of working time: no job."""
_SAID: Final = re.compile(
    r"(?:^|[，,。；;！!\s])(?:我|本人|俺|咱)(?:现在|目前|一直|还|也|平时|主要|就)*在"
    r"(?:[\u4e00-\u9fff]{1,4}?(?:的)?)?(?:一家|一个|家|个)?[\u4e00-\u9fffA-Za-z0-9]{0,4}?"
    rf"(?:{WORKPLACE_KINDS})(?:里|里面|上)?"
    r"(?P<d>[\u4e00-\u9fffA-Za-z]{2,4}?)(?=[，,。；;！!\s]|$)"
)
_NOT_NOW: Final = re.compile(rf"{NOT_NOW}|明天|昨天|周末|今天")


def doing_at_work(text: str) -> list[Fill]:
    """The role of a doing said at a workplace (see the module), or none."""
    found = _SAID.search(text)
    if found is None or _NOT_NOW.search(text[: found.end()]):
        return []
    doing = found["d"]
    if re.match(rf"(?:{NOT_JOBS})", doing) or doing.startswith(("当", "做", "干", "打工")):
        return []  # 当后厨, 做地勤: read by the role frames
    if doing.endswith(("上班", "工作", "打工", "干活", "实习", "兼职")):
        return []  # 柜台上班: where, not what
    if doing.startswith("带") and doing.endswith("班"):
        return [Fill("role", "老师")]  # 在幼儿园带小班: a class one teaches
    return [Fill("role", DOERS.get(doing, doing))]
