"""Facts the user states about their world: "my X is Y" / 我的X是Y.

The key is `fact:` + the normalized attribute, single-valued, so "my favorite color
is green" later supersedes "... is blue". Attributes that are profile fields (name,
native language, timezone, job) belong to the profile matcher and are skipped here,
as are figures of speech ("my point is", 我的意思是) and passing states ("my code is
broken").
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.matchers.common import (
    Draft,
    clauses,
    to_candidates,
    unique_by_key,
    user_sentences,
    words,
)
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import MessagePosted
from memstream.schemas.memory import MemoryType
from memstream.text import normalize

MATCHER: Final = "facts@1"

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
    experience favorite favourite""".split()
)
_EN_SKIP_VALUES: Final = frozenset(
    """not so too very really still kind sort just getting going being broken down dead gone
    wrong fine ok okay bad good great terrible awful weird slow fast busy full empty over
    done different""".split()
)
_EN_NAMED: Final = re.compile(r"^(?:called|named)\s+", re.IGNORECASE)
_EN_ATTR_BREAK: Final = frozenset("and or i you it that this".split())

_ZH_FACT: Final = re.compile(r"我的(?P<attr>[^\s,;.!?。是]{1,10})(?:是|叫)(?P<v>[^,;.!?。]{1,30})$")
_ZH_SKIP_ATTRS: Final = frozenset(
    """名字 母语 时区 职业 工作 意思 问题 想法 看法 建议 理解 观点 错 天 电脑 手机 网络 代码
    感觉 目标 计划 希望 担心 猜测 答案""".split()
)
_ZH_SKIP_VALUE_START: Final = ("不是", "什么", "谁", "哪", "多少", "怎么", "不", "没")


def match_facts(event: MessagePosted) -> list[MemoryCandidate]:
    """ "My X is Y" / 我的X是Y statements by the user, as single-valued facts."""
    drafts = []
    for sentence in user_sentences(event):
        for clause in clauses(sentence):
            found = _zh_fact(clause) if sentence.chinese else _en_fact(clause)
            if found is not None:
                attr, value, content = found
                key = "fact:" + normalize(attr)
                attributes = {"attribute": attr}
                draft = Draft(MemoryType.FACT, key, value, content, sentence.quote, attributes)
                drafts.append(draft)
    return to_candidates(event, MATCHER, unique_by_key(drafts))


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
    content = f"{attr[0].upper()}{attr[1:]} is {value}"
    return attr, _EN_NAMED.sub("", value), content


def _zh_fact(clause: str) -> tuple[str, str, str] | None:
    match = _ZH_FACT.search(clause)
    if match is None:
        return None
    attr, value = match["attr"], match["v"].strip()
    if attr in _ZH_SKIP_ATTRS or value.startswith(_ZH_SKIP_VALUE_START):
        return None  # 我的意思是…: a figure of speech; 我的X是不是…: a question
    return attr, value, f"{attr}是{value}"
