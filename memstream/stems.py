"""English word forms for search: a word's Snowball stem and its inflected forms. Pure.

Keyword search keeps raw tokens in its postings and conflates at query time: a query term
is searched as every inflected form that shares its Snowball (Porter 2) stem, so
"research" finds "researching" and "hike" finds "hiking" with no reindex. The forms are
generated with English spelling rules (plural -s/-es, -ed/-d, -ing, -er/-ers, the possessive
's, a dropped final e, y/i, a doubled final consonant) and kept only when Snowball gives them
the same stem: the set is exact and small ("painter" is not a form of "paint", Snowball
keeps it apart). Chinese words, numbers, contractions and anything else that is not a
lower-case ASCII word are their own only form.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from functools import lru_cache
from typing import Any, Final

import snowballstemmer

MAX_FORMS: Final = 12
"""Forms of one term at most (the term itself first, the likeliest next)."""
MIN_STEM_CHARS: Final = 2
"""A word whose stem is shorter ("a", "i") is its own only form."""
_VOWELS: Final = frozenset("aeiou")
_SIBILANT_ENDS: Final = ("s", "x", "z", "ch", "sh", "o")
_NOT_DOUBLED: Final = frozenset("aeiouwxy")
_LOCAL: Final = threading.local()
_ENGLISH_WORD: Final = re.compile(r"[a-z]+(?:['’]s)?")
_POSSESSIVE: Final = re.compile(r"['’]s$")
_APOSTROPHES: Final = ("'", "’")


def _stemmer() -> Any:
    """This thread's Snowball stemmer (one is not safe to share: it keeps the word it is
    stemming, and concurrent recalls search from several pool threads at once)."""
    stemmer = getattr(_LOCAL, "stemmer", None)
    if stemmer is None:
        stemmer = _LOCAL.stemmer = snowballstemmer.stemmer("english")
    return stemmer


def _is_english_word(word: str) -> bool:
    return _ENGLISH_WORD.fullmatch(word) is not None


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The Snowball English stem of a lower-case English word ("caroline's" is "carolin");
    any other token unchanged."""
    if not _is_english_word(word):
        return word
    stemmed: str = _stemmer().stemWord(word.replace("’", "'"))
    return stemmed


def _bases(term: str, stemmed: str) -> list[str]:
    """Words the forms grow from: the term (without "'s"), and when it is inflected, its
    stem as a word ("danc" is "dance" or "danc", "studi" is "study")."""
    root = _POSSESSIVE.sub("", term)
    if stemmed.endswith("i"):
        return [root, stemmed[:-1] + "y"]
    if root in (stemmed, stemmed + "e"):
        return [root]
    return [root, stemmed] if stemmed.endswith("e") else [root, stemmed, stemmed + "e"]


def _doubles(base: str) -> bool:
    """Ends consonant-vowel-consonant, so the consonant may double ("run", "shopped")."""
    if len(base) < 3 or base[-1] in _NOT_DOUBLED:
        return False
    return base[-2] in _VOWELS and base[-3] not in _VOWELS


def _inflections(base: str) -> list[str]:
    """The regular inflections of a base by English spelling rules (-s/-es, -ed/-d, -ing,
    -er/-ers; dropped e, y/i, doubled consonant), the base first, doubled forms last."""
    if base.endswith("e"):
        return [base, base + "s", base + "d", base[:-1] + "ing", base + "r", base + "rs"]
    if base.endswith("y") and base[-2:-1] not in _VOWELS:
        stem_i = base[:-1] + "i"
        return [base, stem_i + "es", stem_i + "ed", base + "ing", stem_i + "er", stem_i + "ers"]
    plural = base + "es" if base.endswith(_SIBILANT_ENDS) else base + "s"
    forms = [base, plural, *(base + suffix for suffix in ("ed", "ing", "er", "ers"))]
    if _doubles(base):
        forms += [base + base[-1] + suffix for suffix in ("ed", "ing", "er", "ers")]
    return forms


@lru_cache(maxsize=16384)
def word_forms(term: str) -> tuple[str, ...]:
    """The term and its regular English inflections that have its Snowball stem, term
    first (at most `MAX_FORMS`); a Chinese word, a number, a contraction or a one-letter
    word is its only form."""
    stemmed = stem(term)
    if not _is_english_word(term) or len(stemmed) < MIN_STEM_CHARS:
        return (term,)
    bases = _bases(term, stemmed)
    inflected = [form for base in bases for form in _inflections(base)]
    possessive = [bases[0] + mark + "s" for mark in _APOSTROPHES]
    candidates = [term, *inflected[:1], *possessive, *inflected[1:]]
    same = (form for form in candidates if stem(form) == stemmed)
    return tuple(dict.fromkeys(same))[:MAX_FORMS]


def search_forms(terms: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """Each distinct query term with the forms it is searched as, in order; a term with the
    stem of an earlier one ("paint", "painting") joins it, so no form counts twice."""
    grouped: dict[str, list[str]] = {}
    owner_of_stem: dict[str, str] = {}
    for term in terms:
        owner = owner_of_stem.setdefault(stem(term), term)
        forms = grouped.setdefault(owner, [])
        forms.extend(form for form in word_forms(term) if form not in forms)
    return {term: tuple(forms) for term, forms in grouped.items()}
