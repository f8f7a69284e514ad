"""The kinds of the things a chunk names, read with the lexicon backwards. Pure.

"Looky here, I got this new pup!" names a pup, an instance of the kind "pet" (and of the
broad kind "animal"), so "What pets does Melanie have?" should find it by the word "pet".
`mentioned_kinds` reads a text's instances (`kinds_data.KINDS`, English and Chinese, a
word sequence as tokenized, an English last word also in its plural) and gives their kinds'
ids; `kind_names` gives the words that name those kinds and the broad kinds that include
them, both languages, which the keyword index searches the chunk by. Nothing but the
lexicon's own words comes out: a chunk's `kinds` attribute holds no text of the user's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Final

from memstream.kinds_data import BROAD_NAMES, INCLUDES, KINDS, names_of, plural
from memstream.text import has_cjk, tokenize

MAX_INSTANCE_WORDS: Final = 4
"""Words an instance has at most ("ice cream", "harry potter", "new york city")."""

Sequences = dict[tuple[str, ...], frozenset[str]]


@lru_cache(maxsize=1)
def _instances() -> Sequences:
    """Every instance as a token sequence (an English one also in its plural) to its kinds."""
    found: dict[tuple[str, ...], set[str]] = {}
    for kind, (_, instances) in KINDS.items():
        for instance in instances.split(","):
            words = tuple(tokenize(instance))
            if not words or len(words) > MAX_INSTANCE_WORDS:
                continue
            for form in _forms(words):
                found.setdefault(form, set()).add(kind)
    return {words: frozenset(kinds) for words, kinds in found.items()}


def _forms(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """An instance's words, and for an English one its last word in the plural."""
    last = words[-1]
    if has_cjk(last) or len(last) < 3:
        return [words]
    return [words, (*words[:-1], plural(last))]


@lru_cache(maxsize=1)
def _first_words() -> frozenset[str]:
    """The words some instance starts with (only there can an instance start)."""
    return frozenset(words[0] for words in _instances())


def mentioned_kinds(text: str) -> list[str]:
    """The kinds (ids, sorted) of the instances the text names."""
    tokens = tokenize(text)
    known, first_words = _instances(), _first_words()
    kinds: set[str] = set()
    for start, word in enumerate(tokens):
        if word not in first_words:
            continue
        for end in range(start + 1, min(start + MAX_INSTANCE_WORDS, len(tokens)) + 1):
            kinds |= known.get(tuple(tokens[start:end]), frozenset())
    return sorted(kinds)


@lru_cache(maxsize=1)
def _parents() -> dict[str, tuple[str, ...]]:
    """Each kind's broad kinds (`INCLUDES` read backwards)."""
    parents: dict[str, list[str]] = {}
    for broad, parts in INCLUDES.items():
        for part in parts:
            parents.setdefault(part, []).append(broad)
    return {kind: tuple(broads) for kind, broads in parents.items()}


def kind_names(kinds: Iterable[str]) -> list[str]:
    """The names of these kinds and of the broad kinds that include them, each once."""
    chosen: dict[str, None] = {}
    for kind in kinds:
        for named in (kind, *_parents().get(kind, ())):
            chosen.update(dict.fromkeys(names_of(named)))
    return list(chosen)


def known_kinds(values: Sequence[object]) -> list[str]:
    """The values that are ids of kinds in the lexicon (an attribute read back)."""
    return [v for v in values if isinstance(v, str) and (v in KINDS or v in BROAD_NAMES)]
