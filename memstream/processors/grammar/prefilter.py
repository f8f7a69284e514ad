"""Which patterns a text could match, before running any of them.

Each pattern needs something in the text: English frames a trigger word (or phrase),
Chinese patterns a literal that every match contains (read off the compiled pattern by the
standard library's own regular-expression parser). A `Gate` indexes the patterns by what
they need, so a clause pays only for the patterns it could match, tried in their order.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

# The standard library's own parser of regular expressions (`re._parser`, `re._constants`
# since 3.11). Typeshed has no stubs for these private modules, so they are loaded by name.
c: Any = importlib.import_module("re._constants")
_parser: Any = importlib.import_module("re._parser")
_compiler: Any = importlib.import_module("re._compiler")


def compiled(source: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(source, flags)` without entering the `re` module's own cache: that cache
    holds 512 patterns, and the rule modules' `re.search("...")` calls need its room (a large
    frame pattern evicting them meant compiling them again)."""
    pattern: re.Pattern[str] = _compiler.compile(source, flags)
    return pattern


_sre: Any = importlib.import_module("_sre")


def compiled_with(source: str, part: str, standin: str) -> re.Pattern[str]:
    """`compiled(source)` for a source that repeats `part` many times: the source is parsed
    with `standin` (a short repeat no source holds otherwise, "(?:\x00 )*") in place of
    `part`, and the parse of `part`, made once, is put where each stand-in was. The program
    is the one the whole source compiles to (the same tree, parsed in pieces; when a stand-in
    cannot be found again the whole source is compiled), and `pattern` is `source`. Parsing
    `part` again at each place was most of the time of compiling."""
    tree = spliced_tree(source, part, standin)
    if tree is None:
        return compiled(source)
    groups = tree.state.groupdict
    index: list[str | None] = [None] * tree.state.groups
    for name, at in groups.items():
        index[at] = name
    code = _compiler._code(tree, 0)
    found: re.Pattern[str] = _sre.compile(
        source, tree.state.flags, code, tree.state.groups - 1, groups, tuple(index)
    )
    return found


def spliced_tree(source: str, part: str, standin: str) -> Any:
    """The parse of `source` made as `compiled_with` makes it; None when some stand-in was
    not found again (in a place the walk does not enter)."""
    tree = _parser.parse(source.replace(part, standin), 0)
    mark, whole = _single(standin), _single(part)
    if not _is_repeat(mark) or _put(tree, mark, whole) != source.count(part):
        return None
    return tree


@cache
def _single(source: str) -> Any:
    """The one item a pattern's source parses to (a part without groups or flags)."""
    tree = _parser.parse(source, 0)
    if len(tree.data) != 1 or tree.state.groups != 1 or tree.state.flags & ~re.UNICODE:
        raise ValueError(f"not one plain item: {source[:40]!r}")
    return tree.data[0]


def _is_repeat(item: Any) -> bool:
    return item[0] in _REPEATS and hasattr(item[1][2], "data")


def _same(item: Any, mark: Any) -> bool:
    """True for the stand-in: the same repeat of the same plain items."""
    return (
        item[0] is mark[0]
        and isinstance(item[1], tuple)
        and len(item[1]) == 3
        and item[1][:2] == mark[1][:2]
        and hasattr(item[1][2], "data")
        and item[1][2].data == mark[1][2].data
    )


def _put(tree: Any, mark: Any, whole: Any) -> int:
    """Every item of `tree` that is `mark` replaced by `whole`, at any depth; how many."""
    done = 0
    items = tree.data
    for at, item in enumerate(items):
        if _same(item, mark):
            items[at] = whole
            done += 1
            continue
        args = item[1] if isinstance(item[1], (tuple, list)) else (item[1],)
        for arg in args:
            if hasattr(arg, "data"):
                done += _put(arg, mark, whole)
            elif isinstance(arg, list):
                done += sum(_put(branch, mark, whole) for branch in arg if hasattr(branch, "data"))
    return done


_REPEATS = (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT)


def literals(pattern: re.Pattern[str]) -> frozenset[str]:
    """Strings one of which every match of the pattern contains (empty: none is known)."""
    return source_literals(pattern.pattern, pattern.flags)


@cache
def source_literals(source: str, flags: int = 0) -> frozenset[str]:
    """`literals` of a pattern's source, read without compiling it; kept per source (a rule
    module may ask twice for one pattern)."""
    if flags & re.IGNORECASE:
        return frozenset()
    return _sequence(_parser.parse(source, flags)) or frozenset()


@cache
def parsed_need(source: str, flags: int = 0) -> tuple[frozenset[str], bool] | None:
    """Strings one of which every match of the pattern holds, and whether they are read
    case-insensitively (re.IGNORECASE, or "(?i)" at the pattern's start); None when no need
    is known. Unlike `source_literals`, a case-insensitive pattern's need is read too."""
    parsed = _parser.parse(source, flags)
    need = _sequence(parsed)
    if not need:
        return None
    return need, bool((flags | parsed.state.flags) & re.IGNORECASE)


def _sequence(items: Iterable[tuple[Any, Any]]) -> frozenset[str] | None:
    """The most telling need of a run of items (consecutive characters form one string)."""
    found: list[frozenset[str]] = []
    run = ""
    for op, arg in items:
        if op is c.LITERAL:
            run += chr(arg)
            continue
        found += [frozenset({run})] if run else []
        run = ""
        need = _item(op, arg)
        found += [need] if need else []
    found += [frozenset({run})] if run else []
    return max(found, key=_telling, default=None)


def _item(op: Any, arg: Any) -> frozenset[str] | None:
    """What one item needs: a group's, a branch's, a repeat's (once at least), a lookaround's."""
    if op is c.SUBPATTERN:
        return None if arg[1] & re.IGNORECASE else _sequence(arg[-1])
    if op is c.BRANCH:
        return _either(arg[1])
    if op in _REPEATS:
        return _sequence(arg[2]) if arg[0] >= 1 else None
    if op is c.ASSERT:  # what is looked at (ahead or behind) is in the text too
        return _sequence(arg[1])
    if op is c.IN and all(kind is c.LITERAL for kind, _ in arg):
        return frozenset(chr(code) for _, code in arg)  # [你您]
    return None


def _either(branches: Sequence[Any]) -> frozenset[str] | None:
    """One of the branches' needs (none when one branch needs nothing)."""
    needs = [_sequence(branch) for branch in branches]
    known = [need for need in needs if need is not None]
    if not needs or len(known) < len(needs):
        return None
    union = frozenset(string for need in known for string in need)
    return frozenset(s for s in union if not any(o != s and o in s for o in union))


def _telling(need: frozenset[str]) -> tuple[int, int]:
    """Longer strings tell more; fewer alternatives tell more."""
    return min(map(len, need)), -len(need)


@dataclass(frozen=True, slots=True)
class Need:
    """What a pattern needs: one of these words (whole words) or strings (anywhere)."""

    words: frozenset[str] = frozenset()
    strings: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Gate:
    """Patterns (by position) indexed by what they need."""

    always: tuple[int, ...]
    by_word: Mapping[str, tuple[int, ...]]
    by_first: Mapping[str, tuple[tuple[str, tuple[int, ...]], ...]]
    """Strings by their first character, with the patterns that need them."""


def gate(needs: Sequence[Need | None]) -> Gate:
    """The index of patterns by their needs (None: a pattern always tried; an empty need:
    never)."""
    by_word: dict[str, list[int]] = {}
    by_string: dict[str, list[int]] = {}
    for at, need in enumerate(needs):
        for word in need.words if need else ():
            by_word.setdefault(word, []).append(at)
        for string in need.strings if need and "" not in need.strings else ():
            by_string.setdefault(string, []).append(at)
    by_first: dict[str, list[tuple[str, tuple[int, ...]]]] = {}
    for string, where in by_string.items():
        by_first.setdefault(string[0], []).append((string, tuple(where)))
    return Gate(
        tuple(at for at, need in enumerate(needs) if need is None or "" in need.strings),
        {word: tuple(where) for word, where in by_word.items()},
        {first: tuple(found) for first, found in by_first.items()},
    )


def open_to(gate: Gate, text: str, words: Iterable[str] = ()) -> list[int]:
    """The positions, in order, of the patterns whose need the text (and its words) holds."""
    found = set(gate.always)
    for word in words:
        found.update(gate.by_word.get(word, ()))
    for first in set(text) & gate.by_first.keys():
        for string, where in gate.by_first[first]:
            if string in text:
                found.update(where)
    return sorted(found)
