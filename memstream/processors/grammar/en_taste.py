"""English readers of taste: what "I could eat X every day" likes, and what "I can't stand
it when X" dislikes. They add to the readers of `en_read` under the names the frames use."""

from __future__ import annotations

from typing import Final

from memstream.processors.grammar import en_read
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.tokens import Clause, join

Found = list[tuple[str, int]]

_FOREVER: Final = (
    ("every", "day"), ("every", "single"), ("all", "day"), ("forever",), ("on", "repeat"),
    ("for", "days"), ("any", "day"), ("every", "week"), ("every", "night"), ("nonstop",),
    ("non-stop",), ("all", "the"),
)  # fmt: skip
"""What says the wish has no end ("could eat it every day", "could watch it on repeat")."""


def _forever_at(tokens: tuple[str, ...], index: int) -> bool:
    return any(
        tuple(t.lower() for t in tokens[index : index + len(words)]) == words
        for words in _FOREVER
    )


def taste_forever(clause: Clause, index: int, start: int) -> Found:
    """ "I could eat dumplings every day", "I could watch Friends on repeat": what one could
    have without end is liked ("I could eat a horse" says nothing)."""
    tokens = clause.tokens
    end = next((i for i in range(index, len(tokens)) if _forever_at(tokens, i)), -1)
    if not index < end <= index + 6:
        return []
    return en_read.taste(Clause(tokens[:end]), index, start)


_WHEN: Final = w.words("when if whenever")
_STOP: Final = w.words(", . ; ! ? because since but so and — –")


def taste_when(clause: Clause, index: int, start: int) -> Found:
    """ "I can't stand it when people chew loudly": what happens is what is disliked; any
    other object is read as a taste."""
    tokens = clause.tokens
    lowered = [t.lower() for t in tokens]
    if lowered[index : index + 1] == ["it"] and index + 1 < len(tokens):
        if lowered[index + 1] not in _WHEN:
            return en_read.taste(clause, index, start)
        end = next((i for i in range(index + 2, len(tokens)) if lowered[i] in _STOP), len(tokens))
        words = tokens[index + 2 : end]
        return [(join(words), end)] if 2 <= len(words) <= 8 else []
    return en_read.taste(clause, index, start)


READERS: Final = {"taste_forever": taste_forever, "taste_when": taste_when}
"""The readers of this module by the names the frames use."""
