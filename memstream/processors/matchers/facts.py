"""Facts the user states about their world: "my X is Y" / 我的X是Y.

The key is `fact:` + the normalized attribute, single-valued, so "my favorite color
is green" later supersedes "... is blue". Attributes that are profile fields (name,
native language, timezone, job) belong to the profile matcher and are skipped here,
as are figures of speech ("my point is", 我的意思是) and passing states ("my code is
broken").
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Final

from memstream.processors.dates import anchor_date, rewrite_dates
from memstream.processors.matchers.common import (
    Draft,
    clauses,
    gated,
    to_candidates,
    unique_by_key,
    user_sentences,
    words,
)
from memstream.processors.matchers.fact_rules import (
    EN_FACT_RULES,
    ZH_FACT_RULES,
    FactFound,
    dated_statement,
)
from memstream.processors.matchers.people_words import EN_RELATIONS, ZH_RELATIONS
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import MessagePosted
from memstream.schemas.memory import MemoryType
from memstream.text import normalize

MATCHER: Final = "facts@2"

_EN_FACT: Final = re.compile(
    r"\bmy\s+(?P<attr>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}?)\s+(?:is|are|was)\s+(?P<v>.+)$",
    re.IGNORECASE,
)
_EN_TAIL: Final = re.compile(
    r"\s+(?:because|since|but|although|though|which|so)\b.*$", re.IGNORECASE
)
_EN_PROFILE_ATTRS: Final = frozenset(
    {"name", "name's", "native language", "first language", "mother tongue", "timezone"}
    | {"time zone", "job", "role", "profession", "occupation"}
)
_EN_VAGUE_HEADS: Final = frozenset(
    """point question guess bad pleasure problem issue concern understanding opinion idea mind
    head day week morning evening night code computer internet connection laptop phone
    battery answer fault turn fear hope worry thought thinking feeling sense impression
    experience favorite favourite goal goals dream ambition aim project projects skills
    strengths expertise specialty plan plans""".split()
)
_EN_SKIP_VALUES: Final = frozenset(
    """not so too very really still kind sort just getting going being broken down dead gone
    wrong fine ok okay bad good great terrible awful weird slow fast busy full empty over
    done different""".split()
)
_EN_NAMED: Final = re.compile(r"^(?:called|named)\s+", re.IGNORECASE)
_RECURRING: Final = re.compile(r"birthday|anniversary|name day|生日|纪念日|周年")
_EN_NAME_VALUE: Final = re.compile(r"^(?:(?:called|named)\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?$")
_EN_ATTR_BREAK: Final = frozenset("and or i you it that this".split())

_ZH_FACT: Final = re.compile(r"我的(?P<attr>[^\s,;.!?。是]{1,10})(?:是|叫)(?P<v>[^,;.!?。]{1,30})$")
_ZH_SKIP_ATTRS: Final = frozenset(
    """名字 母语 时区 职业 工作 意思 问题 想法 看法 建议 理解 观点 错 天 电脑 手机 网络 代码
    感觉 目标 计划 希望 担心 猜测 答案 梦想 理想 项目 新项目""".split()
)
_ZH_SKIP_VALUE_START: Final = ("不是", "什么", "谁", "哪", "多少", "怎么", "不", "没")


def match_facts(event: MessagePosted) -> list[MemoryCandidate]:
    """Facts stated by the user: "my X is Y" / 我的X是Y, general fact rules (allergies, diet,
    health, trips, possessions, age), and dated first-person statements, dates resolved."""
    anchor = anchor_date(event.time)
    drafts = []
    for sentence in user_sentences(event):
        rules = ZH_FACT_RULES if sentence.chinese else EN_FACT_RULES
        for clause in clauses(sentence):
            found = [*_attribute_fact(clause, sentence.chinese, anchor)]
            found += [fact for rule in gated(rules, clause) for fact in rule(clause, anchor)]
            if not found:
                found = dated_statement(clause, anchor, sentence.chinese)
            drafts += [_draft(fact, sentence.quote) for fact in found]
    return to_candidates(event, MATCHER, unique_by_key(drafts))


def _draft(fact: FactFound, quote: str) -> Draft:
    return Draft(
        MemoryType.FACT,
        fact.key,
        fact.value,
        fact.content,
        quote,
        fact.attributes,
        single_valued=fact.single_valued,
    )


def _attribute_fact(clause: str, chinese: bool, anchor: date) -> list[FactFound]:
    found = _zh_fact(clause) if chinese else _en_fact(clause)
    if found is None:
        return []
    attr, value, content = found
    attributes: dict[str, Any] = {"attribute": attr}
    dated = rewrite_dates(value, anchor)
    if dated.dates and not _RECURRING.search(attr):  # a birthday recurs: no year
        attributes["dates"] = list(dated.dates)
        value, content = dated.dates[0], content.replace(value, dated.text)
    return [FactFound("fact:" + normalize(attr), value, content, attributes=attributes)]


def _en_fact(clause: str) -> tuple[str, str, str] | None:
    match = _EN_FACT.search(clause)
    if match is None:
        return None
    attr = match["attr"].lower()
    value = _EN_TAIL.sub("", match["v"]).strip(" .!")
    attr_words = attr.split()
    if attr in _EN_PROFILE_ATTRS or attr_words[-1] in _EN_VAGUE_HEADS:
        return None  # profile fields have their own matcher; "my point is" states nothing
    if _EN_ATTR_BREAK & set(attr_words) or not value or words(value) > 8:
        return None
    if value.split()[0].lower() in _EN_SKIP_VALUES:
        return None  # "my code is broken", "my day is going well": passing states
    if attr_words[-1] in EN_RELATIONS and _EN_NAME_VALUE.match(value):
        return None  # "my sister is called Anna": a relation, kept in the profile
    content = f"{attr[0].upper()}{attr[1:]} is {value}"
    return attr, _EN_NAMED.sub("", value), content


def _zh_fact(clause: str) -> tuple[str, str, str] | None:
    match = _ZH_FACT.search(clause)
    if match is None:
        return None
    attr, value = match["attr"], match["v"].strip()
    if attr in _ZH_SKIP_ATTRS or value.startswith(_ZH_SKIP_VALUE_START):
        return None  # 我的意思是…: a figure of speech; 我的X是不是…: a question
    if attr in ZH_RELATIONS and "叫" in clause[match.start("attr") : match.start("v")]:
        return None  # 我的女儿叫小雨: a relation, kept in the profile
    return attr, value, f"{attr}是{value}"
