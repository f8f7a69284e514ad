"""Stative verbs in the progressive, as many speakers of Indian, West African and other
Englishes use them ("I am having two kids", "I am having sickle cell trait", "I am knowing
Hindi and Marathi"), read as the simple present the grammar knows ("I have two kids").

The grammar read "I am having asthma" as the condition "am having asthma" and "I am having
two kids" as nothing. Before an English sentence is read, "am having" / "'m having" and
"am knowing" become "have" / "know" when what follows is a thing one has, not an event
one is having ("I'm having lunch", "having a baby", "having friends over", "having a rough
week", "having surgery") and the sentence names no time an event would have ("tonight",
"tomorrow", "on Friday").

Pure: a function of the text; a sentence without "having" / "knowing" comes back as it is.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.en_words import words

_PROGRESSIVE: Final = re.compile(
    r"\b(I\s+am|I'm|I’m|Im|am)\s+(having|knowing)\b(\s+(?:\S+\s*){0,3})?", re.IGNORECASE
)
_EVENTS: Final = words(
    """lunch dinner breakfast brunch supper meal meals snack snacks coffee tea drink drinks
    beer beers wine cake party parties baby babies twins boy girl meeting meetings call
    calls chat talk interview break rest nap bath shower surgery operation procedure scan
    appointment fight argument problem problems issue issues trouble difficulty
    difficulties fun guests people friends family folks visitors thoughts doubts second
    cravings craving moment blast ball affair wedding bbq barbecue sleepover shower
    day days week weeks month time times night nights morning evening weekend go look
    hard rough tough great good bad nice lovely busy awful terrible fantastic wonderful
    crazy long quick few little bit lot some symptoms nightmares dreams flashbacks panic
    attack attacks reaction flare flareup flare-up episode relapse treatment chemo
    therapy session sessions class classes lesson lessons exam exams test tests work
    it that this what"""
)
"""Words right after "having" (or two words on) that make it an event, not a possession:
a meal, a party, a baby on the way, a time of one's life, an episode, an appointment."""
_WHEN: Final = re.compile(
    r"\b(?:tonight|today|tomorrow|tmrw|right now|rn|at the moment|this (?:week|weekend|"
    r"morning|evening|afternoon)|next|later|soon|on (?:mon|tues|wednes|thurs|fri|satur|sun)"
    r"day)\b",
    re.IGNORECASE,
)
"""A time an event has: "I'm having people over on Friday" is a plan."""


def simple_present(text: str) -> str:
    """The sentence with "am having" / "am knowing" of a possession or a language read as
    "have" / "know" ("I am having two kids" → "I have two kids"); unchanged otherwise."""
    if "having" not in text and "knowing" not in text:
        return text
    if _WHEN.search(text) is not None:
        return text
    return _PROGRESSIVE.sub(_simple, text)


def _simple(match: re.Match[str]) -> str:
    after = match[3] or ""
    following = [w.lower().strip(".,!?;:") for w in after.split()]
    if not following or any(w in _EVENTS for w in following[:2]):
        return match[0]
    if following[0] in ("a", "another") and following[1:2] in (["son"], ["daughter"]):
        return match[0]  # "I'm having a daughter": expecting one
    subject = "I" if match[1].lower() != "am" else ""
    verb = "have" if match[2].lower() == "having" else "know"
    return f"{subject} {verb}".strip() + after
