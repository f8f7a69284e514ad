"""The user's name said aside or without "my": in brackets after "I", after the name one goes
by, or as "name is" opening a clause.

    "I (Marjorie) took up the cello at 63"            "me (Dolores) and the kids"
    "going by my maiden name again, Rachel Ostrowski"  "I go by my middle name now, Alex"
    "quick intro, name is Ravinesh Prasad"             "names Tuulikki i build saunas"
    "everyone at the club calls me Spud so you can too"

Not a word that is a place, a language, kin or a lexicon word; nothing from a question, a wish,
a pet or someone else named before ("the dog, name is Rex"; "my son, name is Leo").

Pure: `read(text)` returns the name, "" when none is said.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.matchers.people_words import EN_NOT_SELF_NAMES

_NAME: Final = r"[A-ZÀ-Þ][a-zß-ÿā-ſ'’-]+(?:\s+[A-ZÀ-Þ][a-zß-ÿā-ſ'’-]+)?"
_BRACKETED: Final = re.compile(rf"(?:^|[\s,;:])(?:I|[Mm]e|[Mm]yself)\s*\((?P<n>{_NAME})\)")
_GO_BY: Final = re.compile(
    r"(?i)\b(?:go|going|went|gone)\s+by\s+my\s+(?:maiden|middle|married|first|birth|real|nick"
    r"|stage|pen|family|given|old)\s*name(?:\s+(?:again|now|these\s+days|from\s+now\s+on))?"
    rf"\s*[,:—–-]\s*(?P<n>(?-i:{_NAME}))"
)
_NAME_IS: Final = re.compile(
    r"(?i)(?:\b(?:intro|introduction|about\s+me|hi|hello|hey|hiya|bula|g'day)\W+(?:\w+\W+){0,3}?"
    rf"|^\W*)name(?:'s|’s|\s+is|s)\s+(?P<n>(?-i:{_NAME}))(?![\w'-])"
    r"(?P<then>[,;]?\s+(?:i|i'm|im|i've)\b)?"
)
"""A clause opened by "name is" with no owner, after a greeting or an intro ("quick intro,
name is Ravinesh Prasad"), or opening the sentence before the user's own clause ("names
Tuulikki i build saunas"): not a pet's name said after the pet ("Name is Biscuit, he's …")."""
_CALLS_ME: Final = re.compile(
    r"(?i)\b(?:everyone|everybody|people|folks|they|the\s+lads|the\s+guys|my\s+friends|friends)"
    r"(?:\s+(?:at|in|on|from)\s+(?:the\s+|my\s+|work|school|home)[\w\s]{0,15}?)?\s+call\s*s?\s+me\s+"
    rf"(?P<n>(?-i:{_NAME}))(?=\s+(?:so|and|but|because|cause|too)\b)"
)
"""A name others use, then a clause going on ("everyone at the club calls me Spud so …")."""
_BEINGS: Final = re.compile(
    r"(?i)\b(?:dog|cat|puppy|kitten|pup|horse|pony|rabbit|bunny|parrot|bird|hamster|fish|pet"
    r"|tortoise|turtle|snake|ferret|goat|sheep|cow|ram|hen|chicken|budgie|son|daughter|baby"
    r"|kid|wife|husband|partner|boss|friend|brother|sister|mum|mom|dad|boat|car|van|shop|band"
    r"|company|business|cafe|bakery|he|she|his|her|they|their)\b"
)
_UNSURE: Final = re.compile(r"(?i)\?|\b(?:if|would|wish|want|maybe|might|should)\b|'d\b")


def read(text: str) -> str:
    """The user's name said aside or without "my" in an English sentence, "" when none."""
    if _UNSURE.search(text):
        return ""
    for shape in (_BRACKETED, _GO_BY, _CALLS_ME, _NAME_IS):
        said = shape.search(text)
        if said is None or not _a_name(said["n"]):
            continue
        if shape is _NAME_IS and _BEINGS.search(text[: said.start() + 1]):
            continue
        if shape is _NAME_IS and _bare(said.group(0)) and said["then"] is None:
            continue  # "Name is Biscuit, he's a lab": no intro, no I after it
        return said["n"]
    return ""


def _bare(said: str) -> bool:
    """Whether "name is" opens the sentence, no greeting or intro before it."""
    return said.lstrip(" \t\"'").lower().startswith("name")


def _a_name(name: str) -> bool:
    """A name: not a place, language, kin, people or lexicon word."""
    low = name.lower()
    if low in w.PLACES or low in EN_NOT_SELF_NAMES or low in w.LANGUAGES:
        return False
    people = w.NOT_NAMES | w.TITLES | w.PERSON_NOUNS | w.PEOPLE_WORDS | frozenset(w.RELATIONS)
    return not any(part in people for part in low.split())
