"""A hedge that opens a self-description scopes over its tone, not over its fact (issue 22).

"I guess I'm more of a tea person", "honestly I think I'm a cat person", "I'd say I'm
pretty fluent in Spanish", "I suppose I've always been a night owl": the user says what they
are, softly. The grammar finds a sentence's subject at its opening, so "I guess" hid the
clause after it and nothing was learned. Here such an opening is taken off when what
follows is a statement about the user now ("I'm", "I am", "I've been", "I have", "I
live", "I work", ...): the hedge keeps only its tone.

What a hedge does scope over stays hedged: a plan or a guess about what will be ("I think
I'll move to Berlin", "I guess I'm going to quit", "I think I might be celiac"), a guess about
someone else ("I think my sister is moving"), and a statement taken back after it ("..., not
sure" is read by the tentative guards as before).

Pure: a function of the text.
"""

from __future__ import annotations

import re
from typing import Final

_HEDGE: Final = re.compile(
    r"^(?P<lead>\W*(?:(?:honestly|tbh|so|well|yeah|ok|okay|and|but)\W+)*)"
    r"i (?:think|guess|suppose|reckon|believe|'d say|would say|feel like|figure)(?: that)?,?\s+"
    r"(?=i(?:'m| am|'ve been| have been| have| live| work| speak| eat| do| love| like| hate"
    r"| prefer| enjoy| play| use| own)\b)",
    re.IGNORECASE,
)
_STILL_HEDGED: Final = re.compile(
    r"^i(?:'m| am) (?:going to|gonna|about to|planning|thinking|probably|likely|maybe"
    r"|possibly|kind of done|sort of done)\b|^i(?:'m| am) [^,.;]{0,30}\b(?:now|soon|next)\b"
    r"(?= (?:week|month|year))",
    re.IGNORECASE,
)
"""What follows a hedge and still is a plan or a guess ("I'm going to ...", "I'm probably")."""


def unhedged(sentence: str) -> str:
    """The sentence without a hedge that opens a statement about the user now ("I guess I'm
    more of a tea person" → "I'm more of a tea person"); else the sentence as it is."""
    found = _HEDGE.match(sentence)
    if found is None:
        return sentence
    rest = sentence[found.end() :]
    if _STILL_HEDGED.match(rest):
        return sentence
    return found["lead"] + rest
