"""Habits said without a verb, the time first, English (issue 22, g54t): notes, lists and
replies name how often, then the thing ("Twice a week, yoga.", "Every day after lunch, a
short walk", "Nightly: 20 min of Spanish on Duolingo", "Sundays = long run", "I'm a creature
of habit: same oatmeal every morning"), or a meal and what it always is ("Breakfast is always
porridge", "It's oatmeal for breakfast every day for me").

The thing is a noun phrase (no subject, no verb of its own); nothing is read from a question,
a wish, a past or someone else's. Pure: text in, fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import frequency_words as fw
from memstream.processors.grammar.fills import Fill

_EN_OFTEN: Final = (
    rf"(?:(?:every|each) (?:other |single )?(?:(?:{fw.EN_COUNTS}) )?(?:{fw.EN_PERIODS})s?"
    r"|daily|nightly|weekly|monthly|most (?:days|nights|mornings|evenings|weekends)"
    r"|(?:once|twice|three times|four times|\d+x?(?: times)?) (?:a|per|every) "
    r"(?:day|week|month|fortnight)"
    rf"|(?:{fw.EN_DAYS})s(?: and (?:{fw.EN_DAYS})s)?|weekends|weeknights|mornings|evenings"
    r"|nights)"
)
_EN_WHEN: Final = r"(?:\s+(?:after|before|at|over|with) (?:my |the )?[a-z]+)?"
_EN_THING: Final = r"(?P<x>[a-z0-9][\w'&+.-]*(?:\s+[\w'&+.-]+){0,7}?)"
_EN_FIRST: Final = re.compile(
    rf"^\W*(?P<often>{_EN_OFTEN}{_EN_WHEN})\s*[,:=—–-]+\s*(?:>\s*)?{_EN_THING}\s*[.!]*$",
    re.IGNORECASE,
)
"""How often first, then the thing ("Twice a week, yoga")."""
_EN_AFTER_COLON: Final = re.compile(
    r"^(?![^:]*\b(?:resolution|goal|plan|dream|wish|target|challenge|to-?do|list|reminder|idea"
    r"|aim|intention)s?\b)"
    rf"[^:]{{3,60}}:\s*(?:(?:the )?same\s+)?{_EN_THING}\s+(?P<often>{_EN_OFTEN}{_EN_WHEN})"
    r"\s*[.!]*$",
    re.IGNORECASE,
)
"""A label, then the thing and how often ("creature of habit: same oatmeal every morning")."""
_EN_MEAL: Final = re.compile(
    r"^\W*(?P<meal>breakfast|lunch|dinner|supper|brunch)\s+is\s+(?:always|usually|normally"
    rf"|pretty much always|invariably)\s+{_EN_THING}\s*[.!]*$"
    rf"|^\W*it'?s\s+{_EN_THING.replace('?P<x>', '?P<x2>')}\s+for\s+"
    r"(?P<meal2>breakfast|lunch|dinner|supper)\s+"
    rf"(?P<often>{_EN_OFTEN})(?:\s+for me)?\s*[.!]*$",
    re.IGNORECASE,
)
"""A meal and what it always is ("Breakfast is always porridge")."""
_EN_NOT_THINGS: Final = re.compile(
    r"^(?:i|i'm|im|we|we're|you|he|she|they|it|it's|this|that|there|what|who|how|my|our|his"
    r"|her|their|your|nothing|no|not|never)\b|\b(?:me|us)\b",
    re.IGNORECASE,
)
"""A clause with a subject of its own, a pointer or a denial where the thing goes."""
_EN_VERBISH: Final = re.compile(
    r"\b(?:is|are|was|were|will|'ll|would|'d|can|could|should|had|has|have|did|do|does)\b",
    re.IGNORECASE,
)
_EN_ASIDE: Final = re.compile(
    r"\?|\b(?:if|want|wish|hope|used to|should|plan|planning|maybe|my (?:wife|husband|son"
    r"|daughter|kids?|mum|mom|dad|partner|boss)|his|her|their)\b",
    re.IGNORECASE,
)


def english(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the habit an English fragment names with how often, where no habit was
    read."""
    if any(f.slot == "habit" for f in fills) or _EN_ASIDE.search(text):
        return fills
    said = text.strip()
    value = _first(said) or _after_label(said) or _meal(said)
    return [*fills, Fill("habit", value)] if value else fills


def _first(said: str) -> str:
    """ "Twice a week, yoga" → "yoga twice a week"; "" when the sentence is not so."""
    found = _EN_FIRST.match(said)
    if found is None or not _a_thing(found["x"]):
        return ""
    return f"{_bare(found['x'])} {_as_said(found['often'])}"


def _after_label(said: str) -> str:
    """ "creature of habit: same oatmeal every morning" → "oatmeal every morning"."""
    found = _EN_AFTER_COLON.match(said)
    if found is None or not _a_thing(found["x"]):
        return ""
    return f"{_bare(found['x'])} {_as_said(found['often'])}"


def _meal(said: str) -> str:
    """ "Breakfast is always porridge" → "porridge for breakfast"."""
    found = _EN_MEAL.match(said)
    thing = (found["x"] or found["x2"] or "") if found is not None else ""
    if found is None or not _a_thing(thing):
        return ""
    meal = (found["meal"] or found["meal2"]).lower()
    often = f" {found['often']}" if found["often"] else ""
    return f"{_bare(thing)} for {meal}{often}"


def _as_said(often: str) -> str:
    """How often, its opening word in lower case unless it names a day ("Every Sunday" →
    "every Sunday", "Sundays" kept)."""
    first = often.split(" ", 1)[0]
    if re.match(rf"(?i)(?:{fw.EN_DAYS})", first):
        return often
    return often[:1].lower() + often[1:]


def _a_thing(thing: str) -> bool:
    """Whether a fragment names a thing done, not a clause of its own."""
    return not _EN_NOT_THINGS.match(thing) and not _EN_VERBISH.search(thing)


def _bare(thing: str) -> str:
    """The thing without its article or closing stop ("a short walk." → "short walk")."""
    return re.sub(r"(?i)^(?:a|an|the|some)\s+|[.!]+$", "", thing.strip())
