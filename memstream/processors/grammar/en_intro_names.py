"""The user's name opening an introduction that goes on with who they are, no "I'm" before
it: after a greeting or a lead that says an introduction follows, the name, a comma, then
an age or a job.

    "Hello, Gwen, retired postmistress from Aberystwyth."     → Gwen
    "G'day. Chris Hollis, pilot with Augusta Airways"          → Chris Hollis
    "ok so about me for context: Mariam, 34, I run a cafe"     → Mariam
    "bio for the conference: Tomasz Wójcik, beekeeper at ..."  → Tomasz Wójcik

Not a name that is a place, a kin or people word, the assistant's; not when the text is a
question or speaks of "he" or "she" (someone the user describes: "Sarah, 34, says she ...").

Pure: `read(text, fills)` gives the fills with the name added when none was read.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_objects as o
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import tokens_of
from memstream.processors.matchers.people_words import EN_NOT_SELF_NAMES

_GREETINGS: Final = (
    r"(?:(?:hi|hey|hello|hiya|howdy|g'day|gday|morning|evening|greetings|ok|okay|right|so"
    r"|well|alright)(?: there| all| everyone| again)?[\s,.!]+)"
)
_INTRO_WORDS: Final = r"(?:me|myself|intro|introduction|context|background|bio|profile)"
_LEAD: Final = re.compile(
    rf"(?i)^\s*(?:{_GREETINGS}*[^:?]{{0,50}}?\b{_INTRO_WORDS}\b[^:?]{{0,40}}?:\s*|{_GREETINGS}+)"
)
"""A greeting ("Hello,", "G'day.") or a lead ending in a colon that says an introduction
follows ("about me for context:", "bio for the conference:")."""
_NAME: Final = re.compile(
    r"(?P<name>[A-ZÀ-Þ][a-zß-ÿ'’-]+(?: [A-ZÀ-Þ][a-zß-ÿ'’-]+){0,2})\s*(?:,|\s[—–-])\s*"
    r"(?P<rest>[^,;.—–]+)"
)
"""A name of one to three capitalised words, then a comma and the first item after it."""
_SELF_CLAUSE: Final = re.compile(r"^\s*(?:I|I'm|I've)\s+[a-z]")
"""After a lead saying an introduction follows, the user's own clause ("background: Ingrid
Solheim, I cut diamonds ...") (g53i)."""
_AGE: Final = re.compile(r"^(?:aged? )?(?:1[3-9]|[2-9]\d)(?:\s*(?:y/?o|yrs?|years(?: old)?))?$")
_BEFORE_ROLE: Final = re.compile(r"(?i)^(?:retired|former|semi-retired|freelance|self-employed)\s+")
_ASSISTANTS: Final = w.words("claude chatgpt gpt gemini siri alexa copilot bard assistant bot")
"""The assistant's names ("Hi Claude, nurse here"): whom the user greets, not the user."""
_OTHERS: Final = re.compile(r"(?i)\b(?:he|she|his|her|him|he's|she's)\b|\?")


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the name that opens an introduction ("Hello, Gwen, retired
    postmistress"), when no name of the user's was read."""
    if any(f.slot == "name" and f.subject == "user" for f in fills) or _OTHERS.search(text):
        return fills
    lead = _LEAD.match(text)
    if lead is None:
        return fills
    found = _NAME.match(text, lead.end())
    if found is None or not _a_name(found["name"]):
        return fills
    told = lead.group(0).rstrip().endswith(":")
    if not (_who_follows(found["rest"]) or (told and _SELF_CLAUSE.match(found["rest"]))):
        return fills
    return [*fills, Fill("name", found["name"])]


def _a_name(name: str) -> bool:
    """A name, not a place, kin or people word, title or the assistant's name."""
    lower = name.lower()
    parts = lower.split()
    if lower in w.PLACES or lower in EN_NOT_SELF_NAMES:
        return False
    if any(p in w.NOT_NAMES or p in _ASSISTANTS for p in parts):
        return False
    people = w.TITLES | w.PERSON_NOUNS | w.PEOPLE_WORDS | frozenset(w.RELATIONS) | w.ROLE_HEADS
    return not any(part in people for part in parts)


def _who_follows(item: str) -> bool:
    """True when the item after the name is an age ("34") or a job ("pilot with ...")."""
    item = item.strip()
    if _AGE.match(item):
        return True
    words = tokens_of(_BEFORE_ROLE.sub("", item))
    return bool(words) and o.role(words, 0) is not None
