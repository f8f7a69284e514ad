"""Reader gates: a reader runs only when the text holds one of its cues.

A reader (a function that reads fills off a sentence) declares the patterns without a match
of which it cannot add or change anything; its cue is what every match of one of them holds,
read off the patterns by the standard library's own parser (`prefilter.source_literals`): a
text without any of those strings cannot match, so the reader is skipped and gives back what
it would have given for a text it does not read (the fills unchanged, or nothing). A reader
without a declaration runs always, so nothing is lost when readers are added; a pattern whose
need cannot be read (one that may match anything, "[a-z]+") leaves its reader open.

Case: a pattern read case-insensitively (re.IGNORECASE or "(?i)") needs its strings in the
lower-cased text; that is exact only for ASCII text (the `re` module folds a few other
letters, "ſ" as "s", that `str.lower` does not), so for any other text such a gate is open.

Pure: the cue of a pattern is read once per process, the view of a text (`seen`) once per text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Final, TypeVar

from memstream.processors.grammar.prefilter import parsed_need

F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True, slots=True)
class Cue:
    """Strings one of which a text must hold for a reader to run (`folded`: in its
    lower-cased form; exact only for ASCII text). `None` strings: no need is known."""

    strings: frozenset[str] | None
    folded: frozenset[str] | None = None

    @property
    def known(self) -> bool:
        """True when the cue can close the reader for some text."""
        return self.strings is not None and self.folded is not None


OPEN: Final = Cue(None, None)
"""The cue of a reader that runs always."""


@dataclass(frozen=True, slots=True)
class Seen:
    """What every gate reads of one text, worked out once: the text and its lower case."""

    text: str
    low: str
    ascii: bool


@functools.lru_cache(maxsize=4096)
def seen(text: str) -> Seen:
    """The view of a text the gates share (one per text, whatever the number of readers)."""
    return Seen(text, text.lower(), text.isascii())


def cue_of(patterns: Iterable[re.Pattern[str] | str]) -> Cue:
    """The cue of a reader that needs a match of one of `patterns` (compiled patterns or
    their sources): the union of their needs; open when one of them needs nothing known."""
    strings: set[str] = set()
    folded: set[str] = set()
    for pattern in patterns:
        source, flags = (
            (pattern, 0) if isinstance(pattern, str) else (pattern.pattern, pattern.flags)
        )
        need = _need(source, flags)
        if need is None:
            return OPEN
        strings.update(need[0])
        folded.update(need[1])
    return Cue(frozenset(strings), frozenset(folded))


@functools.cache
def _need(source: str, flags: int) -> tuple[frozenset[str], frozenset[str]] | None:
    """(case-sensitive strings, lower-cased strings) one of which every match holds."""
    found = parsed_need(source, flags & ~re.IGNORECASE)
    if found is None:
        return None
    need, insensitive = found
    if insensitive or flags & re.IGNORECASE:
        folded = frozenset(s.lower() for s in need)
        return (frozenset(), folded) if all(folded) else None
    return (need, frozenset()) if all(need) else None


def opens(cue: Cue, text: str) -> bool:
    """True when the reader of `cue` may fill something from `text` (run it)."""
    if cue.strings is None or cue.folded is None:
        return True
    view = seen(text)
    if not view.ascii and (cue.folded or "’" in view.text):
        return True  # re folds "ſ", "K" (Kelvin) as str.lower does not; readers read ’ as '

    return any(s in view.text for s in cue.strings) or any(s in view.low for s in cue.folded)


def _cue_of_names(module: dict[str, Any], names: tuple[str, ...]) -> Cue:
    return cue_of(module[name] for name in names)


def _gated(otherwise: Callable[[tuple[Any, ...]], Any], names: tuple[str, ...]) -> Callable[[F], F]:
    def decorate(reader: F) -> F:
        cue: list[Cue] = []

        @functools.wraps(reader)
        def run(*args: Any, **kwargs: Any) -> Any:
            if not cue:  # patterns named here may be defined below the reader: read at first use
                cue.append(_cue_of_names(reader.__globals__, names))
            if not opens(cue[0], args[0]):
                return otherwise(args)
            return reader(*args, **kwargs)

        GATES[f"{reader.__module__}.{reader.__qualname__}"] = names
        return run  # type: ignore[return-value]

    return decorate


def keeps_fills_unless(*names: str) -> Callable[[F], F]:
    """Gate a reader `(text, fills, ...) -> fills` on its module's patterns `names`: without
    a cue of one of them in the text, the fills come back unchanged."""
    return _gated(lambda args: args[1], names)


def gives_unless(gives: Any, *names: str) -> Callable[[F], F]:
    """Gate a reader `(text, ...) -> X` on its module's patterns `names`: without a cue of one
    of them in the text, `gives` (None, "", or an empty list: a new one each time)."""
    if gives not in (None, "", []):
        raise ValueError("a gated reader gives None, '' or [] when closed")
    return _gated(lambda args: [] if gives == [] else gives, names)


def wrapped(reader: F, gives: Any, *names: str) -> F:
    """`reader` gated on its module's patterns `names` (a gate declared where the reader is
    called, not where it is written), giving `gives` when closed (see `gives_unless`)."""
    return gives_unless(gives, *names)(reader)


GATES: Final[dict[str, tuple[str, ...]]] = {}
"""Every gated reader (module.name) and the patterns it is gated on (for tests and docs)."""
