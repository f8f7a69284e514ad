"""A goal said as two doings joined by "and" ("get my heavy rigid licence and stop being the
guy who only drives the small van", "save up and buy a house"): each doing is a goal of its
own, not one value that no single aim matches. Pure: `kept(fills)`."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import en_pos
from memstream.processors.grammar.fills import Fill

_JOINED: Final = re.compile(
    r"^(?P<first>[a-z][\w'-]*(?:\s+[\w'’-]+){1,8}?)\s+and\s+(?:then\s+)?"
    r"(?P<second>(?P<verb>[a-z][\w-]*)\s+(?P<next>[\w'-]+).*)$"
)
_OPENS_OBJECT: Final = frozenset(
    "a an the my our his her their your to up out off on in into for with some".split()
)
"""Words after a verb that open what it acts on ("fly my dad", "move to Madrid")."""
_VERB_TAGS: Final = ("VB", "VBP")


def kept(fills: list[Fill]) -> list[Fill]:
    """`fills` with each English goal of two joined doings parted into two goals."""
    parted: list[Fill] = []
    for fill in fills:
        if fill.slot != "goal" or fill.subject != "user":
            parted.append(fill)
            continue
        parted += [p for p in _parts(fill) if p not in parted]  # each goal once
    return parted


def _parts(fill: Fill) -> list[Fill]:
    """The goal parted at an "and" that opens a second doing."""
    found = _JOINED.match(fill.value)
    if found is None or en_pos.tag(found["first"].split()[0]) not in _VERB_TAGS:
        return [fill]
    verb, after = found["verb"], found["next"].lower()
    joins_doing = after in _OPENS_OBJECT or after.endswith("ing")
    if en_pos.tag(verb) in _VERB_TAGS or (joins_doing and not en_pos.function_word(verb)):
        return [replace(fill, value=found["first"]), replace(fill, value=found["second"])]
    return [fill]
