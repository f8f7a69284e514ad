"""Work said by its verb, read once per sentence in English (from `jobs.job_change`, after
the frames, when they read no role or employer):

- a trade done for an employer ("I haul for Werner", "I'm delivering for Deliveroo now"):
  the trade's doer is the role, the name after "for" the employer;
- a work verb with its object, then for / at / with an organisation ("I write code for
  Spotify", "I sell bass boats at Gulf Coast Marine", "I'll be sailing for Vestra Tankers",
  "doing deliveries for Instacart"): the employer, never from an errand or a customer's act
  ("do my shopping at Aldi"), a person ("for Mom"), a place, a season ("for Lent");
- a job left for another, with or without the old one named ("left Acme for Globex",
  "nope, left for Globex in May", "quit to join Wise");
- the employer one was hired by, is back at or is on leave from ("Got hired full-time by
  Wise", "I'm back at Woolworths head office", "on parental leave from Atlassian"), never
  a visit ("back at Heathrow tomorrow") or a job said as over ("hired by Acme but left");
- what one coaches as the role ("I coach CrossFit" → `CrossFit coach`), never a group of
  people ("I coach international athletes") or a pastime ("every Saturday").

The verbs and the objects that make "do" a job are data (`WORK_VERBS`, `WORK_OBJECTS`).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import EN_PLACES, latin_kind
from memstream.processors.matchers.people_words import EN_RELATIONS

_TRADES: Final = {
    "deliver": "courier",
    "driv": "driver",
    "writ": "writer",
    "teach": "teacher",
    "clean": "cleaner",
    "tutor": "tutor",
    "design": "designer",
    "consult": "consultant",
    "cook": "cook",
    "babysit": "babysitter",
    "freelanc": "freelancer",
    "haul": "trucker",
    "truck": "trucker",
    "translat": "translator",
    "illustrat": "illustrator",
    "photograph": "photographer",
    "edit": "editor",
    "report": "reporter",
    "bartend": "bartender",
    "nann": "nanny",
    "cater": "caterer",
    "coach": "coach",
    "referee": "referee",
    "fly": "pilot",
}
"""Verbs of a trade done for an employer ("I haul for Werner"), by stem, and the doer."""
_TRADE: Final = re.compile(
    r"(?:^\s*|[,;.!]\s*|\b(?:and|so|but)\s+)(?:(?P<ongoing>i am|i'm|i've been|i have been)|i)"
    r"\s+(?:now\s+|currently\s+|also\s+)?(?P<verb>" + "|".join(_TRADES) + r")(?:ing|e|es|y|ies)?"
    r"\s+for\s",
    re.IGNORECASE,
)


def trade_for(text: str, with_employer: bool) -> list[Fill]:
    """ "I'm delivering for Deliveroo now": the trade's doer is the role; the capitalised
    name after "for" the employer when no frame read one and the job is said as current."""
    found = _TRADE.search(" " + text.replace("’", "'") + " ")
    if found is None:
        return []
    role = Fill("role", _TRADES[found.group("verb").lower()])
    org = _ORG.match(text.replace("’", "'"), found.end() - 1)
    if org is not None and names_a_person(org.group(1)):
        return []  # "I cook for Mom on Sundays": a favour, not a trade
    if not with_employer:
        return [role]
    said_now = _CURRENT.search(text) is not None or found.group("ongoing") is None
    if org is None or not said_now or org.group(1) in _NOT_ORG:
        return []  # "I drive for Uber" (the present), "I'm delivering for Deliveroo now"
    return [role, Fill("employer", org.group(1))]


_LEFT_FOR: Final = re.compile(
    r"\b(?:left|quit|ditched)\s+(?P<old>[A-Z][\w&'.+-]*(?: [A-Z][\w&'.+-]*){0,3})\s+for\s+"
    r"(?P<new>[A-Z][\w&'.+-]*(?: [A-Z][\w&'.+-]*){0,3})"
)


def left_for(text: str) -> list[Fill]:
    """ "left Acme for Globex": the new employer (never when either is a known place: "left
    London for Berlin" is a move)."""
    found = _LEFT_FOR.search(text.replace("’", "'"))
    if found is None:
        return _left_for_new(text)
    old, new = found.group("old"), found.group("new")
    if {old.lower(), new.lower()} & EN_PLACES or {old, new} & _NOT_ORG:
        return []
    return [Fill("employer", new)]


_ORG: Final = re.compile(r"\s*([A-Z][\w&'.+-]*(?: [A-Z][\w&'.+-]*){0,3})")
_CURRENT: Final = re.compile(
    r"\b(?:now|these days|currently|full[- ]time|part[- ]time|for a living|for now)\b",
    re.IGNORECASE,
)
_NOT_ORG: Final = frozenset(
    """Christmas Easter Halloween Thanksgiving Monday Tuesday Wednesday Thursday Friday
    Saturday Sunday January February March April May June July August September October
    November December I""".split()
)


# --- Work said by its verb and object, then the employer: "I write code for Spotify" ------

WORK_VERBS: Final = {
    "write": "write writes writing",
    "sail": "sail sails sailing",
    "fly": "fly flies flying",
    "drive": "drive drives driving",
    "deliver": "deliver delivers delivering",
    "sell": "sell sells selling",
    "set": "set sets setting",
    "serve": "serve serves serving",
    "wait": "wait waits waiting",
    "manage": "manage manages managing",
    "run": "run runs running",
    "teach": "teach teaches teaching",
    "coach": "coach coaches coaching",
    "nurse": "nurse nurses nursing",
    "cook": "cook cooks cooking",
    "code": "code codes coding",
    "build": "build builds building",
    "design": "design designs designing",
    "edit": "edit edits editing",
    "cover": "cover covers covering",
    "do": "do does doing",
    "handle": "handle handles handling",
    "fix": "fix fixes fixing",
    "stock": "stock stocks stocking",
    "pick": "pick picks picking",
    "pack": "pack packs packing",
    "clean": "clean cleans cleaning",
    "crew": "crew crews crewing",
}
"""Verbs of work done for or at an employer, with an object ("I sell bass boats at Gulf
Coast Marine", "I'll be sailing for Vestra Tankers"): the forms that say it is done now."""
_VERB_FORMS: Final = {form: verb for verb, forms in WORK_VERBS.items() for form in forms.split()}
WORK_OBJECTS: Final = frozenset(
    """deliveries shifts nights shift books accounts payroll sales marketing admin pr design
    qa support research it code software apps tables hair nails crosswords puzzles boats cars
    houses homes rooms kitchen bar floor desk team teams list wine menu shelves orders
    freight cargo patients wards front reception security maintenance repairs""".split()
)
"""Nouns "do" takes when it says work ("doing deliveries", "I do the books", "do sound
design"): with any other object "do" is no job ("do my shopping at Aldi")."""
_NOT_OBJECTS: Final = frozenset(
    """my me myself us him her them you it errands shopping groceries favour favor lunch
    dinner breakfast coffee course class workout run marathon 5k 10k race""".split()
)
"""Objects that make the verb an errand, a customer's act or a pastime, not a job."""
_SUBJECT: Final = re.compile(
    r"(?:^|[,;.!?:—–]\s*|\b(?:and|so|but|now)\s+)"
    r"(?:(?P<said>i|i'm|im|i am|i'll be|ill be|i will be|i've been|ive been|i have been)\s+"
    r"|(?=\w+ing\b))"
    r"(?:(?:now|currently|also|just|still|mostly|basically)\s+)?(?P<rest>.+)",
    re.IGNORECASE,
)
_OPENS: Final = re.compile(
    r"^(?:\s*|.*[,;.!?:—–]\s*)(?:(?:now|currently|also|just|still|mostly|basically)\s+)?$"
)
"""What may stand before a work verb said without "I": nothing, or punctuation."""
PERSONS: Final = frozenset(
    """mom mum dad mother father ma pa grandma grandpa nan nana granny auntie aunt uncle
    him her them me us you god""".split()
) | frozenset(EN_RELATIONS)
"""Words that call a person (kin, pronouns, "my boss"): whom a favour is done for, never an
employer ("I cook for Mom on Sundays")."""


def names_a_person(name: str) -> bool:
    """True when a would-be organisation of one or two words opens with a word that calls a
    person ("Mom", "Grandma Jo", "Mom's"; not "Boss Hogg Inc")."""
    words = name.lower().split()
    if not words or len(words) > 2:
        return False
    return re.sub(r"['’]s$", "", words[0].strip(".,;:!?")) in PERSONS


_FREQUENCY: Final = re.compile(
    r"^\s*(?:every|each|once|twice|as a (?:hobby|volunteer)|for fun|in my spare time)\b",
    re.IGNORECASE,
)
"""What says the work is a pastime ("I coach U12 soccer every Saturday")."""
_AT: Final = frozenset("for at with".split())
_INNER_PREPOSITIONS: Final = frozenset("on about in into to from by".split())
_SEASONS: Final = frozenset(
    "Lent Advent Ramadan Passover Diwali Hanukkah Eid Christmas Easter Halloween".split()
)
"""Times of year a thing is done for ("a sermon series for Lent"), never an employer."""


def work_for(text: str) -> list[Fill]:
    """The employer after a work verb and its object in a clause the user says of themselves
    now ("I write code for Spotify", "I'm doing deliveries for Instacart for now"), when the
    name is an organisation's, not a place, a time or a person."""
    plain = text.replace("’", "'")
    for clause in re.split(r"(?<=[.;!?—–])\s+|,\s+(?=(?:and |so |but )?i\b)", plain):
        found = _SUBJECT.search(clause)
        if found is None or _OTHER_BEFORE.search(clause[: found.start()]):
            continue
        if not found["said"] and not _OPENS.match(clause[: found.start("rest")]):
            continue  # "my brother is now driving for Uber": only a clause may open with -ing
        org = _employer_after_verb(found["rest"].split())
        if org is not None:
            return [Fill("employer", org)]
    return []


def _employer_after_verb(words: list[str]) -> str | None:
    """The organisation of "VERB [object] for/at ORG" opening the words, or None."""
    if not words or words[0].lower() not in _VERB_FORMS:
        return None
    verb = _VERB_FORMS[words[0].lower()]
    at = next((i for i, word in enumerate(words[:7]) if word.lower() in _AT), None)
    if at is None:
        return None
    objects = [word.lower().strip(".,") for word in words[1:at]]
    if set(objects) & _INNER_PREPOSITIONS:
        return None  # "writing a sermon series on Ruth for Lent": what it is about
    if set(objects) & _NOT_OBJECTS or (verb == "do" and not set(objects) & WORK_OBJECTS):
        return None
    if verb in ("run", "manage") and (not objects or objects[0] not in ("the", "a", "our")):
        return None
    rest = words[at + 1 :]
    rest = (
        rest[1:] if rest and rest[0] == "the" and len(rest) > 1 and rest[1][:1].isupper() else rest
    )
    found = ORG_NAME.match(" ".join(rest))
    if found is None:
        return None
    return _organisation_only(found.group(1), " ".join(rest[len(found.group(1).split()) :]))


ORG_NAME: Final = re.compile(r"([A-Z][\w&'.+-]*(?: (?:[A-Z][\w&'.+-]*|&|of))*)")


def _organisation_only(name: str, after: str) -> str | None:
    """The name when it is an organisation's: not a place, a time, a person's word, a
    possessive ("Amazon's warehouse" stays Amazon), nor a pastime said after it."""
    name = name.rstrip(".").removesuffix("'s").removesuffix(" of")
    if not name or name in _NOT_ORG | _SEASONS or names_a_person(name) or name.lower() in EN_PLACES:
        return None
    if latin_kind(name) == "place" or _FREQUENCY.match(after):
        return None
    return name


def organisation_only(name: str, after: str) -> str | None:
    """The name when it is an organisation's (see `_organisation_only`), or None."""
    return _organisation_only(name, after)


_LEFT_ALONE: Final = re.compile(
    r"(?:^|[,;.!?:—–]\s*|\b(?:i|and|just|so)\s+)(?:left|quit)\s+(?:to\s+join\s+|for\s+)"
    r"(?P<new>[A-Z][\w&'.+-]*(?: [A-Z][\w&'.+-]*){0,3})(?P<after>.*)",
    re.IGNORECASE,
)


def _left_for_new(text: str) -> list[Fill]:
    """ "nope, left for Globex in May", "quit to join Wise": the new employer, said with
    no old one (never a place: "left for Paris", nor a time or a person)."""
    found = _LEFT_ALONE.search(text.replace("’", "'"))
    if found is None or not found["new"][:1].isupper():
        return []
    name = _organisation_only(
        found["new"].split(" ")[0] if found["new"].split(" ")[-1] in _NOT_ORG else found["new"],
        found["after"],
    )
    return [] if name is None else [Fill("employer", name)]


_COACH: Final = re.compile(
    r"(?:^|[,;.!?:—–]\s*|\b(?:and|so|but)\s+)(?:i|i'm|im|i am)\s+(?:now\s+|also\s+|mostly\s+)?"
    r"(?:coach|coaching)\s+(?P<what>[\w&-]+(?: (?:and )?[\w&-]+){0,3}?)"
    r"(?=\s+(?:at|for|in|with|to)\b|\s*[,.;!?]|\s*$)(?P<after>.*)",
    re.IGNORECASE,
)
_NOT_COACHED: Final = frozenset(
    """my me him her them us you it the a an people kids children athletes players teams
    clients students runners swimmers beginners adults women men girls boys juniors teens
    seniors""".split()
)
"""Words that make what one coaches a person or a group of people, not a discipline."""


def coach_role(text: str) -> list[Fill]:
    """ "I coach CrossFit at Anvil Athletic" → `CrossFit coach`: what one coaches names the
    role, unless it is a pastime ("every Saturday") or a person ("I coach my son")."""
    found = _COACH.search(text.replace("’", "'"))
    what = {word.lower() for word in found["what"].split()} if found else set()
    if found is None or what & (_NOT_COACHED | {"every", "each", "on", "once", "twice"}):
        return []
    after = found["after"].lstrip(" ,")
    if _FREQUENCY.match(after) or re.search(
        r"\bevery\b|\bon (?:weekends|saturdays|sundays)\b", after[:40], re.IGNORECASE
    ):
        return []
    return [Fill("role", f"{found['what']} coach")]


_TAKEN_ON: Final = re.compile(
    r"(?:^|[,;.!?:—–]\s*|\b(?:i|i've|i have|i was|i've been|just|and|finally)\s+)"
    r"(?:got\s+|been\s+|was\s+|just\s+)?(?:hired|taken on|recruited|poached|headhunted)\s+"
    r"(?:full[- ]time\s+|part[- ]time\s+|permanently\s+|on\s+)?by\s+(?P<org>.+)"
    r"|\b(?:i'm|im|i am)\s+(?:now\s+)?back\s+at\s+(?P<back>.+)"
    r"|\bon\s+(?:parental|maternity|paternity|medical|sick|garden|mat)\s+leave\s+from\s+(?P<leave>.+)",
    re.IGNORECASE,
)
_OTHER_BEFORE: Final = re.compile(r"\b(?:my|his|her|their|he|she|they)\b[^,.;!?]*$", re.IGNORECASE)


def taken_on(text: str) -> list[Fill]:
    """The employer one was hired by, is back at or is on leave from ("Got hired full-time by
    Wise", "I'm back at Woolworths head office", "on parental leave from Atlassian"): never
    someone else's, a place or a person."""
    plain = text.replace("’", "'")
    found = _TAKEN_ON.search(plain)
    if found is None or _OTHER_BEFORE.search(plain[: found.start()]):
        return []
    rest = found["org"] or found["back"] or found["leave"]
    words = rest.split()
    words = words[1:] if words and words[0] == "the" else words
    name = ORG_NAME.match(" ".join(words))
    if name is None:
        return []
    org = _organisation_only(name.group(1), "")
    after = " ".join(words)[name.end() :]
    over = _OVER_AFTER.search(after) and not found["leave"]  # on leave till June: still hers
    if org is None or latin_kind(org) == "place" or over:
        return []
    if found["back"] and not (_BACK_AT_WORK.match(after) or _CURRENT.search(plain)):
        return []  # "I'm back at Heathrow tomorrow": a visit, not a job
    return [Fill("employer", org)]


_OVER_AFTER: Final = re.compile(r"\b(?:left|quit|until|till|laid off|fired|then)\b", re.IGNORECASE)
"""Words after the employer that say the job is over ("hired by Acme in 2019 but left")."""
_BACK_AT_WORK: Final = re.compile(
    r"^'?s?\s*(?:head office|office|hq|headquarters|depot|plant|warehouse|store|site)\b",
    re.IGNORECASE,
)
