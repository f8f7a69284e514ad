"""Chinese self-descriptions: 我叫X, 我是一名X, 我在X工作, 我住在X, 我的母语是X, 我的时区是X.

Each rule reads one clause (after NFKC, so punctuation is ASCII) and returns
(field, value, content) triples; content is written in Chinese.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.matchers.common import Gated, triggers
from memstream.processors.matchers.fields import Found
from memstream.processors.matchers.lexicon import LANGUAGES, ZH_ROLE_SUFFIXES, is_place

_NAME: Final = re.compile(r"我(?:叫|的名字(?:是|叫))(?P<v>[^\s,;.!?。是]{1,12})(?=$|是|\s)")
_NOT_NAME_START: Final = tuple("了他她你过人车醒住什谁")
_ROLE: Final = re.compile(
    r"(?:^|我)(?:现在|目前)?是(?P<measure>一名|一位|一个|个)?(?P<v>[^,;.!?。]{1,15})$"
)
_ROLE_STATED: Final = re.compile(r"我的(?:职业|工作)是(?P<v>[^,;.!?。]{1,15})$")
_WORKPLACE: Final = re.compile(
    r"(?:^|我)(?:目前|现在|一直)?在(?P<v>[^,;.!?。\s]{1,20}?)(?:工作|上班|任职|实习)(?:了|呢)?$"
    r"|我(?:已经|刚)?(?:入职|加入|跳槽到|跳槽去)了?(?P<w>[^,;.!?。\s]{2,20}?)(?:工作|上班)?(?:了|呢)?$"
)
_NOT_WORKPLACE: Final = frozenset(
    "家 家里 这里 那里 这 那 外面 公司 办公室 晚上 周末 远程 线上".split()
)
_LIVES: Final = re.compile(
    r"(?:^|我)(?:现在|目前|一直)?(?:住在|生活在|定居在|居住在)(?P<v>[^,;.!?。\s]{1,15}?)(?:了|呢)?$"
    r"|我(?:现在|目前|一直)?在(?P<w>[^,;.!?。\s]{1,15}?)(?:生活|居住|定居)(?:了|呢)?$"
)
_NATIVE: Final = re.compile(r"我的母语是(?P<v>[^,;.!?。\s]{1,10})")
_SPEAKS: Final = re.compile(r"我(?:也|还)?(?:会|能)说(?P<v>[^,;.!?。]{1,20})")
_TIMEZONE: Final = re.compile(
    r"我的时区是(?P<v>[^,;!?。]{1,30})$"
    r"|我(?:在|处于|位于)(?P<zone>[东西][一二三四五六七八九十]{1,3}区)"
    r"|我(?:在|处于|位于)\s*(?P<utc>(?:UTC|GMT|utc|gmt)\s*[+-]\s*\d{1,2})"
)
_NUMERALS: Final = {c: i for i, c in enumerate("一二三四五六七八九十", start=1)}


def zh_name(clause: str) -> Found:
    """我叫李雷 / 我的名字是李雷."""
    match = _NAME.search(clause)
    if match is None or match["v"].startswith(_NOT_NAME_START) or len(match["v"]) > 6:
        return []  # 我叫了外卖: an order, not a name
    return [("name", match["v"], f"名字是{match['v']}")]


def zh_role(clause: str) -> Found:
    """我是一名工程师 / 我是程序员 / 我的职业是律师."""
    if stated := _ROLE_STATED.search(clause):
        return _role(stated["v"])
    match = _ROLE.search(clause)
    if match is None or match["v"].startswith(("不", "说", "在", "想", "觉得")):
        return []
    role = match["v"].rstrip("了啊呀")
    if match["measure"] in ("一名", "一位") or role.endswith(ZH_ROLE_SUFFIXES):
        return _role(role)
    return []  # 我是一个很懒的人: a description, not a role


def _role(role: str) -> Found:
    return [("role", role, f"职业是{role}")]


def zh_workplace(clause: str) -> Found:
    """我在阿里巴巴工作 (employer); 我在北京上班 (a place, so location)."""
    match = _WORKPLACE.search(clause)
    place = None if match is None else match["v"] or match["w"]
    if place is None or place in _NOT_WORKPLACE or "时" in place:
        return []  # 我在家工作: works from home, not for "家"
    field = "location" if is_place(place) else "employer"
    return [(field, place, f"在{place}工作")]


def zh_location(clause: str) -> Found:
    """我住在上海 / 我在深圳生活."""
    match = _LIVES.search(clause)
    if match is None:
        return []
    place = match["v"] or match["w"]
    return [("location", place, f"住在{place}")]


def zh_language(clause: str) -> Found:
    """我的母语是中文 / 我会说英语和日语 (each a language)."""
    match = _NATIVE.search(clause) or _SPEAKS.search(clause)
    if match is None:
        return []
    terms = [term for term in LANGUAGES if term in match["v"] and not term.isascii()]
    by_name = dict(zip((LANGUAGES[term] for term in terms), terms, strict=True))
    found: Found = [("languages", name, f"会说{term}") for name, term in by_name.items()]
    if found and match.re is _NATIVE:
        first = next(iter(by_name))
        found.insert(0, ("native_language", first, f"母语是{by_name[first]}"))
    return found


def zh_timezone(clause: str) -> Found:
    """我的时区是UTC+8 / 我在东八区."""
    match = _TIMEZONE.search(clause)
    if match is None:
        return []
    if match["zone"]:
        value = _zone_offset(match["zone"])
    else:
        value = re.sub(r"\s+", "", match["v"] or match["utc"]).strip(" .")
        value = (
            value.upper()
            if re.fullmatch(r"(?i)(?:utc|gmt)[+-]\d{1,2}(?::?\d{2})?", value)
            else value
        )
    return [("timezone", value, f"时区是{value}")]


def _zone_offset(zone: str) -> str:
    digits = zone[1:-1]
    hours = _NUMERALS[digits] if len(digits) == 1 else 10 + _NUMERALS.get(digits[-1], 0)
    return f"UTC{'+' if zone[0] == '东' else '-'}{hours}"


_ORIGIN: Final = re.compile(r"我(?:来自|老家(?:是|在)|出生在|是)(?P<v>[^,;.!?。\s]{1,10}?)(?:人)?$")


def zh_origin(clause: str) -> Found:
    """我来自成都 / 我老家在西安 / 我是四川人: where the user comes from."""
    match = _ORIGIN.search(clause)
    if match is None:
        return []
    place = match["v"]
    if not (is_place(place) or "来自" in clause or "老家" in clause):
        return []  # 我是老实人: not a place
    return [("origin", place, f"来自{place}")]


ZH_RULES: Final[tuple[Gated[Callable[[str], Found]], ...]] = (
    (triggers("叫|名字"), zh_name),
    (triggers("是"), zh_role),
    (triggers("工作|上班|任职|实习|入职|加入|跳槽"), zh_workplace),
    (triggers("住|生活|定居|居住"), zh_location),
    (triggers("来自|老家|出生|是"), zh_origin),
    (triggers("母语|说"), zh_language),
    (triggers("时区|区|utc|gmt"), zh_timezone),
)
