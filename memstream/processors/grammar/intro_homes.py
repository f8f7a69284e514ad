"""Where the user lives, said as a bare "in <Place>" item of their own introduction: "I'm
Chen, in Vancouver, mom to a corgi", "Hi, I'm Tomás, currently in Porto, backend dev",
"My name's Aoife, in Galway". The item must hold the place and nothing more ("in Rome for
the week", "in a meeting", "in sales" give none).

Pure: `english(text, place)` returns the place, "" when none is said.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

_INTRO: Final = re.compile(
    r"(?i)^\W*(?:hi,\s*)?(?:i'm|i\s+am|im|my\s+name's|my\s+name\s+is|name's)\s+"
    r"(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2}\s*,(?P<items>.+)$"
)
_ITEM: Final = re.compile(
    r"(?i)^\s*(?:(?:currently|now|living|based|out)\s+)?in\s+(?P<rest>(?-i:[A-Z])[^!?]*?)\s*[.!]?$"
)


def english(text: str, place: Callable[[str], str]) -> str:
    """The place of a bare "in <Place>" item after the user's own "I'm <Name>,"."""
    intro = _INTRO.match(text)
    if intro is None or "?" in text:
        return ""
    for item in intro["items"].split(","):
        said = _ITEM.match(item)
        if said is None:
            continue
        found = place(said["rest"])
        if found and found.lower() == said["rest"].strip().lower():
            return found
    return ""
