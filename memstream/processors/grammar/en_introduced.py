"""What a relative clause says of someone the user brings in is that person's, not the user's
(g54o): "There's a woman in my choir who teaches Maori and can't stand hymns", "there's a guy
at my gym who is vegan and lives in Hackney", "I know a man who speaks five languages", "we
have a new hire who only uses Vim". The clause after who / that runs to the sentence's end or
to a clause that turns back to the user (", and I ...", "but I'm ..."); a user's fill whose
value is said only there is dropped. A relative clause whose subject is the user ("there's
a chance that I'm moving", "a job that I love") stays theirs.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_BROUGHT_IN: Final = re.compile(
    r"(?i)\b(?:there(?:'s| is| was|'re| are| were)|theres|i (?:know|knew|met|follow|work with"
    r"|got talking to|got chatting to|ran into|sat next to)|we(?:'ve)? (?:have|got|hired)"
    r"|(?:our|my) (?:team|class|office|group|choir|gym|building|street) (?:has|had|got))\s+"
    r"(?:a|an|this|some|one|two|three|a few)\b[^.!?;]{0,60}?\b(?:who|that|whose)\b"
)
"""Someone brought in and the relative pronoun that opens what is said of them."""
_USER_SUBJECT: Final = re.compile(r"(?i)^\s*(?:i|i'm|im|i've|i'd|i'll|we|we're|my|me)\b")
_TURN: Final = re.compile(r"(?i)[,;—–-]?\s*\b(?:and|but|so|though|while)\s+(?:i|i'm|im|we)\b")


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own said only in what a relative clause says of someone
    the sentence brings in."""
    span = described_span(text)
    if span is None:
        return fills
    start, end = span
    return [f for f in fills if f.subject != "user" or not _only_in(f.value, text, start, end)]


def described_span(text: str) -> tuple[int, int] | None:
    """(start, end) of the relative clause said of someone the sentence brings in, or None."""
    found = _BROUGHT_IN.search(text)
    if found is None or _USER_SUBJECT.match(text[found.end() :]):
        return None
    turn = _TURN.search(text, found.end())
    return found.end(), turn.start() if turn else len(text)


def _only_in(value: str, text: str, start: int, end: int) -> bool:
    """True when the value is said in the text, and only between start and end."""
    if not value:
        return False
    places = [m.start() for m in re.finditer(re.escape(value), text, re.IGNORECASE)]
    return bool(places) and all(start <= at < end for at in places)
