"""Speech written down as said: fillers, repeats and restarts (issue 22, g55s).

Dictated or transcribed speech holds "um", "uh", a word said twice and a clause started over:
"um so, uh, I'm, I'm a, I work as a, uh, respiratory therapist", "uh I live in, um, Leeds",
"I work at, um, at Tesco", 我，我是那个，嗯，护士, 嗯……我住在，那个，杭州. `fluent` gives the
sentence as meant: fillers out, a clause cut off mid-phrase (ending in "a", "in", "at", 在, 是)
joined to what follows, a clause started over replaced by its restart, and a word said twice
said once. Only a sentence with a filler is touched. Pure: a function of the text.
"""

from __future__ import annotations

import re
from typing import Final

_EN_FILLER: Final = re.compile(r"(?:^|(?<=[\s,]))(?:[Uu]m+|[Uu]h+m*|[Ee]rm*|[Hh]m+)(?=[\s,.]|$)")
"""A filler in lower case or capitalised (um, Uh, erm), not an acronym (ER, UH Hilo)."""
_ZH_FILLER: Final = re.compile(
    r"(?:(?<=^)|(?<=[，,。…]))\s*(?:嗯+|呃+|额+|那个|就是)\s*(?=[，,…]|$)"
)
_ZH_LEAD_FILLER: Final = re.compile(r"^(?:嗯+|呃+|额+)[…。.，,\s]*")
_EN_CUT: Final = re.compile(
    r"(?i)\b(?:a|an|the|my|our|at|in|on|to|as|for|of|with|from|i|i'm|im|we|we're|really"
    r"|actually|just|like|hate|love|enjoy|prefer|am|is|are|was|speak|called|named|so)$"
)
"""The last word of a clause cut off before its object ("I work as a", "I live in")."""
_ZH_CUT: Final = re.compile(r"(?:我|在|是|对|叫|做|住在|喜欢|讨厌|那个|的)$")
_ZH_TRAILING_FILLER: Final = re.compile(r"(?:那个|就是)$")
_EN_SUBJECT: Final = re.compile(r"(?i)^(?:so\s+|like\s+)?(?:i|i'm|im|i've|i'd|we|we're)\b")
_EN_LEAD_LIKE: Final = re.compile(r"(?i)^(?:so|like|well)\s+(?=(?:i|i'm|im|we)\b)")
_REPEAT: Final = re.compile(r"(?i)\b([\w']+)(?:\s+\1\b)+")
_EN_CORRECTING: Final = re.compile(
    r"(?i)(\b(?!(?:a|an|the|my|our|at|in|on|to|as|for|of|with|from|i|i'm|im|we|really|actually"
    r"|just|like|so|am|is|are|was)\b)[\w'-]+)\s*,\s*(?:um+|uh+m*|erm*)\s*,\s*"
    r"(?=(?!(?:i|i'm|im|i've|we|so|and|but|near|in|at|on|by|with|for|from|to|the|a)\b)"
    r"[\w'-]+(?:\s+[\w'-]+){0,2}\s*(?:[.!?]|$))"
)
"""A filler between a whole clause and a bare value after it ("a tester at Nokia, er,
Ericsson"): a correction said aloud, read as "I mean"."""


def fluent(sentence: str, chinese: bool) -> str:
    """The sentence without its fillers, repeats and restarts (itself when it has no filler)."""
    if chinese:
        return _zh_fluent(sentence)
    if not _EN_FILLER.search(sentence):
        return sentence
    said = _EN_FILLER.sub("", _EN_CORRECTING.sub(r"\1, I mean, ", sentence))
    parts = [p.strip() for p in re.split(r"\s*,\s*", said) if p.strip()]
    joined: list[str] = []
    for part in parts:
        if joined and _EN_CUT.search(joined[-1]):
            restart = _EN_SUBJECT.match(part) and _EN_SUBJECT.match(joined[-1])
            joined[-1] = part if restart else f"{joined[-1]} {part}"
        else:
            joined.append(part)
    return _REPEAT.sub(r"\1", _EN_LEAD_LIKE.sub("", ", ".join(joined)))


def _zh_fluent(sentence: str) -> str:
    if not (_ZH_FILLER.search(sentence) or _ZH_LEAD_FILLER.match(sentence)):
        return sentence
    said = _ZH_FILLER.sub("", _ZH_LEAD_FILLER.sub("", sentence))
    parts = [p.strip() for p in re.split(r"[，,…]+", said) if p.strip()]
    joined: list[str] = []
    for part in parts:
        if joined and _ZH_CUT.search(joined[-1]):
            head = _ZH_TRAILING_FILLER.sub("", joined[-1])
            joined[-1] = part if part.startswith(head) else head + part
        else:
            joined.append(part)
    return "，".join(joined)
