"""What the user does with someone named after "me and": "Me and my dad are restoring a
1962 Airstream", "me and the missus run a chippy in Whitby", "Me and my brother own a
hardware store". The grammar reads "my dad and I ..." as the user's (and the dad as a
relation), but "me and my dad ..." as the dad's alone; the sentence is read in the first
order, with the same words.

Pure. `reordered(sentence)` gives the sentence with "me and my X" said as "my X and I".
"""

from __future__ import annotations

import re
from typing import Final

_JOINT: Final = re.compile(
    r"^(?P<lead>\W*(?:so\s+|well\s+|basically\s+|and\s+)?)(?:me|myself)\s+and\s+"
    r"(?P<other>(?:my|our)\s+(?:(?:older|younger|big|little|twin|best|other)\s+)?"
    r"[a-z]+(?:\s+[A-Z][a-z]+)?)(?=\s+(?:are|were|have|'ve|run|own|do|did|started|built|"
    r"set|opened|founded|manage|work|have|both|just|also|now|still|'re)\b)",
    re.IGNORECASE,
)


def reordered(sentence: str) -> str:
    """The sentence with an opening "me and my X" said as "my X and I" (see the module)."""
    found = _JOINT.match(sentence)
    if found is None:
        return sentence
    other = found["other"]
    if not found["lead"].strip():
        other = other[:1].upper() + other[1:]
    return f"{found['lead']}{other} and I{sentence[found.end() :]}"
