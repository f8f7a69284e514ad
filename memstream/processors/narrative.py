"""A profile narrative per user, pure: a short paragraph in the user's language, from templates.

Consolidation folds every change of an active profile field, preference or fact into a
small digest (capped per type, newest kept) and renders the narrative from it: the
profile fields first, then preferences, then a few facts. No LLM. The narrative is a
profile memory of its own (`profile.narrative`), versioned like any other.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Final

from pydantic import Field

from memstream.processors.decisions import memory_change, retire
from memstream.processors.memory_state import Decision, MemoryEntry, Tombstone
from memstream.schemas.base import AwareDatetime, FrozenModel, Scope
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance
from memstream.text import has_cjk

NARRATIVE_KEY: Final = "profile.narrative"
NARRATIVE_CONFIDENCE: Final = 0.9
CAPS: Final[dict[MemoryType, int]] = {
    MemoryType.PROFILE: 24,
    MemoryType.PREFERENCE: 10,
    MemoryType.FACT: 6,
}
_EN_FIELDS: Final = (
    ("location", "lives in {}"),
    ("language", "speaks {}"),
    ("timezone", "timezone {}"),
)
_ZH_FIELDS: Final = (
    ("role", "职业：{}"),
    ("employer", "在{}工作"),
    ("location", "住在{}"),
    ("language", "会说{}"),
    ("timezone", "时区{}"),
)


class DigestItem(FrozenModel):
    """One memory the narrative may mention."""

    type: MemoryType
    key: str
    value: str
    content: str
    chinese: bool
    at: AwareDatetime


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
    return DigestItem(
        type=memory.type,
        key=memory.key,
        value=memory.value,
        content=memory.content,
        chinese=has_cjk(memory.content),
        at=memory.last_seen,
    )


def _capped(items: dict[str, DigestItem]) -> dict[str, DigestItem]:
    kept: dict[str, DigestItem] = {}
    for memory_type, cap in CAPS.items():
        ranked = sorted(
            ((i, item) for i, item in items.items() if item.type is memory_type),
            key=lambda pair: (pair[1].at, pair[0]),
            reverse=True,
        )
        kept.update(ranked[:cap])
    return dict(sorted(kept.items()))


def render(digest: Digest) -> str:
    """The narrative paragraph ("" when nothing is known)."""
    items = list(digest.items.values())
    if not items:
        return ""
    chinese = sum(item.chinese for item in items) * 2 > len(items)
    return _render_zh(items) if chinese else _render_en(items)


def _fields(items: list[DigestItem]) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for item in sorted(items, key=lambda i: (i.at, i.key)):
        if item.type is MemoryType.PROFILE:
            name = item.key.removeprefix("profile.")
            values = fields.setdefault(name, [])
            if item.value not in values:
                values.append(item.value)
    return fields


def _contents(items: list[DigestItem], memory_type: MemoryType) -> list[str]:
    chosen = sorted((i for i in items if i.type is memory_type), key=lambda i: (i.at, i.key))
    return [item.content.rstrip("。. ") for item in chosen]


def _en_identity(fields: dict[str, list[str]]) -> str:
    """ "Marta Kowalski is a nurse at St. Mary's" (whatever of it is known)."""
    name = ", ".join(fields.pop("name", [])) or "The user"
    roles, employers = fields.pop("role", []), fields.pop("employer", [])
    if roles:
        role = ", ".join(roles)
        name += f" is {'an' if role[0].lower() in 'aeiou' else 'a'} {role}"
    if employers:
        name += f"{'' if roles else ' works'} at {', '.join(employers)}"
    return name


def _render_en(items: list[DigestItem]) -> str:
    fields = _fields(items)
    identity = _en_identity(fields)
    parts = [template.format(", ".join(fields.pop(f))) for f, template in _EN_FIELDS if f in fields]
    sentences = [f"{identity}; {'; '.join(parts)}." if parts else f"{identity}."]
    if sentences == ["The user."]:
        sentences = []
    sentences += [f"{f.replace('_', ' ').capitalize()}: {', '.join(v)}." for f, v in fields.items()]
    if prefs := _contents(items, MemoryType.PREFERENCE):
        sentences.append(f"Preferences: {'; '.join(prefs)}.")
    if facts := _contents(items, MemoryType.FACT):
        sentences.append(f"Facts: {'; '.join(facts)}.")
    return " ".join(sentences)


def _render_zh(items: list[DigestItem]) -> str:
    fields = _fields(items)
    name = "、".join(fields.pop("name", []))
    parts = [template.format("、".join(fields.pop(f))) for f, template in _ZH_FIELDS if f in fields]
    sentences = [
        f"{name or '用户'}，{'，'.join(parts)}。" if parts else f"{name}。" if name else ""
    ]
    sentences += [f"{f}：{'、'.join(v)}。" for f, v in fields.items()]
    if prefs := _contents(items, MemoryType.PREFERENCE):
        sentences.append(f"偏好：{'；'.join(prefs)}。")
    if facts := _contents(items, MemoryType.FACT):
        sentences.append(f"事实：{'；'.join(facts)}。")
    return "".join(sentences)


def sources(digest: Digest) -> list[str]:
    """The ids of the memories the narrative was rendered from."""
    return sorted(digest.items)


def newest(digest: Digest, fallback: datetime) -> datetime:
    """When the digest last changed (the fallback for an empty one)."""
    return max((item.at for item in digest.items.values()), default=fallback)


def narrative_memory_id(scope: Scope) -> str:
    """The narrative's id: the user's profile memory keyed `profile.narrative`."""
    return derive_id(scope.tenant, scope.user, "", MemoryType.PROFILE, NARRATIVE_KEY)


def update_narrative(
    entry: MemoryEntry | None, scope: Scope, digest: Digest, at: datetime, cause_id: str
) -> Decision:
    """A new narrative version when the rendered text changed (nothing otherwise)."""
    text = render(digest)
    current = entry.memory if entry is not None else None
    tombstone = entry.tombstone if entry is not None else None
    if not text or (current is not None and current.content == text):
        return Decision(entry, [])
    if tombstone is not None and at <= tombstone.forgotten_at:
        return Decision(entry, [])
    at = max(at, current.valid_from) if current is not None else at
    version = _next_version(current, tombstone)
    memory = _narrative(scope, text, digest, at, version, current)
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


def _next_version(current: Memory | None, tombstone: Tombstone | None) -> int:
    if current is not None:
        return current.version + 1
    return 1 if tombstone is None else tombstone.last_version + 1


def _narrative(
    scope: Scope, text: str, digest: Digest, at: datetime, version: int, current: Memory | None
) -> Memory:
    return Memory(
        id=narrative_memory_id(scope),
        version=version,
        scope=Scope(tenant=scope.tenant, user=scope.user),
        type=MemoryType.PROFILE,
        key=NARRATIVE_KEY,
        value=text,
        content=text,
        attributes={
            "kind": "narrative",
            "language": "zh" if has_cjk(text) else "en",
            "sources": sources(digest),
        },
        confidence=NARRATIVE_CONFIDENCE,
        importance=NARRATIVE_CONFIDENCE,
        status=MemoryStatus.ACTIVE,
        provenance=Provenance(
            matcher="narrative", matcher_version="1", explicit=False, speaker="user"
        ),
        first_seen=current.first_seen if current is not None else at,
        last_seen=at,
        valid_from=at,
        supersedes_version=current.version if current is not None else None,
    )
