"""Where the user works, said by the site of the work rather than by a verb of working
(issue 22, g55w), in Chinese: one's work unit said with its place (单位在正定那边, 我们台站在
康定那边, 我的店在鼓楼附近), and the place of one's work said by what one does there while a
home is said apart (俺是在鄂尔多斯露天煤矿开矿卡的，家在包头; 我在宁波港开龙门吊，家在慈溪;
我住珠海，每天过关去澳门一家酒店做前厅经理).

Only the user's own work: never a clause about someone else, a wish, a question or the
past; only when no work location was read. A home read from the same place gives way to it.
Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_objects import is_place
from memstream.processors.grammar.zh_objects import place as near_place
from memstream.processors.grammar.zh_subjects import is_place as tagged_place
from memstream.processors.grammar.zh_subjects import someone_in

_UNITS: Final = (
    "单位|公司|厂子|工厂|厂里|车间|台站|科考站|站里|店里|门店|铺子|摊位|摊子|诊所|办公室|实验室"
    "|工作室|工地|项目部|基地|营地|档口"
)
_UNIT_AT: Final = re.compile(
    r"^(?:我们|我的|俺们|俺的|咱们|咱|我|俺)?(?:的)?(?:" + _UNITS + r"|店)(?:就|现在|目前)?在"
    r"(?P<p>[\u4e00-\u9fffA-Za-z]{2,10}?)(?:那边|附近|一带|这边|旁边)?$"
)
"""One's work unit and its place (单位在正定那边, 我们科考站在南极中山站)."""
_AT_DOING: Final = re.compile(
    r"^(?:我|俺|本人)?(?:是)?(?P<when>(?:现在|目前|平时|每天|天天|一直|常年|都|也|还|就)*)"
    r"(?:(?:坐|开|骑|搭|乘)[\u4e00-\u9fff]{1,5}?)?(?P<to>在|去|到)(?P<p>[\u4e00-\u9fff]{2,12})"
)
"""A place said before what one does there (在宁波港开龙门吊, 去澳门一家酒店做前厅经理)."""
_DOING: Final = re.compile(
    r"(?:开|卖|带|做|当|干|摆摊|修|教|跑|送|管|拉|蹬|挖|种|养|搬|守|值班|上班|工作|打工|搬砖|出摊"
    r"|看店|看摊|收银|烧|炒|剪|洗|扛|装|焊|驾驶)"
)
_UNREAL: Final = re.compile(
    r"想|希望|如果|要是|假如|打算|准备|计划|将来|以前|之前|曾经|当年|吗|？|\?|远程|在家办公|居家办公"
)
_CLAUSES: Final = re.compile(r"[，,。；;！!\s]+")
_HOME_SAID: Final = re.compile(r"住|家在|家住|家就在")
"""A home said apart (家在包头, 住在太仓), not a going back (回老家大理)."""
_HOME_WORDS: Final = re.compile(r"住|家在|家住|家就在|回家|老家")


def zh_work_site(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with where the user works, said by its site (see the module), when no work
    location was read."""
    if any(_users(f, "work_location") for f in fills) or _UNREAL.search(text):
        return fills
    for place in _places(text, fills):
        kept = [f for f in fills if not (_users(f, "home_location") and f.value in place)]
        return [*kept, Fill("work_location", place)]
    return fills


def _places(text: str, fills: list[Fill]) -> Iterator[str]:
    """The places the text says the user works at, unit first."""
    clauses = [c for c in _CLAUSES.split(text) if c]
    homes = {f.value for f in fills if _users(f, "home_location")}
    for index, clause in enumerate(clauses):
        before = "".join(clauses[:index])
        unit = _UNIT_AT.match(clause)
        if unit is not None and _a_place(unit["p"], clause) and not _others(clause, before):
            yield unit["p"]
        if _HOME_WORDS.search(clause) or _others(clause, before):
            continue
        at = _AT_DOING.match(clause)
        if at is None or (at["to"] != "在" and not at["when"]) or not _HOME_SAID.search(text):
            continue  # 去银川卖货: a trip, unless one goes every day (每天去澳门…做前厅经理)
        place = _leading_place(at["p"])
        apart = {home for home in homes if home not in place and place not in home}
        if place and apart and _DOING.search(clause[at.start("p") :]) and not _org(at["p"], fills):
            yield place


def _org(span: str, fills: list[Fill]) -> bool:
    """True when the span opens with an employer read (在贵州大学当老师: 贵州大学)."""
    return any(_users(f, "employer") and span.startswith(f.value) for f in fills)


def _leading_place(span: str) -> str:
    """The known place a span opens with (鄂尔多斯露天煤矿 → 鄂尔多斯), or ""."""
    for size in range(min(len(span), 6), 1, -1):
        if is_place(span[:size]) or tagged_place(span[:size]):
            return span[:size]
    return ""


def _a_place(span: str, clause: str) -> bool:
    """True when a span names a place: a known place opens it, a site ends it, or it is what
    the unit is near (正定那边)."""
    if _leading_place(span) or re.search(r"(?:站|岛|港|场|园|区|镇|村)$", span) is not None:
        return True
    return bool(near_place(clause[clause.rfind(span) :]))


def _others(clause: str, before: str) -> bool:
    """True when the clause, or the sentence before it with no subject of its own, is about
    someone else."""
    if someone_in(clause):
        return True
    own = re.match(r"(?:我|俺|咱|本人)", clause) is not None
    return not own and someone_in(before)


def _users(fill: Fill, slot: str) -> bool:
    return fill.subject == "user" and fill.slot == slot
