"""A profile narrative per user, pure: a short paragraph in the user's language, from templates.

Consolidation folds every change of an active profile field, preference or fact into a
small digest (capped per type, newest kept) and renders the narrative from it
(`narrative_text`: who the user is, people, work, tastes and health, preferences, other
notes; dated facts are left to recall). No LLM. The narrative is a profile memory of its
own (`profile.narrative`), versioned like any other, rebuilt when a profile field changes,
a session closes or the user corrects or forgets something.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from functools import lru_cache
from typing import Any, Final

from pydantic import Field

from memstream.processors.decisions import memory_change, retire
from memstream.processors.memory_state import Decision, MemoryEntry, Tombstone
from memstream.processors.narrative_text import Lang, language, render_text
from memstream.schemas.base import AwareDatetime, FrozenModel, Scope
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.constructed import constructed
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance
from memstream.text import has_cjk

NARRATIVE_KEY: Final = "profile.narrative"
NARRATIVE_CONFIDENCE: Final = 0.9
_LIVE: Final = (MemoryStatus.ACTIVE, MemoryStatus.CANDIDATE)
CAPS: Final[dict[MemoryType, int]] = {
    MemoryType.PROFILE: 24,
    MemoryType.PREFERENCE: 10,
    MemoryType.FACT: 6,
}


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
    stale: bool = False
    """True when the items changed since the narrative was last rendered."""

    def rendered(self) -> Digest:
        """This digest, marked as shown by the narrative."""
        return self.model_copy(update={"stale": False})


def load_digest(value: Digest | None) -> Digest:
    """The user's digest, empty when there is none."""
    return Digest() if value is None else value


def concerns(change: MemoryChange) -> bool:
    """Whether a change may alter the narrative: a removal, or a profile/preference/fact."""
    memory = change.memory
    if memory is None:
        return True
    return memory.type in CAPS and memory.key != NARRATIVE_KEY and memory.level == "user"


def outdates(changes: Sequence[MemoryChange]) -> bool:
    """Whether a change ends something the narrative may say (a memory superseded, ended,
    forgotten or decayed): the narrative is then rebuilt at once, as a stale narrative is
    worse than none (consolidation's rebuild gate asks this beside its own reasons)."""
    return any(
        concerns(change) and (change.memory is None or change.memory.status not in _LIVE)
        for change in changes
    )


def feeds_narrative(memory: Memory) -> bool:
    """Active user-level profile fields, preferences and facts (not the narrative itself)."""
    return (
        memory.status is MemoryStatus.ACTIVE
        and memory.level == "user"
        and memory.type in CAPS
        and memory.key != NARRATIVE_KEY
    )


def fold(digest: Digest, changes: Sequence[MemoryChange]) -> Digest:
    """The digest after these changes: what is active now, what is gone removed."""
    if not changes:
        return digest
    items = dict(digest.items)
    for change in changes:
        memory = change.memory
        if memory is not None and feeds_narrative(memory):
            items[change.memory_id] = _item(memory)
        elif memory is None or memory.key != NARRATIVE_KEY:
            items.pop(change.memory_id, None)
    capped = _capped(items)
    if capped == digest.items:
        return digest
    return Digest(items=capped, stale=True)


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
    """The ids of the memories the narrative was rendered from."""
    return sorted(digest.items)


def newest(digest: Digest, fallback: datetime) -> datetime:
    """When the digest last changed (the fallback for an empty one)."""
    return max((item.at for item in digest.items.values()), default=fallback)


def narrative_memory_id(scope: Scope) -> str:
    """The narrative's id: the user's profile memory keyed `profile.narrative`."""
    return _narrative_id(scope.tenant, scope.user)


@lru_cache(maxsize=65536)
def _narrative_id(tenant: str, user: str) -> str:
    """derive_id of a user's narrative, kept: consolidation reads it for every record."""
    return derive_id(tenant, user, "", MemoryType.PROFILE, NARRATIVE_KEY)


def update_narrative(
    entry: MemoryEntry | None, scope: Scope, digest: Digest, at: datetime, cause_id: str
) -> Decision:
    """A new narrative version when the rendered text changed (nothing otherwise); when
    nothing is left to say, the narrative stops being recalled (`_silenced`)."""
    text, lang = rendered(digest)
    current = entry.memory if entry is not None else None
    tombstone = entry.tombstone if entry is not None else None
    live = current is not None and current.status is MemoryStatus.ACTIVE
    if not text:
        return _silenced(entry, current, at, cause_id) if live else Decision(entry, [])
    if live and current is not None and current.content == text:
        return Decision(entry, [])
    if tombstone is not None and at <= tombstone.forgotten_at:
        return Decision(entry, [])
    at = max(at, current.valid_from) if current is not None else at
    version = _next_version(current, tombstone)
    memory = _narrative(scope, (text, lang), digest, at, version, current)
    reason = "profile narrative rebuilt"
    if current is None:
        change = memory_change(ChangeKind.CREATED, memory, cause_id, reason, at)
        return Decision((entry or MemoryEntry()).with_memory(memory, []), [change])
    old = retire(current, at, version)
    changes = [
        memory_change(ChangeKind.SUPERSEDED, old, cause_id, reason, at),
        memory_change(ChangeKind.UPDATED, memory, cause_id, reason, at),
    ]
    return Decision((entry or MemoryEntry()).with_memory(memory, []), changes)


def _silenced(
    entry: MemoryEntry | None, current: Memory | None, at: datetime, cause_id: str
) -> Decision:
    """Everything the narrative said has ended: it is no longer recalled (`decayed`, kept
    in history) until there is something to say again."""
    if entry is None or current is None:
        return Decision(entry, [])
    quiet = current.model_copy(update={"status": MemoryStatus.DECAYED})
    reason = "profile narrative: nothing it said holds any more"
    change = memory_change(ChangeKind.DECAYED, quiet, cause_id, reason, max(at, current.valid_from))
    return Decision(entry.with_memory(quiet, []), [change])


def _next_version(current: Memory | None, tombstone: Tombstone | None) -> int:
    if current is not None:
        return current.version + 1
    return 1 if tombstone is None else tombstone.last_version + 1


def _narrative(
    scope: Scope,
    said: tuple[str, Lang],
    digest: Digest,
    at: datetime,
    version: int,
    current: Memory | None,
) -> Memory:
    text, lang = said
    return constructed(  # its parts are validated here; `text` is not empty (`update_narrative`)
        Memory,
        {
            "id": narrative_memory_id(scope),
            "version": version,
            "scope": Scope(tenant=scope.tenant, user=scope.user),
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
                matcher="narrative", matcher_version="2", explicit=False, speaker="user"
            ),
            "first_seen": current.first_seen if current is not None else at,
            "last_seen": at,
            "valid_from": at,
            "supersedes_version": current.version if current is not None else None,
        },
    )
