"""The user's job said as second-person self-talk ("you know when you're a dentist, you ...
that's me", "as a plumber you learn never to trust old pipes. I've done it 20 years"): the
role, only when another sentence of the message says something in the first person, so the
"you" is the user's own generic one and not the assistant or a listener.

Pure. `read(sentence, message, fills)` gives the sentence's fills with that role.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_objects as o
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import tokens_of

_NOT_ADVICE: Final = r"(?!should|must|ought|would|could|might|may|need|'d|are\b|were\b)"
"""Not advice or a question to a listener ("you should know", "you must love teeth")."""
_YOU_AS: Final = re.compile(
    r"(?:^|[,;:—–-]\s*|\b(?:know|see|like)\s+)(?:when|once|whenever)\s+you(?:'re|’re| are)"
    rf"\s+an?\s+(?P<when>[a-z][a-z -]{{1,40}}?)\s*,?\s+you\s+{_NOT_ADVICE}"
    r"|^\s*(?:(?:well|honestly|look|so)\W+)?(?:as|being)\s+an?\s+(?P<as>[a-z][a-z -]{1,40}?)"
    rf"\s*,?\s+you\s+{_NOT_ADVICE}",
    re.IGNORECASE,
)
"""A generic "you" in a role: "when you're a nurse, you ...", "as a cook you ..."."""
_ME: Final = re.compile(r"(?i)\b(?:i|i'm|i’m|i've|i’ve|im|ive|my|me)\b(?!\s*\?)|\bthat'?s me\b")
_NOT_MINE: Final = re.compile(
    r"(?i)\b(?:my|our)\s+(?:wife|husband|son|daughter|mom|mum|dad|mother|father|brother|sister"
    r"|friend|partner|boyfriend|girlfriend|kid|kids)\b.{0,30}\b(?:is|was|works)\b"
    r"|\b(?:he|she|they)(?:'s|’s| is| are)\s+an?\b"
)
"""The message says the job of someone else ("my sister is one"): the "you" may be theirs."""


def read(sentence: str, message: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role named in second-person self-talk, when another sentence of
    the message is the user's own, no role of the user was read and nobody else's job is."""
    mine = any(f.slot == "role" and f.subject == "user" for f in fills)
    if mine or "you" not in sentence.lower():
        return fills
    found = _YOU_AS.search(sentence)
    if found is None or _NOT_MINE.search(message):
        return fills
    if "?" in sentence and not found.group(0).lower().startswith(("know", "see")):
        return fills
    parts = re.split(r"(?<=[.!?\n])", message)
    if not any(_ME.search(p) and "?" not in p and not _YOU_AS.search(p) for p in parts):
        return fills
    words = tokens_of(found.group("when") or found.group("as") or "")
    role = o.role(words, 0)
    if role is None or role[1] != len(words):
        return fills
    return [*fills, Fill("role", role[0])]
