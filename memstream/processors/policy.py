"""Policy hooks of the extract stage: what is redacted, and what may be remembered.

A `Policy` is a plug-in point with two pure methods: `redact(text) -> text`, applied to
every text of an event before anything reaches a candidate, an episode, a chunk or a
session buffer; and `should_remember(candidate) -> bool`, asked of every candidate
before it leaves the stage. The default redacts secrets, payment cards, passwords and
government ids (`processors/redaction.py`) and keeps no profile, preference, fact or
lesson that holds a redaction mask (an episode keeps its masked transcript). A custom
policy is named in the settings as `module:attribute` (`MEMSTREAM_POLICY`), where the
attribute is a policy or a callable returning one.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Final, TypeVar

from pydantic import BaseModel

from memstream.ports import Policy
from memstream.processors.redaction import has_mask, redact_text
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import EventBase
from memstream.schemas.memory import MemoryType

_NOT_TEXT: Final = frozenset(
    {
        "target_id", "memory_id", "source_event_id", "role", "artifact_kind", "rating",
        "memory_type", "asserted_by", "extractor", "model", "prompt_version", "tool", "name",
        "type", "key",
    }
)  # fmt: skip
"""Payload fields that are identifiers or enumerations, never redacted."""

E = TypeVar("E", bound=EventBase)


class DefaultPolicy:
    """Redact secrets, cards, passwords and ids; remember nothing but episodes that holds a mask."""

    def should_remember(self, candidate: MemoryCandidate) -> bool:
        """Drop a non-episode memory whose value or content is (partly) a redaction mask."""
        if candidate.type is MemoryType.EPISODE:
            return True
        return not (has_mask(candidate.value) or has_mask(candidate.content))

    def redact(self, text: str) -> str:
        """The default rules of `processors/redaction.py`."""
        return redact_text(text)


def redact_event(event: E, redact: Callable[[str], str]) -> E:
    """The event with every text of its payload redacted (the same object when nothing changed)."""
    payload = getattr(event, "payload", None)
    if not isinstance(payload, BaseModel):
        return event
    redacted = _redact_value(payload, redact)
    return event if redacted is payload else event.model_copy(update={"payload": redacted})


def _redact_value(value: Any, redact: Callable[[str], str]) -> Any:
    if isinstance(value, str):
        new = redact(value)
        return value if new == value else new
    if isinstance(value, BaseModel):
        return _redact_model(value, redact)
    if isinstance(value, list):
        items = [_redact_value(item, redact) for item in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if isinstance(value, dict):
        mapped = {key: _redact_value(item, redact) for key, item in value.items()}
        return value if all(mapped[k] is value[k] for k in value) else mapped
    return value


def _redact_model(model: BaseModel, redact: Callable[[str], str]) -> BaseModel:
    changed = {}
    for name in type(model).model_fields:
        if name in _NOT_TEXT:
            continue
        value = getattr(model, name)
        new = _redact_value(value, redact)
        if new is not value:
            changed[name] = new
    return model.model_copy(update=changed) if changed else model


def load_policy(spec: str | None) -> Policy:
    """The policy `module:attribute` names (a policy, or a callable returning one); the default
    when `spec` is empty."""
    if not spec:
        return DefaultPolicy()
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise ValueError(f"a policy is named as module:attribute, got {spec!r}")
    found = getattr(importlib.import_module(module_name), attribute)
    made = found() if isinstance(found, type) or not isinstance(found, Policy) else found
    policy: object = made
    if not isinstance(policy, Policy):
        raise TypeError(f"{spec} is not a policy (needs should_remember and redact)")
    return policy
