"""What recall reads from a question, within bounds: its terms, names and time. Pure.

A query may be long (a pasted document): only its first `MAX_QUERY_CHARS` characters are
read, and at most `MAX_QUERY_TERMS` distinct terms are kept, so the cost of a recall is
bounded whatever is asked. Names are Title-case words as typed (not question words) in
English and person / place / organization words (jieba's part-of-speech tags) in Chinese;
`entities_of` finds the same kinds of names in a memory's text, for the second hop.

Reading is bounded by design, whatever the text (a pasted document, random characters):
terms are read a chunk at a time until `MAX_QUERY_TERMS` distinct ones are found, and
part-of-speech tagging runs jieba's dictionary without its HMM, then lets the HMM (which
guesses words the dictionary lacks, new names among them) re-read only the short runs of
single characters it would have read, while their Viterbi cost (the products of the
states each character may take) stays within `TAGGING_BUDGET`. Ordinary questions are
tagged as jieba tags them; a run of rare characters, whose every character may take
every state, is left to the dictionary.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from itertools import pairwise
from typing import Final

from memstream.query_api.recall.inference_topics import inferred_topics
from memstream.query_api.recall.instances import question_instances
from memstream.query_api.recall.kind import Kind, question_kind
from memstream.query_api.recall.when import Period, asks_when, time_cue
from memstream.text import STOPWORDS, has_cjk, tokenize

MAX_QUERY_CHARS: Final = 2000
"""Characters of a query that are read (tokens, names, time, the query embedding)."""
MAX_QUERY_TERMS: Final = 64
"""Distinct terms of a query that are searched."""
MAX_ENTITIES: Final = 8
TERM_CHUNK_CHARS: Final = 256
"""Terms are read this many characters at a time (until there are enough)."""
TAGGING_BUDGET: Final = 12_000
"""State pairs the HMM may weigh per text (`_guess_cost`): a few milliseconds at most."""
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
    """The bounded query: its text, distinct terms, names, the period it names, "when", what
    it asks for (`kind`), and the terms of instances of the kind of thing it names
    (`instances.question_instances`: "what sports", skiing) or of the topics a question
    about what is likely infers from (`inference_topics.inferred_topics`: "political
    leaning", church; none for a question about when, which asks for a date)."""

    text: str
    terms: tuple[str, ...]
    entities: tuple[str, ...] = ()
    period: Period | None = None
    asks_when: bool = False
    truncated: bool = False
    kind: Kind = "other"
    instances: tuple[str, ...] = ()


def bounded(query: str) -> tuple[str, bool]:
    """The part of the query that is read, and whether anything was cut."""
    text = query.strip()
    return text[:MAX_QUERY_CHARS], len(text) > MAX_QUERY_CHARS


def query_terms(text: str) -> tuple[str, ...]:
    """The distinct search terms of a (bounded) query text, at most `MAX_QUERY_TERMS`, read
    a chunk at a time (cut after a space or a punctuation mark when there is one)."""
    terms: dict[str, None] = {}
    rest = text
    while rest and len(terms) < MAX_QUERY_TERMS:
        chunk, rest = _next_chunk(rest)
        terms.update(dict.fromkeys(tokenize(chunk)))
    return tuple(terms)[:MAX_QUERY_TERMS]


_CHUNK_END: Final = re.compile(r"[\s,.;:!?，。；：！？、]")


def _next_chunk(text: str) -> tuple[str, str]:
    if len(text) <= TERM_CHUNK_CHARS:
        return text, ""
    cut = TERM_CHUNK_CHARS
    for found in _CHUNK_END.finditer(text, TERM_CHUNK_CHARS // 2, TERM_CHUNK_CHARS):
        cut = found.end()
    return text[:cut], text[cut:]


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
    """jieba's words and part-of-speech tags, within `TAGGING_BUDGET` (memoized: routing
    and query understanding read the same question)."""
    import jieba.posseg

    plain = [(pair.word, pair.flag) for pair in jieba.posseg.lcut(text, HMM=False)]
    return tuple(_with_guesses(plain))


def _single_cjk(word: str) -> bool:
    return len(word) == 1 and has_cjk(word)


def _with_guesses(words: list[tuple[str, str]]) -> Iterable[tuple[str, str]]:
    """The dictionary's words, with the runs of single characters the HMM may re-read
    (jieba's own rule) re-read while the budget lasts."""
    budget = TAGGING_BUDGET
    run: list[tuple[str, str]] = []
    for word, flag in [*words, ("", "")]:
        if _single_cjk(word):
            run.append((word, flag))
            continue
        text = "".join(w for w, _ in run)
        cost = _guess_cost(text)
        if len(run) > 1 and cost <= budget:
            budget -= cost
            yield from _guessed(text)
        else:
            yield from run
        run = []
        if word:
            yield word, flag


def _guess_cost(text: str) -> int:
    """The Viterbi work of jieba's HMM on `text`: the products of consecutive characters'
    state counts (a character it never saw may take all of them)."""
    from jieba.posseg import char_state_tab_P, trans_P

    every = len(trans_P)
    counts = [len(char_state_tab_P.get(ch, ())) or every for ch in text]
    return sum(a * b for a, b in pairwise(counts))


def _guessed(text: str) -> list[tuple[str, str]]:
    import jieba.posseg

    return [(pair.word, pair.flag) for pair in jieba.posseg.lcut(text)]


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
    """Read a query: bounded text, terms, names, the period it names, whether it asks when,
    what it asks for and instances of the kind it names."""
    text, truncated = bounded(query)
    if not text:
        return QueryInfo(text="", terms=())
    when = asks_when(text)
    return QueryInfo(
        text=text,
        terms=query_terms(text),
        entities=entities_of(text),
        period=time_cue(text, now),
        asks_when=when,
        truncated=truncated,
        kind=question_kind(text),
        instances=() if when else searched_instances(text),
    )


def searched_instances(text: str) -> tuple[str, ...]:
    """The words searched beside the question's own: instances of the kind it names, then
    the topics a question about what is likely infers from."""
    return tuple(dict.fromkeys((*question_instances(text), *inferred_topics(text))))


def mentions(content: str, names: Iterable[str]) -> tuple[str, ...]:
    """The names a memory's content mentions (case ignored; English names as whole words)."""
    asked = tuple(names)
    return _mentions(content, asked) if asked else ()


@lru_cache(maxsize=16384)
def _mentions(content: str, names: tuple[str, ...]) -> tuple[str, ...]:
    # Memoized: scoring, explaining and the second hop ask it of the same memories.
    folded = _casefolded(content)
    return tuple(name for name in names if _mentioned(name, folded))


@lru_cache(maxsize=16384)
def _casefolded(content: str) -> str:
    # Memoized: each question's names differ, a memory's text does not.
    return content.casefold()


def _mentioned(name: str, folded: str) -> bool:
    if name not in folded:
        return False  # not even within a word (a whole word is a substring too)
    if has_cjk(name):
        return True
    return _whole_word(name).search(folded) is not None


@lru_cache(maxsize=1024)
def _whole_word(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")
