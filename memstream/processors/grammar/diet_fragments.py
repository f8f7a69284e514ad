"""A diet said as a fragment of its own, in a list, a bio or an aside: "strict halal",
"vegetarian (yes really)", "vegan since 2019", "Not a drinker, never have been", "don't
drink, haven't for years". The fragment is the user's when the message says nothing of
someone else around it.

Pure: `read(text, fills)` returns the diet fill to add (none when one is already found).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_DIETS: Final[dict[str, str]] = {
    "vegan": "vegan", "vegetarian": "vegetarian", "veggie": "vegetarian",
    "pescatarian": "pescatarian", "pescetarian": "pescatarian", "keto": "keto",
    "halal": "halal", "kosher": "kosher", "gluten-free": "gluten-free", "gluten free":
    "gluten-free", "dairy-free": "dairy-free", "dairy free": "dairy-free", "plant-based":
    "vegan", "plant based": "vegan", "teetotal": "no alcohol", "teetotaller": "no alcohol",
    "teetotaler": "no alcohol", "paleo": "paleo", "low-carb": "low-carb",
    "pure veg": "vegetarian", "pure-veg": "vegetarian", "pure vegetarian": "vegetarian",
}  # fmt: skip
_LEAD: Final = (
    r"(?:(?:i'm|im|i am|am|also|and|plus|strict|strictly|fully|full|mostly|100%|proud|"
    r"lifelong|practising|practicing|observant|call me|technically|basically|so|a|an)\s+)*"
)
_TAIL: Final = (
    r"(?:\s+(?:since\s+\d{4}|since\s+(?:uni|college|school|forever|childhood|birth)|for\s+(?:\d+|a\s+few|"
    r"many|two|three|ten)\s+(?:years|yrs)|now|these\s+days|here|btw|fyi|too|also|"
    r"(?:\(?yes,?\s+really\)?)|lol|haha|obviously|of\s+course|household|i\s+suppose|"
    r"i\s+guess|then|again|only))*"
)
_FRAGMENT: Final = re.compile(
    rf"^{_LEAD}(?P<d>{'|'.join(re.escape(d) for d in sorted(_DIETS, key=len, reverse=True))})"
    rf"{_TAIL}\s*$"
)
_NO_DRINK: Final = re.compile(
    r"^(?:i\s+)?(?:not\s+a\s+drinker|non-?drinker|(?:don't|dont|do\s+not)\s+drink"
    r"(?:\s+(?:alcohol|booze|at\s+all))?)(?:\s+(?:myself|btw|fyi|anymore|at\s+all))?\s*$"
)
_PARTS: Final = re.compile(r"[,;.!()\n]+|\s+[—–-]+\s+|\s+(?:so|but)\s+")
_OTHERS: Final = re.compile(
    r"\b(?:he|she|they|he's|she's|they're|his|her|their|my\s+(?:\w+\s+)?(?:son|daughter|wife|"
    r"husband|kid|kids|partner|friend|mom|mum|dad|boss|brother|sister|guest|guests|"
    r"girlfriend|boyfriend|roommate|flatmate)|our\s+(?:guest|guests|kid|son|daughter))\b"
    r"|\b(?:menu|recipe|recipes|restaurant|place|option|options|dish|dishes|version|bakery)\b"
)
_UNSURE: Final = re.compile(r"\b(?:if|might|maybe|probably|perhaps|thinking|considering|try)\b")


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The user's diet said as a fragment, when the grammar found none."""
    low = text.lower().replace("’", "'")
    if "?" in low or any(f.slot == "diet" and f.subject == "user" for f in fills):
        return []
    if _OTHERS.search(low) or _UNSURE.search(low):
        return []  # "the bride is gluten free", "a vegan bakery", "maybe vegan"
    for part in _PARTS.split(low):
        part = part.strip()
        found = _FRAGMENT.match(part)
        if found is not None:
            return [Fill("diet", _DIETS[found["d"]])]
        if _NO_DRINK.match(part):
            return [Fill("diet", "no alcohol")]
    return []
