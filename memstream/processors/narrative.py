"""A profile narrative per user, pure: a short paragraph in the user's language, from templates.

The narrative is a view, rendered when it is read (recall's packet, the memories API and
page) from the user's active memories: a small digest of the active user-level profile
fields, preferences and facts (capped per type, newest kept), rendered by
`narrative_text` (who the user is, people, work, tastes and health, preferences, other
notes; dated facts are left to recall). No LLM. It is not a memory on the log: nothing
folds or versions it, and forgetting a memory takes it out of the next render.
Narratives written to logs before (`profile.narrative` changes) are skipped by the
projections (`is_stored_narrative`).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from functools import lru_cache
from typing import Any, Final

from pydantic import Field

from memstream.processors.narrative_text import Lang, language, render_text
from memstream.schemas.base import AwareDatetime, FrozenModel, Scope
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.constructed import constructed
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import (
    NARRATIVE_KEY as NARRATIVE_KEY,
)
from memstream.schemas.memory import (
    Memory,
    MemoryStatus,
    MemoryType,
    Provenance,
)
from memstream.text import has_cjk

NARRATIVE_CONFIDENCE: Final = 0.9
CAPS: Final[dict[MemoryType, int]] = {
    MemoryType.PROFILE: 24,
    MemoryType.PREFERENCE: 10,
    MemoryType.FACT: 6,
}
_REMOVALS: Final = (ChangeKind.DELETED, ChangeKind.HISTORY_FORGOTTEN)


class DigestItem(FrozenModel):
    """One memory the narrative may mention."""

    type: MemoryType
    key: str
    value: str
    content: str
    chinese: bool
    at: AwareDatetime
    said_chinese: bool | None = None
    """The language of the user's own words (the quote), when the memory has them."""
    dated: bool = False
    """A dated fact (a plan, an event): shown by recall, not part of who the user is."""
    slot: str | None = None
    """The slot of `docs/slots.md` its matcher says it fills (`attributes.slot`), if any."""


class Digest(FrozenModel):
    """What the narrative is rendered from, by memory id (capped per type)."""

    items: dict[str, DigestItem] = Field(default_factory=dict)


def feeds_narrative(memory: Memory) -> bool:
    """Active user-level profile fields, preferences and facts (not a stored narrative)."""
    return (
        memory.status is MemoryStatus.ACTIVE
        and memory.level == "user"
        and memory.type in CAPS
        and memory.key != NARRATIVE_KEY
    )


def is_stored_narrative(change: MemoryChange) -> bool:
    """A narrative version written to the log before the narrative was a view: the read
    models skip it (its removal still goes through, deleting nothing or an old row)."""
    memory = change.memory
    return (
        memory is not None
        and memory.key == NARRATIVE_KEY
        and memory.status is not MemoryStatus.DELETED
        and change.kind not in _REMOVALS
    )


def digest_of(memories: Iterable[Memory]) -> Digest:
    """The digest of a user's memories: those that feed the narrative, newest kept per type."""
    items = {memory.id: _item(memory) for memory in memories if feeds_narrative(memory)}
    return constructed(Digest, {"items": _capped(items)})


def _item(memory: Memory) -> DigestItem:
    """What the digest keeps of a memory (built from a validated memory's fields: trusted)."""
    quote = memory.provenance.quote
    return constructed(
        DigestItem,
        {
            "type": memory.type,
            "key": memory.key,
            "value": memory.value,
            "content": memory.content,
            "chinese": has_cjk(memory.content),
            "at": memory.last_seen,
            "said_chinese": has_cjk(quote) if quote else None,
            "dated": bool(memory.attributes.get("dates")),
            "slot": _slot(memory.attributes),
        },
    )


def _slot(attributes: dict[str, Any]) -> str | None:
    slot = attributes.get("slot")
    if attributes.get("animal"):
        return "pet"
    return slot if isinstance(slot, str) else None


def _capped(items: dict[str, DigestItem]) -> dict[str, DigestItem]:
    """The newest `CAPS[type]` items of each type (by time, then id), in id order."""
    by_type: dict[MemoryType, list[tuple[str, DigestItem]]] = {t: [] for t in CAPS}
    for pair in items.items():
        group = by_type.get(pair[1].type)
        if group is not None:
            group.append(pair)
    kept: list[tuple[str, DigestItem]] = []
    for memory_type, cap in CAPS.items():
        group = by_type[memory_type]
        if len(group) > cap:
            group.sort(key=_newest_first, reverse=True)
            del group[cap:]
        kept += group
    kept.sort(key=_id_of)
    return dict(kept)


def _newest_first(pair: tuple[str, DigestItem]) -> tuple[datetime, str]:
    return pair[1].at, pair[0]


def _id_of(pair: tuple[str, DigestItem]) -> str:
    return pair[0]


def render(digest: Digest) -> str:
    """The narrative paragraph in the user's language ("" when nothing is known)."""
    return rendered(digest)[0]


def rendered(digest: Digest) -> tuple[str, Lang]:
    """The narrative paragraph and its language (the language the user writes in)."""
    items = sorted(
        (item for item in digest.items.values() if not item.dated),
        key=lambda item: (item.at, item.key),
    )
    said = [item.chinese if item.said_chinese is None else item.said_chinese for item in items]
    lang = language(items, said)
    return (render_text(items, lang) if items else ""), lang


def sources(digest: Digest) -> list[str]:
    """The ids of the memories the narrative's text was rendered from (a dated plan is in
    the digest but not in the text: it is not a source)."""
    return sorted(key for key, item in digest.items.items() if not item.dated)


def newest(digest: Digest, fallback: datetime) -> datetime:
    """When the digest last changed (the fallback for an empty one)."""
    return max((item.at for item in digest.items.values()), default=fallback)


def narrative_memory_id(scope: Scope) -> str:
    """The narrative's id: the user's profile memory keyed `profile.narrative`."""
    return _narrative_id(scope.tenant, scope.user)


@lru_cache(maxsize=65536)
def _narrative_id(tenant: str, user: str) -> str:
    """derive_id of a user's narrative, kept: every read of a narrative names it."""
    return derive_id(tenant, user, "", MemoryType.PROFILE, NARRATIVE_KEY)


def narrative(tenant: str, user: str, memories: Iterable[Memory]) -> Memory | None:
    """The user's narrative as recall and the memories API show it, rendered now from
    their memories (None when there is nothing to say)."""
    digest = digest_of(memories)
    text, lang = rendered(digest)
    if not text:
        return None
    return _narrative(Scope(tenant=tenant, user=user), (text, lang), digest)


def _narrative(scope: Scope, said: tuple[str, Lang], digest: Digest) -> Memory:
    text, lang = said
    at = newest(digest, datetime.min)  # never the fallback: there is text, so there are items
    first = min(item.at for item in digest.items.values())
    return constructed(  # its parts are validated here; `text` is not empty (`narrative`)
        Memory,
        {
            "id": narrative_memory_id(scope),
            "version": 1,
            "scope": scope,
            "type": MemoryType.PROFILE,
            "key": NARRATIVE_KEY,
            "value": text,
            "content": text,
            "attributes": {
                "kind": "narrative",
                "language": lang,
                "sources": sources(digest),
            },
            "confidence": NARRATIVE_CONFIDENCE,
            "importance": NARRATIVE_CONFIDENCE,
            "status": MemoryStatus.ACTIVE,
            "provenance": Provenance(
                matcher="narrative", matcher_version="3", explicit=False, speaker="user"
            ),
            "first_seen": first,
            "last_seen": at,
            "valid_from": at,
        },
    )
