"""Candidates from the slot grammar (`processors.grammar`): what a user's message says
about the user (and the people around them), as slots of `docs/slots.md`.

Pure. `match_slots(event)` reads each sentence the noise filter keeps, parses it with the
English or the Chinese grammar (`en`, `zh`) and turns every fill into a candidate with the
keys the rest of the system reads (`fills.draft`). An ending ("I quit smoking", 我戒烟了)
becomes a candidate marked `change: negate`, which the consolidator uses to end what it
negates instead of storing it.
"""

from __future__ import annotations

from typing import Any, Final

from memstream.processors.dates import anchor_date
from memstream.processors.grammar import en, zh
from memstream.processors.grammar.fills import NEGATE, Fill, draft
from memstream.processors.matchers.common import (
    Draft,
    to_candidates,
    unique_by_key,
    user_sentences,
)
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import MessagePosted
from memstream.schemas.memory import MemoryType
from memstream.text import normalize

MATCHER: Final = "slots@1"


def match_slots(event: MessagePosted) -> list[MemoryCandidate]:
    """Every slot the user's message fills, as candidates."""
    anchor = anchor_date(event.time)
    drafts: list[Draft] = []
    for sentence in user_sentences(event):
        chinese = sentence.chinese
        fills = zh.parse(sentence.text, anchor) if chinese else en.parse(sentence.text, anchor)
        drafts += [_draft(fill, sentence.quote, chinese) for fill in fills]
    return to_candidates(event, MATCHER, unique_by_key(drafts))


def _draft(fill: Fill, quote: str, chinese: bool) -> Draft:
    if fill.slot == "ending":
        return _ending(fill, quote, chinese)
    found = draft(fill, quote, chinese)
    item = _item(fill)
    if item is None or fill.subject != "user":
        return found
    attributes: dict[str, Any] = {**found.attributes, "item": item}
    return Draft(
        found.type,
        found.key,
        found.value,
        found.content,
        found.quote,
        attributes,
        single_valued=found.single_valued,
    )


def _item(fill: Fill) -> str | None:
    """What the scorer and readers call the value when the key or value does not say it."""
    if fill.slot in ("relation", "pet"):
        named = bool(fill.value) and fill.value != fill.kind
        return f"{fill.kind}: {fill.value}" if named else fill.kind
    if fill.slot in ("like", "dislike", "plan"):
        return fill.value
    return None


def _ending(fill: Fill, quote: str, chinese: bool) -> Draft:
    """A negation: ends what it names (its terms), never stored as a memory of its own."""
    content = f"不再：{fill.value}" if chinese else f"No longer: {fill.value}"
    attributes = {
        "change": NEGATE,
        "terms": list(fill.terms),
        "slot": "ending",
        **fill.extra,
    }
    key = "ending:" + normalize(fill.value)[:80]
    return Draft(MemoryType.FACT, key, fill.value, content, quote, attributes, single_valued=True)
