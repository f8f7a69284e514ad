"""English tastes and skills said with the things first, then the user's clause about them
(issue 22, g51t), the shape of 叉车我会开 and 重口的、太甜的都不爱吃 in English:

- things, then that the user can work them ("Forklifts and cranes, I can drive both",
  "The pipa I can play"): a skill of each (`drive forklifts`, `pipa`);
- things, then that the user likes none of them ("Spicy food and sweet stuff, I don't like
  either", "Rich sauces I don't care for"): a dislike of each.

The word that points back ("either", "both", "them") is never the value. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_THINGS: Final = r"(?P<o>(?:the |a |an )?[A-Za-z][A-Za-z' -]{1,40}?)"
_BACK: Final = (
    r"(?:\s+(?:both|either|either of them|any of (?:it|them|those|that)|all of them|them all"
    r"|them|it|one bit|at all|too|as well|much|very much))*"
)
_BUT_NOT: Final = r",\s*(?:but\s+)?[A-Za-z][A-Za-z' -]{1,30}?\s+not (?:so much|really|yet|at all)"
"""A thing set against the ones named ("Cars I can fix, boats not so much"): not added."""
_END: Final = r"\s*(?:,?\s*(?:honestly|really|tbh|to be honest|though))?\s*[.!]*$"
_CAN: Final = re.compile(
    rf"^{_THINGS},?\s+I\s+(?:can|could)\s+(?:also\s+|both\s+|all\s+)?"
    rf"(?P<v>drive|fix|repair|weld|play|sew|knit|build|fly|operate|program|service|tune)"
    rf"{_BACK}(?:,\s*(?P<more>[A-Za-z][A-Za-z' -]{{1,30}}?)\s+too|{_BUT_NOT})?{_END}",
    re.IGNORECASE,
)
"""Things, then that the user can work them ("Forklifts I can drive, cranes too")."""
_NOT_LIKED: Final = re.compile(
    rf"^{_THINGS},?\s+I\s+(?:really\s+|just\s+|honestly\s+)?"
    r"(?:don't|do not|dont|can't|cannot|cant)\s+(?:really\s+)?"
    rf"(?:like|stand|stomach|care for|do|eat|drink|handle){_BACK}{_END}",
    re.IGNORECASE,
)
"""Things, then that the user likes none of them ("Rich sauces I don't care for")."""
_LIKED: Final = re.compile(
    rf"^{_THINGS},\s+I\s+(?:just\s+|really\s+|absolutely\s+)?"
    r"(?:love|adore|enjoy|can't get enough of|cannot get enough of|cant get enough of)"
    rf"(?:\s+(?:both|them|them all|all of them|it|both of them)){_END}",
    re.IGNORECASE,
)
"""Things, a comma, then that the user loves them ("Jazz and blues, I can't get enough of
them"): the word pointing back is needed, else the clause is the user's with its own object."""
_NOT_THINGS: Final = re.compile(
    r"^(?:i|i'm|we|you|he|she|they|it|this|that|these|those|my|our|his|her|their|your|so|but|and"
    r"|or|well|yes|yeah|no|ok|okay|honestly|sometimes|usually|now|then|today|tomorrow|tonight"
    r"|yesterday|if|when|because|since|maybe|also|sorry|thanks|obviously|what|which|who|how"
    r"|why|where)\b",
    re.IGNORECASE,
)
"""What opens a clause without being a thing (a pronoun, a connective, a time)."""
_A_CLAUSE: Final = re.compile(
    r"\b(?:is|are|was|were|am|be|been|have|has|had|do|does|did|will|would|can|could|one|ones"
    r"|thing|things|stuff i|if|when)\b|'s\b",
    re.IGNORECASE,
)
"""A verb or a word pointing elsewhere inside the fronted part: it is a clause, no list of
things ("anchovies are another one I just can't do")."""
_SPLIT: Final = re.compile(r"\s*(?:,|\band\b|\bor\b|&)\s*", re.IGNORECASE)
_ARTICLE: Final = re.compile(r"^(?:the|a|an)\s+", re.IGNORECASE)
_POINTING_BACK: Final = re.compile(
    r"both|either|them|(?:drive|play|fix|repair|build|weld) (?:both|them|it|all)",
    re.IGNORECASE,
)
"""A value that only points back to things named before it ("either", "drive both")."""
_BARE_VERB: Final = re.compile(
    r"drive|fix|repair|weld|build|operate|service|play|sew|knit|fly|program|tune", re.IGNORECASE
)
"""A fronted object's verb read alone as the skill ("fix" of "Cars I can fix")."""


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without values that only point back ("either", "drive both"), with the
    skills and dislikes said of things named first (which drop the bare verb read alone:
    "fix" of "Cars I can fix")."""
    kept = [f for f in fills if not _points_back(f, _POINTING_BACK)]
    said = text.strip()
    if "?" in said:
        return kept
    found = _skills(said) + _tastes(said)
    if found:
        kept = [f for f in kept if not _points_back(f, _BARE_VERB)]
    known = {(f.slot, f.value.lower()) for f in kept}
    return kept + [f for f in found if (f.slot, f.value.lower()) not in known]


def _points_back(fill: Fill, shape: re.Pattern[str]) -> bool:
    """True for a user's taste or skill whose whole value is of `shape`."""
    return (
        fill.slot in ("like", "dislike", "skill")
        and fill.subject == "user"
        and shape.fullmatch(fill.value.strip()) is not None
    )


def _skills(said: str) -> list[Fill]:
    """Skills of things named before "I can <verb>" (an instrument by its name alone)."""
    found = _CAN.match(said)
    if found is None:
        return []
    verb = found["v"].lower()
    things = _things(found["o"]) + (_things(found["more"]) if found["more"] else [])
    return [Fill("skill", t if verb == "play" else f"{verb} {t}") for t in things]


def _tastes(said: str) -> list[Fill]:
    """Dislikes of things named before "I don't like" with nothing after it, likes of things
    named before "I love them"."""
    for slot, shape in (("dislike", _NOT_LIKED), ("like", _LIKED)):
        found = shape.match(said)
        if found is not None:
            return [Fill(slot, t) for t in _things(found["o"])]
    return []


def _things(said: str) -> list[str]:
    """The things of a fronted list, without their articles (none when it opens with a
    pronoun, a connective or a time, or is a clause of its own: "anchovies are another one")."""
    if _NOT_THINGS.match(said.strip()) or _A_CLAUSE.search(said):
        return []
    parts = [_ARTICLE.sub("", p.strip()) for p in _SPLIT.split(said) if p.strip()]
    return [_uncapped(p) for p in parts if p and not _NOT_THINGS.match(p)]


def _uncapped(thing: str) -> str:
    """A common word capitalised only as the sentence's first ("Forklifts" → "forklifts"); a
    name keeps its capitals ("Mahler", "VS Code")."""
    first, _, rest = thing.partition(" ")
    if first[1:].islower() and not any(w[:1].isupper() for w in rest.split()):
        return first[0].lower() + thing[1:]
    return thing
