"""General fact rules, English and Chinese: allergies, diet, health, trips and plans with
dates, possessions, age and birth, and any first-person statement with a date.

Each rule reads one clause and the event's date and returns `FactFound`s. Dates are
resolved against the event time (`processors.dates`) and kept in the content and in
`attributes["dates"]` (ISO).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Final

from memstream.processors.date_words import zh_number
from memstream.processors.dates import DateMention, find_dates, render, rewrite_dates
from memstream.processors.matchers.common import Gated, triggers
from memstream.processors.matchers.lexicon import is_place
from memstream.text import normalize

_CAP: Final = r"[A-Z][\w.'-]*"


@dataclass(frozen=True, slots=True)
class FactFound:
    """A fact a rule read in one clause."""

    key: str
    value: str
    content: str
    single_valued: bool = True
    attributes: dict[str, Any] = field(default_factory=dict)


FactRule = Callable[[str, date], list[FactFound]]

_EN_ALLERGY: Final = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:(?:very|severely|really|highly|deathly|mildly|also)\s+)?allergic\s+to"
    r"\s+(?P<v>.+)$|\bi\s+have\s+(?:an?\s+|a\s+severe\s+)?(?P<w>[\w -]+?)\s+allergy\b"
    r"|\bi(?:'m|\s+am)\s+(?P<x>lactose|gluten)\s+intolerant\b",
    re.IGNORECASE,
)
_EN_DIET: Final = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:an?\s+)?(?:strict\s+|now\s+|now\s+an?\s+)?(?P<v>vegetarian|vegan"
    r"|pescatarian|pescetarian|keto|gluten-free|kosher|halal)\b",
    re.IGNORECASE,
)
_EN_HEALTH: Final = re.compile(
    r"\bi\s+(?:have|suffer\s+from|was\s+diagnosed\s+with)\s+(?P<v>(?:type\s+[12]\s+)?diabetes"
    r"|asthma|adhd|hypertension|high\s+blood\s+pressure|celiac\s+disease|coeliac\s+disease"
    r"|migraines|insomnia|arthritis|epilepsy|anxiety|depression|a\s+bad\s+back|back\s+pain"
    r"|[\w-]+itis)\b|\bi(?:'m|\s+am)\s+(?P<w>diabetic|asthmatic|pregnant|colou?r\s*blind)\b",
    re.IGNORECASE,
)
_EN_TRIP: Final = re.compile(
    r"\b(?i:i|we)(?:'m|'re|\s+am|\s+are|'ll|\s+will|\s+(?:am|are)\s+going\s+to)?\s*(?:be\s+)?"
    r"(?i:going|flying|traveling|travelling|driving|heading|off|went|flew|traveled|travelled"
    r"|drove|taking\s+a\s+trip|going\s+on\s+a\s+trip)\s+(?:back\s+)?to\s+"
    rf"(?P<dest>{_CAP}(?:\s+{_CAP}){{0,2}})"
    rf"|\b(?i:my|our)\s+(?i:trip|flight|vacation|holiday)\s+to\s+(?P<d2>{_CAP}(?:\s+{_CAP}){{0,2}})"
    rf"|\b(?i:i|we)(?:'ll|\s+will)\s+be\s+in\s+(?P<d3>{_CAP}(?:\s+{_CAP}){{0,2}})"
    rf"|\b(?i:i|we)(?:'m|'re|\s+am|\s+are)\s+visiting\s+(?P<d4>{_CAP}(?:\s+{_CAP}){{0,2}})"
)
_EN_OWNS: Final = re.compile(
    r"\bi\s+(?:just\s+|recently\s+|finally\s+)?(?:own|bought|got|have)\s+(?:a|an)\s+(?:new\s+)?"
    r"(?P<v>(?:[\w-]+\s+){0,2}?(?:car|bike|bicycle|motorcycle|house|apartment|flat|condo|boat"
    r"|laptop|macbook|iphone|guitar|piano|violin|camera|tesla|truck|van|cabin|ipad|kindle"
    r"|drone|telescope))\b",
    re.IGNORECASE,
)
_EN_AGE: Final = re.compile(r"\bi(?:'m|\s+am)\s+(?P<v>\d{1,3})\s+(?:years?\s+old|yo)\b", re.I)
_EN_BORN: Final = re.compile(
    rf"\b(?i:i\s+was\s+born\s+(?:in|on))\s+(?P<v>\d{{4}}|{_CAP}(?:\s+{_CAP}){{0,2}})"
)
_FIRST_PERSON: Final = re.compile(r"\b(?:i|i'm|i've|i'll|i'd|we|we're|my|our|me|us)\b", re.I)

_ZH_ALLERGY: Final = re.compile(r"我对(?P<v>[^,;.!?。]{1,12}?)(?:严重|有点|很|非常|也)?过敏")
_ZH_ALLERGY_NOUN: Final = re.compile(r"我(?:有|患有)?(?P<v>[\u4e00-\u9fff]{1,6}?)过敏")
_ZH_DIET: Final = re.compile(r"我(?:是|现在是|一直)?(?P<v>吃素|素食者|素食主义者|纯素食者|吃清真)")
_ZH_HEALTH: Final = re.compile(
    r"我(?:有|患有|得了|被诊断出)(?P<v>糖尿病|高血压|哮喘|失眠|偏头痛|抑郁症|焦虑症|关节炎|腰椎间盘突出"
    r"|[\u4e00-\u9fff]{1,5}(?:病|症|炎))|我(?P<w>怀孕)了"
)
_ZH_TRIP: Final = re.compile(
    r"我(?:们)?(?P<pre>[^,;.!?。]{0,12}?)(?:要|会|将|打算|准备|计划)?(?:去|飞|飞往|前往|回)了?(?:一趟|一次)?"
    r"(?P<dest>[\u4e00-\u9fffA-Za-z]{2,6}?)(?:出差|旅游|旅行|玩|度假|开会|参加|看|探亲|了|$)"
)
_ZH_OWNS: Final = re.compile(
    r"我(?:有|买了|刚买了)(?:一)?(?P<m>辆|台|套|架|部|把)(?P<v>[^,;.!?。]{1,8})"
)
_ZH_AGE: Final = re.compile(r"我(?:今年)?(?P<v>\d{1,3}|[一二两三四五六七八九十]{1,3})岁")
_ZH_DIET_VALUES: Final = {
    "吃素": "vegetarian", "素食者": "vegetarian", "素食主义者": "vegetarian",
    "纯素食者": "vegan", "吃清真": "halal",
}  # fmt: skip


def en_allergy(clause: str, anchor: date) -> list[FactFound]:
    """ "I'm allergic to peanuts and shellfish", "I have a cat allergy", "lactose intolerant"."""
    match = _EN_ALLERGY.search(clause)
    if match is None:
        return []
    if match["x"]:
        intolerance = match["x"].lower()
        return [_allergy(intolerance, f"{intolerance.capitalize()} intolerant")]
    return [_allergy(item, f"Allergic to {item}") for item in _items(match["v"] or match["w"])]


def _allergy(item: str, content: str) -> FactFound:
    return FactFound("fact:allergy", item, content, single_valued=False)


def en_diet(clause: str, anchor: date) -> list[FactFound]:
    """ "I'm vegetarian", "I am a vegan": the user's diet (single-valued)."""
    match = _EN_DIET.search(clause)
    if match is None:
        return []
    diet = match["v"].lower()
    return [FactFound("fact:diet", diet, f"Diet: {diet}")]


def en_health(clause: str, anchor: date) -> list[FactFound]:
    """ "I have asthma", "I was diagnosed with diabetes", "I'm pregnant"."""
    match = _EN_HEALTH.search(clause)
    if match is None:
        return []
    condition = " ".join((match["v"] or match["w"]).lower().split())
    content = f"Health: {condition}"
    return [FactFound("fact:health", condition, content, single_valued=False)]


def en_trip(clause: str, anchor: date) -> list[FactFound]:
    """ "I'm flying to Lisbon next Friday" -> "Trip to Lisbon on 2026-03-13 (Friday)"."""
    match = _EN_TRIP.search(clause)
    if match is None:
        return []
    dest = match["dest"] or match["d2"] or match["d3"] or match["d4"]
    return [_trip(dest, f"Trip to {dest}", find_dates(clause, anchor), chinese=False)]


def _trip(dest: str, content: str, mentions: list[DateMention], chinese: bool) -> FactFound:
    dates = [mention.iso for mention in mentions]
    if mentions:
        when = render(mentions[0], "")
        content = f"{when}{content}" if chinese else f"{content} {when}"
    attributes: dict[str, Any] = {"destination": dest} | ({"dates": dates} if dates else {})
    value = dates[0] if dates else dest
    return FactFound("fact:trip:" + normalize(dest), value, content, attributes=attributes)


def en_owns(clause: str, anchor: date) -> list[FactFound]:
    """ "I own a Tesla", "I just bought a new road bike"."""
    match = _EN_OWNS.search(clause)
    if match is None:
        return []
    thing = match["v"].lower()
    return [FactFound("fact:owns", thing, f"Owns a {thing}", single_valued=False)]


def en_age_birth(clause: str, anchor: date) -> list[FactFound]:
    """ "I'm 34 years old", "I was born in 1990" / "in Porto"."""
    if match := _EN_AGE.search(clause):
        return [FactFound("fact:age", match["v"], f"Is {match['v']} years old (as of {anchor})")]
    if match := _EN_BORN.search(clause):
        key = "fact:birth_year" if match["v"].isdigit() else "fact:birthplace"
        return [FactFound(key, match["v"], f"Was born in {match['v']}")]
    return []


def dated_statement(clause: str, anchor: date, chinese: bool) -> list[FactFound]:
    """Any first-person statement with a date not on the event's own day, dates resolved:
    "I have a dentist appointment tomorrow", 我上周去了医院."""
    mentions = [m for m in find_dates(clause, anchor) if m.day != anchor and not _holds(m, anchor)]
    first_person = "我" in clause if chinese else _FIRST_PERSON.search(clause) is not None
    if not mentions or not first_person:
        return []
    rest = "".join(_outside(clause, mentions))
    if (len(rest.strip()) < 5) if chinese else (len(rest.split()) < 3):
        return []
    dated = rewrite_dates(clause, anchor)
    key = "fact:event:" + normalize(rest)[:80]
    dates = list(dated.dates)
    return [FactFound(key, dates[0], dated.text, attributes={"dates": dates})]


def _holds(mention: DateMention, anchor: date) -> bool:
    """True for a year or a month the event's own day is in ("this year", "in March" said in
    March): a period still running dates no past event."""
    if mention.precision == "year":
        return mention.day.year == anchor.year
    return mention.precision == "month" and (mention.day.year, mention.day.month) == (
        anchor.year,
        anchor.month,
    )


def _outside(text: str, mentions: list[DateMention]) -> list[str]:
    parts, last = [], 0
    for mention in mentions:
        parts.append(text[last : mention.start])
        last = mention.end
    return [*parts, text[last:]]


def zh_allergy(clause: str, anchor: date) -> list[FactFound]:
    """我对花生过敏 / 我花粉过敏."""
    match = _ZH_ALLERGY.search(clause) or _ZH_ALLERGY_NOUN.search(clause)
    if match is None:
        return []
    items = [item for item in re.split(r"、|和|及|跟|,", match["v"]) if item]
    return [_allergy(item, f"对{item}过敏") for item in items]


def zh_diet(clause: str, anchor: date) -> list[FactFound]:
    """我吃素 / 我是素食者."""
    match = _ZH_DIET.search(clause)
    if match is None:
        return []
    return [FactFound("fact:diet", _ZH_DIET_VALUES[match["v"]], f"饮食:{match['v']}")]


def zh_health(clause: str, anchor: date) -> list[FactFound]:
    """我有糖尿病 / 我怀孕了."""
    match = _ZH_HEALTH.search(clause)
    if match is None:
        return []
    condition = match["v"] or match["w"]
    return [FactFound("fact:health", condition, f"健康:{condition}", single_valued=False)]


def zh_trip(clause: str, anchor: date) -> list[FactFound]:
    """我下周五去里斯本 -> 2026-03-13(周五)去里斯本 (a place, or any destination with a date)."""
    match = _ZH_TRIP.search(clause)
    if match is None:
        return []
    dest, mentions = match["dest"], find_dates(clause, anchor)
    if not (is_place(dest) or mentions):
        return []
    return [_trip(dest, f"去{dest}", mentions, chinese=True)]


def zh_owns(clause: str, anchor: date) -> list[FactFound]:
    """我有一辆特斯拉 / 我买了一台相机."""
    match = _ZH_OWNS.search(clause)
    if match is None:
        return []
    thing = match["v"]
    return [FactFound("fact:owns", thing, f"有一{match['m']}{thing}", single_valued=False)]


def zh_age(clause: str, anchor: date) -> list[FactFound]:
    """我今年三十岁."""
    match = _ZH_AGE.search(clause)
    if match is None:
        return []
    age = str(zh_number(match["v"]))
    return [FactFound("fact:age", age, f"{anchor.year}年时{age}岁")]


EN_FACT_RULES: Final[tuple[Gated[FactRule], ...]] = (
    (triggers("allerg|intolerant"), en_allergy),
    (
        triggers("vegetarian|vegan|pescatarian|pescetarian|keto|gluten-free|kosher|halal"),
        en_diet,
    ),
    (
        triggers(
            "diabet|asthma|adhd|hypertension|blood pressure|celiac|coeliac|migraine|insomnia"
            "|arthritis|epilepsy|anxiety|depression|back|itis|pregnant|blind"
        ),
        en_health,
    ),
    (triggers(" to |visiting| be in "), en_trip),
    (triggers("own |bought|got |have "), en_owns),
    (triggers("years old| yo|born"), en_age_birth),
)
ZH_FACT_RULES: Final[tuple[Gated[FactRule], ...]] = (
    (triggers("过敏"), zh_allergy),
    (triggers("素|清真"), zh_diet),
    (triggers("病|症|炎|怀孕|哮喘|失眠|高血压|突出"), zh_health),
    (triggers("去|飞|前往|回"), zh_trip),
    (triggers("有|买"), zh_owns),
    (triggers("岁"), zh_age),
)


def _items(text: str) -> list[str]:
    text = re.sub(r"\s+(?:and\s+)?(?:so|but|which|because)\b.*$", "", text, flags=re.I)
    parts = re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", text.strip(" .!"))
    cleaned = [re.sub(r"^(?:the|a|an|all|any)\s+", "", part, flags=re.I) for part in parts]
    return [part for part in cleaned if part and len(part.split()) <= 4]
