"""English clauses as tokens: contractions expanded, words with their offsets, a lower-case
twin for predicate matching, and the typed readers of objects (places, organisations,
roles, names, languages, time zones, things).

Pure. A clause is matched on its lower-case text (tokens joined by single spaces), and an
object is read from the cased tokens that follow the predicate, so "I live in New York"
gives `New York`, not `new york`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Final

from memstream.processors.grammar import en_words as w

_TOKEN: Final = re.compile(
    r"\b(?:St|Dr|Mt|Ft|Mr|Mrs|Ms|Jr|Sr|Inc|Ltd|Co)\.(?= [A-Z])"
    r"|[A-Za-z0-9\u00C0-\u024F\u1E00-\u1EFF]+"  # \u1E00-\u1EFF: Vietnamese letters (sữa)
    r"(?:[-.'/:&+][A-Za-z0-9\u00C0-\u024F\u1E00-\u1EFF]+)*(?:\+\+|#)?"
    r"|'s\b|[+&]|[^\sA-Za-z0-9\u00C0-\u024F\u1E00-\u1EFF]"
)
_CONTRACTIONS: Final = (
    (re.compile(r"\b(i|we|you|they|he|she|it|that|there|who|what)'(m|re|ve|ll|d)\b", re.I), None),
    (re.compile(r"\b(can)'t\b", re.I), r"\1 not"),
    (re.compile(r"\bwon't\b", re.I), "will not"),
    (re.compile(r"\b(\w+)n't\b", re.I), r"\1 not"),
    (re.compile(r"\bim\b"), "i am"),
    (re.compile(r"\b(do|does|did|is|are|was|were|have|has|had|could|would|should)nt\b"), r"\1 not"),
    (re.compile(r"\bcant\b"), "can not"),
    (re.compile(r"(?:^|(?<=[.!?,;] ))Im\b"), "I am"),  # "Im a teacher": no apostrophe
    (re.compile(r"(?:^|(?<=[.!?,;] ))[Ii]ve\b"), "I have"),
    (re.compile(r"\b(\w+)'s\b"), r"\1 's"),
    (re.compile(r"\btry(?:n)?na\b", re.I), "trying to"),  # "im tryna get my licence"
)
_EXPANSIONS: Final = {"m": "am", "re": "are", "ve": "have", "ll": "will", "d": "would"}


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def expand(text: str) -> str:
    """Contractions written out ("I'm" → "I am", "don't" → "do not", "name's" → "name 's")."""
    text = text.replace("’", "'").replace("‘", "'")
    pronoun, *rest = _CONTRACTIONS
    text = pronoun[0].sub(lambda m: f"{m[1]} {_EXPANSIONS[m[2].lower()]}", text)
    for pattern, replacement in rest:
        text = pattern.sub(str(replacement), text)
    return text


@dataclass(frozen=True)
class Clause:
    """A clause's tokens (cased) and its lower-case text, tokens joined by spaces."""

    tokens: tuple[str, ...]

    @cached_property
    def low(self) -> str:
        """The lower-case text: tokens joined by single spaces."""
        return " ".join(self.tokens).lower()

    @cached_property
    def starts(self) -> dict[int, int]:
        """Token index by character offset in `low`."""
        found, offset = {}, 0
        for index, token in enumerate(self.tokens):
            found[offset] = index
            offset += len(token) + 1
        found[offset] = len(self.tokens)
        return found

    def index_at(self, offset: int) -> int:
        """The index of the first token starting at or after `offset` in `low`."""
        while offset not in self.starts and offset < len(self.low) + 1:
            offset += 1
        return self.starts.get(offset, len(self.tokens))

    def words(self, start: int, end: int) -> str:
        """The cased tokens from `start` to `end`, joined as written."""
        return join(self.tokens[start:end])


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def tokens_of(text: str) -> tuple[str, ...]:
    """The tokens of an (expanded) English text."""
    return tuple(_TOKEN.findall(text))


def join(tokens: tuple[str, ...] | list[str]) -> str:
    """Tokens joined with spaces, with no space before a possessive 's or after a hyphen."""
    text = " ".join(tokens)
    for mark in (",", ".", "!", "?", ";", ":"):
        text = text.replace(" " + mark, mark)
    return text.replace(" 's", "'s").replace(" - ", "-").strip()


def capitalized(token: str) -> bool:
    """True for a word that starts with a capital letter (or a digit, as in 3M)."""
    return bool(token) and (token[0].isupper() or (token[0].isdigit() and len(token) > 1))


def is_word(token: str) -> bool:
    """True for a word token (not punctuation)."""
    return bool(token) and (token[0].isalnum() or token == "'s")


def skip_fillers(tokens: tuple[str, ...], index: int) -> int:
    """The index of the first token from `index` that is not a filler word."""
    while index < len(tokens) and tokens[index].lower() in w.FILLERS:
        index += 1
    return index


Found = list[tuple[str, int]]
"""What an object reader found: each value with the token index it ends at."""
ObjectReader = Callable[[Clause, int, int], Found]
"""An object reader: (clause, index after the predicate, index of the subject) -> found."""
