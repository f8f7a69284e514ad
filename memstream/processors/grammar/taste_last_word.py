"""A thing judged twice in one sentence keeps the last judgement (issue 22, g51t): a topic
first with a comment on it, then the user's verdict (花毛峰那些太香了，我不爱; "that tea is
too fragrant, I don't like it"): the comment (太香了) read alone as praise gives way to the
verdict that follows it.

Pure: takes the fills one sentence gave, in the order of its clauses.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_TASTES: Final = frozenset(("like", "dislike"))
_TOPIC_COMMENT: Final = re.compile(
    r"^(?P<t>[^我你他她它这那，,。！？!?\s]{2,8}?)(?:那些|这些|这种|那种|这个|那个|的话)?"
    r"(?:也|就|真的|实在)?(?:太|有点|有些|过于|特别|忒)(?P<c>[\u4e00-\u9fff]{1,2}?)(?:了|啦|啊)?$"
)
"""A thing said first with a comment on how much of something it has (花毛峰那些太香了,
这茶有点浓): what a verdict of the next clause (我不爱) is about."""


def topic_commented(previous: str) -> str:
    """The thing a clause names before commenting on it (花毛峰那些太香了 → 花毛峰), or ""."""
    found = _TOPIC_COMMENT.match(previous.strip())
    return found["t"] if found is not None else ""


def last_word(fills: list[Fill]) -> list[Fill]:
    """The fills without a like or dislike of the user's that a later fill of the same
    sentence judges the other way (the later judgement is the user's verdict)."""
    kept: list[Fill] = []
    for at, fill in enumerate(fills):
        if not _overruled(fill, fills[at + 1 :]):
            kept.append(fill)
    return kept


def _overruled(fill: Fill, later: list[Fill]) -> bool:
    """True when a later fill of the user's adds the opposite taste of the same thing."""
    if fill.slot not in _TASTES or fill.subject != "user" or fill.action != "add":
        return False
    return any(
        f.slot in _TASTES
        and f.slot != fill.slot
        and f.subject == "user"
        and f.action == "add"
        and _same_thing(f.value, fill.value)
        for f in later
    )


def _same_thing(one: str, other: str) -> bool:
    """True when two values name one thing, one maybe with a word of kind after it (花毛峰,
    花毛峰那些); not a longer name (猫, 猫砂)."""
    one, other = one.lower(), other.lower()
    shorter, longer = sorted((one, other), key=len)
    return longer == shorter or (
        longer.startswith(shorter) and _KIND_AFTER.fullmatch(longer[len(shorter) :]) is not None
    )


_KIND_AFTER: Final = re.compile(r"那些|这些|这种|那种|之类的?|一类|们")
