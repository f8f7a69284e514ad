"""The preference choices that shown behaviour maps to, looked up in the declared dimensions.

Revisions, feedback and the LLM prompt use the same keys and option values as the
matchers of what users say (the declared `DIMENSIONS`), so an inferred "casual" and a
said "casual" are one memory: the consolidator reinforces it, or finds the conflict.
This module is the only place that reads the dimensions' structure for them (if the
declarations move, only its import changes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Final

from memstream.processors.matchers.dimensions import DIMENSIONS, TERMS, Dimension, Option

TONE: Final = "tone"
LENGTH: Final = "length"
FORMAT: Final = "format"
EMOJI: Final = "emoji"
LANGUAGE: Final = "language"


@dataclass(frozen=True, slots=True)
class Choice:
    """One option of one dimension: its key, its value and how to say it."""

    key: str
    value: str
    en: str
    zh: str

    def describe(self, chinese: bool) -> str:
        """The option in words, in Chinese or English."""
        return self.zh if chinese else self.en


def _dimension(name: str) -> Dimension:
    """The dimension whose key ends with `name` (tone, length, format, emoji, language)."""
    return next(d for d in DIMENSIONS if re.search(rf"[._:]\w*{name}$", d.key))


def _choice(dimension: Dimension, option: Option) -> Choice:
    return Choice(dimension.key, option.value, option.en, option.zh)


def choice(name: str, value: str) -> Choice:
    """The option `value` of the dimension `name` (e.g. `choice(TONE, "casual")`)."""
    dimension = _dimension(name)
    return _choice(dimension, dimension.option(value))


def term_choice(term: str) -> Choice | None:
    """The option a word names ("short", "简洁", "emojis"), if any."""
    found = TERMS.get(term.casefold().strip())
    return None if found is None else _choice(*found)


def opposite(found: Choice) -> Choice | None:
    """What "not this" means in its dimension ("too long" → concise), if it has an opposite."""
    dimension = next(d for d in DIMENSIONS if d.key == found.key)
    value = dimension.negated(found.value)
    return None if value is None else _choice(dimension, dimension.option(value))


def dimension_keys() -> list[str]:
    """Every declared dimension's key."""
    return [dimension.key for dimension in DIMENSIONS]


def extra_key(name: str) -> str:
    """A key for a dimension the lexicon has no options for, spelled like its keys."""
    tone_key = _dimension(TONE).key
    return tone_key[: len(tone_key) - len(TONE)] + name


@cache
def term_pattern() -> str:
    """A regex alternation of every option term, longest first (for embedding in patterns)."""
    terms = sorted(TERMS, key=lambda term: (-len(term), term))
    return "|".join(re.escape(term) for term in terms if term)


def described(key: str, value: str) -> Choice | None:
    """The option `value` of the dimension keyed `key`, if both are declared."""
    dimension = next((d for d in DIMENSIONS if d.key == key), None)
    if dimension is None:
        return None
    option = next((o for o in dimension.options if o.value == value), None)
    return None if option is None else _choice(dimension, option)
