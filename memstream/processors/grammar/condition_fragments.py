"""A health condition said as a fragment of its own, in a list, a bio or an aside: "Chronic
lower back pain from years in the cab", "type 1 diabetic since I was 12", "migraines, maybe
2 a month", "coeliac btw", "bad knees". The fragment is the user's when the message says
nothing of someone else.

Pure: `read(text, fills)` returns the condition fill to add (none when one is already found).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import en_read
from memstream.processors.grammar.fills import Fill

_ADJECTIVES: Final = en_read.CONDITION_ADJ
_COLLOQUIAL: Final[dict[str, str]] = {
    "the sugar": "diabetes", "sugar problem": "diabetes", "sugar problems": "diabetes",
    "sugar disease": "diabetes", "high sugar": "diabetes", "sugar diabetes": "diabetes",
    "high bp": "high blood pressure", "bp problem": "high blood pressure",
    "bp problems": "high blood pressure", "the pressure": "high blood pressure",
    "hay fever": "hay fever", "me/cfs": "ME/CFS", "lactose intolerant": "lactose intolerance",
    "gluten intolerant": "gluten intolerance", "fructose intolerant": "fructose intolerance",
    "histamine intolerant": "histamine intolerance",
}  # fmt: skip
"""A condition by its everyday name ("got the sugar, type 2", "high BP"): the name the slot
table writes."""
_TYPE_ALONE: Final = re.compile(r"(?:^|[,;.!(]\s*)(?P<t>type [12]|t[12])\s*(?:$|[,;.!)])")
"""Diabetes' type said on its own beside its everyday name ("the sugar, type 2")."""
_DEGREE: Final = (
    r"(?:(?:chronic|mild|severe|bad|really bad|terrible|occasional|type [12]|t[12])\s+)*"
)
_BODY: Final = "|".join(sorted(en_read.BODY_PARTS, key=len, reverse=True))
_WORDS: Final = "|".join(
    re.escape(word)
    for word in sorted(
        en_read.CONDITIONS | set(_ADJECTIVES) | set(_COLLOQUIAL), key=len, reverse=True
    )
)
_ENDED: Final = r"[a-z]+(?:itis|opathy)"
"""A word ending as an inflammation or a disease of a part does (tendinopathy, fasciitis),
one word before it allowed (patellar tendinopathy)."""
_NOT_ENDED: Final = re.compile(r"\b(?:homeopathy|naturopathy|osteopathy)\b")
_PLACE: Final = (
    rf"(?:in|on)\s+(?:my\s+|both\s+)?(?:(?:left|right|lower|upper)\s+)?(?:{_BODY}|hands?|"
    r"arms?|legs?|face|scalp|skin|elbows?|fingers?|toes?)"
)
"""Where on the body a condition is ("in my left ear", "on my hands"): not part of its name."""
_FRAGMENT: Final = re.compile(
    r"^(?:(?:also|and|plus|i'm|im|i am|i have|have|got|i've got|ive got|i've|i get|get|"
    r"i suffer from|suffer from)\s+)*"
    rf"(?P<c>{_DEGREE}"
    rf"(?:(?P<w>{_WORDS})|(?:(?:lower|upper)\s+)?(?:{_BODY})\s+pain|(?:bad|dodgy|weak|"
    rf"busted)\s+(?:{_BODY})|(?:[a-z]+\s+)?{_ENDED})(?:\s+with(?:out)?\s+aura)?)"
    rf"(?:\s+(?:since\b.*|from\b.*|for\s+(?:years|ages|a\s+while|\d+\s+(?:years|yrs))|btw|fyi"
    rf"|here|too|also|sadly|lol|maybe\b.*|diagnosed\b.*|\(.*|{_PLACE}|every\s+[a-z]+"
    r"|flares?\b.*))*\s*$"
)
_PARTS: Final = re.compile(r"[,;.!\n]+|\s+[—–-]+\s+|\s+(?:so|but)\s+")
_OTHERS: Final = re.compile(
    r"\b(?:he|she|they|he's|she's|they're|his|her|their|my\s+(?:\w+\s+)?(?:son|daughter|wife|"
    r"husband|kid|kids|partner|friend|mom|mum|dad|boss|brother|sister|patient|patients|client|"
    r"clients|dog|cat)|patient|client|resident)\b"
)
_UNSURE: Final = re.compile(r"\b(?:if|might|maybe i|probably|perhaps|think|suspect|test for)\b")


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The user's health condition said as a fragment, when the grammar found none."""
    low = text.lower().replace("’", "'")
    if "?" in low or any(f.slot == "condition" and f.subject == "user" for f in fills):
        return []
    if _OTHERS.search(low) or _UNSURE.search(low):
        return []
    for part in _PARTS.split(low):
        found = _FRAGMENT.match(part.strip())
        if found is not None and _NOT_ENDED.search(found["c"]) is None:
            return [Fill("condition", _typed(_value(found["c"], found["w"]), low))]
    return []


def _typed(value: str, low: str) -> str:
    """Diabetes with the type said on its own elsewhere in the message ("got the sugar, type
    2" → "type 2 diabetes"); any other condition as it is."""
    typed = _TYPE_ALONE.search(low)
    if value != "diabetes" or typed is None:
        return value
    return f"type {typed['t'][-1]} diabetes"


def _value(said: str, word: str | None) -> str:
    """The condition as said, an adjective made its noun ("type 1 diabetic" → "type 1
    diabetes")."""
    said = " ".join(said.split())
    if word and word in _ADJECTIVES:
        return said[: len(said) - len(word)] + _ADJECTIVES[word]
    if word and word in _COLLOQUIAL:
        return said[: len(said) - len(word)] + _COLLOQUIAL[word]
    return said


def typed(text: str, fills: list[Fill]) -> list[Fill]:
    """The user's diabetes with its type said apart ("I'm diabetic (type 1)", "I have
    diabetes, type 2") written as the typed condition."""
    low = text.lower()
    return [
        replace(f, value=_typed(f.value, low))
        if f.slot == "condition" and f.subject == "user" and f.value.lower() == "diabetes"
        else f
        for f in fills
    ]


_QUALIFIED: Final = re.compile(r"\s+(?P<q>with(?:out)?\s+aura)\b")
"""What names the kind of a condition just after it ("migraines with aura")."""


def qualified(text: str, fills: list[Fill]) -> list[Fill]:
    """The user's condition with the words that name its kind right after it in the text
    ("I get migraines with aura" → "migraines with aura")."""
    low = text.lower()
    found: list[Fill] = []
    for f in fills:
        at = low.find(f.value.lower()) if f.slot == "condition" else -1
        kind = _QUALIFIED.match(low, at + len(f.value)) if at >= 0 else None
        found.append(replace(f, value=f"{f.value} {kind['q']}") if kind else f)
    return found


def without_condition_habits(fills: list[Fill]) -> list[Fill]:
    """No habit that is only a condition the sentence states, with when it comes ("Hay fever
    every spring" is hay fever, not a habit)."""
    said = [f.value.lower() for f in fills if f.slot == "condition" and f.subject == "user"]
    return [
        f
        for f in fills
        if not (f.slot == "habit" and any(f.value.lower().startswith(c) for c in said))
    ]
