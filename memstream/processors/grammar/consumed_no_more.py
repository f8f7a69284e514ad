"""Things given up, in English wordings the ending readers missed (issue 22 point 2): being off
a thing one consumes ("off caffeine for 3 weeks now", "been off the booze since January"), none
of it now ("zero coffee now", "no sugar for me these days"), and being made to give it up
("the cardiologist made me cut caffeine"): the user's like or habit of it ends.

Only things people give up (`categories.given_up_kind`: caffeine, alcohol, sugar, smoking ...)
for the first two, so "off work", "off to the shops" or "zero idea" end nothing; being made to
give up names what ends itself. Read on one part of a sentence. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.categories import given_up_kind
from memstream.processors.grammar.fills import NEGATE, Fill

_THING: Final = r"(?P<x>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
_OFF_WHO: Final = (
    r"(?:i'm|im|i am|i've been|ive been|i have been|been|we're|we are|now|and|already)"
)
_OFF_AFTER: Final = (
    r"completely|totally|entirely|altogether|now|for|since|these days|cold turkey|for good|again"
)
_OFF: Final = re.compile(
    rf"^(?:{_OFF_WHO}\s+)*(?:completely |totally |fully |properly |entirely )?off "
    rf"(?:the |all |of )?{_THING}(?=\s+(?:{_OFF_AFTER})\b|\s*$)"
)
"""Being off a thing ("off caffeine for 3 weeks now", "been off the booze since January")."""
_ZERO_AFTER: Final = r"now|for me|these days|from now on|since|at all now|anymore|any more"
_ZERO: Final = re.compile(
    rf"^(?:(?:so|and|it's|its|it is|now)\s+)*(?:zero|no) {_THING}(?=\s+(?:{_ZERO_AFTER})\b)"
)
"""None of a thing now ("so zero coffee now", "no sugar for me these days")."""
_GIVE_UP: Final = r"cut out|cut|give up|quit|stop|drop|ditch|kick"
_MADE: Final = re.compile(
    rf"\b(?:made|forced|had) me (?:to )?(?:{_GIVE_UP}) (?:the |my |all |out )*{_THING}"
    r"(?=\s*$|\s+(?:completely|entirely|altogether|to zero|for good|out|cold turkey)\b)"
)
"""Being made to give a thing up ("the cardiologist made me cut caffeine completely")."""
_NOT_DONE: Final = re.compile(
    r"\b(?:will|would|should|could|might|going to|gonna|want|wants|if|when|unless|try|trying"
    r"|he|she|they|his|her|their)\b|\?"
)
_SLOTS: Final = ["like", "habit", "diet"]


def read(part: str) -> list[Fill]:
    """The ending of what one part of a user's sentence says was given up (see the module)."""
    if _NOT_DONE.search(part):
        return []
    for pattern, kind_only in ((_OFF, True), (_ZERO, True), (_MADE, False)):
        found = pattern.search(part)
        if found is not None and (not kind_only or given_up_kind(found.group("x"))):
            thing = found.group("x")
            terms = tuple(word for word in re.findall(r"[a-z]+", thing) if len(word) > 1)
            extra = {"object": thing, "verb": "", "slots": _SLOTS}
            return [Fill("ending", thing, action=NEGATE, terms=terms or (thing,), extra=extra)]
    return []


def not_a_taste(fills: list[Fill], found: list[Fill]) -> list[Fill]:
    """The fills without a dislike read off the words of being off a thing ("off caffeine
    completely" is no dislike) once this module's ending of that thing is found."""
    things = {str(f.extra.get("object")) for f in found if f.extra.get("slots") == _SLOTS}
    return [
        f
        for f in fills
        if not (
            f.slot == "dislike"
            and f.value.lower().startswith("off ")
            and any(thing in f.value.lower() for thing in things)
        )
    ]
