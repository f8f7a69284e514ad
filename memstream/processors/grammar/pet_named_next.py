"""A name given, in a sentence that goes on, to the pet or person the message brought in
without one in a sentence before:

    "We adopted a greyhound last week!! Her name's Pepper and she hates stairs."
    "I got a horse. Well, a share in one. Her name is Clementine and I ride her on Fridays."
    "New kitten today. We named him Mochi, he's tiny."

(A sentence that only names, "His name is Rocket!", is read by the slot matcher itself.) The
sentence must open with the naming; a name that is a place, a language or a lexicon word, a
question or a wish gives nothing, nor a sentence that names a being of its own.

Pure: `opening(text, fills)` returns the name, "" when none.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill

_NAME: Final = r"[A-Z][a-zà-ÿ'’-]+"
_NAMED: Final = re.compile(
    r"^\W*(?i:(?:and|so|well)\W+)?(?i:(?:her|his|its)\s+name(?:'s|’s|\s+is)"
    r"|(?:we|i)\s+(?:named|called|have\s+named|'ve\s+named)\s+(?:her|him|it)"
    r"|(?:she|he|it)(?:'s|\s+is)\s+(?:called|named))\s+(?P<n>" + _NAME + r")"
    r"(?=\s*(?:[,;.!]|\s(?:and|but|so|who|because)\b|$))"
)
_UNSURE: Final = re.compile(r"(?i)\?|\b(?:if|would|wish|maybe|might|thinking|should)\b|'d\b")
_BEINGS: Final = frozenset(("pet", "relation", "name"))


def opening(text: str, fills: list[Fill]) -> str:
    """The name a sentence opens with for the being brought in before, "" when none."""
    said = _NAMED.match(text)
    if said is None or _UNSURE.search(text):
        return ""
    name = said["n"]
    if any(f.slot in _BEINGS and f.value != name for f in fills):
        return ""
    low = name.lower()
    return "" if low in w.NOT_NAMES or low in w.PLACES or low in w.LANGUAGES else name
