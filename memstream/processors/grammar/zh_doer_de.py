"""Chinese work said as "the one who does it", V-O 的: 我是开盾构机的 (`盾构机司机`),
俺开村村通公交的 (`公交司机`), 我开叉车的 (`叉车司机`), 我跑船的
(`船员`). With or without 是, the doing and 的 name the user's trade; one who drives a
vehicle (开 + a vehicle) is its driver, a doing `zh_work_doings.DOERS` knows is its
doer, any other is the doing as said (without 的).

Pure. `doer_de(text, fills)` gives the fills with such a role read (when none was) and a role
read as "开 + a vehicle + 的" said as its driver (other roles read as "V-O的" are kept).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_work_doings import DOERS

VEHICLES: Final = (
    "车|机|船|公交|出租|大巴|巴士|货车|卡车|半挂|挖掘机|吊车|塔吊|叉车|铲车|拖拉机|地铁|火车|动车|高铁"
    "|飞机|渡轮|救护车|校车|网约车|滴滴|大车|渣土车|泥头车|三轮|摩的"
)
"""What one drives (开) for a living: the driver is its 司机."""
SAILED: Final = {"跑船": "船员", "跑运输": "运输司机", "跑长途": "长途司机", "跑出租": "出租车司机"}
"""Doings with 跑 and their doers."""
_SAID: Final = re.compile(
    r"(?:^|[，,。；;！!\s])(?:我|俺|咱|本人)(?:就|也|一直)?(?:是)?(?:个|一个)?"
    r"(?P<d>(?:开|跑|修|卖|送|教|种|养|拉|搞|做)(?![了过着得完好])[\u4e00-\u9fffA-Za-z0-9]{1,7}?)的"
    r"(?=[，,。；;！!\s]|$)"
)
_DRIVEN: Final = re.compile(rf"开[\u4e00-\u9fffA-Za-z0-9]{{0,6}}(?:{VEHICLES})的")
"""A role read as "开 + a vehicle + 的" (开盾构机的): said as the vehicle's driver."""
_NOT_NOW: Final = re.compile(r"以前|之前|当年|曾经|年轻时|小时候|想|如果|吗|？|\?")
_NOT_TRADES: Final = re.compile(r"^(?:做梦|开玩笑|开心|搞笑|做饭|养猫|养狗|开车来|送你|教你)")


def doer(doing: str) -> str:
    """The doer of a doing: 开盾构机 → 盾构机司机, 跑船 → 船员, 送外卖 → 外卖员, else the doing."""
    if doing in DOERS:
        return DOERS[doing]
    if doing in SAILED:
        return SAILED[doing]
    vehicle = doing.removeprefix("开")
    if doing.startswith("开") and re.search(rf"(?:{VEHICLES})$", vehicle):
        return re.sub(r"^\d+", "", vehicle) + "司机" if not vehicle.endswith("司机") else vehicle
    return doing


def doer_de(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role of "我(是)V-O的" (see the module)."""
    fills = [
        replace(f, value=doer(f.value.removesuffix("的")))
        if f.slot == "role" and f.subject == "user" and _DRIVEN.fullmatch(f.value)
        else f
        for f in fills
    ]
    if any(f.slot == "role" and f.subject == "user" for f in fills):
        return fills
    found = _SAID.search(text)
    if found is None or _NOT_NOW.search(text[: found.end()]) or _NOT_TRADES.match(found["d"]):
        return fills
    return [*fills, Fill("role", doer(found["d"]))]
