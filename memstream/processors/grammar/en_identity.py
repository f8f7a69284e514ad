"""Who the user is, said in ways whose grammatical subject is not "I": a name others use
("folks call me Dave", "Marco speaking", "the name's Bond", "Olivia is my name", "sign it
Hannah") and a home said as a word for its people or as home itself ("I'm a Londoner",
"home for me is Melbourne", "born and raised in Boston and still here").

Each pattern reads the whole sentence; what it gives must read as a name (capitalised, not a
common word) or as a place (`en_objects.place`). A question, a wish or a denial gives nothing.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar import (
    en_bio_shapes,
    en_health,
    en_intro_names,
    en_objects,
    en_pos,
    en_read,
    en_work,
    en_work_idioms,
    greeting_names,
    home_shapes,
    job_heads,
    kin_named,
    names_aside,
    value_patterns,
)
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import expand, tokens_of
from memstream.processors.matchers.people_words import EN_NOT_SELF_NAMES

_UPPER: Final = "A-ZÀ-ÖØ-ÞĀ-ſ"
_LOWER: Final = "a-zß-öø-ÿā-ſ"
_NAME: Final = rf"(?P<v>[{_UPPER}][{_LOWER}'-]+(?: [{_UPPER}][{_LOWER}'-]+)?)"
"""A name of one or two capitalised words, accents kept (Siobhán, Tomasz Wójcik, Mirjam Kovač)."""
_TITLE: Final = r"(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev)\.? )?"
"""A title before a name ("Dr. Priya Raman here"): not part of the name."""
_END: Final = r"(?=\s*(?:$|[,.;:!—)]|\s(?:and|but|btw|by|here|now|though|too)\b))"
_CALLERS: Final = (
    r"(?:(?:most |all )?(?:my )?(?:folks|people|everyone|everybody|friends|family|mates|buddies"
    r"|colleagues|coworkers|co-workers|students|kids|team|pals)(?: and \w+)?"
    r"|you can|you may|you could|feel free to|please|just|pls)"
)
_OFTEN: Final = r"(?: (?:usually|all|just|mostly|always|tend to|here|around here|back home))*"
_INTRO_GOES_ON: Final = (
    r"(?=\s*(?:[,—]\s*(?:I\b(?! (?:think|guess|believe|mean|suppose)\b)|I'[a-z]+"
    r"|(?i:we|we're|quick|just|following|calling|writing|checking)\b)|$)"
    r"|(?i: (?:btw|by the way|here|again|speaking|writing|calling)\b)| I )"
)
"""What goes on after "it's / this is X" when X is the one talking (", I'm writing", " btw",
" here", " I own ..."); not ", my coworker", ", in that photo", ", I think"."""
_GREETING: Final = (
    r"(?:(?:hi|hey|hello|hiya|alright|yo|ok|okay|right|well|so|oh|evening|morning)(?: \w+)?[,!]+ )?"
)
"""A greeting or a word to start ("alright la,", "hiya all!") before an introduction."""
_NAMES_EN: Final = (
    re.compile(
        r"(?i:\b" + _CALLERS + _OFTEN + r" (?:call|calls|know me as|knows me as)"
        r"(?: me)?(?: just)? )" + _NAME + _END
    ),
    re.compile(
        r"(?i:^(?:(?:hi|hey|hello|hiya)(?: there| all| everyone)?[,!]? )?)"
        + _TITLE
        + _NAME
        + r"(?i:(?: from (?:the )?[\w-]+(?: [\w-]+)?)?)"  # "Dave from 4B here"
        + r"(?i: speaking| here)(?=\s*(?:$|[,.;:!—-])|\s(?:from|at|with|again)\s)"
    ),
    re.compile(
        r"(?i:^(?:(?:hi|hey|hello|hiya|yeah|yes|ok|okay|oh)(?: there| all| again)?[,!]? )?"
        r"(?:it's|it is|this is) )" + _TITLE + _NAME + _INTRO_GOES_ON
    ),
    re.compile(
        r"(?i:^(?:a (?:bit|little) about me|about me|quick intro|intro|to introduce "
        r"myself|introducing myself)\s*[:—–-]\s*)" + _NAME + r"(?=\s*,)"
    ),
    re.compile(
        r"(?i:\bsign (?:it|them|off|it off|emails|my emails|the email|the letter)"
        r"(?: as| with)? )" + _NAME + _END
    ),
    re.compile(r"(?i:^" + _GREETING + r"(?:the )?name'?s )" + _NAME + _END),
    re.compile(
        r"(?i:^(?:best|regards|best regards|kind regards|warm regards|sincerely|yours "
        r"sincerely|yours truly)\s*,?\s*[-—–]?\s*)" + _NAME + r"\s*\.?$"
    ),
    re.compile(
        r"(?i:^(?:thanks|thank you|thx|ta|cheers)\s*[!,.]?\s*[-—–]{1,2}\s*)" + _NAME + r"\s*$"
    ),
    re.compile(r"^" + _NAME + r"(?i: is my (?:first |given |real )?name)\b"),
    re.compile(r"(?i:\bI(?:'m| am) called )" + _NAME + _END),
    re.compile(
        r"(?i:\bmy (?:first |given |real )?name(?:'s| is) (?:actually |really |just )?)"
        + _NAME
        + _END
    ),
)
"""Names said with another subject than "I", each ending where the name ends."""
_DENIED: Final = re.compile(r"(?i)\b(?:don't|do not|never|not|stop|wouldn't|won't|nobody)\b")
_DEMONYMS: Final = {
    "londoner": "London",
    "new yorker": "New York",
    "parisian": "Paris",
    "berliner": "Berlin",
    "dubliner": "Dublin",
    "chicagoan": "Chicago",
    "bostonian": "Boston",
    "angeleno": "Los Angeles",
    "torontonian": "Toronto",
    "glaswegian": "Glasgow",
    "mancunian": "Manchester",
    "liverpudlian": "Liverpool",
    "sydneysider": "Sydney",
    "melburnian": "Melbourne",
    "seattleite": "Seattle",
    "vancouverite": "Vancouver",
    "montrealer": "Montreal",
    "hongkonger": "Hong Kong",
    "singaporean": "Singapore",
    "muscovite": "Moscow",
    "viennese": "Vienna",
    "edinburgher": "Edinburgh",
    "aucklander": "Auckland",
    "capetonian": "Cape Town",
    "denverite": "Denver",
    "austinite": "Austin",
    "atlantan": "Atlanta",
    "philadelphian": "Philadelphia",
}
"""Words for a city's people ("a Londoner"): saying one is one says where one lives."""
_A_LOCAL: Final = re.compile(
    r"(?i)(?:^|[,.;!] ?)(?:so |well |yeah |and )?i(?:'m| am) (?:a |an )?(?:proud |true |lifelong "
    r"|born-and-bred |born and bred |real |total |proper |adopted )?(?P<d>"
    + "|".join(sorted((d.replace(" ", r"\s") for d in _DEMONYMS), key=len, reverse=True))
    + r")(?=\s*(?:$|[,.;:!—)]|\s(?:and|but|through|born|here|now|so|who|since|for)\b))"
)
_HOME_IS: Final = re.compile(
    r"(?i:(?:^|[,.;:!—] ?)(?:so |and |but |well )?(?:my |our )?home (?:for me |for us |these "
    r"days |nowadays |right now |now |base )?(?:is|'s) "
    r"(?:now |currently |still |technically |really |basically |officially |actually )?)"
    r"(?P<rest>.+)"
)
_STILL_THERE: Final = re.compile(
    r"(?i:\b(?:born and raised|born and bred|grew up) in )(?P<rest>.+?)"
    r"(?i:,? and (?:i )?(?:'m |am )?(?:still (?:here|there|live|living|based|around)|never "
    r"left|haven't left)\b)"
)
_LIVE_WITH: Final = re.compile(
    r"(?i:\bi (?:still |currently |now )?(?:live|am living|'m living) with (?:my|our) "
    r"[\w' -]{2,30}? in )(?P<rest>.+)"
)
_A_RESIDENT: Final = re.compile(
    r"(?i:\bi(?:'m| am) an? (?:proud |longtime |long-time |lifelong )?)"
    r"(?P<rest>[A-Z][\w .'-]{1,30}?)"
    r"(?i: (?:resident|native and resident|local))\b"
)
_THESE_DAYS: Final = re.compile(
    r"(?i:\bi(?:'m| am) (?:now |currently |mostly |mainly )?(?:in|based in|living in|over in) )"
    r"(?P<rest>[A-Z][\w .'-]{1,30}?)(?i: (?:these days|nowadays)\b)"
)
"""Where one is "these days" is where one lives now, not a stay ("I'm in Montreal these days")."""
_IS_HOME: Final = re.compile(
    r"(?:^|[,.;:!—] ?)(?i:so |and |but |well )?(?P<rest>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,2})"
    r"(?:'s| is) (?i:now |really |finally |officially )?(?i:my |our )?home"
    r"(?i: now| these days| for now| base)?(?=\s*(?:$|[,.;:!—)]))"
)
"""A known place said to be home ("Lisbon's home now"; "Max's home now" is someone back), home
ending the clause ("Paris is home to
the Louvre" says nothing of the user)."""
_WHOLE_LIFE: Final = re.compile(
    r"(?i:(?:^\W*|\b(?:i've|i have|we've|we have)\s+)(?:been|lived)\s+"
    r"(?:right\s+)?(?:here\s+)?in\s+)"
    r"(?P<rest>[A-Z].+?)"
    r"(?i:\s+(?:(?:my|our)\s+(?:whole|entire)\s+li(?:fe|ves)|all\s+(?:my|our)\s+li(?:fe|ves)"
    r"|since\s+(?:i\s+was\s+born|birth)))\b"
)
"""A place one has been in all one's life ("Been in Cumberland my whole life"): home."""
_HOMES: Final = (_HOME_IS, _STILL_THERE, _LIVE_WITH, _A_RESIDENT, _THESE_DAYS, _WHOLE_LIFE)


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills of an English sentence with the name and home said in these ways, and
    without a home that was one before ("I lived in Paris for two years")."""
    fills = home_shapes.moved_in(text, fills)  # "got the keys to a flat in X today!"
    fills = en_work_idioms.read(text, fills)  # "I practise law", "Denver local here"
    fills = job_heads.shaped_roles(text, fills)  # "I'm a textile buyer for Liberty"
    fills = job_heads.trade_employer(text, fills)  # "I bake at this bakery named Crumb"
    found = [f for f in fills if not _no_name(f)] + missing(text, fills)
    roles = [f for f in found if f.slot == "role" and f.subject == "user"]
    states = [] if roles else work_states(text)  # "my own boss, I run a bakery": the bakery
    found += [f for f in states + zone_here(text, found) if f not in found]
    found += en_health.required_diet(text, found)  # "so everything has to be gluten-free"
    found = en_work.employer_named_after(text, found + _home_of_role(text, found))
    found = en_bio_shapes.read(text, found)  # "nurse at Providence", "Morag, 44,"
    found = en_intro_names.read(text, found)  # "Hello, Gwen, retired postmistress"
    found += _named_aside(text, found)  # g53i: "I (Marjorie) took up", "name is Ravinesh"
    found = [_role_bound(f) for f in found if not _role_wished(f, found) and not _zone(f, text)]
    found = [job_heads.role_after_comma(f, text) for f in found]  # "Sven here, drummer"
    found = kin_named.read(text, found)  # "the husband is Dev, the dogs are Pepper and Salt"
    found = [_without_in(f) for f in found]  # "live in a flat in Leeds": Leeds, not "in Leeds"
    past = _LIVED.search(text)
    if past is None:
        return found
    kept = [f for f in found if not (f.slot == "home_location" and f.value in past.group(0))]
    return kept + _home_now(text[past.end() :], kept)


def _named_aside(text: str, fills: list[Fill]) -> list[Fill]:
    """The name said aside or without "my", when no name of the user's was read (g53i)."""
    if any(f.slot == "name" and f.subject == "user" for f in fills):
        return []
    aside = names_aside.read(text)
    return [Fill("name", aside)] if aside else []


def _without_in(fill: Fill) -> Fill:
    """A home read after a dwelling ("a flat in Leeds") without the "in" before the place."""
    if fill.slot in ("home_location", "work_location") and fill.value.startswith("in "):
        return dataclasses.replace(fill, value=fill.value[3:])
    return fill


def _home_now(after: str, fills: list[Fill]) -> list[Fill]:
    """The home said right after a past one ("lived in Denver for ten years, now in Boulder")."""
    now = _NOW_IN.match(after)
    if now is None or any(f.slot == "home_location" and f.subject == "user" for f in fills):
        return []
    place = home_shapes.place_at(now["rest"])
    return [Fill("home_location", place)] if place else []


_NOW_IN: Final = re.compile(
    r"(?i)^[^.;!?]{0,30}?[,;]\s*(?:but\s+|and\s+)?(?:(?:i'm|i\s+am|we're|we\s+are)\s+)?"
    r"(?:now|these\s+days|nowadays)\s+(?:(?:living|based|settled|live)\s+)?in\s+(?P<rest>[A-Z].+)"
)
_LIVED: Final = re.compile(
    r"(?i)(?:\bi |^\W*|[,;] )lived (?:in|at) [^,.;!?]{2,40}?\b"
    r"(?:for (?:\w+ )?(?:years?|months?|a while"
    r"|a decade)|until|till|back in|years ago|as a (?:kid|child|student)|when i was"
    r"|in (?:the )?(?:19|20)\d\d)"
)
"""A home in the plain past with when it ended or how long it lasted: no longer home."""


def missing(text: str, fills: list[Fill]) -> list[Fill]:
    """The name and home one English sentence gives in these ways, when its frames gave none."""
    if "?" in text or _DENIED.search(text) or _wished(text):
        return []
    slots = {fill.slot for fill in fills if fill.subject == "user"}
    names = (
        []
        if "name" in slots
        else _names(text) or _texted_name(text) or greeting_names.en_read(text)
    )
    return names + ([] if "home_location" in slots else _homes(text))


def _wished(text: str) -> bool:
    return re.search(r"(?i)\b(?:if|wish|would|imagine|pretend|suppose)\b", text) is not None


def _names(text: str) -> list[Fill]:
    for pattern in _NAMES_EN:
        found = pattern.search(text)
        if found is None:
            continue
        first, value = found.group("v").split()[0].lower(), found.group("v").lower()
        if en_pos.tag(found.group("v").split()[0]).startswith(("VB", "JJ", "RB", "IN")):
            continue  # "Moved here for a job": a verb, not a name
        if en_pos.tag(found["v"].split()[0]).startswith(_NOT_NAME_TAGS):
            continue  # h36a: "Grandma here!", "Moved here for a job": no name
        if first in en_read.CONDITIONS | en_read.SAID_OF_ONESELF:
            continue  # "Coeliac here", "Vegan here": what one has or keeps to, not who
        if first not in w.NOT_NAMES | _NOT_A_NAME and value not in w.PLACES | _TECH_WORDS:
            return [Fill("name", found.group("v"))]
    return []


_TEXTED_INTRO: Final = re.compile(
    r"(?i)^\W*(?:(?:hi|hey|heya|hello|hiya|yo|sup|ok|okay)(?: there| again| all)?[,!.]*\s+)?"
    r"(?:(?:it'?s|this is)\s+(?P<v>[a-z][\w'-]+)\s+(?:btw|here|again|by the way|lol)\b"
    r"|(?:ya|ur|your|yer)\s+(?:boi|boy|girl|gal|guy|homie)\s+(?P<w>[a-z][\w'-]+)"
    r"(?:\s+here\b|\s*(?:$|[,.;!—-])))"
)
"""A name in a texting intro ("hey its maddie btw", "ya boi Tunde here"), written in lower
case as often as not."""


def _texted_name(text: str) -> list[Fill]:
    """The name of a texting intro, when it reads as a name: capitalised and no word of the
    lexicon but a proper name, or in lower case and unknown to it."""
    found = _TEXTED_INTRO.search(text)
    if found is None:
        return []
    said = found["v"] or found["w"]
    low = said.lower()
    if low in w.NOT_NAMES | _NOT_A_NAME or low in w.PLACES or low.endswith(_COMMON_ENDINGS):
        return []
    known = en_pos.tag(low)
    if known or en_pos.tag(low.capitalize()) not in ("", "NNP"):
        return []  # "its fine btw", "ur boy tired": a word, no name
    return [Fill("name", said[:1].upper() + said[1:])]


_COMMON_ENDINGS: Final = ("ed", "ing", "ly", "ful", "ous", "ive", "ish", "less", "able")
"""Endings of words that are no name ("knackered", "starving")."""
_NOT_NAME_TAGS: Final = ("VBD", "VBN")
_TECH_WORDS: Final = frozenset(word.lower() for word in [*w.TECH, *w.EDITORS])
"""Tools and editors ("this is Python, …"): no name."""
_NOT_A_NAME: Final = w.words(
    """crazy mad old lazy weird sir madam boss dude bro mate buddy lol haha hey hi hello
    anytime whenever later back soon this that it them there here what who same everyone
    anyone someone nobody guess new still just not me mr mrs ms miss dr best regards love
    thanks cheers warm kind yours sincerely monday tuesday wednesday thursday friday saturday
    sunday january february march april june july august september october november december
    christmas easter tomorrow today tonight greetings greeting love hugs regards wishes"""
)


def _homes(text: str) -> list[Fill]:
    local = _A_LOCAL.search(text)
    if local is not None:
        return [Fill("home_location", _DEMONYMS[" ".join(local.group("d").lower().split())])]
    named = _IS_HOME.search(text)
    if named is not None:  # "Galway's home now": the place said whole
        said = tokens_of(expand(named.group("rest")))
        place = en_objects.place(said, 0)
        if place is not None and place[1] == len(said) and place[0].lower() in w.PLACES:
            return [Fill("home_location", place[0])]  # a known place: "Max's home now" no
    for pattern in _HOMES:
        found = pattern.search(text)
        if found is None:
            continue
        tokens = tokens_of(expand(found.group("rest")))
        place = en_objects.place(tokens, 0)
        if place is not None:
            return [Fill("home_location", place[0])]
    return []


def _home_of_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The known city one's job is said in ("I'm Lucía, a UX researcher in Valencia"): where
    one lives, when no home or work place is said otherwise."""
    if " in " not in text or "?" in text or any(f.slot in _WHERE for f in fills):
        return []
    if _wished(text):
        return []
    for role in (f.value for f in fills if f.slot == "role" and f.subject == "user"):
        found = value_patterns.search(
            re.escape(role)
            + r" (?:based )?in (?P<p>[A-Z][\w-]+(?: [A-Z][\w-]+)?)(?=$|[,.;!]| and)",
            text,
        )
        if found is not None and found["p"].lower() in w.PLACES:
            return [Fill("home_location", found["p"])]
    return []


_WHERE: Final = frozenset(("home_location", "work_location"))


def _zone(fill: Fill, text: str) -> bool:
    """A place read off a time zone ("moved to the Mountain time zone"): the zone, no home."""
    if fill.slot not in ("home_location", "work_location") or " time" not in text.lower():
        return False
    after = re.escape(fill.value.split()[-1])
    zone = value_patterns.search(rf"(?i)\b{after} (?:time ?zone|time\b|standard time)", text)
    return zone is not None


_WISHABLE: Final = frozenset(("role", "employer"))


def _role_wished(fill: Fill, fills: list[Fill]) -> bool:
    """A role or employer that is part of the user's goal in the same sentence ("I want to
    get promoted to senior engineer", "I want to work for Google"): the job wished for, not
    the job held."""
    if fill.slot not in _WISHABLE or fill.subject != "user":
        return False
    role = fill.value.lower()
    return any(f.slot == "goal" and f.subject == "user" and role in f.value.lower() for f in fills)


def _no_name(fill: Fill) -> bool:
    """A name read off "I'm ..." that starts with a word of grammar ("between jobs", "my
    own boss", "in between"): a state, not a name."""
    if fill.slot != "name" or fill.subject != "user":
        return False
    first = fill.value.split()[0]
    if first.islower() and en_pos.function_word(first):
        return True
    if _common_words(fill.value):
        return True  # "I'm old school", "I'm half insect": a description, not a name
    return len(fill.value.split()) == 1 and _describes(first)


def _common_words(value: str) -> bool:
    """True when a lower-case value of two words or more is made only of words the lexicon
    knows as common English ("old school", "half insect"; not "rose mary", "sam")."""
    words = value.split()
    return len(words) >= 2 and value.islower() and all(en_pos.tag(word) for word in words)


def _describes(word: str) -> bool:
    """A word after "I'm" that describes rather than names: a nationality or creed ("I'm
    American", "I'm Kenyan"), or what the lexicon knows only as an adjective."""
    return word.lower() in EN_NOT_SELF_NAMES or en_pos.adjective(word)


_STATES: Final = (
    (
        re.compile(
            r"(?i)\bi(?:'m| am) (?:currently |still |kind of |sort of |just )?(?:in )?between "
            r"(?:jobs|roles|gigs)\b"
        ),
        "unemployed",
    ),
    (
        re.compile(r"(?i)\bi(?:'m| am) (?:now |basically |finally )?my own boss\b"),
        "freelancer",
    ),
    (
        re.compile(r"(?i)\bi(?:'m| am) (?:now |currently )?self employed\b|\bi work for myself\b"),
        "freelancer",
    ),
)
"""A work state said as an idiom: between jobs, one's own boss (self-employed: `freelancer`,
as the role frames say "self-employed")."""


def work_states(text: str) -> list[Fill]:
    """The role an idiom of work says ("I'm between jobs", "I'm my own boss"), or the work
    one does "for a living" ("I do IT support for a living")."""
    if "?" in text or _wished(text):
        return []
    living = _FOR_A_LIVING.search(text) if "for a living" in text.lower() else None
    if living is not None:
        return [Fill("role", (living["v"] or living["w"]).strip())]
    return [Fill("role", role) for pattern, role in _STATES if pattern.search(text)]


_FOR_A_LIVING: Final = re.compile(
    r"(?i:\bi (?:mostly |mainly |basically |actually )?(?:do|did) )(?P<w>[\w' -]{2,30}?)"
    r"(?i: for a living\b)"
    r"|(?i:\bwhat i do for a living is |\bfor a living,? i (?:do|am|'m) )(?:a |an )?"
    r"(?P<v>[\w' -]{2,30}?)(?=$|[,.;!—]| and\b| but\b| so\b)"
)
"""The work one does for a living, said as what one does ("I do tax returns for a living")."""


_ZONE_HERE: Final = re.compile(
    r"(?i:\b(?:it's|it is|its) )(?P<rest>[A-Za-z]{2,5}(?:[+-]\d{1,2}(?::\d\d)?)?)"
    r"(?i:(?: time)? (?:for me|here|where i am|on my end|at my end|over here|my side)\b)"
)


_ZONE_CLAUSE: Final = re.compile(
    r"[,;]\s*(?i:so |i\.e\.? |which is |that's |that is |aka )?"
    r"(?P<rest>[A-Z]{2,5}(?:[+-]\d{1,2}(?::\d\d)?)?)(?i:(?: time)?(?: for [a-z ]{2,24})?)\s*[.!]?$"
)
"""A zone code as a clause of its own after the user says where they live ("I'm based in
Singapore, so GMT+8 for scheduling", "I live in Lagos, WAT")."""


def zone_here(text: str, fills: list[Fill]) -> list[Fill]:
    """A time zone said as what time it is where one is ("it's IST for me", "it's UTC+2
    here"), or as a clause after the home ("I live in Lagos, WAT"): a zone code, not a word
    ("it's late here")."""
    found = _ZONE_HERE.search(text)
    home = any(f.slot == "home_location" and f.subject == "user" for f in fills)
    found = found or (_ZONE_CLAUSE.search(text) if home else None)  # "..., so GMT+8"
    if found is None or "?" in text or any(f.slot == "timezone" for f in fills):
        return []
    zone = en_objects.timezone(tokens_of(found.group("rest")), 0)
    if zone is None or not zone[0].split()[0].isupper():
        return []
    return [Fill("timezone", zone[0])]


_A_ROLE_AFTER: Final = re.compile(r"^.*\b\d+\b.*?\b(?:a|an) (?P<r>[a-z][\w -]+)$", re.IGNORECASE)


def _role_bound(fill: Fill) -> Fill:
    """A role read with the name and age said before it ("Sarah, 34, a nurse") is the job
    after its article ("nurse")."""
    if fill.slot != "role":
        return fill
    found = _A_ROLE_AFTER.match(fill.value)
    return Fill("role", found["r"], fill.subject, kind=fill.kind) if found else fill
