"""How much of a bench run's extraction the sentence-parse cache answered.

The extraction remembers each sentence's parse (`_parsed`, an `lru_cache` in
`memstream.processors.matchers.slots`). On text that repeats it answers most calls from
memory and the bench's events/s are then a cache figure; the bench prints the hit ratio of
every run so that a reader sees which kind of figure it is. The counters are this
process's: they are seen for an in-process engine only.
"""

from __future__ import annotations

import importlib
from typing import Final

from pydantic import BaseModel, ConfigDict, Field

SLOTS_MODULE: Final = "memstream.processors.matchers.slots"
NOT_SEEN: Final = (
    "parse cache: not seen (the extraction runs in another process; its counters are that"
    " process's)"
)


class ParseCacheStats(BaseModel):
    """Calls to the sentence-parse cache during ingest: answered from memory, or parsed."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    hits: int = Field(ge=0)
    misses: int = Field(ge=0, description="Calls that parsed the sentence (not remembered).")
    hit_ratio: float | None = Field(
        default=None, description="hits / (hits + misses); None when there was no call."
    )


def parse_cache_counts() -> tuple[int, int] | None:
    """Hits and misses of this process's sentence-parse cache so far (None if it has none)."""
    module = importlib.import_module(SLOTS_MODULE)
    cache_info = getattr(getattr(module, "_parsed", None), "cache_info", None)
    if not callable(cache_info):
        return None
    info = cache_info()
    return int(info.hits), int(info.misses)


def cache_delta(before: tuple[int, int], after: tuple[int, int]) -> ParseCacheStats:
    """The calls between two `parse_cache_counts` samples, with their hit ratio."""
    hits, misses = after[0] - before[0], after[1] - before[1]
    calls = hits + misses
    return ParseCacheStats(hits=hits, misses=misses, hit_ratio=hits / calls if calls else None)


def describe(stats: ParseCacheStats | None) -> str:
    """One line for the bench's output: the hit ratio, or why it was not seen."""
    if stats is None:
        return NOT_SEEN
    calls = stats.hits + stats.misses
    if stats.hit_ratio is None:
        return "parse cache during ingest: no call"
    return (
        f"parse cache during ingest: {stats.hits:,} of {calls:,} sentence parses answered"
        f" from memory (hit ratio {stats.hit_ratio:.1%}; {stats.misses:,} parsed)"
    )
