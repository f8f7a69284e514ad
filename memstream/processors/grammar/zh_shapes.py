"""Chinese self-descriptions in the shapes people type them (issue 22, h36z): labelled
parts inside one message (姓名：赵一鸣，职业：律师), a role said as a clause of its own after
a clause about the user (在医院上班，护士，三班倒), a title with the organisation after @
(高级前端工程师 @ 阿里), a message signed at its end (落款：陈明, ——陈明). The words are
data (`zh_shape_words`); what is read goes through the same readers as a full sentence."""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar import zh_objects
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.labelled_fields import ZH_FIELDS, field_statements
from memstream.processors.grammar.zh_shape_words import (
    LATIN_JOB_HEADS,
    LATIN_JOIN,
    NOT_JOB_ENDINGS,
    SIGN_LABELS,
)

_PART: Final = re.compile(r"[，,；;]")
_LABELLED: Final = re.compile(r"^\s*[^:：，,]{1,6}\s*[:：]")


def fielded(text: str) -> str:
    """The text with each labelled part (职业：律师) said as the sentence it stands for
    (我是律师), when it holds two labelled parts or more; else the text as it is."""
    parts = _PART.split(text)
    if sum(1 for part in parts if _LABELLED.match(part) and _statement(part)) < 2:
        return text
    return "，".join(_statement(part) or part for part in parts)


def _statement(part: str) -> str:
    said = field_statements(part.strip(), True)
    return "，".join(s.rstrip("。") for s in said)


_SIGNED: Final = re.compile(
    r"(?:^|[，,。！!；;\s])(?:(?:" + "|".join(SIGN_LABELS) + r")\s*[:：]\s*|(?:——|--|—|-)\s*)"
    r"(?P<v>[\u4e00-\u9fff]{2,3}|[A-Z][a-z]+)\s*[。.！!]?\s*$"
)


def signed(text: str) -> list[Fill]:
    """The name a message is signed with at its end (落款：陈明, …谢谢——陈明, 署名: Lily)."""
    found = _SIGNED.search(text)
    if found is None:
        return []
    return [Fill("name", v) for v in zh_objects.full_name(found["v"])][:1]


_AT: Final = re.compile(
    r"(?:^|[，,。！!；;]\s*)(?P<r>[^@＠，,。！!；;]{2,16}?)\s*[@＠]\s*"
    r"(?P<o>[\u4e00-\u9fffA-Za-z0-9&.\- ]{2,16}?)\s*(?=$|[，,。！!；;|/])"
)


def titled_at(text: str) -> list[Fill]:
    """A title with the organisation after @ (高级前端工程师 @ 阿里, PM@字节): the role and
    the employer, each read as a role and an organisation are read."""
    found = _AT.search(text)
    if found is None:
        return []
    roles = zh_objects.role(found["r"].strip())
    orgs = zh_objects.org(found["o"].strip())
    if not roles or not orgs or re.search(r"[我你他她]", found["o"]):
        return []
    return [Fill("role", roles[0]), Fill("employer", orgs[0])]


_POINTS: Final = re.compile(
    r"[我你他她它们这那吗呢？?个在是的说]|做|当|干|^(?:主要|平时|一般|帮|给|把|用|写|看|找|想|要|去|来)"
)
_TO_SOMEONE: Final = re.compile(r"你|您|谢|请|帮|麻烦")
_ADDRESS: Final = re.compile(
    r"^(?:[" + w.SURNAMES + r"]|各位|亲爱的)(?:老师|医生|律师|师傅|大夫|教授|经理|主任|总|工|护士)$"
)
"""A title after a surname (王医生, 张老师, 各位老师): someone called, not the user's job."""


def role_alone(clause: str, previous: str) -> list[Fill]:
    """A role said as a clause of its own (the subject left out) after a clause about the
    user (在医院上班，护士，三班倒; 住在昆明，自由插画师). After a clause said to the assistant
    it calls someone (谢谢你，医生); so does a title after a surname (王医生)."""
    if not previous or _TO_SOMEONE.search(previous) or _a_name(previous):
        return []  # 李娜，资深律师: the role of whom the name names
    if len(clause.strip()) < 3 and not _AT_WORK.search(previous):
        return []  # 我叫李明，老师: a bare title beside a name may call someone
    return _role_phrase(clause)


_AT_WORK: Final = re.compile(r"上班|工作|实习|打工|入职|值班|夜班|医院|公司|单位|学校|工厂|工地")


def _a_name(clause: str) -> bool:
    """True for a clause that is a person's name alone (李娜, Lily)."""
    return re.fullmatch(r"[\u4e00-\u9fff]{2,3}|[A-Z][a-z]+", clause) is not None and bool(
        zh_objects.full_name(clause)
    )


def _role_phrase(clause: str) -> list[Fill]:
    said = re.sub(r"^(?:本人|是|做|当|一枚)|一枚$", "", clause.strip())
    if _POINTS.search(said) or _ADDRESS.match(said):
        return []
    return [Fill("role", v) for v in zh_objects.role(said) if v == said]


_OPENING: Final = re.compile(r"^\s*(?P<r>[^，,。！!；;\s]{3,12})[，,；;\s]+(?P<rest>\S.*)$")
_CALLING: Final = re.compile(r"你|您|麻烦|请|谢|辛苦|吗|[?？]|们|快点|放门口|几点|到哪")


def opening_role(text: str) -> list[Fill]:
    """A message that opens with a role of three characters or more as a clause of its own,
    then goes on about the user (美食博主，粉丝两万; b站up主，做数码测评): the role. A message
    that calls or asks someone (快递小哥，放门口就行; 宝妈们，…) names no job of the user's."""
    found = _OPENING.match(text)
    if found is None or _CALLING.search(text):
        return []
    return _role_phrase(found["r"])


_STAFF: Final = re.compile(
    r"^(?:是)?(?P<o>[\u4e00-\u9fffA-Za-z0-9&]{2,10}?)(?:的)?(?:员工|职员|雇员|正式工|合同工)(?:一枚|一名)?$"
)


def staff_of(clause: str) -> list[Fill]:
    """A clause that says whose staff the user is (腾讯员工一枚, 华为员工): the employer."""
    found = _STAFF.match(clause.strip())
    if found is None or _POINTS.search(found["o"]):
        return []
    return [Fill("employer", v) for v in zh_objects.org(found["o"])][:1]


def no_addressed_roles(fills: list[Fill]) -> list[Fill]:
    """Without a role that is a title after a surname (王医生, 张老师: someone called by it),
    or a name working people call themselves in jest (打工人, 牛马): not the user's job."""
    return [
        f
        for f in fills
        if not (f.slot == "role" and (_ADDRESS.match(f.value) or f.value.endswith(NOT_JOB_ENDINGS)))
    ]


def plans_over_goals(fills: list[Fill]) -> list[Fill]:
    """Without a goal that is also a dated plan of the same subject (五一准备回老家: a plan on
    May 1st, not also an aim)."""
    planned = {(f.subject, f.value) for f in fills if f.slot == "plan"}
    return [f for f in fills if not (f.slot == "goal" and (f.subject, f.value) in planned)]


_LATIN_TITLE: Final = re.compile(
    r"(?<=[做当是干任为个名位])\s*(?P<t>[A-Za-z]+(?: [A-Za-z]+){1,3})(?=$|[^A-Za-z ])"
)


def joined_titles(text: str) -> str:
    """The text with the words of an English job title after 做/当/是 joined into one
    (在Shopee做data analyst), so that a hole reads the whole title."""

    def join(found: re.Match[str]) -> str:
        words = found["t"].split()
        if words[-1].lower().removesuffix("s") not in LATIN_JOB_HEADS:
            return found[0]
        return found[0].replace(found["t"], LATIN_JOIN.join(words))

    return _LATIN_TITLE.sub(join, text)


def unjoined(fills: list[Fill]) -> list[Fill]:
    """The fills with an English title's words spaced again (data analyst)."""
    return [
        dataclasses.replace(f, value=f.value.replace(LATIN_JOIN, " "))
        if LATIN_JOIN in f.value
        else f
        for f in fills
    ]


def known_field_labels() -> frozenset[str]:
    """The Chinese labels a labelled part may open with (姓名, 职业, 公司, ...)."""
    return frozenset(ZH_FIELDS)
