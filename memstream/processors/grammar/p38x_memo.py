"""Memos for the grammar's pure readers: a reader asked again for the same words gives back
what it read the first time, without reading again.

A sentence is read more than once: whole, then by its fragments ("dev, Berlin, vegan"), by
the parts after a change, after a correction, and again as the previous message of the next
one. Each reading splits it into the same clauses, so a clause reader (pure: its fills
depend only on its arguments) memoised here reads each clause once per process.

A memo hands back a new list of new (shallow) copies each time, as reading again would: a
caller may add to or filter what it gets without changing what the next caller gets, and
readers that tell fills apart by identity (`resolve._changes_win`) see distinct fills as
before. Fills are frozen; their `extra` dicts are never changed in place.
"""

from __future__ import annotations

from collections.abc import Callable
from copy import copy
from functools import lru_cache, wraps
from typing import Final, ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

SIZE: Final = 8192
"""Readings kept per reader (a clause's fills are a few small objects)."""


def memo_list(reader: Callable[P, list[T]]) -> Callable[P, list[T]]:
    """`reader` read once per distinct arguments (all hashable); each call gets a fresh list
    of fresh copies."""
    kept = lru_cache(maxsize=SIZE)(lambda *args, **kwargs: tuple(reader(*args, **kwargs)))

    @wraps(reader)
    def read(*args: P.args, **kwargs: P.kwargs) -> list[T]:
        return [copy(item) for item in kept(*args, **kwargs)]  # type: ignore[arg-type]

    read.cache_clear = kept.cache_clear  # type: ignore[attr-defined]
    return read
