"""English work and home said as idioms rather than "I'm a ..." / "I live in ...": a job said
by what one practises or does ("I practise law", "been nursing for 20 years", "I do the
books for a bakery"), the year of one's studies ("third year of my PhD"), a job "by day",
a home said as a local or an expat ("Denver local here", "an expat in Kyoto"), where one
works remotely from, and a bare list of what one is ("dev, Berlin, vegan").

The lexicons are data (`PRACTICES`, `JOB_GERUNDS`, `DOINGS`, `STUDIES`); each reading is
only of the user (a sentence with "I", or a fragment with no other subject) and never of a
question, a wish or a denial.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar import en_objects, en_work
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import latin_kind
from memstream.processors.grammar.tokens import expand, tokens_of
from memstream.processors.grammar.workplaces import EMPLOYERS

PRACTICES: Final = {
    "law": "lawyer",
    "medicine": "doctor",
    "dentistry": "dentist",
    "architecture": "architect",
    "psychiatry": "psychiatrist",
    "psychology": "psychologist",
    "psychotherapy": "psychotherapist",
    "physiotherapy": "physiotherapist",
    "accountancy": "accountant",
    "optometry": "optometrist",
    "veterinary medicine": "vet",
    "family medicine": "family doctor",
    "immigration law": "immigration lawyer",
    "criminal law": "criminal lawyer",
    "family law": "family lawyer",
    "pharmacy": "pharmacist",
    "acupuncture": "acupuncturist",
}
"""What one practises and the job it is ("I practise law": a lawyer)."""
JOB_GERUNDS: Final = {
    "nursing": "nurse",
    "teaching": "teacher",
    "bartending": "bartender",
    "waitressing": "waitress",
    "waiting tables": "waiter",
    "farming": "farmer",
    "tutoring": "tutor",
    "nannying": "nanny",
    "freelancing": "freelancer",
    "lawyering": "lawyer",
    "preaching": "preacher",
    "lifeguarding": "lifeguard",
    "bookkeeping": "bookkeeper",
    "consulting": "consultant",
    "contracting": "contractor",
    "midwifing": "midwife",
    "plumbing": "plumber",
    "firefighting": "firefighter",
    "policing": "police officer",
    "truck driving": "truck driver",
    "trucking": "truck driver",
    "hairdressing": "hairdresser",
    "social work": "social worker",
}
"""Work said by its gerund, with how long one has done it or "for a living" ("been nursing
for 20 years"): the one who does it."""
DOINGS: Final = {
    "do the books": "bookkeeper",
    "do the accounts": "bookkeeper",
    "do the bookkeeping": "bookkeeper",
    "do bookkeeping": "bookkeeper",
    "do hair": "hairdresser",
    "cut hair": "hairdresser",
    "do nails": "nail technician",
    "wait tables": "waiter",
    "drive a cab": "taxi driver",
    "drive a taxi": "taxi driver",
    "drive a truck": "truck driver",
    "drive a lorry": "lorry driver",
    "drive a bus": "bus driver",
    "fix cars": "mechanic",
    "deliver mail": "mail carrier",
    "deliver the mail": "mail carrier",
    "deliver parcels": "courier",
    "stock shelves": "shelf stacker",
    "clean houses": "cleaner",
    "walk dogs for a living": "dog walker",
    "write code": "programmer",
    "write software": "software developer",
    "build websites": "web developer",
    "shoe horses": "farrier",
    "push a cab": "cab driver",
    "push a taxi": "taxi driver",
    "drive a forklift": "forklift driver",
    "drive an ambulance": "ambulance driver",
    "drive a delivery van": "delivery driver",
    "deliver pizzas": "delivery driver",
    "deliver packages": "courier",
    "do taxes": "tax preparer",
    "do people's taxes": "tax preparer",
    "do tax returns": "tax preparer",
    "do payroll": "payroll specialist",
    "do people's nails": "nail technician",
    "do sound design": "sound designer",
    "do graphic design": "graphic designer",
    "do interior design": "interior designer",
    "do web design": "web designer",
    "tend bar": "bartender",
    "pour drinks": "bartender",
    "lay bricks": "bricklayer",
    "fix boilers": "heating engineer",
    "fix computers": "IT technician",
    "clean teeth": "dental hygienist",
    "interpret asl": "ASL interpreter",
    "set crosswords": "crossword setter",
    "play poker for a living": "professional poker player",
    "play poker professionally": "professional poker player",
}
"""Jobs said by what one does in the present ("I do the books for a bakery", "been pushing a
yellow cab around Manhattan 22 years"): the base form of the doing (its verb may be said as
-ing after "been" or "I'm", its object with another article, one describing word or a
plural -s) and the one who does it."""
_AREA: Final = re.compile(
    r"\s+(?:around|in|across|all over|round)\s+(?P<p>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)"
)
"""Where a doing is done, said right after it ("pushing a cab around Manhattan")."""


_NOW_ELSE: Final = re.compile(r"(?i),[^,.;!?]{1,40}\bnow\b")
"""Another job said after a doing with "now" ("..., owner-operator now")."""


def _area(after: str) -> list[Fill]:
    """The work location said right after a doing ("... around Manhattan"), when a place."""
    area = _AREA.match(after)
    return [Fill("work_location", area["p"])] if area and latin_kind(area["p"]) == "place" else []


_ING: Final = {"cut": "cutting", "set": "setting", "shoe": "shoeing", "tie": "tying"}
"""-ing forms the spelling rule below does not make."""


def _ing(verb: str) -> str:
    """The -ing form of a doing's verb (drive: driving, fix: fixing, cut: cutting)."""
    if verb in _ING:
        return _ING[verb]
    return (verb[:-1] if verb.endswith("e") and not verb.endswith("ee") else verb) + "ing"


def _doing_form(doing: str) -> str:
    """The pattern of one doing as said: its verb or the verb's -ing, any article or one
    describing word before its object, the object's plural ("drive a cab": "driving a
    yellow cab", "drive cabs")."""
    verb, _, rest = doing.partition(" ")
    head, _, tail = re.sub(r"^(?:a|an|the|people's) ", "", rest).partition(" ")
    said = rf"(?:{verb}|{_ing(verb)}) (?:(?:a|an|the|people's|other people's) )?"
    said += r"(?:(?!(?:my|our|your|his|her|their|own|own's)\b)[a-z]+ )?"
    plural = r"(?:e?s)?" if not head.endswith("s") else ""
    return said + re.escape(head) + plural + (" " + re.escape(tail) if tail else "")


def _doer(said: str) -> str | None:
    """The one who does what a `_DOING` match said, or None."""
    low = " ".join(said.lower().split())
    found = [doer for doing, doer in DOINGS.items() if re.fullmatch(_doing_form(doing), low)]
    return found[0] if found else None


STUDIES: Final = {
    "phd": "PhD student",
    "doctorate": "PhD student",
    "dphil": "PhD student",
    "masters": "master's student",
    "master's": "master's student",
    "msc": "master's student",
    "mba": "MBA student",
    "med school": "medical student",
    "medical school": "medical student",
    "law school": "law student",
    "residency": "resident",
    "nursing school": "nursing student",
    "grad school": "grad student",
    "uni": "student",
    "university": "student",
    "college": "student",
    "undergrad": "student",
    "degree": "student",
    "apprenticeship": "apprentice",
}
"""What one is in a year of ("third year of my PhD"): the student one is."""
_YEARS: Final = r"(?:first|second|third|fourth|fifth|sixth|seventh|final|last|1st|2nd|3rd|[4-7]th)"

_DENIED: Final = re.compile(
    r"(?i)\b(?:don't|do not|never|not|wouldn't|won't|if|wish|would|might|maybe|thinking "
    r"about|considering|want to|wanna|hoping to|imagine|pretend|suppose)\b|\?"
)
_OPEN: Final = r"(?:^|(?<=[,.;:!—–-])\s*|(?<=\bso)\s+|(?<=\band)\s+)"
"""Where a fragment with the user as its unsaid subject may open (a clause start)."""
_PRACTISE: Final = re.compile(
    r"(?i:\bI(?:'ve| have)? (?:still |now |currently |also )?(?:practi[sc]e|practi[sc]ed"
    r"|been practi[sc]ing) )"
    r"(?P<v>" + "|".join(sorted(PRACTICES, key=len, reverse=True)) + r")\b"
)
_GERUND: Final = re.compile(
    r"(?i:(?:\bI(?:'ve| have) been |\bI(?:'m| am) (?:still )?|"
    + _OPEN
    + r"been ))(?P<v>"
    + "|".join(sorted(JOB_GERUNDS, key=len, reverse=True))
    + r")(?i: (?:for (?:about |almost |nearly |over |more than )?(?:\d+|\w+) (?:years|decades)"
    r"|since (?:\d{4}|college|uni|school)|for a living|full[- ]time|part[- ]time))\b"
)
_DOING: Final = re.compile(
    r"(?i:(?:\bI |\bI(?:'ve| have) been |\bI(?:'m| am) |" + _OPEN + r"been )"
    r"(?:still |now |currently |also |mostly |basically |just )?)(?P<v>"
    + "|".join(_doing_form(doing) for doing in sorted(DOINGS, key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)
_STUDIED: Final = "|".join(sorted((re.escape(s) for s in STUDIES), key=len, reverse=True))
_STUDYING: Final = re.compile(
    r"(?i:(?:\bI(?:'m| am) (?:now |currently )?in |" + _OPEN + r"(?:in )?)"
    r"(?:(?:the )?" + _YEARS + r"[ -]year (?:of|into) my (?P<v>" + _STUDIED + r")"
    r"|my " + _YEARS + r"[ -]year (?:of|at|in) (?:my )?(?P<w>" + _STUDIED + r")))\b"
)
_BY_DAY: Final = re.compile(
    r"(?i:" + _OPEN + r"(?:I'm |I am )?(?:an? )?)(?P<v>[\w-]+(?: [\w-]+){0,2})"
    r"(?i: by (?:day|trade|profession|training)\b)"
)
PROFESSIONALLY: Final = {
    "cook": "chef",
    "fly": "pilot",
    "write": "writer",
    "sing": "singer",
    "dance": "dancer",
    "draw": "illustrator",
    "paint": "painter",
    "teach": "teacher",
    "drive": "driver",
    "code": "programmer",
    "program": "programmer",
    "translate": "translator",
    "photograph": "photographer",
    "act": "actor",
    "farm": "farmer",
    "fish": "fisherman",
    "edit": "editor",
    "design": "designer",
    "tutor": "tutor",
    "intern": "intern",
}
"""What one does for a living or professionally ("I fly for a living"): the one who does it."""
_FOR_LIVING: Final = re.compile(
    r"(?i:\bI(?:'m| am)? (?:now |still |currently |also |mostly )?)(?P<v>"
    + "|".join(PROFESSIONALLY)
    + r")(?:s|ing)?(?P<o>(?: [a-z]+){0,2}?) (?:for a living|professionally)\b"
    r"|(?i:\bI(?:'m| am) (?:now |currently |also )?)(?P<i>interning)\b"
)
_LOCAL: Final = re.compile(
    r"(?:^|(?<=[,.;!—]))\s*(?P<p>[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
    r"(?i: (?:local|native|resident)(?: here)?)(?=\s*(?:$|[,.;!—]))"
)
_EXPAT: Final = re.compile(
    r"(?i:\bI(?:'m| am) (?:now |currently |still )?(?:an? )?(?:expat|immigrant|transplant)"
    r"(?: living| based)? (?:in|to) )(?P<rest>.+)"
)
_FROM_STILL: Final = re.compile(
    r"(?i:\bI(?:'m| am) (?:originally )?from )(?P<rest>[A-Z][\w .'-]{1,30}?)"
    r"(?i:,? and (?:I )?(?:still live there|still live here|never left|haven't left|am still "
    r"there|'m still there))\b"
)
_REMOTE: Final = re.compile(
    r"(?i:(?:\bI(?:'m| am) |" + _OPEN + r")(?:currently |now |mostly )?(?:working|work) "
    r"(?:remotely|remote) from )(?P<rest>.+)"
)
_BOUGHT: Final = re.compile(
    r"(?i:\b(?:we|I) (?:just |finally |have |'ve )?(?:bought|closed on|moved into) (?:a |an |our "
    r"|my )?(?:first |new |little )?(?:house|home|flat|apartment|condo|townhouse|place) in )"
    r"(?P<rest>.+)"
)
"""A home bought or moved into in a place ("we closed on a house in Montclair")."""
_AS_OF: Final = re.compile(
    r"(?i:" + _OPEN + r"(?:I'm |I am )?(?:now |officially )?(?:an? )?)(?P<v>[\w-]+(?: [\w-]+){0,2})"
    r"(?i: (?:as of|starting|from) (?:today|now|this week|this month|monday|tomorrow)\b)"
)
"""A role said with when it starts ("Senior designer as of today"): the role now."""
_ZONE_AS: Final = re.compile(
    r"(?i:\b(?:treat me as|count me as|put me (?:on|in)|switch me to|I'm now on|I am now on) )"
    r"(?P<rest>.+)"
)
_STAY_AT_HOME: Final = re.compile(
    r"(?i:\bI(?:'m| am) (?:now |currently |just )?(?:a )?)(?P<v>stay[- ]at[- ]home "
    r"(?:mom|mum|dad|parent|mother|father))\b"
)
_NOT_FRAGMENT_ROLES: Final = w.words(
    "doctor nurse professor officer sir madam captain chef coach teacher boss mate"
)
"""Titles one also addresses others by ("Doctor, I have a question"): said bare first, an
address, not a role."""


def _gated(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The pattern's match, searched only when a word it needs is in the text (cheap)."""
    needs = _NEEDS.get(pattern)
    if needs is not None and not any(word in text.lower() for word in needs):
        return None
    return pattern.search(text)


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills of an English sentence with the work and home these idioms say added, each
    only when the sentence's frames gave none for its slot."""
    text = text.replace("’", "'")
    if _DENIED.search(text):
        return fills
    said = {f.slot for f in fills if f.subject == "user"}
    found: list[Fill] = []
    if "role" not in said:
        found += _role(text)
    if "home_location" not in said:
        found += _home(text)
    if "role" not in said and "home_location" not in said and not found:
        found += listed(text)
    found += [f for f in spoken(text) + tools(text) if f not in fills]
    found += [] if "timezone" in said else zone_as(text)
    fills = [g for f in fills for g in placed_role(f, said)]
    roles = {f.value for f in found if f.slot == "role"}
    gerunds = {g for g, r in JOB_GERUNDS.items() if r in roles}
    kept = [f for f in fills if not (f.slot == "skill" and f.value.lower() in gerunds)]
    return workplace(text, kept + [f for f in found if f not in kept])


def _role(text: str) -> list[Fill]:
    """The role an idiom says: practising, a job's gerund, a doing, a year of study, by day."""
    for pattern, lexicon in (
        (_PRACTISE, PRACTICES),
        (_GERUND, JOB_GERUNDS),
        (_DOING, DOINGS),
        (_STUDYING, STUDIES),
        (_STAY_AT_HOME, None),
    ):
        found = _gated(pattern, text)
        if found is not None:
            said = " ".join((found["v"] or found.groupdict().get("w") or "").lower().split())
            if lexicon is None:
                return [Fill("role", re.sub(r"^stay at home", "stay-at-home", said))]
            doer = _doer(said) if lexicon is DOINGS else lexicon[said]
            if not doer or (lexicon is DOINGS and _NOW_ELSE.search(text[found.end() :])):
                return []  # "Been driving trucks 20 yrs, owner-operator now": the job now
            return [Fill("role", doer), *(_area(text[found.end() :]) if lexicon is DOINGS else [])]
    living = _gated(_FOR_LIVING, text)
    if living is not None:
        doer = PROFESSIONALLY[(living["v"] or "intern").lower()]
        what = (living["o"] or "").split()
        if doer == "driver" and len(what) == 1 and what[0].endswith("s"):
            doer = f"{what[0].removesuffix('s')} driver"  # "drive trucks": a truck driver
        return [Fill("role", doer)]
    for pattern in (_BY_DAY, _AS_OF):
        day = _gated(pattern, text)
        if day is not None:
            tokens = tokens_of(day["v"])
            role = en_objects.role(tokens, 0)
            if role is not None and role[1] == len(tokens):
                return [Fill("role", role[0])]
    return []


def zone_as(text: str) -> list[Fill]:
    """A time zone one asks to be treated as ("treat me as GMT from now on")."""
    found = _gated(_ZONE_AS, text)
    zone = en_objects.timezone(tokens_of(found["rest"]), 0) if found is not None else None
    return [Fill("timezone", zone[0])] if zone is not None else []


def _home(text: str) -> list[Fill]:
    """Where one lives, said as a local or an expat, as never having left, or as where one
    works remotely from."""
    local = _gated(_LOCAL, text)
    if local is not None and local["p"].lower() in w.PLACES:
        return [Fill("home_location", local["p"])]
    for pattern in (_EXPAT, _FROM_STILL, _REMOTE, _BOUGHT):
        found = _gated(pattern, text)
        if found is None:
            continue
        tokens = tokens_of(expand(found["rest"]))
        place = en_objects.place(tokens, 0)
        named = pattern is _BOUGHT and place is not None and place[0][:1].isupper()
        if place is not None and (place[0].lower() in w.PLACES or named):
            return [Fill("home_location", place[0])]  # a house in Montclair: a named place
    return []


_FRAGMENT: Final = re.compile(r"[A-Za-z][\w+#.'-]*(?: [\w+#.'-]+){0,2}")


def listed(text: str) -> list[Fill]:
    """A bare list of what one is ("dev, Berlin, vegan", "nurse, Leeds, two kids"): a role
    opening it and a known place in it, when every part is a short fragment of one to three
    words and there are at least three (a title said first, "Doctor, ...", is an address)."""
    parts = [part.strip() for part in re.split(r"\s*[,;|/·•]\s*", text.strip(" .!"))]
    if len(parts) < 3 or not all(_FRAGMENT.fullmatch(part) for part in parts):
        return []
    tokens = tokens_of(parts[0])
    role = en_objects.role(tokens, 0)
    if role is None or role[1] != len(tokens) or parts[0].lower() in _NOT_FRAGMENT_ROLES:
        return []
    found = [Fill("role", role[0])]
    places = [part for part in parts[1:] if part.lower() in w.PLACES and part[:1].isupper()]
    return [*found, Fill("home_location", places[0])] if places else found


_LANGUAGE: Final = r"(?P<l>[A-Z][a-z]+)"
_SPOKEN: Final = (
    re.compile(
        _LANGUAGE + r"(?i:(?:'s| is) (?:my|our) (?:first|native|mother|home|main|second|working"
        r"|everyday) (?:language|tongue)\b)"
    ),
    re.compile(
        r"(?i:\b(?:grew up in|raised in|come from|am from|'m from|grew up with) (?:a |an )?)"
        + _LANGUAGE
        + r"(?i:-speaking (?:home|family|household|house)\b)"
    ),
)
"""Languages said as one's first or working language ("Tagalog's my first language") or as
the language of the home one grew up in ("grew up in a Polish-speaking home")."""


def spoken(text: str) -> list[Fill]:
    """The languages these ways of saying it name (only a known language)."""
    found = []
    for pattern in _SPOKEN:
        said = _gated(pattern, text)
        if said is not None and said["l"].lower() in w.LANGUAGES:
            found.append(Fill("languages", w.LANGUAGES[said["l"].lower()]))
    return found


def placed_role(fill: Fill, said: set[str]) -> list[Fill]:
    """A role read with a known place before it ("Melbourne barista here"): the role, and
    the place as the home when no home is said otherwise."""
    if fill.slot != "role" or fill.subject != "user" or " " not in fill.value:
        return [fill]
    words = fill.value.split()
    for size in (3, 2, 1):
        place, rest = " ".join(words[:size]), " ".join(words[size:])
        if rest and place.lower() in w.PLACES and place.lower() not in _NOT_HOME_WORDS:
            role = en_objects.role(tokens_of(rest), 0)
            if role is None or role[0] != rest:
                return [fill]
            home = [] if "home_location" in said else [Fill("home_location", place.title())]
            return [dataclasses.replace(fill, value=rest), *home]
    return [fill]


_NOT_HOME_WORDS: Final = w.words("english french german spanish italian chinese japanese us uk")
"""Place words that also say a kind of work ("English teacher", "US history teacher")."""


_TOOL: Final = r"(?P<t>[A-Za-z][\w+#.-]*)"
_TOOLS: Final = (
    re.compile(
        r"(?i:\bI(?:'ve| have)? (?:been |also |also been )?(?:dabbling|dabbled|dabble|tinkering"
        r"|tinkered|tinker|messing around|fiddling) (?:a bit |a little |around )?(?:in|with) )"
        + _TOOL
    ),
    re.compile(
        _TOOL + r"(?i:(?:'s| is) (?:my|our) (?:strongest|main|primary|go-to|daily|favourite"
        r"|favorite|first|best|bread and butter) (?:language|tool|stack|framework)?)\b"
    ),
    re.compile(
        r"(?i:\bI (?:mostly |mainly |usually |now |still )?(?:code|program|write code) in )" + _TOOL
    ),
)
"""Tools and programming languages one uses, said as dabbling in them ("I've been dabbling
in Kotlin"), as one's main or strongest one ("Go is my strongest language"), or as what one
codes in."""


def tools(text: str) -> list[Fill]:
    """The known tools and programming languages these ways of saying it name."""
    found = []
    for pattern in _TOOLS:
        said = _gated(pattern, text)
        if said is not None and said["t"].lower() in w.TECH:
            found.append(Fill("skill", w.TECH[said["t"].lower()]))
    return found


_NEEDS: Final[dict[re.Pattern[str], tuple[str, ...]]] = {
    _PRACTISE: ("practi",),
    _GERUND: ("been", "'m", " am "),
    _DOING: ("i ", "been "),
    _STUDYING: ("year",),
    _STAY_AT_HOME: ("home",),
    _FOR_LIVING: ("living", "professionally", "interning"),
    _BY_DAY: (" by ",),
    _AS_OF: (" as of ", " starting ", " from "),
    _LOCAL: ("local", "native", "resident"),
    _EXPAT: ("expat", "immigrant", "transplant"),
    _FROM_STILL: ("from",),
    _REMOTE: ("remote",),
    _BOUGHT: ("bought", "closed on", "moved into"),
    _ZONE_AS: (" me ", "now on"),
    _SPOKEN[0]: ("language", "tongue"),
    _SPOKEN[1]: ("-speaking",),
    _TOOLS[0]: ("dabbl", "tinker", "messing", "fiddl"),
    _TOOLS[1]: (" my ", " our "),
    _TOOLS[2]: ("code", "program"),
}
"""Words each pattern needs in the text (lower-cased) before it is searched."""


_NAME: Final = r"(?P<n>[A-Z][\w&.+'-]*(?: (?:[A-Z][\w&.+'-]*|&|\+))*)"
_WORK_IN: Final = re.compile(
    r"\bI(?:'m| am)? (?:currently |now |still )?work(?:ing|s)? in " + _NAME + r"(?P<as>,? as\b)?"
)
"""A non-native "I work in Siemens (as ...)": "in" before a company names the employer."""
_BASED_FOR_WORK: Final = re.compile(
    r"(?i:\bbased (?:in|out of) )" + _NAME + r"(?i: (?:for work|for my job|for the job)\b)"
)
"""Based somewhere for work: where one works, not where one lives."""
_PLACE: Final = r"(?P<p>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})"
_COMMUTE: Final = re.compile(
    r"(?i:\b(?:my|the|our) (?:daily )?commute (?:is )?from )"
    + r"(?P<h>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})"
    r"(?i: (?:in)?to (?:(?:my|our|the) (?:office|work|job|workplace|studio|site|lab|hq) in )?)"
    + _PLACE
)
"""The commute from home to work ("the commute from Oakland to my office in SF")."""
_INTO_OFFICE: Final = re.compile(
    r"(?i:\bI (?:go|head|come|get|commute|drive|pop|walk|take the train) (?:in)?to (?:the|our|my) )"
    + _PLACE
    + r"(?i: (?:office|hq|headquarters|site|branch|campus)\b)"
)
"""Going into an office named by its place, said in the present ("I go into the Dallas HQ
twice a week"): where one works."""
_VISIT: Final = re.compile(
    r"(?i:\b(?:visit(?:ing)?|trip to|flying (?:out )?to|fly (?:out )?to|tour(?:ing)?|"
    r"(?:going|travell?ing|heading) (?:up |down |out )?to) (?:the |our |their |a )?)"
    r"(?:\w+ ){0,2}?(?:office|hq|headquarters|site|branch|campus)"
)
"""A visit to an office, a trip: not where one works."""
_NOT_NOW: Final = re.compile(
    r"(?i)\b(?:next|tomorrow|tonight|will|gonna|going to|this (?:week|month)|later)\b"
)


_NOT_PLACES: Final = w.words(
    "monday tuesday wednesday thursday friday saturday sunday home work hell i"
)


def _named_place(name: str) -> bool:
    """True for a capitalised name a commute goes from or to that is no organisation and no
    day ("from Brooklyn to Midtown", not "from Monday to Friday")."""
    return latin_kind(name) != "org" and name.split()[0].lower() not in _NOT_PLACES


def _a_field(name: str) -> bool:
    """True for a line of work read as a place ("I work in Marketing": a field, no place)."""
    return "_".join(name.lower().split()) in en_work.FIELDS


_DEPARTMENTS: Final = w.words("hr it qa pr ux ui r&d ops devops seo bd csr hse")
"""Departments said by their letters ("I work in HR", "work in IT"): a field, no company
and no place."""
_WHERE: Final = frozenset(("home_location", "work_location"))


def _is_employer(name: str, said_as: bool) -> bool:
    """True when a name after "work in" is a company: a known employer, an organisation's
    name (Acme Labs, SAP) or an unknown name said with a role after it ("as process engineer");
    never a known place."""
    kind = latin_kind(name)
    if kind == "place" or _a_field(name) or name.lower() in _DEPARTMENTS:
        return False  # "I work in HR": a line of work, no company
    return name.lower() in EMPLOYERS or kind == "org" or said_as


def workplace(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with where one works and for whom read by what is said around them: a
    company after "work in" is the employer, a place one is based in for work or commutes
    to is where one works, and an office one visits is not."""
    if "?" in text:
        return fills
    fills = [f for f in fills if not (f.slot == "work_location" and _a_field(f.value))]
    mine = [f for f in fills if f.subject == "user"]
    said = {f.slot for f in mine}
    found = _WORK_IN.search(text)
    if found is not None and found["n"].lower() in _DEPARTMENTS:
        fills = [f for f in fills if not (f.slot in _WHERE and f.value == found["n"])]
    if found is not None and _is_employer(found["n"], found["as"] is not None):
        fills = [f for f in fills if not (f.slot == "work_location" and f.value == found["n"])]
        if "employer" not in said:
            fills.append(Fill("employer", found["n"]))
    based = _BASED_FOR_WORK.search(text)
    if based is not None and latin_kind(based["n"]) != "org":
        fills = [f for f in fills if not (f.slot == "home_location" and f.value == based["n"])]
        if "work_location" not in said:
            fills.append(Fill("work_location", based["n"]))
    commute = _COMMUTE.search(text)
    if commute is not None and _named_place(commute["p"]):
        if "work_location" not in said:
            fills.append(Fill("work_location", commute["p"]))
        if "home_location" not in said and _named_place(commute["h"]):
            fills.append(Fill("home_location", commute["h"]))
    into = _INTO_OFFICE.search(text)
    now = into is not None and not _NOT_NOW.search(text)
    if (
        into is not None
        and now
        and "work_location" not in said
        and latin_kind(into["p"]) == "place"
    ):
        fills.append(Fill("work_location", into["p"]))
    if _VISIT.search(text):
        fills = [f for f in fills if not (f.slot == "work_location" and f.subject == "user")]
    return fills
