"""A candidate's reasons, written out only when read. Pure.

Scoring explains every candidate (about 120 a recall), while the packet shows about 20:
the words of the others are never read. `Reasons` keeps how to write the scoring's
reasons (`explain` and its arguments) and the reasons added after it (a session lift, a
cut, another's voice), and writes them out the first time they are read, once. Read, it
is the same sequence of strings as the tuple it stands for (and equal to it). A reason
added may be unwritten too (a callable, `with_reason`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import overload

Reason = str | Callable[[], str]
"""A reason, or how to write it."""


class Reasons(Sequence[str]):
    """The scoring's reasons (`first`, written when first read) and those added after."""

    __slots__ = ("_added", "_first", "_written")

    def __init__(self, first: Callable[[], Sequence[str]], added: tuple[Reason, ...] = ()) -> None:
        self._first = first
        self._added = added
        self._written: tuple[str, ...] | None = None

    def plus(self, reason: Reason) -> Reasons:
        """These reasons and one more (the scoring's still unwritten)."""
        return Reasons(self._first, (*self._added, reason))

    def written(self) -> tuple[str, ...]:
        """Every reason, in order (written out on the first call)."""
        if self._written is None:
            added = (why if isinstance(why, str) else why() for why in self._added)
            self._written = (*self._first(), *added)
        return self._written

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[str, ...]: ...

    def __getitem__(self, index: int | slice) -> str | tuple[str, ...]:
        return self.written()[index]

    def __len__(self) -> int:
        return len(self.written())

    def __iter__(self) -> Iterator[str]:
        return iter(self.written())

    def __contains__(self, value: object) -> bool:
        return value in self.written()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Reasons):
            return self.written() == other.written()
        if isinstance(other, tuple):
            return self.written() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.written())

    def __repr__(self) -> str:
        return f"Reasons({self.written()!r})"


def with_reason(reasons: Sequence[str], reason: Reason) -> Sequence[str]:
    """The reasons and one more, still unwritten when they were (`Reasons.plus`)."""
    if isinstance(reasons, Reasons):
        return reasons.plus(reason)
    return (*reasons, reason if isinstance(reason, str) else reason())
