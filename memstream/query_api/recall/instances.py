"""The kind of thing a question names, and instances of it to search for. Pure.

"What activities has Melanie done with her family?" names a kind (activities), and the
turns that answer it name instances ("took the kids to the museum", "we went camping")
without the kind's word, so neither the question's words nor its vector reach them. The
kind is read from the question's wording (`asked_kind`):

- English: "what / which [kind(s) / type(s) / sort(s) of] <one to three words> <auxiliary>"
  ("Which cities has John been to?", "What kind of pets does she have?"), "what is / are
  <Name>'s <words>?" ("What are Joanna's hobbies?"), and "any <words>?" ("Does she have
  any pets?");
- Chinese: the words right after 哪些 / 什么 / 哪种 / 哪类 / 哪几 (约翰喜欢哪些运动？: 运动).

The longest name of a kind in `kinds_data` that the words end with ("favorite outdoor
activities": outdoor activities; 欧洲国家) gives its instances (`instances_of`), which a
second keyword search reads beside the question's own terms; what it finds joins the
candidates below what the question's words find (`ScoringConfig.instance_discount`), and a
turn that names an instance is one of its excerpt's matched turns (its core). A question
about when asks for a date, not for things of a kind: it searches no instances.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.kinds_data import BROAD_NAMES, INCLUDES, KINDS, names_of, plural
from memstream.text import has_cjk, tokenize

MAX_INSTANCE_TERMS: Final = 48
"""Search terms taken from a kind's instances at most (a broad kind is cut at the end)."""
INSTANCE_LIMIT: Final = 20
"""Memories the search for instances returns at most."""
_ZH_WINDOW: Final = 12
"""Characters after a Chinese question word that are tagged for the kind's words."""
_AUXILIARY: Final = (
    "has|have|had|does|do|did|is|are|was|were|would|could|might|can|will|should|shall|may"
)
_NOT_KIND: Final = frozenset(
    f"{_AUXILIARY.replace('|', ' ')} i you he she it we they the a an this that".split()
)
_ASKS_KIND: Final = re.compile(
    r"\b(?:what|which)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?"
    rf"((?:[\w'’-]+\s+){{0,2}}?[\w'’-]+)\s+(?:{_AUXILIARY})\b",
    re.IGNORECASE,
)
_ASKS_WHOSE: Final = re.compile(
    r"\b(?i:what\s+(?:is|are|was|were)\s+(?:some\s+of\s+)?(?:the\s+)?)[A-Z][\w-]*[’']s?\s+"
    r"((?:[\w-]+\s+){0,2}[\w-]+)\s*\?",
)
_ASKS_ANY: Final = re.compile(r"\bany\s+((?:[\w-]+\s+){0,2}[\w-]+)\s*\?", re.IGNORECASE)
_ZH_ASKS: Final = re.compile(r"哪些|哪几个|哪几种|哪几|哪种|哪类|什么样的|什么")
_ZH_LEADS: Final = frozenset({"vn", "v", "a"})
"""Tags a kind's first word may have beside a noun's (运动 vn, 爱好 a)."""
_ZH_SKIP: Final = re.compile(r"^(?:的|样的|种|类|个|些)+")


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    """Every name of a kind (casefolded, words joined by one space), and its English
    singular or plural, to its kind (a name as written first)."""
    written = [(name.casefold(), k) for k in (*KINDS, *BROAD_NAMES) for name in names_of(k)]
    found = dict(written)
    for name, kind in written:
        for other in _number_forms(name):
            found.setdefault(other, kind)
    return found


def _number_forms(name: str) -> tuple[str, ...]:
    """An English name with its last word in the other number ("states": "state",
    "hobby": "hobbies"); none for a Chinese name."""
    if has_cjk(name) or not name[-1:].isalpha():
        return ()
    head, _, last = name.rpartition(" ")
    if last.endswith("ies"):
        forms = (last[:-3] + "y",)
    elif last.endswith("s"):
        forms = (last[:-1],)
    else:
        forms = (plural(last),)
    return tuple(f"{head} {form}".strip() for form in forms)


def asked_kind(question: str) -> str | None:
    """The kind the question names ("activity", "country_europe"), if it names one."""
    for words in _kind_words(question):
        kind = _longest_name(words)
        if kind is not None:
            return kind
    return None


def _kind_words(question: str) -> list[str]:
    """The words that may name the asked kind, most likely first."""
    if has_cjk(question):
        return _chinese_kind_words(question)
    found = []
    for pattern in (_ASKS_KIND, _ASKS_WHOSE, _ASKS_ANY):
        for match in pattern.finditer(question):
            if match[1].split()[0].casefold() not in _NOT_KIND:
                found.append(match[1].casefold())
    return found


def _chinese_kind_words(question: str) -> list[str]:
    """The text after each Chinese question word, measure words skipped, up to its first
    verb or particle (jieba's tags, on a short window)."""
    import jieba.posseg

    found = []
    for match in _ZH_ASKS.finditer(question):
        rest = _ZH_SKIP.sub("", question[match.end() : match.end() + _ZH_WINDOW])
        nouns: list[str] = []
        for pair in jieba.posseg.lcut(rest, HMM=False):
            if not (pair.flag.startswith("n") or (pair.flag in _ZH_LEADS and not nouns)):
                break
            nouns.append(pair.word)
        if nouns:
            found.append("".join(nouns))
    return found


def _longest_name(words: str) -> str | None:
    """The kind of the longest name the words end with."""
    names = _names()
    if has_cjk(words):
        ends = [words[at:] for at in range(len(words))]
    else:
        split = words.split()
        ends = [" ".join(split[at:]) for at in range(len(split))]
    return next((names[end] for end in ends if end in names), None)


@lru_cache(maxsize=256)
def instances_of(kind: str, *, chinese: bool = False) -> tuple[str, ...]:
    """The search terms of a kind's instances in one language (Chinese or not), a broad
    kind's narrower kinds taken in turn (so a cut keeps some of each), at most
    `MAX_INSTANCE_TERMS`."""
    parts = INCLUDES.get(kind, ())
    own = KINDS[kind][1] if kind in KINDS else ""
    lists = [_terms(text, chinese) for text in (own, *(KINDS[part][1] for part in parts))]
    ordered: dict[str, None] = {}
    for row in _rows(lists):
        ordered.update(dict.fromkeys(row))
    return tuple(ordered)[:MAX_INSTANCE_TERMS]


def _terms(instances: str, chinese: bool) -> list[str]:
    """The search terms of comma-separated instances, in one language (one-letter Latin
    terms, as in "r&b", left out)."""
    terms = [term for instance in instances.split(",") for term in tokenize(instance)]
    return [t for t in terms if has_cjk(t) == chinese and (chinese or len(t) > 1)]


def _rows(lists: list[list[str]]) -> list[list[str]]:
    """The first of every list, then the second of every list, and so on."""
    longest = max((len(items) for items in lists), default=0)
    return [[items[at] for items in lists if at < len(items)] for at in range(longest)]


def question_instances(question: str) -> tuple[str, ...]:
    """The instance terms of the kind the question names, in the question's language
    (none when it names no kind)."""
    kind = asked_kind(question)
    if kind is None:
        return ()
    return instances_of(kind, chinese=has_cjk(question))
