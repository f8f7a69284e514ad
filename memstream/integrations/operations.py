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
from memstream.schemas.base import FrozenModel, Identifier, Scope
from memstream.schemas.events import InteractionEvent

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
    """Forget memories: by id, key, matching words, topic, or everything."""

    memory_id: str | None = None
    key: str | None = None
    match: str | None = Field(default=None, description="Forget memories containing these words.")
    topic: str | None = Field(default=None, description="Forget everything about a topic.")
    everything: bool = Field(default=False, description="Forget everything about the user.")

    def selector(self) -> dict[str, Any]:
        """The `memory.forget` selector (exactly one is allowed; the event validates it)."""
        chosen = {
            "memory_id": self.memory_id,
            "key": self.key,
            "match": self.match,
            "topic": self.topic,
        }
        selector: dict[str, Any] = {k: v for k, v in chosen.items() if v is not None}
        if self.everything:
            selector["all"] = True
        return selector


class ConfirmArgs(_UserArgs):
    """Confirm (accept) or reject a conflicted memory."""

    memory_id: str = Field(min_length=1)
    accept: bool = Field(default=True, description="False rejects the conflicting value.")


def remember_event(scope: Scope, args: RememberArgs) -> InteractionEvent:
    """The `memory.remember` command for `args` (asserted by the app, not by the user)."""
    fields: dict[str, Any] = {"memory_type": args.memory_type, "asserted_by": "app"}
    if args.key:
        fields["key"] = args.key
    return EventFactory(scope, app=APP).remember(args.content, **fields)


def forget_event(scope: Scope, args: ForgetArgs) -> InteractionEvent:
    """The `memory.forget` command (ValueError unless exactly one selector is given)."""
    return EventFactory(scope, app=APP).forget(**args.selector())


def correct_event(scope: Scope, args: UpdateArgs) -> InteractionEvent:
    """The `memory.correct` command: the old version is superseded by the new content."""
    return EventFactory(scope, app=APP).correct(args.memory_id, args.content, args.value)


def confirm_event(scope: Scope, args: ConfirmArgs) -> InteractionEvent:
    """The `memory.confirm` command (accept or reject a conflicted memory)."""
    return EventFactory(scope, app=APP).confirm(args.memory_id, args.accept)


def memory_view(memory: dict[str, Any], with_history: bool = False) -> dict[str, Any]:
    """A memory as an agent needs it: what, how sure, why, and (optionally) its versions."""
    provenance = memory.get("provenance") or {}
    view = {
        "memory_id": memory["id"],
        "type": memory["type"],
        "key": memory["key"],
        "content": memory["content"],
        "status": memory["status"],
        "confidence": memory["confidence"],
        "pinned": memory.get("pinned", False),
        "version": memory.get("version"),
        "why": {
            "matcher": provenance.get("matcher"),
            "speaker": provenance.get("speaker"),
            "explicit": provenance.get("explicit"),
            "quote": provenance.get("quote"),
            "event_ids": provenance.get("event_ids", []),
        },
    }
    if with_history:
        view["history"] = [
            {"version": v["version"], "status": v["status"], "content": v["content"]}
            for v in memory.get("history", [])
        ]
    return view


def recall_view(answer: dict[str, Any]) -> dict[str, Any]:
    """A recall answer as an agent needs it: the packet and why each hit was chosen."""
    hits = [
        {
            "memory_id": hit["memory_id"],
            "section": section,
            "content": hit["content"],
            "score": round(float(hit["score"]), 3),
            "reasons": hit["reasons"],
        }
        for section in ("profile", "preferences", "facts", "episodes")
        for hit in answer.get(section, [])
    ]
    return {"packet": answer["packet"], "route": answer["route"]["intent"], "hits": hits}


def select(memories: list[dict[str, Any]], args: ListArgs) -> list[dict[str, Any]]:
    """The memories of the asked type, as views."""
    return [memory_view(m) for m in memories if args.type is None or m["type"] == args.type]


def find(memories: list[dict[str, Any]], memory_id: str) -> dict[str, Any] | None:
    """The memory with this id, with its history (None when there is none)."""
    for memory in memories:
        if memory["id"] == memory_id:
            return memory_view(memory, with_history=True)
    return None
