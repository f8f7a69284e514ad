"""Whose turns an excerpt shows, against whom the question asks about. Pure.

A question that names a speaker of the conversation ("What symbols are important to
Caroline?", "Caroline 觉得什么象征很重要？") is answered by that speaker's own turns: in
LoCoMo, 95 % of the evidence turns of a question naming one speaker are that speaker's.
An excerpt unit (a chunk's core, a turn a fact was learned from, a whole chunk) none of
whose turns the named speakers say holds the other speaker's words about the subject
("Mental health is important to me"), which rank beside the named speaker's own by their
words alone. Such a unit keeps `OTHER_VOICE` of its score, so the named speaker's turns
come first and the others' still come in when they are the best left.

A name is a speaker when it labels a turn of any candidate excerpt (first names match:
"caroline" labels "Caroline Smith: …"); a question naming only people who speak no turn
(a friend mentioned in passing) changes nothing, nor does a unit with no labelled turns.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Final

from memstream.query_api.recall.excerpt import labels_of
from memstream.query_api.recall.found import Scored
from memstream.query_api.recall.reasons import with_reason
from memstream.schemas.memory import excerpt_session

OTHER_VOICE: Final = 0.6
"""The share of its score an excerpt unit keeps when none of its turns is said by a speaker
the question names. Leave-one-conversation-out over LoCoMo's five conversations, of
{1.0, 0.8, 0.6, 0.4}, picks 0.6 in two folds and 0.4 in three (held-out evidence coverage
0.900 / 0.850 / 0.780 at 2,000 / 1,000 / 500 tokens, as 0.6 fixed); 0.6 is kept, as 0.4
loses open-domain at 2,000 (0.600 -> 0.583) for at most 0.0007 elsewhere."""


def _labels(item: Scored) -> tuple[str, ...]:
    return labels_of(item.memory.content)


def _said_by(label: str, names: Collection[str]) -> bool:
    return bool(label) and (label in names or label.split()[0] in names)


def named_speakers(items: Iterable[Scored], names: Collection[str]) -> frozenset[str]:
    """The names (casefolded) that label a turn of some excerpt among `items`."""
    if not names:
        return frozenset()
    left, found = set(names), set()
    for item in items:  # stops once every name labels a turn
        if not left:
            break
        if excerpt_session(item.memory) is None:
            continue
        labels = _label_set(item.memory.content)
        found |= {name for name in left if any(_said_by(lab, (name,)) for lab in labels)}
        left -= found
    return frozenset(found)


@lru_cache(maxsize=16384)
def _label_set(content: str) -> frozenset[str]:
    """The content's speaker labels, each once (none empty)."""
    return frozenset(label for label in labels_of(content) if label)


def other_voice(item: Scored, speakers: Collection[str]) -> bool:
    """True for an excerpt unit whose turns are all labelled and none by these speakers."""
    if not speakers or excerpt_session(item.memory) is None:
        return False
    labels = _labels(item)
    return bool(labels) and all(labels) and not any(_said_by(lab, speakers) for lab in labels)


def by_voice(
    units: Sequence[Scored], speakers: Collection[str], weight: float | None = None
) -> list[Scored]:
    """The units, those in another's voice (`other_voice`) at `weight` (`OTHER_VOICE`)
    times their score."""
    weight = OTHER_VOICE if weight is None else weight
    if not speakers or weight >= 1.0:
        return list(units)
    reason = "none of its turns is said by the speaker asked about"
    return [
        replace(u, score=round(u.score * weight, 4), reasons=with_reason(u.reasons, reason))
        if other_voice(u, speakers)
        else u
        for u in units
    ]
