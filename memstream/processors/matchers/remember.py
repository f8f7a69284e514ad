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
    if match is None or _EN_NOT_NOTES.match(match["v"]) or text.rstrip(" !").endswith("?"):
        return None  # "remember when we...", "remember that game?": not a note about the user
    note = _EN_VOCATIVE.sub("", match["v"]).strip(" ?.!,")
    if not note or not _specific(note) or _EN_SUPPORT.search(note):
        return None  # "remember, just do it", "... I'm here for you": advice, cheer
    return note[0].upper() + note[1:]


_EN_VOCATIVE: Final = re.compile(r"^,?\s*(?:[A-Z][a-z]+\s*,\s*)?")
"""The name of whom a friend reminds ("Remember Jon, just do it"), or a comma before it."""
_EN_USER: Final = re.compile(r"\b(?:i|i'm|i've|i'd|my|me|we|our|us|mine)\b|\d", re.I)
_EN_NAME_PAST_FIRST: Final = re.compile(r"\s[A-Z]")


def _specific(note: str) -> bool:
    """What makes a note worth keeping: the user (I, my, we), a number, or a name (a capital
    past the first word). "Staying positive is important" is a truism, not a note."""
    return bool(_EN_USER.search(note) or _EN_NAME_PAST_FIRST.search(note))


_EN_SUPPORT: Final = re.compile(
    r"\b(?:here for you|there for you|got your back|proud of you|believe in you)\b", re.I
)


def _zh_note(text: str) -> str | None:
    match = _ZH_REMEMBER.match(text)
    if (
        match is None
        or match["v"].startswith(_ZH_NOT_NOTES)
        or text.rstrip("！! ").endswith(("？", "?"))
    ):
        return None  # 记住了吗, 记住那场球吗？: a question about remembering, not a note
    note = match["v"].strip(" ?.!。！，,：:")
    if "你" in note or (_ZH_TRUISM.search(note) and "我" not in note):
        return None  # 记住，我一直在你身边; 记住，保持乐观很重要: cheer and truisms
    return note or None


_ZH_TRUISM: Final = re.compile(r"(?:很|最|非常|特别)重要$|就对了$|就是胜利$|就好$")
