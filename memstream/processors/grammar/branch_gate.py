"""A long alternation searched through only the branches a text could match.

A rule pattern of many branches that each open with a lazy run ("(?P<what>[\\w' -]{2,40}?)
is over|(?P<called>…) is off|…") costs, at every position of the text, a try of every
branch. Most texts hold none of the words that most branches need ("over", "scrapped",
"rainbow bridge"), so those tries cannot succeed. `BranchGated` reads, once per pattern, the
strings one of which every match of each top-level branch holds (`prefilter.source_literals`,
the standard library's own parser) and, per text, searches a variant of the pattern in which
each branch whose need the text lacks fails at once (it is prefixed by "(?!)"). A branch that
cannot match anywhere in the text is left out of nothing it could have found, so the match
is the one the whole pattern gives: the same span, the same groups by name and number.

Patterns with flags (case-insensitive, verbose, inline global flags) are searched whole.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memstream.processors.grammar.prefilter import compiled, source_literals

_GLOBAL_FLAGS = re.compile(r"\(\?[aiLmsux]+\)")
"""Inline flags at the start of a source (they hold for every branch)."""
_NEVER = "(?!)"
"""A branch prefixed with this fails at its first step (an empty negative lookahead)."""


@dataclass(frozen=True, slots=True)
class BranchGated:
    """A compiled alternation and the need of each of its top-level branches."""

    whole: re.Pattern[str]
    branches: tuple[str, ...]
    needs: tuple[frozenset[str] | None, ...]
    """Per branch: strings one of which its every match holds (None: no need known)."""

    @property
    def pattern(self) -> str:
        """The source of the whole pattern."""
        return self.whole.pattern

    def search(self, text: str) -> re.Match[str] | None:
        """`whole.search(text)`, trying only the branches whose need the text holds."""
        closed = self.closed_in(text)
        if not closed:
            return self.whole.search(text)
        if len(closed) == len(self.branches):
            return None
        return _variant(self.branches, closed).search(text)

    def closed_in(self, text: str) -> frozenset[int]:
        """The branches (by position) that cannot match anywhere in the text."""
        return frozenset(
            at
            for at, need in enumerate(self.needs)
            if need is not None and not any(string in text for string in need)
        )


def branch_gated(pattern: re.Pattern[str]) -> BranchGated:
    """The pattern with its top-level branches gated (whole, ungated, when it has flags
    beyond Unicode matching or a single branch)."""
    source = pattern.pattern
    plain = pattern.flags & ~re.UNICODE == 0 and _GLOBAL_FLAGS.match(source) is None
    branches = top_level_branches(source) if plain else (source,)
    if len(branches) < 2:
        return BranchGated(pattern, (source,), (None,))
    return BranchGated(pattern, branches, tuple(_need(branch) for branch in branches))


def top_level_branches(source: str) -> tuple[str, ...]:
    """The source cut at each "|" outside groups and character sets."""
    branches: list[str] = []
    depth, start, at = 0, 0, 0
    while at < len(source):
        char = source[at]
        if char == "[":
            at = _set_end(source, at)
            continue
        if char == "\\":
            at += 1
        elif char in "()":
            depth += 1 if char == "(" else -1
        elif char == "|" and depth == 0:
            branches.append(source[start:at])
            start = at + 1
        at += 1
    branches.append(source[start:])
    return tuple(branches)


def _set_end(source: str, at: int) -> int:
    """The index just after the character set that opens at `at` ("[^]a-z]" holds its "]")."""
    at += 1
    at += 1 if source.startswith("^", at) else 0
    at += 1 if source.startswith("]", at) else 0
    while at < len(source) and source[at] != "]":
        at += 2 if source[at] == "\\" else 1
    return at + 1


def _need(branch: str) -> frozenset[str] | None:
    """What every match of one branch holds (None when nothing is known or the branch does
    not parse alone, as one that refers to another branch's group)."""
    try:
        need = source_literals(branch)
    except re.error:
        return None
    return need if need and "" not in need else None


@lru_cache(maxsize=512)
def _variant(branches: tuple[str, ...], closed: frozenset[int]) -> re.Pattern[str]:
    """The alternation with the closed branches failing at once (groups kept in place)."""
    return compiled(
        "|".join(_NEVER + branch if at in closed else branch for at, branch in enumerate(branches))
    )
