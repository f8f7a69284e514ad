"""Expectations on what is remembered and what recall returns, and how to check them.

Pure: checks take plain views of memories and recall hits and return readable
differences (an empty list means the expectation holds).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from memstream.eval.ports import RECALL_SECTIONS, section_hits
from memstream.processors.narrative import NARRATIVE_KEY

Status = Literal["candidate", "active", "superseded", "conflicted", "decayed", "deleted"]
LIVE_STATUSES: tuple[Status, ...] = ("candidate", "active", "superseded", "conflicted", "decayed")
Section = Literal["profile", "preferences", "facts", "episodes"]


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class MemoryView(_Strict):
    """One version of one memory, as the checks see it."""

    id: str
    version: int = 1
    type: str
    key: str = ""
    content: str
    status: str
    evidence_count: int = 1
    level: str = "user"
    confidence: float = 1.0
    pinned: bool = False
    attributes: dict[str, Any] = Field(default_factory=dict)

    def describe(self) -> str:
        """A one-line summary for difference reports."""
        return (
            f"{self.type}/{self.key} {self.content!r} {self.status} "
            f"v{self.version} evidence={self.evidence_count}"
        )


class MemorySelector(_Strict):
    """Which memories: by type, key (exact, or a prefix ending in `*`), content (substring),
    level, attributes (each a substring of the attribute as JSON) and confidence bounds."""

    type: str | list[str] | None = None
    """One memory type, or any of several."""
    key: str | None = None
    content: str | None = None
    level: str | None = None
    attributes: dict[str, str] = Field(default_factory=dict)
    min_confidence: float | None = None
    max_confidence: float | None = None
    pinned: bool | None = None
    status: Status | list[Status] | None = None

    @model_validator(mode="after")
    def _something_to_select(self) -> MemorySelector:
        if self.type is None and self.key is None and self.content is None:
            raise ValueError("a memory selector needs a type, key or content")
        return self

    def matches(self, view: MemoryView) -> bool:
        """True when the memory version has everything asked (any status when none is)."""
        if self.status is not None and view.status not in _as_tuple(self.status):
            return False
        return _described(view, self)


class MemoryExpectation(_Strict):
    """Memories matching type/key/content (substring) and status must exist, or must not."""

    tenant: str | None = None
    user: str | None = Field(default=None, alias="as")
    type: str | list[str] | None = None
    """One memory type, or any of several."""
    key: str | None = None
    content: str | None = None
    level: str | None = None
    attributes: dict[str, str] = Field(default_factory=dict)
    min_confidence: float | None = None
    max_confidence: float | None = None
    pinned: bool | None = None
    status: Status | list[Status] | None = None
    absent: bool = False
    count: int | None = Field(default=None, ge=1)
    evidence_count: int | None = Field(default=None, ge=1)

    @model_validator(mode="after")
    def _consistent(self) -> MemoryExpectation:
        if self.type is None and self.key is None and self.content is None:
            raise ValueError("a memory expectation needs a type, key or content")
        if self.absent and (self.count is not None or self.evidence_count is not None):
            raise ValueError("an absent memory has no count or evidence_count")
        return self

    def statuses(self) -> tuple[str, ...]:
        """Statuses that match: as given, else active (present) or any but deleted (absent)."""
        if self.status is None:
            return LIVE_STATUSES if self.absent else ("active",)
        return _as_tuple(self.status)

    def describe(self) -> str:
        """The expectation in words."""
        parts = [
            f"{name}={value!r}"
            for name in (
                "type",
                "key",
                "content",
                "level",
                "min_confidence",
                "max_confidence",
                "pinned",
            )
            if (value := getattr(self, name)) is not None
        ]
        parts += [f"attributes.{name}~{needle!r}" for name, needle in self.attributes.items()]
        parts.append(f"status in {list(self.statuses())}")
        return " ".join(parts)


class RecallExpectation(_Strict):
    """Recall for a query must (not) contain substrings, optionally in one section."""

    query: str
    tenant: str | None = None
    user: str | None = Field(default=None, alias="as")
    token_budget: int = Field(default=800, ge=50)
    section: Section | list[Section] | None = None
    """One section of the packet, several, or (unset) all of them."""
    contains: list[str] = Field(default_factory=list)
    not_contains: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _something_to_check(self) -> RecallExpectation:
        if not self.contains and not self.not_contains:
            raise ValueError("a recall expectation needs contains or not_contains")
        return self


def _as_tuple(value: str | Sequence[str]) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value)


def _key_matches(key: str, wanted: str) -> bool:
    return key.startswith(wanted[:-1]) if wanted.endswith("*") else key == wanted


def _described(view: MemoryView, wanted: MemoryExpectation | MemorySelector) -> bool:
    """Type, key, content, level, attributes and confidence as the expectation describes.

    The profile narrative repeats what other memories say: it is matched only by its key.
    """
    if view.key == NARRATIVE_KEY and wanted.key != NARRATIVE_KEY:
        return False
    if wanted.type is not None and view.type not in _as_tuple(wanted.type):
        return False
    if wanted.key is not None and not _key_matches(view.key, wanted.key):
        return False
    if wanted.content is not None and wanted.content.casefold() not in view.content.casefold():
        return False
    if wanted.level is not None and view.level != wanted.level:
        return False
    if wanted.pinned is not None and view.pinned != wanted.pinned:
        return False
    if wanted.min_confidence is not None and view.confidence < wanted.min_confidence:
        return False
    if wanted.max_confidence is not None and view.confidence > wanted.max_confidence:
        return False
    return all(
        needle.casefold() in json.dumps(view.attributes.get(name), ensure_ascii=False).casefold()
        for name, needle in wanted.attributes.items()
    )


def _matches(view: MemoryView, expectation: MemoryExpectation) -> bool:
    return _described(view, expectation) and view.status in expectation.statuses()


def _listing(views: Sequence[MemoryView]) -> str:
    if not views:
        return "no memories at all"
    return "memories: " + "; ".join(view.describe() for view in views)


def check_memories(expectation: MemoryExpectation, views: Sequence[MemoryView]) -> list[str]:
    """Differences between what the expectation asks and the user's memory versions."""
    found = [view for view in views if _matches(view, expectation)]
    wanted = expectation.describe()
    if expectation.absent:
        if found:
            shown = "; ".join(view.describe() for view in found)
            return [f"expected no memory {wanted}; found {shown}"]
        return []
    if not found:
        return [f"expected a memory {wanted}; found none among {_listing(views)}"]
    problems = []
    if expectation.count is not None and len(found) != expectation.count:
        shown = "; ".join(view.describe() for view in found)
        problems.append(
            f"expected {expectation.count} memory(ies) {wanted}; got {len(found)}: {shown}"
        )
    wanted_evidence = expectation.evidence_count
    if wanted_evidence is not None:
        problems += [
            f"expected evidence={wanted_evidence} for {view.describe()}"
            for view in found
            if view.evidence_count != wanted_evidence
        ]
    return problems


def recall_texts(response: Any, section: str | Sequence[str] | None) -> list[str]:
    """The contents of a recall response's hits, of some sections or of all."""
    sections = _as_tuple(section) if section else RECALL_SECTIONS
    return [str(hit.content) for name in sections for hit in section_hits(response, name)]


def check_recall(expectation: RecallExpectation, texts: Sequence[str]) -> list[str]:
    """Differences between the expected and the recalled contents."""
    where = f" in {', '.join(_as_tuple(expectation.section))}" if expectation.section else ""
    folded = [text.casefold() for text in texts]
    problems = [
        f"recall {expectation.query!r}: expected {needle!r}{where}; got {list(texts)}"
        for needle in expectation.contains
        if not any(needle.casefold() in text for text in folded)
    ]
    problems += [
        f"recall {expectation.query!r}: {needle!r} must not appear{where}; got {list(texts)}"
        for needle in expectation.not_contains
        if any(needle.casefold() in text for text in folded)
    ]
    return problems


def _versions_of(item: Any) -> list[Any]:
    versions = list(getattr(item, "versions", None) or [])
    for name in ("current", "memory"):
        current = getattr(item, name, None)
        if current is not None:
            versions.append(current)
    return versions or [item]


def _view(memory: Any, latest: int) -> MemoryView:
    status = str(getattr(memory.status, "value", memory.status))
    if memory.version < latest and status == "active":
        status = "superseded"
    return MemoryView(
        id=str(memory.id),
        version=int(memory.version),
        type=str(getattr(memory.type, "value", memory.type)),
        key=str(memory.key),
        content=str(memory.content),
        status=status,
        evidence_count=int(memory.evidence_count),
        level=str(getattr(memory, "level", "user")),
        confidence=float(getattr(memory, "confidence", 1.0)),
        pinned=bool(getattr(memory, "pinned", False)),
        attributes=dict(getattr(memory, "attributes", None) or {}),
    )


def memory_views(histories: Iterable[Any]) -> list[MemoryView]:
    """Every distinct memory version of `Engine.memories(...)`; an old active one is superseded."""
    unique: dict[tuple[str, int], Any] = {}
    for item in histories:
        for memory in _versions_of(item):
            unique[(str(memory.id), int(memory.version))] = memory
    latest: dict[str, int] = {}
    for memory_id, version in unique:
        latest[memory_id] = max(version, latest.get(memory_id, 0))
    return [_view(memory, latest[memory_id]) for (memory_id, _), memory in unique.items()]
