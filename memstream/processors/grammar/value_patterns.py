"""Patterns built at run time from a value (a role, a place, a word the user said), compiled
through a small cache of their own.

`re.search(r"会…" + re.escape(value), text)` compiles through the `re` module's cache, which
holds 512 patterns and drops the oldest. Over the corpus the rules built about 3,000 such
patterns, most used once or twice, and they pushed the grammar's constant patterns (the
`re.sub("…", …)` calls of the rule modules) out of that cache, so those compiled again and
again: 5,734 compiles of 3,225 patterns per pass. The functions here take a pattern and flags
as `re`'s do and compile it once through a bounded cache that `re` does not see, so the
patterns built from values neither evict the constant ones nor grow without bound.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from typing import Final

from memstream.processors.grammar.prefilter import compiled as compiled_uncached

SIZE: Final = 1024
"""Patterns kept: a message's values are asked about again within the message, rarely after."""


@lru_cache(maxsize=SIZE)
def compiled(source: str, flags: int = 0) -> re.Pattern[str]:
    """The pattern of `source` (as `re.compile(source, flags)`), kept in this module's cache."""
    return compiled_uncached(source, int(flags))


def may_hold(literal: str, text: str) -> bool:
    """False only when a pattern that needs `literal` (case-insensitively, as `re.IGNORECASE`
    reads it) cannot match in `text`, so the pattern need not be built: a literal without
    cased characters must be in the text as it is, an ASCII one in ASCII text in either case;
    any other is not told apart without the pattern (True)."""
    if literal == literal.lower() == literal.upper():
        return literal in text
    if literal.isascii() and text.isascii():
        return literal.lower() in text.lower()
    return True


def search(source: str, text: str, flags: int = 0) -> re.Match[str] | None:
    """`re.search(source, text, flags)` through this module's cache."""
    return compiled(source, flags).search(text)


def match(source: str, text: str, flags: int = 0) -> re.Match[str] | None:
    """`re.match(source, text, flags)` through this module's cache."""
    return compiled(source, flags).match(text)


def fullmatch(source: str, text: str, flags: int = 0) -> re.Match[str] | None:
    """`re.fullmatch(source, text, flags)` through this module's cache."""
    return compiled(source, flags).fullmatch(text)


def finditer(source: str, text: str, flags: int = 0) -> Iterator[re.Match[str]]:
    """`re.finditer(source, text, flags)` through this module's cache."""
    return compiled(source, flags).finditer(text)


def sub(
    source: str,
    replacement: str | Callable[[re.Match[str]], str],
    text: str,
    count: int = 0,
    flags: int = 0,
) -> str:
    """`re.sub(source, replacement, text, count, flags)` through this module's cache."""
    return compiled(source, flags).sub(replacement, text, count)


def alternation(items: Iterable[str]) -> str:
    """The items as one regex alternation, longest first, each escaped."""
    return "|".join(re.escape(item) for item in sorted(items, key=len, reverse=True))
