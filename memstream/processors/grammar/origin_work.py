"""A city one works in, said after where one comes from, is where one lives (issue 22, g55w):
"I'm from Cork, working in Dublin now", "Originally from Lagos, I work in London",
我是山西大同的，现在在太原打工, 南宁人在北京打工, 老家河南的，在深圳上班.

The work location is said apart from the home only when a home is said; with an origin and
no home, the city of work is the home (`home_location`), not a `work_location`. A district, a
site or a park one works at (在苏州工业园区上班, "the Leeds depot") stays the work location.
Pure.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import latin_kind
from memstream.processors.grammar.zh_objects import is_place

_EN_ORIGIN: Final = re.compile(
    r"\b(?:i'm|i\s+am|i\s+come|i\s+came|originally|born\s+and\s+raised|grew\s+up)\s+"
    r"(?:originally\s+)?(?:from|in)\s+[A-Z]|^from\s+[A-Z]",
    re.IGNORECASE,
)
_ZH_ORIGIN: Final = re.compile(
    r"(?:^|[，,。\s])(?:我|俺|本人)?(?:是)?[\u4e00-\u9fff]{2,6}(?:人|的)(?=[，,。\s]|在)"
    r"|老家|来自|祖籍|出身"
)
_ZH_CITY_OF_WORK: Final = re.compile(r"在(?P<p>[^在\W\d][\u4e00-\u9fff]{1,5}?)(?:打工|上班|工作)")
_SITE_END: Final = re.compile(r"(?:区|园|站|港|场|厂|基地|中心|开发区|新区)$")
_UNREAL: Final = re.compile(
    r"想|希望|如果|要是|打算|准备|以前|之前|曾经|回去|回家|回来|\b(?:if|want|used|back\s+home"
    r"|go\s+back|home\s+(?:on|at|every))\b"
)
"""A wish, a past, or a going back home (每周回去一趟: the home is elsewhere)."""


def origin_work(text: str, fills: list[Fill], chinese: bool) -> list[Fill]:
    """The fills with a city of work said after one's origin read as the home (see the
    module)."""
    mine = [f for f in fills if f.subject == "user"]
    works = {f.value for f in mine if f.slot == "work_location"}
    homes = {f.value for f in mine if f.slot == "home_location"}
    if len(works) != 1 or homes - works or _UNREAL.search(text):
        return fills
    work = next(iter(works))
    if not _a_city(work, text, chinese):
        return fills
    origin = _ZH_ORIGIN.search(text) if chinese else _EN_ORIGIN.search(text)
    if origin is None or work in origin.group():
        return fills
    if homes:  # the home read from the same words: the work location goes
        return [f for f in fills if not (f in mine and f.slot == "work_location")]
    return [_as_home(f) if f in mine and f.slot == "work_location" else f for f in fills]


def _as_home(fill: Fill) -> Fill:
    """The work location read as the home."""
    return replace(fill, slot="home_location")


def _a_city(value: str, text: str, chinese: bool) -> bool:
    """True when the work location is a city said with a verb of working, not a site."""
    if not chinese:
        said = re.search(r"\bwork(?:ing|s)?\s+in\s+" + re.escape(value) + r"\b", text)
        return said is not None and latin_kind(value) != "org"
    said = _ZH_CITY_OF_WORK.search(text)
    return (
        said is not None
        and said["p"] == value
        and is_place(value)
        and _SITE_END.search(value) is None
    )
