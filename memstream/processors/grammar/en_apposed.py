"""A job said with its article beside a name or as a subject is someone else's, not the
user's role (g54o): "Pieter, a tugboat pilot I met on the ferry, asked me …", "Maria, a nurse
from Porto, wants to learn English", "That chef at Sora, Hiro, trained under Jiro". The user's
own role is read without its article ("I'm a nurse" → nurse); a role value that keeps one
(a tugboat pilot, That chef) was read off someone else's noun phrase. It is dropped, with the
user's work facts (employer, places) said before the sentence first speaks of the user.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_DETERMINED: Final = re.compile(r"(?i)^(?:a|an|the|that|this|those|these)\s+\w")
_SELF: Final = re.compile(r"(?i)\b(?:i|i'm|im|i've|me|my|we|our)\b")
_WITH_IT: Final = frozenset(("role", "employer", "work_location", "home_location"))


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without a user's role read off someone else's noun phrase, and the work facts
    said with it before the user is."""
    apposed = [f for f in fills if f.subject == "user" and f.slot == "role" and _theirs(f.value)]
    if not apposed:
        return fills
    self_at = _SELF.search(text)
    limit = self_at.start() if self_at else len(text)
    return [
        f
        for f in fills
        if f not in apposed
        and not (f.subject == "user" and f.slot in _WITH_IT and _before(f.value, text, limit))
    ]


def _theirs(value: str) -> bool:
    """True for a role value that keeps its article or demonstrative (a nurse, That chef)."""
    return _DETERMINED.match(value.strip()) is not None


def _before(value: str, text: str, limit: int) -> bool:
    """True when the value is said before `limit` in the text."""
    at = text.lower().find(value.lower()) if value else -1
    return 0 <= at < limit
