"""An allergy said by its emergency kit or its worst reaction, not by the word "allergic to".

"bee stings — I carry an EpiPen for them", "Bee stings put me in hospital once, I carry an
EpiPen", "No nuts anywhere near me — anaphylaxis", "I carry an EpiPen because of wasp
stings": the thing named is what the user is allergic to. The sentence must carry the mark of
an allergy (an EpiPen, anaphylaxis, "allergic"); a crash that put one in hospital is none, and
someone else's EpiPen ("my son carries an EpiPen") is not the user's.

Pure: the sentence in, the allergies out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_MARK: Final = re.compile(
    r"\bepi-?pens?\b|\banaphyla\w*|\ballerg(?:ic|y|ies)\b|\badrenaline (?:pen|shot)s?\b",
    re.IGNORECASE,
)
_LEAD: Final = r"^\W*(?:(?:so|yeah|yes|right|oh|and|also|btw|fyi|oh and)[ ,]+)*"
_THING: Final = r"(?P<thing>[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}?)"
_SAID: Final = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        _LEAD + _THING + r" (?:once |have |has |nearly |almost )?(?:put|puts|sent|sends|landed)"
        r" me (?:in|into|to) (?:the )?(?:hospital|a&e|er|emergency|icu|resus)\b",
        _LEAD + _THING + r"\s*[—–:-]+\s*i (?:always )?(?:carry|have|keep|need) "
        r"(?:an? |my )?(?:epi-?pen|adrenaline pen)s?\b",
        _LEAD + r"no " + _THING + r" (?:anywhere )?near me(?: please| pls)?\s*[—–:,-]+\s*"
        r"(?:i'm |i am )?(?:anaphyla\w*|epi-?pen)",
        r"\bi (?:always )?(?:carry|have|keep) (?:an? |my )?(?:epi-?pen|adrenaline pen)s? "
        r"(?:because of|due to) " + _THING + r"(?=$|[,.;!)]| (?:so|but|and)\b)",
    )
)
"""The allergen first with what it did or the pen carried for it; or the pen carried
"because of" it."""
_NOT_THINGS: Final = frozenset(
    """i me my we you he she they it this that there what something everything
    a an the his her their car crash accident fall bike if when whether unless should can could
    would do does did""".split()
)


def english(sentence: str) -> list[Fill]:
    """The allergy an English sentence says by the EpiPen carried for it or the reaction it
    gave ("bee stings put me in hospital once, I carry an EpiPen")."""
    if _MARK.search(sentence) is None or "?" in sentence:
        return []  # "If bee stings put me in hospital, should I carry an EpiPen?"
    for pattern in _SAID:
        found = pattern.search(sentence.strip())
        if found is None:
            continue
        thing = found.group("thing")
        words = thing.lower().split()
        if words and not set(words) & _NOT_THINGS:
            return [Fill("allergy", thing)]
    return []


def with_marked(sentence: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the allergy said by its kit or reaction, when not found already."""
    known = {f.value.lower() for f in fills if f.slot == "allergy"}
    return fills + [f for f in english(sentence) if f.value.lower() not in known]
