"""What an agent may ask of its memory, as validated arguments, and the events they become.

Pure: no I/O. The MCP server and the agent memory tool share these models, so a
`forget` means the same thing whichever door it came through. Every write is a command
event (`memory.remember`, `memory.forget`, `memory.correct`, `memory.confirm`) appended
through `POST /v1/events`; reads go through recall and the memories endpoint.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from memstream.producers.builders import EventFactory
from memstream.producers.results import (
    ForgetPreview,
    ForgetStatus,
    MemoryRecord,
    RecallResult,
)
from memstream.schemas.base import FrozenModel, Identifier, Scope
from memstream.schemas.events import InteractionEvent
from memstream.schemas.memory import NARRATIVE_KEY

MemoryKind = Literal["profile", "preference", "fact", "episode", "lesson"]
APP = "memstream-agent"


class ScopeError(ValueError):
    """A call asked for a user this integration is not allowed to serve."""


class MemoryScope(FrozenModel):
    """Whose memory an integration serves: one tenant, a default user, maybe any user."""

    tenant: Identifier
    user: Identifier | None = Field(
        default=None, description="The default user; without one every call must name a user."
    )
    allow_any_user: bool = Field(
        default=False, description="Let a call name another user than the default one."
    )

    def resolve(self, user: str | None) -> Scope:
        """The scope of one call: the default user unless another is named and allowed."""
        if user is None or user == self.user:
            if self.user is None:
                raise ScopeError("no default user is configured: name the user")
            return Scope(tenant=self.tenant, user=self.user)
        if self.user is not None and not self.allow_any_user:
            raise ScopeError(f"this integration serves user {self.user!r} only")
        return Scope(tenant=self.tenant, user=user)


class _UserArgs(FrozenModel):
    user: Identifier | None = Field(
        default=None, description="Whose memory (default: the configured user)."
    )


class RecallArgs(_UserArgs):
    """Recall what is relevant to a query, as a context packet."""

    query: str = Field(max_length=8000, description="What you are about to answer.")
    token_budget: int = Field(default=800, ge=50, le=32000)


class ListArgs(_UserArgs):
    """List what is remembered (active memories unless asked for all)."""

    type: MemoryKind | None = Field(default=None, description="Only memories of this type.")
    include_inactive: bool = Field(
        default=False, description="Also superseded, conflicted and decayed memories."
    )


class GetArgs(_UserArgs):
    """One memory with its provenance and history."""

    memory_id: str = Field(min_length=1, description="The id a list or recall returned.")


class RememberArgs(_UserArgs):
    """Remember something the user asked to be remembered."""

    content: str = Field(min_length=1, max_length=4000, description="What to remember.")
    memory_type: MemoryKind = "fact"
    key: str | None = Field(default=None, description="A stable key, e.g. `preference.language`.")


class UpdateArgs(_UserArgs):
    """Correct a memory: a new version with this content supersedes the old one."""

    memory_id: str = Field(min_length=1)
    content: str = Field(min_length=1, max_length=4000, description="The corrected memory.")
    value: str | None = Field(default=None, description="The corrected value, if it has one.")


class ForgetArgs(_UserArgs):
    """Forget memories: by id, key, matching words, topic, or everything (or a dry run)."""

    memory_id: str | None = Field(default=None, description="The id a list or recall returned.")
    key: str | None = Field(default=None, description="A memory key, e.g. `profile.location`.")
    match: str | None = Field(default=None, description="Forget memories containing these words.")
    topic: str | None = Field(default=None, description="Forget everything about a topic.")
    everything: bool = Field(default=False, description="Forget everything about the user.")
    dry_run: bool = Field(
        default=False, description="Only say what would be removed; remove nothing."
    )

    def selector(self) -> dict[str, Any]:
        """The forget selector; ValueError unless exactly one is given."""
        chosen = {
            "memory_id": self.memory_id,
            "key": self.key,
            "match": self.match,
            "topic": self.topic,
        }
        selector: dict[str, Any] = {k: v for k, v in chosen.items() if v is not None}
        if self.everything:
            selector["all"] = True
        if len(selector) != 1:
            raise ValueError("give exactly one of memory_id, key, match, topic or everything=true")
        return selector


class ConfirmArgs(_UserArgs):
    """Confirm (accept) or reject a conflicted memory."""

    memory_id: str = Field(min_length=1)
    accept: bool = Field(default=True, description="False rejects the conflicting value.")


def remember_event(scope: Scope, args: RememberArgs) -> InteractionEvent:
    """The `memory.remember` command for `args` (asserted by the app, not by the user)."""
    factory = EventFactory(scope, app=APP)
    return factory.remember(
        args.content, memory_type=args.memory_type, key=args.key or None, asserted_by="app"
    )


def correct_event(scope: Scope, args: UpdateArgs) -> InteractionEvent:
    """The `memory.correct` command: the old version is superseded by the new content."""
    return EventFactory(scope, app=APP).correct(args.memory_id, args.content, args.value)


def confirm_event(scope: Scope, args: ConfirmArgs) -> InteractionEvent:
    """The `memory.confirm` command (accept or reject a conflicted memory)."""
    return EventFactory(scope, app=APP).confirm(args.memory_id, args.accept)


def memory_view(memory: MemoryRecord, with_history: bool = False) -> dict[str, Any]:
    """A memory as an agent needs it: what, how sure, why, and (optionally) its versions."""
    provenance = memory.provenance
    view: dict[str, Any] = {
        "memory_id": memory.id,
        "type": memory.type,
        "key": memory.key,
        "content": memory.content,
        "status": memory.status,
        "confidence": memory.confidence,
        "pinned": memory.pinned,
        "version": memory.version,
        "last_seen": memory.last_seen.isoformat(),
        "why": {
            "matcher": provenance.matcher,
            "speaker": provenance.speaker,
            "explicit": provenance.explicit,
            "quote": provenance.quote,
            "event_ids": provenance.event_ids,
        },
    }
    if with_history:
        view["history"] = [
            {"version": v.version, "status": v.status, "content": v.content} for v in memory.history
        ]
    return view


def recall_view(answer: RecallResult) -> dict[str, Any]:
    """A recall answer as an agent needs it: the packet and why each hit was chosen."""
    hits = [
        {
            "memory_id": hit.memory_id,
            "section": section,
            "content": hit.content,
            "score": round(hit.score, 3),
            "reasons": hit.reasons,
        }
        for section, hit in answer.hits
    ]
    return {"packet": answer.packet, "route": answer.route.intent, "hits": hits}


def select(memories: list[MemoryRecord], args: ListArgs) -> list[dict[str, Any]]:
    """The held memories of the asked type, as views (not the narrative: it is derived)."""
    return [
        memory_view(m)
        for m in memories
        if (args.type is None or m.type == args.type) and m.key != NARRATIVE_KEY
    ]


def find(memories: list[MemoryRecord], memory_id: str) -> dict[str, Any] | None:
    """The held memory with this id, with its history (None when there is none)."""
    for memory in memories:
        if memory.id == memory_id and memory.key != NARRATIVE_KEY:
            return memory_view(memory, with_history=True)
    return None


def preview_view(preview: ForgetPreview) -> dict[str, Any]:
    """A forget's dry run as an agent needs it: what would be removed, and why."""
    return {
        "dry_run": True,
        "would_remove": [
            _removable(m.memory_id, m.type, m.key, m.content)
            for m in preview.memories
            if m.key != NARRATIVE_KEY  # it follows what it says; nothing of it is stored
        ],
    }


def forgotten_view(
    preview: ForgetPreview, status: ForgetStatus, status_url: str | None
) -> dict[str, Any]:
    """A forget's outcome: its command id, its state and what it removed (with content)."""
    known = {m.memory_id: m for m in preview.memories}
    removed = []
    for item in status.removed:
        seen = known.get(item.memory_id)
        view = _removable(item.memory_id, seen.type, seen.key, seen.content) if seen else {}
        removed.append({"memory_id": item.memory_id, **view, "reason": item.reason})
    outcome = {"command_id": status.command_id, "state": status.state, "removed": removed}
    return outcome | ({"status_url": status_url} if status.state == "pending" else {})


def _removable(memory_id: str, type_: str, key: str, content: str) -> dict[str, Any]:
    return {"memory_id": memory_id, "type": type_, "key": key, "content": content}
