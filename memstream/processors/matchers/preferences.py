"""Explicit preferences: "I prefer X", "always X", "don't X", 我喜欢X, 以后请X, 不要X.

An object that names a dimension option (concise, 深色, tabs...) gives that dimension's
key (`dimensions.py` declares them and their cardinality); any other object gives
`pref:<normalized object>` with the polarity as its value, so "I love spicy food" then
"I don't eat spicy food anymore" supersedes, and independent likes accumulate. The
object keeps its whole phrase ("a short, bulleted summary at the end"); trailing
intensifiers ("at all", "anymore", 真的, 了) and consumption verbs (eat, 吃) leave it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from memstream.processors.matchers.common import (
    Draft,
    clauses,
    to_candidates,
    triggers,
    unique_by_key,
    user_sentences,
    words,
)
from memstream.processors.matchers.dimensions import TERMS
from memstream.processors.matchers.lexicon import core_phrase
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import MessagePosted
from memstream.schemas.memory import MemoryType
from memstream.text import has_cjk, normalize

MATCHER: Final = "preferences@2"
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
    r"|cannot stand|don't like|do not like|don't enjoy|do not enjoy|don't love|no longer like"
    r"|no longer enjoy|no longer love|don't care for|am not a fan of|'m not a fan of)"
    r"\s+(?P<obj>.+)$",
    re.IGNORECASE,
)
_EN_ABSTAIN: Final = re.compile(
    r"\bi\s+(?:really\s+|also\s+|just\s+)*(?:don't|do not|no longer|never|can't|cannot"
    r"|stopped)\s+(?P<verb>eat|drink|eating|drinking)\s+(?P<obj>.+)$",
    re.IGNORECASE,
)
_EN_TRAILING: Final = re.compile(
    r"(?:,?\s+(?:at all|very much|so much|a lot|anymore|any more|now|these days|nowadays|lately"
    r"|too|as well|either|really|though|actually|for now|any longer|either way))+$",
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
_EN_LIST: Final = re.compile(
    r"(?P<head>[^,]+(?:\s*,\s*[^,]+)+?)\s*,?\s+(?:and|or)\s+(?P<last>[^,]+)"
)
"""'hiking, chess and jazz': a list of independent objects (needs a comma and a final and/or)."""
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
_ZH_ABSTAIN: Final = re.compile(r"我(?:已经|现在)?(?:不再|不|再也不|戒)(?P<verb>吃|喝)(?P<obj>.+)$")
_ZH_TRAILING: Final = re.compile(r"(?:真的|了|啦|呢|极了|死了|得很|的很|一点都不|哦|呀|啊)+$")
_ZH_NEGATION: Final = re.compile(r"^(?:不要|别|不用|勿)")
_ZH_DEICTIC: Final = ("你", "它", "这", "那", "他", "她")
_ZH_DIRECTIVES: Final = (
    "用", "使用", "加", "写", "回答", "回复", "给", "说", "提", "太", "发", "带", "列", "解释",
    "重复", "道歉", "翻译", "输出", "过于", "那么", "这么", "总是", "老是", "每次", "再",
)  # fmt: skip


_EN_TRIGGERS: Final = triggers(
    "prefer|like|love|enjoy|hate|dislike|stand|rather|always|never|don't|do not|fan of|care for"
    "|eat|drink|no longer|stopped"
)
_ZH_TRIGGERS: Final = triggers(
    "喜欢|偏好|偏爱|倾向|讨厌|不爱|受不了|反感|以后|今后|之后|请|不要|别|不用|勿|吃|喝"
)


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
            chinese = has_cjk(clause)
            lowered = clause.lower()
            if not (_ZH_TRIGGERS if chinese else _EN_TRIGGERS).search(lowered):
                continue  # a cheap test before the regexes
            statement = _zh_statement(clause) if chinese else _en_statement(clause)
            if statement is not None:
                drafts += _drafts(statement, sentence.quote, has_cjk(clause))
    return to_candidates(event, MATCHER, unique_by_key(drafts))


def _en_statement(clause: str) -> _Statement | None:
    if match := _EN_ABSTAIN.search(clause):
        form = "no_drink" if match["verb"].lower().startswith("drink") else "no_eat"
        return _en_object(match["obj"], "negative", form)
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
    obj = _EN_TRAILING.sub("", _EN_TAIL.sub("", raw).strip(" .!")).strip(" .!,")
    if not obj or words(obj) > 8 or not core_phrase(obj):
        return None
    if deictic_check and obj.split()[0].lower() in _EN_DEICTIC:
        return None  # "I like it", "I love that": nothing we can name
    return _Statement(obj, polarity, form)


def _zh_statement(clause: str) -> _Statement | None:
    if match := _ZH_ABSTAIN.search(clause):
        return _zh_object(match["verb"] + match["obj"], "negative", "no_eat")
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
    obj = _ZH_TRAILING.sub("", raw.strip(" 。.!")) or raw.strip(" 。.!")
    if not obj or len(obj) > 20 or not core_phrase(obj):
        return None
    if deictic_check and obj.startswith(_ZH_DEICTIC):
        return None
    return _Statement(obj, polarity, form)


def _drafts(statement: _Statement, quote: str, chinese: bool) -> list[Draft]:
    """One draft per object: a list of likes ("hiking, chess and jazz") gives three."""
    parts = _EN_LIST.fullmatch(statement.obj) if not chinese else None
    if parts is None or statement.form not in ("like", "dislike", "prefer"):
        return [_draft(statement, quote, chinese)]
    objects = [*re.split(r"\s*,\s*", parts["head"]), parts["last"]]
    if any(not obj or words(obj) > 3 for obj in objects):
        return [_draft(statement, quote, chinese)]
    return [
        _draft(_Statement(obj, statement.polarity, statement.form), quote, chinese)
        for obj in objects
    ]


def _draft(statement: _Statement, quote: str, chinese: bool) -> Draft:
    core = core_phrase(statement.obj)
    attributes = {"polarity": statement.polarity, "object": statement.obj, "form": statement.form}
    content = _describe(statement, chinese)  # the user's words; the value is canonical
    key, value, single = _slot(statement, core)
    return Draft(MemoryType.PREFERENCE, key, value, content, quote, attributes, single)


def _slot(statement: _Statement, core: str) -> tuple[str, str, bool]:
    """(key, value, single-valued): a dimension's option, a choice for a context, or a like."""
    if (found := _dimension_value(core, statement.polarity)) is not None:
        return found
    choice = _choice_for_context(statement)
    if choice is not None:
        chosen, context = choice
        if (found := _dimension_value(core_phrase(chosen), "positive")) is not None:
            return found  # "I prefer tabs for indentation": the dimension, not the context
        return "pref:for " + normalize(context), normalize(chosen), True
    value = "like" if statement.polarity == "positive" else "dislike"
    return "pref:" + normalize(core), value, True


def _dimension_value(core: str, polarity: Polarity) -> tuple[str, str, bool] | None:
    hit = TERMS.get(core)
    if hit is None:
        return None
    dimension, option = hit
    value = option.value if polarity == "positive" else dimension.negated(option.value)
    return None if value is None else (dimension.key, value, dimension.single_valued)


def _choice_for_context(statement: _Statement) -> tuple[str, str] | None:
    """'I prefer Rust for data scripts': (choice, context), so a new choice supersedes."""
    if statement.form not in ("prefer", "rather") or statement.polarity != "positive":
        return None
    match = _EN_CHOICE_CONTEXT.match(statement.obj)
    if match is None or not core_phrase(match["context"]):
        return None
    return match["choice"], match["context"]


_EN_DESCRIPTIONS: Final = {
    "prefer": "Prefers {}",
    "rather": "Would rather {}",
    "like": "Likes {}",
    "dislike": "Dislikes {}",
    "always": "Wants the assistant to always {}",
    "never": "Wants the assistant never to {}",
    "no_eat": "Doesn't eat {}",
    "no_drink": "Doesn't drink {}",
}
_ZH_DESCRIPTIONS: Final = {
    "like": "喜欢{}",
    "dislike": "不喜欢{}",
    "always": "希望以后{}",
    "never": "不希望{}",
    "no_eat": "不{}",
}


def _describe(statement: _Statement, chinese: bool) -> str:
    templates = _ZH_DESCRIPTIONS if chinese else _EN_DESCRIPTIONS
    return templates[statement.form].format(statement.obj)
