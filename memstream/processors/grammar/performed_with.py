"""An employer said in passing by what the user does with it: a performer's company or a
crew's outfit named after "with" ("I tour with Cirque Berserk", "I dance with the Batsheva
ensemble", "I play cello with the London Symphony Orchestra", "I'm touring with the Royal
Ballet this season", "I crew with Ineos Britannia", "I race with Team Jumbo").

"With" also takes people ("I play tennis with Sarah Jones"), so the name must say it is an
organisation: "the" before it, or a word of a company (ensemble, orchestra, Cirque, Team,
Ballet ...) in it, or `latin_kind` reads it so. A pastime is no employer ("every Sunday",
"for fun", "a community choir"), nor someone else's, a wish or a time that is over ("I toured
with ... back in 2010"). Read once per sentence from `jobs.job_change` when no employer was
read. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import latin_kind
from memstream.processors.grammar.work_verbs import ORG_NAME, names_a_person, organisation_only

PERFORMING_VERBS: Final = frozenset(
    """tour tours touring perform performs performing dance dances dancing sing sings singing
    play plays playing act acts acting crew crews crewing race races racing drum drums
    drumming conduct conducts conducting""".split()
)
"""Verbs of a performer or a crew member that take their company after "with"."""
COMPANY_WORDS: Final = frozenset(
    """ensemble orchestra philharmonic symphony sinfonia opera ballet theatre theater
    company troupe circus cirque band choir chorus quartet players crew team racing
    collective dance danse teatro""".split()
)
"""Words of a performing company's or a crew's name (the Batsheva ensemble, Cirque du
Soleil, Team Ineos)."""
_SAID: Final = re.compile(
    r"\b(?:i|i'm|im|i am|i've been|ive been|i have been)\s+"
    r"(?:(?:now|currently|also|still|mostly|mainly|basically|just|full[- ]time)\s+)?"
    r"(?P<verb>[a-z]+)\s+(?P<what>(?:[\w'-]+\s+){0,3}?)with\s+(?P<the>the\s+)?(?P<rest>.*)",
    re.IGNORECASE,
)
_PASTIME: Final = re.compile(
    r"\b(?:every|each|weekly|weekends?|on (?:mon|tues|wednes|thurs|fri|satur|sun)days?"
    r"|for fun|hobby|amateur|community|church|local|pub|friends|mates|sometimes|once|twice"
    r"|used to|back in|back when|years ago|as a kid|in college|at uni|would|'d|want|hope"
    r"|dream|someday|one day)\b",
    re.IGNORECASE,
)
"""Words that make the doing a pastime, a time over or a wish."""
INSTRUMENTS: Final = frozenset(
    """piano guitar bass drums cello violin viola fiddle trumpet sax saxophone keys keyboards
    flute clarinet oboe bassoon horn trombone tuba harp banjo mandolin percussion lead rhythm
    first second principal organ accordion""".split()
)
"""What "play" takes when it is a musician's work ("I play cello with ..."): with any other
object it is a game ("I play tennis with the Smiths")."""
_NOT_WITH: Final = frozenset("my our his her their your a an this that some".split())


def performed_with(text: str) -> list[Fill]:
    """The company a performer or crew member names after "with" (see the module), or none."""
    plain = text.replace("’", "'")
    for found in _SAID.finditer(plain):
        if found["verb"].lower() not in PERFORMING_VERBS or _PASTIME.search(plain):
            continue
        what = {word.lower() for word in found["what"].split()} - {"the", "a"}
        if found["verb"].lower().startswith("play") and not what <= INSTRUMENTS:
            continue  # "I play tennis with the Smiths": a game
        rest = found["rest"].split()
        if not rest or rest[0].lower() in _NOT_WITH:
            continue
        name = ORG_NAME.match(" ".join(rest))
        if name is None:
            continue
        org = organisation_only(name.group(1), " ".join(rest)[name.end() :])
        after = rest[len(name.group(1).split())] if len(rest) > len(name.group(1).split()) else ""
        if org is None or names_a_person(org):
            continue
        after = after.lower().strip(".,;:!?")
        if _a_company(org, after, bool(found["the"])):
            return [Fill("employer", f"{org} {after}" if after in COMPANY_WORDS else org)]
    return []


def _a_company(name: str, after: str, the: bool) -> bool:
    """True when the name after "with" says it is a company, not a person."""
    words = {word.lower() for word in name.split()}
    return the or after in COMPANY_WORDS or bool(words & COMPANY_WORDS) or latin_kind(name) == "org"
