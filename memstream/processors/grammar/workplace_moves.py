"""A workplace moved, or the user moved to another one, said of the workplace itself: where
the user works now ("they moved the studio to Brooklyn", "Company moved the team to Leeds",
"they've shifted me to the Greenock depot", "I'm with the Calgary office now", 公司搬到了前滩,
单位把我调到宁波了), never the employer (前滩 is a place) nor the home.

Pure. `en_moved(text, fills)` and `zh_moved(text, fills)` give the fills with the new work
location, without a home or an employer read off the same place.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_objects, rebased_work, zh_changes, zh_objects
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import Clause, expand, tokens_of

_CHANGED: Final = {"changed": True}
_WORKPLACE: Final = (
    r"(?:office|offices|studio|team|depot|shop|store|lab|practice|workplace|company|firm"
    r"|business|clinic|warehouse|plant|site|branch|hq|headquarters|department|whole team"
    r"|operation|desk)"
)
_SITE: Final = (
    r"(?:office|offices|studio|depot|shop|store|lab|practice|workplace|company|firm|clinic"
    r"|warehouse|plant|site|branch|hq|headquarters)"
)
_EN_MOVED: Final = re.compile(
    r"\b(?:moved|relocated|shifted|transferred|moving|relocating|shifting|transferring|posted"
    r"|reassigned|sent)\s+(?:(?:the|our|my|their|his|her)\s+)?(?:[a-z]+\s+)?"
    rf"(?:{_WORKPLACE}|me|us)\s+(?:over\s+|out\s+|up\s+|down\s+|across\s+)?to\s+"
    r"(?:(?:the|their|our|its|a)\s+)?"
    rf"|\b(?:our|my|the)\s+{_SITE}\s+(?:has\s+|have\s+|just\s+)*(?:moved|relocated)"
    r"\s+(?:over\s+|out\s+|up\s+|down\s+)?to\s+(?:the\s+)?"
    rf"|\b(?:i am|we are)\s+(?:now\s+)?(?:with|at|in)\s+the\s+(?=\S+\s+(?:{_WORKPLACE})\b)",
    re.IGNORECASE,
)
"""A move of the workplace or of the user to another site, up to the place."""
_EN_CUE: Final = re.compile(
    r"mov(?:ed|ing)|relocat|shift|transferr|posted|reassigned|\bsent\b|\bwith the\b", re.I
)
"""Words one of the English readers needs: a sentence without any is passed over."""
_NOT_NOW: Final = re.compile(
    r"\b(?:will|would|might|may|could|should|going to|gonna|plan|planning|if|whether|thinking"
    r"|want|wants|hope|unless)\b",
    re.IGNORECASE,
)
_SOMEONE_ELSE: Final = re.compile(
    rf"\b(?:he|she|his|her|their|him)\b|\bmy (?!{_WORKPLACE}\b|boss\b|manager\b|employer\b)[a-z]+\b"
)
"""Someone else's workplace ("her company moved the team to Hull"); "my boss moved me" is
the user's."""
_EN_HOME: Final = re.compile(r"\b(?:live|lives|living|home|house|flat|apartment|moved us)\b", re.I)
_ZH_HOME: Final = re.compile(r"搬|住|家|定居")
"""Words that say the user lives at the place too ("人也搬过来了")."""
_CORRECTION: Final = re.compile(
    r"^\s*[,—–-]?\s*(?:sorry|i mean|i meant|no|make that|correction|actually)[,:]?\s+(?:the\s+)?",
    re.IGNORECASE,
)
"""A place corrected right after it is said ("to Wrocław, sorry, Katowice")."""


def en_moved(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the place a workplace moved to as the user's work location (or, the
    move said without its place, the place the user is based in now: `rebased_work`)."""
    fills = rebased_work.rebased("en", text, fills)
    if _EN_CUE.search(text) is None or any(
        f.slot == "work_location" and f.subject == "user" for f in fills
    ):
        return fills  # most sentences move no workplace: one search
    clause = Clause(tokens_of(expand(text)))
    found = _EN_MOVED.search(clause.low)
    before = clause.low[: found.start()] if found is not None else ""
    if found is None or _NOT_NOW.search(before) or _SOMEONE_ELSE.search(before):
        return fills
    read = en_objects.place(clause.tokens, clause.index_at(found.end()))
    if read is None or not read[0][:1].isupper():
        return fills
    home = _EN_HOME.search(text) is not None
    return _placed(fills, _corrected(text, read[0]) or read[0], home)


def _corrected(text: str, place: str) -> str:
    """The place said in its place right after it ("Wrocław, sorry, Katowice"), or ""."""
    end = text.find(place) + len(place)
    found = _CORRECTION.match(text[end:])
    if found is None:
        return ""
    clause = Clause(tokens_of(text[end + found.end() :]))
    read = en_objects.place(clause.tokens, 0)
    return read[0] if read is not None and read[0][:1].isupper() else ""


def _placed(fills: list[Fill], place: str, home_said: bool = False) -> list[Fill]:
    """The fills without an employer (nor, unless the sentence says the user lives or moved
    there too: `home_said`) a home read off the work place, with it as the work location."""
    same = place.casefold()
    slots = ("employer",) if home_said else ("home_location", "employer")
    kept = [
        f
        for f in fills
        if not (
            f.subject == "user" and f.slot in slots and f.value.casefold() in (same, *_parts(same))
        )
    ]
    return [*kept, Fill("work_location", place, extra=_CHANGED)]


def _parts(place: str) -> tuple[str, ...]:
    return tuple(place.split())


_ZH_MOVED: Final = re.compile(
    r"(?:公司|单位|办公室|办公地点|工作室|团队|部门|门店|店|厂|总部|车行|铺子|铺|诊所|档口|摊位|门面"
    r"|实验室|项目部|工地|馆)(?:也|已经|都|整体|整个)*"
    r"(?:搬|迁|挪|转移)(?:到|去|至)了?(?P<x>[\u4e00-\u9fffA-Za-z]{2,6}?)(?:了|去了|办公|那边|这边|[，,。！!]|$)"
    r"|(?:把我|我被|我|^|[，,。！!]\s*)(?:也|已经|又|刚|刚刚)*(?:调|派|借调|外派|调动)(?:到|去|至)了?"
    r"(?P<y>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:了|去了|上班|工作|[，,。！!]|$)"
)
"""公司搬到了前滩, 办公室迁到浦东了, 单位把我调到宁波了, 我调到新加坡了."""
_ZH_CUE: Final = re.compile(r"[搬迁挪调派]|转移")
_ZH_NOT_NOW: Final = re.compile(r"要|会|打算|准备|计划|可能|如果|想|快|下个月|明年|吗|？|\?|他|她")


def zh_moved(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the place the workplace or the user moved to as the work location (a
    unit transferred to, 宁波市税务局, is the employer and its place the work location; the
    move said without its place, the place the user is in now: `rebased_work`)."""
    fills = rebased_work.rebased("zh", text, fills)
    found = _ZH_MOVED.search(text) if _ZH_CUE.search(text) else None
    if found is None or _ZH_NOT_NOW.search(text[: found.start()]) is not None:
        return fills
    said = found.group("x") or found.group("y") or ""
    home_said = _ZH_HOME.search(text[: found.start()] + text[found.end() :]) is not None
    branch = _ZH_BRANCH.search(said)
    if branch is not None and branch.start() >= 2:  # 调到深圳总部: the same employer, in 深圳
        place = said[: branch.start()]
        kept = [f for f in fills if not (f.slot == "employer" and f.value == said)]
        return _placed(kept, place, home_said)
    if found.group("y") and _ZH_UNIT.search(said):  # 调到宁波市税务局: the employer
        kept = [f for f in fills if not (f.slot == "work_location" and f.value in said)]
        mine = [f for f in kept if f.slot != "employer" or f.subject != "user"]
        return [*mine, Fill("employer", said, extra=_CHANGED)]
    places = zh_changes.moved_place(said) or _bare_place(said, bool(found.group("x")))
    if not places or any(f.slot == "work_location" and f.subject == "user" for f in fills):
        return fills
    return _placed(fills, places[0], home_said)


def _bare_place(said: str, workplace: bool) -> list[str]:
    """Where a workplace moved, said bare (公司搬到了前滩): a place, not an organisation."""
    bare = workplace and re.fullmatch(r"[\u4e00-\u9fff]{2,4}", said) is not None
    return [said] if bare and not zh_objects.org_known(said) else []


_ZH_BRANCH: Final = re.compile(
    r"(?:分公司|分行|支行|总部|办事处|分部|分店|门店|校区|分院|分厂|基地)$"
)
"""A site of the same employer (深圳总部, 天津分行): the place is where the user works."""
_ZH_UNIT: Final = re.compile(
    r"(?:局|公司|银行|分行|支行|医院|集团|学校|中学|小学|大学|研究所|分公司|总部|厅|委)$"
)
"""A unit one is transferred to, not a place (宁波市税务局)."""
