"""Object readers of the work and plans group (skills, projects, goals, roles, employers,
work locations, languages) that the shared readers of `en_read` do not cover."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from typing import Final

from memstream.processors.dates import find_dates
from memstream.processors.grammar import en_objects as o
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import latin_kind
from memstream.processors.grammar.tokens import Clause, Found, capitalized, is_word, join, tokens_of

_FOR_WORK: Final = ("for work", "for my job", "to work", "to the office", "for the office")


def place_for_work(clause: Clause, index: int, start: int) -> Found:
    """ "I drive to Palo Alto for work", "I take the train into Zurich every day for work":
    a place one goes to for work (a few words may stand before "for work")."""
    found = o.place(clause.tokens, index)
    if found is None:
        return []
    after = " ".join(clause.tokens[found[1] : found[1] + 6]).lower()
    return [found] if any(said in after for said in _FOR_WORK) else []


_MEMBER: Final = frozenset("on in of join joined joining lead leads led run manage".split())


def org_of_team(clause: Clause, index: int, start: int) -> Found:
    """ "I'm on the payments team at Adyen", "part of the data team at Zalando": the
    organisation of the team one is on (not "an interview with the team at Google")."""
    before = [token.lower() for token in clause.tokens[max(0, start - 5) : start]]
    if not _MEMBER & set(before) or {"with", "to", "for", "meet", "meeting"} & set(before):
        return []
    found = o.org(clause.tokens, index)
    return [found] if found is not None else []


def commute_to(clause: Clause, index: int, start: int) -> Found:
    """ "I commute from Oakland to San Francisco": where one commutes to is where one works."""
    tokens = [token.lower() for token in clause.tokens[index : index + 6]]
    for at, token in enumerate(tokens):
        if token in ("to", "into") and at > 0:
            found = o.place(clause.tokens, index + at + 1)
            return [found] if found is not None else []
    return []


_GOOD_AT: Final = frozenset(
    "good decent great strong competent confident excellent solid passable fast".split()
)


def doer_skill(clause: Clause, index: int, start: int) -> Found:
    """ "I'm a decent cook", "I'm a pretty strong swimmer": what one does well, as the
    activity (cooking, swimming)."""
    tokens = [token.lower() for token in clause.tokens[index : index + 3]]
    if len(tokens) < 2 or tokens[0] not in _GOOD_AT or not tokens[1].isalpha():
        return []
    if len(tokens) == 3 and tokens[2].isalpha() and tokens[2] not in ("and", "but", "so"):
        return []  # "a good team player", "a great dog owner": not one activity
    return [(_activity(tokens[1]), index + 2)] if _doer(tokens[1]) else []


_NOT_DOERS: Final = frozenset(
    """mother father brother sister daughter grandmother grandfather learner listener lover
    user member partner customer beginner worker owner follower leader sleeper eater
    drinker talker thinker believer""".split()
)
"""Words in -er that name no activity one is good at (a mother, a fast learner)."""


def _doer(word: str) -> bool:
    return word == "cook" or (word.endswith("er") and len(word) > 4 and word not in _NOT_DOERS)


def _activity(doer: str) -> str:
    """The activity of a doer: cook → cooking, swimmer → swimming, photographer → photography."""
    if doer.endswith("grapher"):
        return doer.removesuffix("er") + "y"
    if doer == "cook":
        return "cooking"
    return doer.removesuffix("er") + "ing"


_WORKPLACES: Final = frozenset(
    """startup company firm agency bank hospital clinic university school nonprofit charity
    studio consultancy lab council ministry practice""".split()
)


_TRADES: Final = w.words("brewery winery distillery bakery restaurant hotel boutique")
"""Businesses one works for, never a place one goes to for a pastime (gym, bar, studio)."""


def do_field(clause: Clause, index: int, start: int) -> Found:
    """ "I do cardiology at Mount Sinai", "I do tax work for a small firm", "I do UX research
    for a living": a line of work (one to three lower-case words) done at a place of work."""
    tokens = clause.tokens

    def _acronym(at: int) -> bool:
        return at == index and tokens[at].isupper() and len(tokens[at]) <= 3  # UX, HR, IT

    end = index
    while end < len(tokens) and end - index < 3 and tokens[end].isalpha():
        if tokens[end].lower() in ("at", "for") or not (tokens[end].islower() or _acronym(end)):
            break
        end += 1
    after = [token.lower() for token in tokens[end : end + 4]]
    if end == index or tokens[index].lower() in _NOT_AUDIENCE | SHIFT_WORDS or len(after) < 2:
        return []
    if _FREQUENCY.search(clause.low):
        return []  # "I do yoga at Equinox on Mondays": a habit
    living = after[:3] == ["for", "a", "living"]
    at_work = after[0] in ("at", "for") and (
        tokens[end + 1][:1].isupper() or bool(set(after[1:]) & (_WORKPLACES | _TRADES))
    )
    return [(" ".join(tokens[index:end]), end)] if living or at_work else []


SHIFT_WORDS: Final = frozenset(
    "shifts shift nights lates earlies doubles overtime cover relief rotations stints".split()
)
"""When one works, not the line of work ("I do shifts at the hospital", "I do nights")."""
_FREQUENCY: Final = re.compile(
    r"\b(?:every|each|daily|weekly|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays"
    r"|sundays|weekends|times a|once a|twice a|most days)\b"
)


def org_tenure(clause: Clause, index: int, start: int) -> Found:
    """ "I've been at Google for six years", "been with the NHS since 2019": an employer said
    with how long one has been there in years (not a visit: "at Disneyland for two days"; with
    someone only when the name is an organisation's: "with IBM", "with the BBC")."""
    found = o.org(clause.tokens, index)
    if found is None:
        return []
    with_one = clause.tokens[index - 1].lower() == "with" and clause.tokens[index].lower() != "the"
    if with_one and latin_kind(found[0]) != "org":
        return []  # "I've been with Sarah for five years": a partner, not an employer
    after = " ".join(clause.tokens[found[1] : found[1] + 4]).lower()
    return [found] if _TENURE.match(after) else []


_TENURE: Final = re.compile(
    r"(?:for (?:about |almost |nearly |over |more than )?(?:\w+|\d+) (?:years?|decades?)"
    r"|since (?:\d{4}|january|february|march|april|may|june|july|august|september|october"
    r"|november|december|college|uni|university|school|graduating))\b"
)
"""How long one has been somewhere, in years or since a time: a job, not a visit."""


_NOT_AUDIENCE: Final = frozenset(
    """my our his her their your the a an this that these those fun work school free now
    winter summer spring autumn fall christmas weekends years months weeks days ages hours
    me him them us you it about around over nearly almost roughly some several one two three
    four five six seven eight nine ten last past next""".split()
)


def audience(after: list[str]) -> bool:
    """True when "for" or "on" goes on with who or what a made thing is for or about ("an app
    for dog walkers", "a newsletter on climate tech", "for building forms"), not a time, a
    purpose or a person ("for winter", "for fun", "for my mom")."""
    return bool(after) and after[0].lower() not in _NOT_AUDIENCE and after[0][:1].isalpha()


_IT_NATIVE: Final = re.compile(
    r"\b(?:it|that) (?:is|'s) (?:my|our) (?:mother|native|first|home) (?:tongue|language)\b",
    re.I,
)


def native_it(text: str) -> list[Fill]:
    """ "reply in Portuguese please, it's my mother tongue": the language named before "it"."""
    found = _IT_NATIVE.search(text)
    if found is None:
        return []
    named = [
        w.LANGUAGES[t.lower()] for t in tokens_of(text[: found.start()]) if t.lower() in w.LANGUAGES
    ]
    return [Fill("languages", named[-1])] if named else []


def starts_dated(segment: str, anchor: date) -> bool:
    """True when a segment opens with a date ("Friday, the Thursday flight got cancelled"):
    after a correction, the day the plan before it moves to."""
    mentions = find_dates(segment, anchor)
    return bool(mentions) and not segment[: mentions[0].start].strip(" ,")


def org_before(clause: Clause, index: int, start: int) -> Found:
    """ "Netflix is where I work": the organisation named right before (not a place: "Leeds
    is where I work" is where one works)."""
    words = clause.tokens[:start]
    begin = len(words)
    while begin > 0 and len(words) - begin < 4 and capitalized(words[begin - 1]):
        begin -= 1
    name = " ".join(words[begin:])
    if not name or name == "I" or begin > 1 or latin_kind(name) == "place":
        return []
    return [(name, index)]


_COUNTS: Final = {
    word: number
    for number, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve".split()
    )
} | {"an": 1, "a": 1}
_OFF: Final = re.compile(
    r"^(?P<n>\d{1,2}(?:\.5)?|[a-z]+)(?: and a half)? hours? (?P<way>ahead|behind)"
    r"(?: of (?P<of>utc|gmt|you|london|new york|[a-z]+(?: time)?)| (?P<bare>utc|gmt))?\b"
)


def hours_off(clause: Clause, index: int, start: int) -> Found:
    """ "I'm 8 hours ahead of you", "we're 5 hours behind UTC": a time zone said as hours
    off a reference (UTC±n when the reference is UTC or GMT, else as said)."""
    rest = " ".join(clause.tokens[index : index + 7]).lower()
    found = _OFF.match(rest)
    if found is None or (not found["n"][0].isdigit() and found["n"] not in _COUNTS):
        return []
    hours = found["n"] if found["n"][0].isdigit() else str(_COUNTS[found["n"]])
    end = index + len(found.group(0).split())
    of = found["of"] or found["bare"]
    if of is None:
        place = o.place(clause.tokens, end)
        if place is None:
            return []  # "two hours ahead now": of what is not said
        end = place[1]  # "an hour behind London"
    if of in ("utc", "gmt"):
        return [(of.upper() + ("+" if found["way"] == "ahead" else "-") + hours, end)]
    return [(" ".join(clause.tokens[index:end]), end)]


FIELDS: Final = frozenset(
    """sales marketing finance hr it tech retail hospitality construction insurance healthcare
    education law consulting accounting publishing advertising logistics engineering
    recruitment recruiting pharma banking government politics journalism media fashion admin
    administration operations ops research academia nursing medicine software design
    security cybersecurity procurement compliance audit pr ux qa devops real_estate
    customer_service customer_support human_resources the_army the_navy the_air_force
    the_military the_police the_marines the_civil_service""".split()
)
"""Lines of work said with "I'm in ..." ("I'm in sales", "I'm in the navy")."""
_FIELD_AFTER: Final = frozenset(", . ! ; — for at with and but so now these since as".split())


def known_field(clause: Clause, index: int, start: int) -> Found:
    """ "I'm in sales", "I'm in real estate", "I was in the navy": a known line of work (not
    "I'm in Leeds", "I'm in a meeting"), ending the clause or followed by at/for/and."""
    tokens = [token.lower() for token in clause.tokens]
    for size in (3, 2, 1):
        said = "_".join(tokens[index : index + size])
        follows = tokens[index + size] if index + size < len(tokens) else "."
        if said in FIELDS and follows in _FIELD_AFTER:
            words = clause.tokens[index : index + size]
            return [(" ".join(words).removeprefix("the "), index + size)]
    return []


_BUSINESSES: Final = frozenset(
    """bakery restaurant cafe café shop store salon bar pub gym farm clinic consultancy agency
    studio business company startup firm practice bookshop bookstore boutique brewery
    winery hotel nursery stall kiosk""".split()
)
MOBILE_BUSINESSES: Final = frozenset("truck van cart trailer".split())
"""Vehicles that are a business when what they sell is said before them ("a taco truck",
"a coffee van"): a vehicle alone is owned, not run ("I own a truck")."""
VENDED: Final = frozenset(
    """food taco tacos coffee burger burgers pizza ice-cream noodle dumpling crepe kebab hotdog
    juice smoothie waffle bbq barbecue espresso donut doughnut""".split()
)
"""What a mobile business sells, said before the vehicle."""


_A_PART: Final = frozenset("part side piece bit end layer module component".split())
"""A part of something ("I own the feature store part"): owning it at work, no business."""


def _of_anyone(clause: Clause, start: int) -> bool:
    """True when the verb is a bare gerund ("Running a team is hard"), said of anyone."""
    verb = clause.tokens[start].lower() if start < len(clause.tokens) else ""
    before = clause.tokens[start - 1].lower() if start > 0 else ""
    return verb.endswith("ing") and before not in ("am", "'m", "are", "'re", "been")


def business(clause: Clause, index: int, start: int) -> Found:
    """ "I own a bakery", "I run a small consultancy", "I manage a gym": the business's owner
    (or manager) is the role."""
    verb = clause.tokens[start].lower() if start < len(clause.tokens) else ""
    words = [token.lower() for token in clause.tokens[index : index + 4]]
    if _of_anyone(clause, start):
        return []  # "Running a business isn't easy": said of anyone
    if not words or words[0] not in ("a", "an", "my", "our", "the"):
        return []
    for at, word in enumerate(words[1:], start=1):
        if word in MOBILE_BUSINESSES and words[at - 1] in VENDED:
            return [(f"{words[at - 1]} {word} owner", index + at + 1)]
        if word in _BUSINESSES and not (at + 1 < len(words) and words[at + 1] in _A_PART):
            doer = "manager" if verb.startswith("manag") else "owner"
            noun = "business" if word in ("company", "firm", "startup") else word
            return [(f"{noun} {doer}", index + at + 1)]
        if not word.isalpha():
            return []
    return []


_AWAY: Final = frozenset("remote remotely home from for freelance".split())


def work_place_later(clause: Clause, index: int, start: int) -> Found:
    """ "I work on site in Aberdeen", "I work across the river in Jersey City": a known place
    after "in" a few words after "work" (not where a client or a remote employer is: "I work
    remotely for a company in Seattle", nor a stay: "in Milan for a conference")."""
    tokens = [token.lower() for token in clause.tokens[index : index + 7]]
    for at, token in enumerate(tokens):
        if token in _AWAY or token in (",", "and", "but"):
            return []
        if token == "in" and at > 0:
            found = o.place(clause.tokens, index + at + 1)
            if found is None or latin_kind(found[0]) != "place":
                return []
            after = [token.lower() for token in clause.tokens[found[1] : found[1] + 2]]
            stay = after[:1] == ["for"] and after[1:] != ["work"]  # "in Milan for a conference"
            return [] if stay else [found]
    return []


_PARTS: Final = frozenset(
    """side end part parts suburbs suburb outskirts edge centre center heart north south east
    west northern southern eastern western outer inner upper lower old""".split()
)


def part_of_place(clause: Clause, index: int, start: int) -> Found:
    """ "I live on the east side of Detroit", "we moved out to the suburbs of Atlanta": the
    place a part of which one lives in."""
    tokens = [token.lower() for token in clause.tokens[index : index + 5]]
    for at, token in enumerate(tokens):
        if token == "of" and at > 0:
            found = o.place(clause.tokens, index + at + 1)
            return [found] if found is not None and latin_kind(found[0]) == "place" else []
        if token not in _PARTS:
            return []
    return []


def known_before(clause: Clause, index: int, start: int) -> Found:
    """ "Lisbon's home now", "Lyon has been home since 2015": a known place right before (not a
    person: "Max's home now"; not a place that houses others: "has been home to artists")."""
    if [token.lower() for token in clause.tokens[index : index + 1]] == ["to"]:
        return []
    words = clause.tokens[:start]
    begin = len(words)
    while begin > 0 and len(words) - begin < 3 and capitalized(words[begin - 1]):
        begin -= 1
    name = " ".join(words[begin:])
    return [(name, index)] if name and latin_kind(name) == "place" else []


def one_of_role(clause: Clause, index: int, start: int) -> Found:
    """ "I'm one of the engineers at Spotify", "one of two nurses on the ward": the role, one."""
    found = o.role(clause.tokens, index)
    if found is None or not found[0].endswith("s"):
        return []
    *lead, last = found[0].split()
    one = (
        last[:-3] + "y"
        if last.endswith("ies")
        else last.removesuffix("es" if last.endswith(("ches", "shes", "sses")) else "s")
    )
    one = one[:-3] + "man" if last.endswith("men") else one
    return [(" ".join([*lead, one]), found[1])]


_UNITS: Final = frozenset("team department dept group division unit".split())
_POSTS: Final = {"desk": "manager", "shift": "manager", "counter": "manager"}
"""A post one staffs, not a team one heads ("I run the front desk": the front desk)."""


def team_lead(clause: Clause, index: int, start: int) -> Found:
    """ "I run the design team" (head of design), "I manage the sales team at Aviva" (sales
    manager): the head or manager of what the team does."""
    verb = clause.tokens[start].lower() if start < len(clause.tokens) else ""
    words = [token.lower() for token in clause.tokens[index : index + 5]]
    if _of_anyone(clause, start) or not words or words[0] not in ("the", "a", "our", "my"):
        return []
    for at, word in enumerate(words[1:], start=1):
        if word in _POSTS and at > 1:  # "I run the front desk", "I manage the night shift"
            what = " ".join(clause.tokens[index + 1 : index + at + 1])
            return [
                (f"{what} {_POSTS[word]}" if verb.startswith("manag") else what, index + at + 1)
            ]
        if word in _UNITS and at > 1:
            what = " ".join(clause.tokens[index + 1 : index + at])
            said = f"{what} manager" if verb.startswith("manag") else f"head of {what}"
            return [(said, index + at + 1)]
        if not word.isalpha() and "-" not in word:
            return []
    return []


_SCHOOLS: Final = frozenset("uni university college school med law grad".split())


def study_subject(clause: Clause, index: int, start: int) -> Found:
    """ "I study computer science at UCL", "I'm studying law in Edinburgh": a student of the
    subject (a subject said with where it is studied: not "studying for my exam")."""
    tokens = clause.tokens
    end = index
    while end < len(tokens) and end - index < 3 and tokens[end].isalpha():
        if tokens[end].lower() in ("at", "in", "for", "to", "with", "and"):
            break
        end += 1
    words = [token.lower() for token in tokens[index:end]]
    after = tokens[end : end + 2]
    if not words or words[0] in ("the", "my", "a", "an", "hard", "abroad", "online"):
        return []
    place = len(after) == 2 and after[0].lower() in ("at", "in")
    if not place or not (capitalized(after[1]) or after[1].lower() in _SCHOOLS):
        return []
    return [(" ".join(tokens[index:end]) + " student", end)]


_DOERS: Final = {
    "bartend": "bartender",
    "nanny": "nanny",
    "nannie": "nanny",
    "waitress": "waitress",
    "lifeguard": "lifeguard",
    "tutor": "tutor",
    "babysit": "babysitter",
}


_ONCE: Final = w.words("tonight today tomorrow once")


def job_verb(clause: Clause, index: int, start: int) -> Found:
    """ "I bartend on weekends", "I nanny for a family", "I tutor maths": a job said by its
    verb in the present is its doer (not "tutored once", "tutoring my son tonight")."""
    said = [token.lower() for token in clause.tokens[start:index]]
    if any(word.endswith(("ed", "ing")) for word in said) or _ONCE & set(clause.low.split()):
        return []
    doers = [_DOERS.get(word) or _DOERS.get(word.removesuffix("s")) for word in said]
    doers += [_DOERS.get(word.removesuffix("es")) for word in said]
    found = [doer for doer in doers if doer]
    return [(found[0], index)] if found else []


_ACTIVITY_END: Final = w.words(
    """and but so because since while which that right now currently these this lol haha
    tbh atm next by before after until tomorrow tonight today"""
)


_THINGS_START: Final = w.words("our my the a an their his her all")


def activity_project(clause: Clause, index: int, start: int) -> Found:
    """ "migrating our billing system from PHP to Go", "porting the app to Android": a
    project of changing something, said with the change (the verb, the thing, from, to)."""
    verb = clause.tokens[index - 1] if index > 0 else ""
    words: list[str] = []
    for token in clause.tokens[index : index + 12]:
        if not is_word(token) or token.lower() in _ACTIVITY_END:
            break
        words.append(token)
    changed = {t.lower() for t in words} & {"to", "from", "into", "onto"}
    if len(words) < 2 or not changed or words[0].lower() not in _THINGS_START:
        return []
    return [(f"{verb} {join(words)}", index + len(words))]


READERS: Final[dict[str, Callable[[Clause, int, int], Found]]] = {
    "activity_project": activity_project,
    "job_verb": job_verb,
    "study_subject": study_subject,
    "team_lead": team_lead,
    "one_of_role": one_of_role,
    "part_of_place": part_of_place,
    "known_before": known_before,
    "work_place_later": work_place_later,
    "known_field": known_field,
    "business": business,
    "org_before": org_before,
    "hours_off": hours_off,
    "place_for_work": place_for_work,
    "org_of_team": org_of_team,
    "commute_to": commute_to,
    "doer_skill": doer_skill,
    "do_field": do_field,
    "org_tenure": org_tenure,
}
"""The readers of this module by the name the frames use."""


_NAMED_QUOTE: Final = re.compile(
    r"(?i)(?:\b(?P<by>called|named|call me|the name's|name is|go by)\s+"
    r"|(?P<zh>叫做|名叫|名为|名字叫|名字是|叫))"
    r"[\"“‘«'「『](?P<v>[^\"”’»'」』\n]{1,40})[\"”’»'」』]"
)


def unquoted_names(text: str) -> str:
    """Quotes around a name taken off ("a startup called "Loop"", "call me "Bo"", 一家叫
    “拾光”的书店): the name is said, not quoted speech."""
    return _NAMED_QUOTE.sub(lambda m: m["zh"] + m["v"] if m["zh"] else f"{m['by']} {m['v']}", text)


_NAMED_AFTER: Final = re.compile(
    r"\bI\b[^.?!]*?\b(?:at|for|joined|to) (?:a|an) (?:[\w-]+ ){0,3}?(?:company|startup|firm"
    r"|agency|studio|bank|lab|nonprofit|charity|consultancy|scale-up|scaleup),\s+"
    r"(?P<n>[A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,2})(?=\s*(?:$|[,.;!—)]|\s(?:and|but|now|as)\b))"
)
"""An employer named after its description ("I left Google for a smaller company, Linear")."""


def employer_named_after(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the employer named after its description, not the description."""
    if "," not in text or "?" in text or " a" not in text:
        return fills
    found = _NAMED_AFTER.search(text)
    if found is None:
        return fills
    kept = [f for f in fills if not (f.slot == "employer" and f.subject == "user")]
    return [*kept, Fill("employer", found["n"])]
