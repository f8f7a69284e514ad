"""An employer said in passing in Chinese, by what the user does there or how long they have
been there, not by a work verb the frames know: 我在腾讯待了五年了, 在华为混了好几年,
我在肯德基兼职, 我在上海芭蕾舞团跳舞, 我在中央民族乐团拉大提琴, 我跟着东方歌舞团到处巡演,
我在海底捞端盘子.

The name must be an organisation's: a known one (`zh_objects.org_known`) or one that ends in
an organisation's kind (…乐团, …舞团, …集团, …医院). Never said of someone else, asked, wished
or over (待过, 以前, 当年). Read once per sentence from `jobs.job_change` when no employer was
read. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.workplaces import ORG_KINDS

PERFORMING_KINDS: Final = frozenset(
    """舞团 歌舞团 芭蕾舞团 马戏团 杂技团 乐队 剧组 车队 船队 球队 俱乐部 合唱团 交响乐团 话剧团
    艺术团 戏班 京剧院 歌剧院 舞剧院 演艺集团""".split()
)
"""Companies a performer or a crew works with (…歌舞团, …马戏团, …车队)."""
DOINGS: Final = (
    "待了|混了|干了|兼职|实习|打工|巡演|演出|跳舞|唱歌|伴舞|拉|弹|吹|打鼓|端盘子|洗碗|搬砖|值班"
    "|上夜班|倒班|跑龙套|做兼职|做实习|领工资|拿工资"
)
"""What the user does at the organisation, said instead of a work verb (待了五年, 兼职, 跳舞)."""
WORK_ONLY: Final = frozenset(
    "兼职 实习 打工 端盘子 洗碗 上夜班 倒班 做兼职 做实习 领工资 拿工资".split()
)
"""Doings only a job has: the place they are done at is an employer even when its name is
not known (我在肯德基兼职), unless it is a place (我在北京打工)."""
_NOT_ORG: Final = re.compile(
    r"^(?:家|家里|网上|线上|外地|外面|老家|本地|城里|镇上|村里|一|这|那|某|个|几)|[市省区县村镇乡州]$"
)
_SAID: Final = re.compile(
    r"(?:^|[，,。；;！!\s])(?:我|本人|俺|咱)(?:现在|目前|一直|已经|还|也|平时|主要)*"
    r"(?:在|跟着|跟|随)(?P<org>[\u4e00-\u9fffA-Za-z]{2,12}?)(?:里|那边|这边|里面)?"
    r"(?:已经|一直|都|到处|全国|常年|一起|天天|每天)*"
    rf"(?P<doing>{DOINGS})(?!过)"
)
_NOT_NOW: Final = re.compile(
    r"以前|之前|当年|那时|那会|曾经|年轻时|小时候|想|(?<![主需重])要|打算|如果|吗|？|\?|他|她"
)


def passing_employer(text: str) -> list[Fill]:
    """The organisation the user says they are at by what they do there (see the module)."""
    for found in _SAID.finditer(text):
        if _NOT_NOW.search(text[: found.end()]):
            return []
        org = _organisation(found["org"], found["doing"] in WORK_ONLY)
        if org:
            return [Fill("employer", org)]
    return []


def _organisation(name: str, work_only: bool) -> str:
    """The name when it is an organisation's (known, or ending in an organisation's kind; with
    a doing only a job has, any name that is no place)."""
    if zh_objects.org_known(name):
        return name
    if name.endswith(tuple(PERFORMING_KINDS | ORG_KINDS)) and len(name) > 2:
        return name
    unplaced = not zh_objects.place(name) and _NOT_ORG.search(name) is None
    return name if work_only and unplaced and 2 <= len(name) <= 6 else ""


def with_passing_employer(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the employer said in passing: added when none was read, in place of
    one read with the doing stuck to it (华为混), and without a home read off its name
    (上海芭蕾舞团: no home 上海)."""
    found = passing_employer(text)
    if not found:
        return fills
    org = found[0].value
    employers = [f for f in fills if f.subject == "user" and f.slot == "employer"]
    if employers and not all(f.value.startswith(org) and f.value != org for f in employers):
        return fills
    kept = [
        f
        for f in fills
        if not (f.subject == "user" and f.slot == "employer")
        and not (f.subject == "user" and f.slot == "home_location" and org.startswith(f.value))
    ]
    return [*kept, *found]
