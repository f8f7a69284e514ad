"""Where the user works, said apart from where they live (issue 22, g51w), English and
Chinese: a base or site one works from is `work_location`, not home.

English: a place of work in a message that also says where one lives ("I work in Douglas but
live in Ramsey", "I live in York and I'm a nurse in Leeds"), and one's job said with its
place ("my actual job is a quantity surveyor in Douglas", "my work is on the salmon farm in
Funningsfjørður"). Chinese: a base said by 常驻 / 驻扎在 / base在 (常驻乌兰察布, base在如东海上
风电场), a work unit's place beside a home (车队在成都新都，家在雅安), and a clause of a place
"那边" after the user's work (在昆明做花卉拍卖师，斗南花市那边).

Only the user's own work: never someone else's clause, a wish, a question or the past; only
when no work location was read. A home read from the same place gives way to it. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import latin_kind
from memstream.processors.grammar.workplace_towns import NOT_PLACES, NOT_WORKPLACES
from memstream.processors.grammar.zh_objects import place as zh_place
from memstream.processors.grammar.zh_subjects import someone_in

_NAME: Final = r"(?P<p>(?-i:[A-Z][\w'-]+(?:\s(?-i:[A-Z][\w'-]+)){0,2}))"
_EN_WORK_AT: Final = re.compile(
    r"\b(?:i|we)\s+(?:also\s+|now\s+|mainly\s+|mostly\s+|still\s+|actually\s+)?"
    r"(?:work|commute|am based|'m based)\s+(?:in|at|out of|from)\s+"
    r"(?:the\s+)?" + _NAME,
    re.IGNORECASE,
)
"""One's work and its place ("I work in Douglas", "we're based out of Leith")."""
_EN_JOB_IS: Final = re.compile(
    r"\bmy\s+(?:\w+\s+)?(?:job|work)\s+is\s+(?:as\s+|on\s+|at\s+)?(?:an?\s+|the\s+)?"
    r"[\w' -]{2,40}?\s+in\s+" + _NAME,
    re.IGNORECASE,
)
"""One's job said with its place ("my actual job is a quantity surveyor in Douglas")."""
_EN_UNREAL: Final = re.compile(
    r"\b(?:if|would|wish|want|hope|might|maybe|used to|back when|years ago|someday|\?)",
    re.IGNORECASE,
)
_EN_OTHER: Final = re.compile(
    r"\b(?:he|she|they|my\s+(?:wife|husband|partner|son|daughter|mum|mom|dad|brother|sister"
    r"|friend|boyfriend|girlfriend))\s+(?:\w+\s+)?(?:works?|commutes?|is based)\b",
    re.IGNORECASE,
)


def en_work_apart(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with where the user works (see the module) when no work location was read."""
    if _read(fills, "work_location") or _EN_UNREAL.search(text) or _EN_OTHER.search(text):
        return fills
    homes = {f.value.lower() for f in fills if _users(f, "home_location")}
    places = [m["p"] for m in _EN_JOB_IS.finditer(text)]
    if homes:
        places += [m["p"] for m in _EN_WORK_AT.finditer(text)]
        places += _role_places(text, fills)
    for place in places:
        if _a_town(place, fills) and (homes - {place.lower()} or place.lower() not in homes):
            kept = [f for f in fills if not (_users(f, "home_location") and f.value == place)]
            return [*kept, Fill("work_location", place)]
    return fills


def _role_places(text: str, fills: list[Fill]) -> list[str]:
    """Places said right after one of the user's roles ("a nurse in Leeds")."""
    found: list[str] = []
    for role in (f.value for f in fills if _users(f, "role")):
        pattern = re.escape(role) + r"\s+(?:in|at|out of)\s+(?:the\s+)?" + _NAME
        found += [m["p"] for m in re.finditer(pattern, text, re.IGNORECASE)]
    return found


def _a_town(place: str, fills: list[Fill]) -> bool:
    """A capitalised span that names a town, not an employer, a field or a stay."""
    low = place.lower()
    if low in NOT_PLACES or low.split()[-1] in NOT_WORKPLACES:
        return False
    employers = {f.value.lower() for f in fills if f.slot == "employer"}
    return low not in employers and latin_kind(place) in ("place", "unknown")


_ZH_SPAN: Final = r"(?P<p>[\u4e00-\u9fffA-Za-z0-9]{2,14}?)"
_ZH_STOP: Final = (
    r"(?=那边|这边|一带|附近|[，,。；;！!\s]|$|人住|住|家|每天|天天|平时|上班|了|啦|快|已经|好几"
    r"|[一二三四五六七八九十两几半\d]+(?:年|个月|天|周))"
)
_ZH_BASED: Final = re.compile(
    r"(?:常驻|长驻|驻扎在|驻扎|驻守在|驻守|驻在|[Bb]ase在|[Bb]ase\s+)(?:在)?" + _ZH_SPAN + _ZH_STOP
)
"""A base one works from (常驻乌兰察布, 驻扎在那曲, base在如东海上风电场)."""
_ZH_UNIT_AT: Final = re.compile(
    r"(?:车队|公司|单位|厂子|厂里|工厂|工地|办公室|项目部|队里|基地|站里)(?:在|就在)"
    + _ZH_SPAN
    + r"(?=[，,。；;！!\s]|$)"
)
"""A work unit's place (车队在成都新都), read only beside a home (家在雅安)."""
_ZH_HOME: Final = re.compile(r"家在|家住|住在|住|家就在")
_ZH_THERE: Final = re.compile(
    r"^(?:就在|在)?" + _ZH_SPAN + r"(?:那边|那一带|一带|附近)(?:上班|干活)?$"
)
"""A clause of only a place "那边", said after one's work (…做花卉拍卖师，斗南花市那边)."""
_ZH_NOT_PLACE: Final = re.compile(
    r"[住家做搞干叫是有在的不没]|^(?:人口|人员|代表|记者|嘉宾|会员|用户|成员"
    r"|[这那][边里儿]|哪|此地|该地|本地|国外|海外|外地|外面|当地|一线|现场|项目|单位|公司)"
)
"""A span with a verb, a home or a naming in it, a pointing word or a unit is no place (住在三宝村,
钉钉上叫鲸图, 常驻这边, 常驻人口, 常驻项目上)."""
_ZH_WORK: Final = re.compile(r"做|当|干|上班|工作")
_ZH_UNREAL: Final = re.compile(
    r"想|希望|如果|要是|假如|打算|准备|计划|将来|以前|之前|曾经|当年|退休前|吗|？|\?"
)
_ZH_CLAUSES: Final = re.compile(r"[，,。；;！!\s]+")


def zh_work_base(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with where the user works (see the module) when no work location was read."""
    if _read(fills, "work_location"):
        return fills
    clauses = [c for c in _ZH_CLAUSES.split(text) if c]
    for before, clause in zip(["", *clauses], clauses, strict=False):
        place = _zh_place(clause, before, text, fills)
        if not place or _ZH_NOT_PLACE.search(place) or _ZH_UNREAL.search(clause):
            continue
        if not someone_in(_opening(clause, place)) and not _theirs(text, clause, fills):
            kept = [f for f in fills if not (_users(f, "home_location") and f.value in place)]
            return [*kept, Fill("work_location", place)]
    return fills


def _zh_place(clause: str, before: str, text: str, fills: list[Fill]) -> str:
    """The place of work one clause says, or ""."""
    if (based := _ZH_BASED.search(clause)) is not None:
        stationed = based.group().startswith(("常驻", "长驻"))
        return based["p"] if not stationed or _a_base(based["p"], fills) else ""
    unit = _ZH_UNIT_AT.search(clause)
    if unit is not None and _ZH_HOME.search(text[text.find(clause) :]):
        return unit["p"]
    there = _ZH_THERE.match(clause)
    working = _ZH_WORK.search(before) is not None and any(_users(f, "role") for f in fills)
    return there["p"] if there is not None and working else ""


_ZH_SITE: Final = re.compile(r"(?:工地|基地|站|办事处|分公司|风电场|油田|矿|港|岛|园区)$")


def _a_base(span: str, fills: list[Fill]) -> bool:
    """A place one works from: a site (三斗坪站, 河内办事处), or a known place when the user's
    work is said (风电运维 常驻内蒙古乌兰察布); 常驻新加坡 alone is where one lives."""
    if _ZH_SITE.search(span) is not None:
        return True
    working = any(f.subject == "user" and f.slot in ("role", "employer") for f in fills)
    return working and (bool(zh_place(span)) or span.isascii())


def _theirs(text: str, clause: str, fills: list[Fill]) -> bool:
    """True when a clause with no subject of its own follows one about someone else
    (客户是做新能源的，base在合肥)."""
    if re.match(r"(?:我|俺|咱|本人)", clause):
        return False
    before = text[: text.find(clause)]
    return any(f.subject != "user" for f in fills) or someone_in(before, wide=True)


def _opening(clause: str, place: str) -> str:
    """The words of a clause before the place it names."""
    return clause[: max(clause.find(place), 0)]


def _read(fills: list[Fill], slot: str) -> bool:
    return any(_users(f, slot) for f in fills)


def _users(fill: Fill, slot: str) -> bool:
    return fill.subject == "user" and fill.slot == slot
