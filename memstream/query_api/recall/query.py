"""What recall reads from a question, within bounds: its terms, names and time. Pure.

A query may be long (a pasted document): only its first `MAX_QUERY_CHARS` characters are
read, and at most `MAX_QUERY_TERMS` distinct terms are kept, so the cost of a recall is
bounded whatever is asked. Names are Title-case words as typed (not question words) in
English and person / place / organization words (jieba's part-of-speech tags) in Chinese;
`entities_of` finds the same kinds of names in a memory's text, for the second hop.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Final

from memstream.query_api.recall.when import Period, asks_when, time_cue
from memstream.text import STOPWORDS, has_cjk, tokenize

MAX_QUERY_CHARS: Final = 2000
"""Characters of a query that are read (tokens, names, time, the query embedding)."""
MAX_QUERY_TERMS: Final = 64
"""Distinct terms of a query that are searched."""
MAX_ENTITIES: Final = 8
_NAME_RE: Final = re.compile(r"\b[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)?(?:\s+[A-Z][a-z]+)*")
_NOT_NAMES: Final = frozenset(
    """what when where who whom whose why how which did does do is are was were has have had
    would will can could should shall may might tell give list name describe explain show
    yes no hi hello hey thanks thank please ok okay also and but or so then if i""".split()
)
_ZH_NAME_TAGS: Final = frozenset({"nr", "nrfg", "nrt", "ns", "nt", "nz"})
_ZH_PERSON_TAGS: Final = frozenset({"nr", "nrfg", "nrt"})
_PLACE_OR_MEDIUM: Final = re.compile(
    r"\b(?:in|on|at|into|onto|from|via|using|near|inside|visit|visiting|visited)\s+$", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class QueryInfo:
    """The bounded query: its text, distinct terms, names, the period it names, "when"."""

    text: str
    terms: tuple[str, ...]
    entities: tuple[str, ...] = ()
    period: Period | None = None
    asks_when: bool = False
    truncated: bool = False


def bounded(query: str) -> tuple[str, bool]:
    """The part of the query that is read, and whether anything was cut."""
    text = query.strip()
    return text[:MAX_QUERY_CHARS], len(text) > MAX_QUERY_CHARS


def query_terms(text: str) -> tuple[str, ...]:
    """The distinct search terms of a (bounded) query text, at most `MAX_QUERY_TERMS`."""
    return tuple(dict.fromkeys(tokenize(text)))[:MAX_QUERY_TERMS]


_POSSESSIVE_RE: Final = re.compile(r"[\'’]s$")
_SENTENCE_ENDS: Final = ".!?…\n"


def _at_sentence_start(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t\"“‘'(")
    return not before or before[-1] in _SENTENCE_ENDS


def _title_names(text: str) -> list[tuple[str, int, int]]:
    """Title-case names ("Maria's" is Maria) as (name, where the match starts, where its
    first name word starts): question words and stopwords are not names."""
    names = []
    for found in _NAME_RE.finditer(text):
        words = [w for w in found[0].split() if w.casefold() not in _NOT_NAMES]
        if words and not all(w.casefold() in STOPWORDS for w in words):
            name = _POSSESSIVE_RE.sub("", " ".join(words).casefold())
            names.append((name, found.start(), found.start() + found[0].index(words[0])))
    return names


def _english_names(text: str, *, mid_sentence: bool = False) -> list[str]:
    """Title-case names. With `mid_sentence`, a word that is capitalized only where a
    sentence starts ("Wow", "Sorry") is not taken for a name."""
    names = [(name, _at_sentence_start(text, start)) for name, start, _ in _title_names(text)]
    anywhere = {name for name, initial in names if not initial}
    return [n for n, initial in names if not (mid_sentence and initial and n not in anywhere)]


def _chinese_names(text: str, tags: frozenset[str] = _ZH_NAME_TAGS) -> list[str]:
    return [word for word, flag in _tagged(text) if flag in tags]


@lru_cache(maxsize=1024)
def _tagged(text: str) -> tuple[tuple[str, str], ...]:
    """jieba's words and part-of-speech tags (memoized: routing and query understanding
    read the same question)."""
    import jieba.posseg

    return tuple((pair.word, pair.flag) for pair in jieba.posseg.lcut(text))


def person_names(text: str) -> tuple[str, ...]:
    """Names in a question that may be people: Title-case names that do not merely start
    the sentence and do not follow a word of place or medium ("in Python", "at Google",
    "visited Paris"), and Chinese person names (jieba's `nr` tags)."""
    names = [
        name
        for name, _, start in _title_names(text)
        if not _at_sentence_start(text, start) and not _PLACE_OR_MEDIUM.search(text[:start])
    ]
    if has_cjk(text):
        names += [name for name in _chinese_names(text, _ZH_PERSON_TAGS) if len(name) >= 2]
    return tuple(dict.fromkeys(names))


def entities_of(text: str, *, mid_sentence: bool = False) -> tuple[str, ...]:
    """Names in a text (casefolded English, Chinese as written), first seen first.

    `mid_sentence`: for running text, where a sentence's first word is capitalized
    whether or not it is a name (see `_english_names`)."""
    names = _english_names(text, mid_sentence=mid_sentence)
    if has_cjk(text):
        names += [name for name in _chinese_names(text) if len(name) >= 2]
    return tuple(dict.fromkeys(names))[:MAX_ENTITIES]


def understand(query: str, now: datetime) -> QueryInfo:
    """Read a query: bounded text, terms, names, the period it names, whether it asks when."""
    text, truncated = bounded(query)
    if not text:
        return QueryInfo(text="", terms=())
    return QueryInfo(
        text=text,
        terms=query_terms(text),
        entities=entities_of(text),
        period=time_cue(text, now),
        asks_when=asks_when(text),
        truncated=truncated,
    )


def mentions(content: str, names: Iterable[str]) -> tuple[str, ...]:
    """The names a memory's content mentions (case ignored; English names as whole words)."""
    folded = content.casefold()
    return tuple(name for name in names if _mentioned(name, folded))


def _mentioned(name: str, folded: str) -> bool:
    if has_cjk(name):
        return name in folded
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", folded) is not None
