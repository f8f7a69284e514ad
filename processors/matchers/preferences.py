"""Explicit preferences: "I prefer X", "always X", "don't X", 我喜欢X, 以后请X, 不要X.

An object that names a dimension option (concise, 深色, tables...) gives that
dimension's single-valued key; any other object gives `pref:<object>` with the
polarity as its value, so "I like X" then "I don't like X" supersedes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from memstream.processors.matchers.common import (
    Draft,
    clauses,
    to_candidates,
    unique_by_key,
    user_sentences,
    words,
)
from memstream.processors.matchers.lexicon import TERMS, core_phrase
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import MessagePosted
from memstream.schemas.memory import MemoryType
from memstream.text import has_cjk, normalize

MATCHER: Final = "preferences@1"
Polarity = Literal["positive", "negative"]

_EN_LIKE: Final = re.compile(
    r"\bi\s+(?:really\s+|much\s+|strongly\s+|generally\s+|usually\s+|definitely\s+|also\s+"
    r"|do\s+|still\s+|just\s+|now\s+|actually\s+)*(?P<verb>prefer|like|love|enjoy)\s+(?P<obj>.+)$",
    re.IGNORECASE,
)
_EN_RATHER: Final = re.compile(
    r"\bi(?:'d|\s+would)\s+(?:much\s+|really\s+)?(?P<verb>rather|prefer)\s+(?P<obj>.+)$",
    re.IGNORECASE,
)
_EN_DISLIKE: Final = re.compile(
    r"\bi\s+(?:really\s+|absolutely\s+|just\s+|also\s+)*(?P<verb>hate|dislike|can't stand"
    r"|cannot stand|don't like|do not like|don't enjoy|do not enjoy|don't love)\s+(?P<obj>.+)$",
    re.IGNORECASE,
)
_EN_IMPERATIVE: Final = re.compile(
    r"^(?P<please>please\s+)?(?P<verb>always|never|don't|do not)\s+(?P<obj>.+)$", re.IGNORECASE
)
_EN_TAIL: Final = re.compile(
    r"\s+(?:because|since|so that|as long as|when|if|unless|though|although|whenever)\b.*$",
    re.IGNORECASE,
)
_EN_CHOICE_CONTEXT: Final = re.compile(r"^(?P<choice>.+?)\s+for\s+(?P<context>.+)$", re.IGNORECASE)
"""'Python for data scripts': a choice made for a context, so the context is the key."""
_EN_DEICTIC: Final = frozenset(
    "it that this these those you them him her us what how when where your his their".split()
)
_EN_DIRECTIVES: Final = frozenset(
    """use include add reply respond answer write give make be send show put start end
    mention apologize repeat explain format ask suggest recommend translate summarize keep
    call cite provide list say refer speak talk assume output return comment sign bold
    capitalize abbreviate switch""".split()
)

_ZH_LIKE: Final = re.compile(
    r"我(?:很|非常|真的|比较|更|最|一直|特别|还是|也)*(?P<verb>喜欢|偏好|偏爱|倾向于)(?P<obj>.+)$"
)
_ZH_DISLIKE: Final = re.compile(
    r"我(?:很|非常|真的|特别|最|一直|也)*(?P<verb>不太喜欢|不喜欢|讨厌|不爱|受不了|反感)(?P<obj>.+)$"
)
_ZH_ALWAYS: Final = re.compile(
    r"^(?:(?:以后|今后|之后)(?:也请|请|都)|请(?:你)?(?:总是|始终|一直|永远|每次都))(?P<obj>.+)$"
)
_ZH_DONT: Final = re.compile(
    r"^(?P<polite>(?:以后|今后)?(?:请|麻烦)?(?:你)?)(?:千万|永远|绝对)?(?P<verb>不要|别|不用|勿)"
    r"(?P<obj>.+)$"
)
_ZH_NEGATION: Final = re.compile(r"^(?:不要|别|不用|勿)")
_ZH_DEICTIC: Final = ("你", "它", "这", "那", "他", "她")
_ZH_DIRECTIVES: Final = (
    "用", "使用", "加", "写", "回答", "回复", "给", "说", "提", "太", "发", "带", "列", "解释",
    "重复", "道歉", "翻译", "输出", "过于", "那么", "这么", "总是", "老是", "每次", "再",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _Statement:
    obj: str
    polarity: Polarity
    form: str


def match_preferences(event: MessagePosted) -> list[MemoryCandidate]:
    """Explicit preferences stated by the user, in English or Chinese."""
    drafts = []
    for sentence in user_sentences(event):
        for clause in clauses(sentence):
            statement = _zh_statement(clause) if has_cjk(clause) else _en_statement(clause)
            if statement is not None:
                drafts.append(_draft(statement, sentence.quote, has_cjk(clause)))
    return to_candidates(event, MATCHER, unique_by_key(drafts))


def _en_statement(clause: str) -> _Statement | None:
    if match := _EN_DISLIKE.search(clause):
        return _en_object(match["obj"], "negative", "dislike", deictic_check=True)
    if match := _EN_RATHER.search(clause):
        return _en_object(match["obj"], "positive", "rather", deictic_check=True)
    if match := _EN_LIKE.search(clause):
        form = "prefer" if match["verb"].lower() == "prefer" else "like"
        return _en_object(match["obj"], "positive", form, deictic_check=True)
    if match := _EN_IMPERATIVE.match(clause):
        first = match["obj"].split()[0].lower() if match["obj"].split() else ""
        if not match["please"] and first not in _EN_DIRECTIVES:
            return None  # "Don't worry", "Never mind": not an instruction about replies
        polarity: Polarity = "positive" if match["verb"].lower() == "always" else "negative"
        return _en_object(match["obj"], polarity, "always" if polarity == "positive" else "never")
    return None


def _en_object(
    raw: str, polarity: Polarity, form: str, deictic_check: bool = False
) -> _Statement | None:
    obj = _EN_TAIL.sub("", raw).strip(" .!")
    if not obj or words(obj) > 8 or not core_phrase(obj):
        return None
    if deictic_check and obj.split()[0].lower() in _EN_DEICTIC:
        return None  # "I like it", "I love that": nothing we can name
    return _Statement(obj, polarity, form)


def _zh_statement(clause: str) -> _Statement | None:
    if match := _ZH_DISLIKE.search(clause):
        return _zh_object(match["obj"], "negative", "dislike", deictic_check=True)
    if match := _ZH_LIKE.search(clause):
        return _zh_object(match["obj"], "positive", "like", deictic_check=True)
    if match := _ZH_ALWAYS.match(clause):
        negated = _ZH_NEGATION.match(match["obj"])
        if negated:
            return _zh_object(match["obj"][negated.end() :], "negative", "never")
        return _zh_object(match["obj"], "positive", "always")
    if match := _ZH_DONT.match(clause):
        obj = match["obj"]
        if match["verb"] == "别" and obj[0] in "人的处名":
            return None  # 别人 / 别的: "others", not "don't"
        if not match["polite"] and not obj.startswith(_ZH_DIRECTIVES):
            return None  # 不要担心: not an instruction about replies
        return _zh_object(obj, "negative", "never")
    return None


def _zh_object(
    raw: str, polarity: Polarity, form: str, deictic_check: bool = False
) -> _Statement | None:
    obj = raw.strip(" 。.!")
    if not obj or len(obj) > 20 or not core_phrase(obj):
        return None
    if deictic_check and obj.startswith(_ZH_DEICTIC):
        return None
    return _Statement(obj, polarity, form)


def _draft(statement: _Statement, quote: str, chinese: bool) -> Draft:
    core = core_phrase(statement.obj)
    attributes = {"polarity": statement.polarity, "object": statement.obj, "form": statement.form}
    if (hit := TERMS.get(core)) is not None:
        dimension, option = hit
        positive = statement.polarity == "positive"
        value = option.value if positive else dimension.negated(option.value)
        if value is not None:  # content keeps the user's words; the value is canonical
            content = _describe(statement, chinese)
            return Draft(MemoryType.PREFERENCE, dimension.key, value, content, quote, attributes)
    if (choice := _choice_for_context(statement)) is not None:
        key, value = choice
        return Draft(
            MemoryType.PREFERENCE, key, value, _describe(statement, chinese), quote, attributes
        )
    value = "like" if statement.polarity == "positive" else "dislike"
    content = _describe(statement, chinese)
    key = "pref:" + normalize(core)
    return Draft(MemoryType.PREFERENCE, key, value, content, quote, attributes)


def _choice_for_context(statement: _Statement) -> tuple[str, str] | None:
    """'I prefer Rust for data scripts': key the context, so a new choice supersedes."""
    if statement.form not in ("prefer", "rather") or statement.polarity != "positive":
        return None
    match = _EN_CHOICE_CONTEXT.match(statement.obj)
    if match is None or not core_phrase(match["context"]):
        return None
    return "pref:for " + normalize(match["context"]), normalize(match["choice"])


_EN_DESCRIPTIONS: Final = {
    "prefer": "Prefers {}",
    "rather": "Would rather {}",
    "like": "Likes {}",
    "dislike": "Dislikes {}",
    "always": "Wants the assistant to always {}",
    "never": "Wants the assistant never to {}",
}
_ZH_DESCRIPTIONS: Final = {
    "like": "喜欢{}",
    "dislike": "不喜欢{}",
    "always": "希望以后{}",
    "never": "不希望{}",
}


def _describe(statement: _Statement, chinese: bool) -> str:
    templates = _ZH_DESCRIPTIONS if chinese else _EN_DESCRIPTIONS
    return templates[statement.form].format(statement.obj)
