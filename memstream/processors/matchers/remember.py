"""Explicit remember: `memory.remember` commands, and "remember that X" / 记住X said by the user."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.matchers.common import Draft, to_candidates, user_sentences
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import MessagePosted, RememberRequested
from memstream.schemas.memory import MemoryType
from memstream.text import normalize

COMMAND_MATCHER: Final = "remember_command@1"
PHRASE_MATCHER: Final = "remember_phrase@1"
CONFIDENCE: Final = {"user": 0.95, "app": 0.9}

_EN_REMEMBER: Final = re.compile(
    r"^(?:(?:hey|ok|okay|also|and)[\s,]+)?(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+)?"
    r"(?:please\s+)?remember\s*(?:that\s+|this\s*:?\s*|:\s*)?(?P<v>.+)$",
    re.IGNORECASE,
)
_EN_NOT_NOTES: Final = re.compile(
    r"^(?:when|what|how|who|where|why|to|me|him|her|it|the time|that time|the day|me\?)\b",
    re.IGNORECASE,
)
_ZH_REMEMBER: Final = re.compile(
    r"^(?:请|麻烦|帮我|你要|一定要|以后|请你|请帮我)*(?:记住|记一下|记下)(?:一下)?\s*[:,]?\s*(?P<v>.+)$"
)
_ZH_NOT_NOTES: Final = ("了", "吗", "没", "啊")


def match_remember_command(event: RememberRequested) -> list[MemoryCandidate]:
    """A `memory.remember` command: from the user (0.95) or asserted by the app (0.9)."""
    payload = event.payload
    memory_type = MemoryType(payload.memory_type)
    draft = Draft(
        type=memory_type,
        key=payload.key or note_key(payload.content),
        value=payload.content,
        content=payload.content,
        quote=payload.content,
        attributes={"asserted_by": payload.asserted_by},
        confidence=CONFIDENCE[payload.asserted_by],
        pinned=payload.pinned,
    )
    return to_candidates(event, COMMAND_MATCHER, [draft], speaker=payload.asserted_by)


def match_remember_phrase(event: MessagePosted) -> list[MemoryCandidate]:
    """ "Remember that X" / "please remember: X" / 记住X / 请记一下X in a user message."""
    drafts = []
    for sentence in user_sentences(event):
        note = _zh_note(sentence.text) if sentence.chinese else _en_note(sentence.text)
        if note:
            drafts.append(
                Draft(
                    type=MemoryType.FACT,
                    key=note_key(note),
                    value=note,
                    content=note,
                    quote=sentence.quote,
                    confidence=CONFIDENCE["user"],
                )
            )
    return to_candidates(event, PHRASE_MATCHER, drafts)


def note_key(content: str) -> str:
    """The key of a free-form note: `note:` + its normalized text."""
    return "note:" + normalize(content)


def _en_note(text: str) -> str | None:
    match = _EN_REMEMBER.match(text)
    if match is None or _EN_NOT_NOTES.match(match["v"]):
        return None  # "remember when we...", "remember to call": not a note about the user
    note = match["v"].strip(" ?.!")
    return note[0].upper() + note[1:] if note else None


def _zh_note(text: str) -> str | None:
    match = _ZH_REMEMBER.match(text)
    if match is None or match["v"].startswith(_ZH_NOT_NOTES):
        return None  # 记住了吗: a question about remembering, not a note
    return match["v"].strip(" ?.!。") or None
