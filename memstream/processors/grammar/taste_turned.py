"""A taste said as a change, the old taste in the simple past: "I hated coriander as a kid but
I love it now", "never liked jazz, but these days I really enjoy it". The past clause is said
as what "used to" hold ("I used to hate coriander but I love it now"), so that the old taste
ends and the clause after it likes what it named, as the "used to" readers already read it.
Only a past taste whose sentence goes on to a now-word and names the thing again by a pronoun
is turned; "I hated the film" and "I loved Lisbon but it rained" stay as they are.

Pure: text in, text out.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.value_patterns import alternation

PAST_TASTES: Final[dict[str, str]] = {
    **dict.fromkeys(("hated", "loathed", "detested", "despised", "couldn't stand",
                     "could not stand", "couldnt stand", "could never stand"), "hate"),
    **dict.fromkeys(("disliked", "didn't like", "did not like", "didnt like", "never liked",
                     "never really liked", "wasn't a fan of", "was never a fan of",
                     "wasnt a fan of"), "dislike"),
    **dict.fromkeys(("loved", "adored"), "love"),
    **dict.fromkeys(("liked", "enjoyed"), "like"),
}  # fmt: skip
"""A taste verb in the simple past, by the verb "used to" takes for it."""

_THEN: Final = (
    r"as a (?:kid|child|teen(?:ager)?|student)|growing up|when i was (?:a kid|little|young(?:er)?"
    r"|a child|a teen(?:ager)?)|in my (?:teens|twenties)|back then|for (?:\d+|many|a few|two|three"
    r"|ten|twenty|thirty) (?:years|decades)|for years|for ages|for decades|for the longest time"
    r"|my whole life|all my life"
)
"""When the old taste held, said after its object: left out of the turned clause."""
_TURNED: Final = re.compile(
    r"(?P<head>^|.*?[\s,.;!])(?P<i>i)\s+(?:always\s+|really\s+|absolutely\s+|totally\s+)?"
    rf"(?P<v>{alternation(PAST_TASTES)})\s+(?P<x>[^,.;!?]+?)(?:\s+(?:{_THEN}))?"
    r"(?P<rest>\s*(?:,|\bbut\b|\bthough\b).*)$",
    re.IGNORECASE,
)
_NOW_AGAIN: Final = re.compile(
    r"\b(?:now|these days|nowadays|lately|suddenly|anymore|any more)\b", re.IGNORECASE
)
_NAMED_AGAIN: Final = re.compile(r"\b(?:it|them|they|they're|theyre|those)\b", re.IGNORECASE)


def _turn(text: str) -> re.Match[str] | None:
    """The past taste of a sentence that goes on to how it is now, else None."""
    found = _TURNED.match(text)
    if found is None:
        return None
    rest = found["rest"]
    if _NOW_AGAIN.search(rest) is None or _NAMED_AGAIN.search(rest) is None:
        return None
    return found


def marked(sentence: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the taste of now of a turned sentence marked as a change: it holds
    now, though its thing is named in the clause of the past ("as a kid")."""
    found = _turn(sentence)
    if found is None:
        return fills
    thing = found["x"].lower()
    return [
        dataclasses.replace(f, extra={**f.extra, "changed": True})
        if f.slot in ("like", "dislike") and f.action != NEGATE and f.value.lower() in thing
        else f
        for f in fills
    ]


def turned(text: str) -> str:
    """The sentence with an old taste in the simple past said as what "used to" hold, when
    the sentence goes on to how it is now ("I hated coriander as a kid but I love it now" →
    "I used to hate coriander but I love it now"); any other sentence as it is."""
    found = _turn(text)
    if found is None:
        return text
    rest = found["rest"]
    verb = PAST_TASTES[found["v"].lower()]
    return f"{found['head']}{found['i']} used to {verb} {found['x']}{rest}"
