"""Job nouns read by their shape, and "I'm a/an <job>" said anywhere in a run-on sentence
(issue 22, h35a).

A new writer names jobs no lexicon lists ("a textile buyer", "a tile setter", "an
orthoptist", "a claims assessor"). Such a word is read as a job by its HEAD: the last word of
an indefinite noun phrase after "I'm a/an" or "work as a/an", when it has the shape of a
person noun (-er, -or, -ist, -ian, -ant, -ent, -eer), is a common noun by the POS lexicon,
is written in lower case (not "a Londoner", "a Canadian") and is not a word for a taste, a
state, kin or a pastime ("a fan", "a lover", "a beginner", "a parent", "a runner"), kept
below as data. The same reader finds "I'm a/an <role>" that voice input runs on without
punctuation ("dictating this im a site manager for Corbel Build"), and the organisation
named right after the role with for/at/with ("a textile buyer for Liberty").
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_pos, value_patterns
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.occupations import (
    TITLE_ABBREVIATIONS,
    occupation,
    person_trade,
)
from memstream.processors.grammar.work_verbs import names_a_person
from memstream.processors.grammar.workplaces import EMPLOYERS

_ENDINGS: Final = ("er", "or", "ist", "ian", "ant", "ent", "eer")
"""Endings of a noun for a person who does something (buyer, assessor, orthoptist)."""

NOT_JOBS: Final = frozenset(
    """fan lover beginner learner believer winner loser sucker user member customer client
    follower supporter subscriber sleeper eater drinker smoker non-smoker talker thinker
    overthinker worrier reader speaker listener riser bloomer pleaser spender saver
    procrastinator perfectionist optimist pessimist realist idealist minimalist maximalist
    introvert extrovert ambivert vegetarian pescatarian flexitarian libertarian humanitarian
    christian atheist agnostic feminist tourist visitor foreigner stranger newcomer outsider
    insider immigrant migrant emigrant resident tenant neighbour neighbor parent patient
    survivor sufferer pedestrian passenger commuter traveller traveler wanderer dreamer
    adventurer explorer gambler hoarder collector runner jogger swimmer cyclist climber
    hiker walker skier snowboarder surfer golfer diver rower biker knitter quilter birder
    birdwatcher angler camper skater lifter powerlifter bodybuilder gamer streamer
    mother father brother sister daughter grandmother grandfather stepmother stepfather
    stepdaughter godmother godfather toddler teenager youngster elder adult infant
    monster disaster character number matter order wonder charmer hater doer
    go-getter homeowner homebuyer buyer-to-be taxpayer voter donor sponsor participant
    applicant contestant competitor spectator attendee opponent rival lodger
    owner-occupier leftie lefty southpaw cancer perfectionist fixer-upper sinner saint
    mentee protege dependent descendant veteran survivor admirer enthusiast hobbyist
    amateur novice purist snob addict junkie nerd geek foodie player leader achiever
    overachiever underachiever multitasker self-starter starter networker communicator solver
    problem-solver""".split()
)
"""Person nouns with a job's shape that say a taste, state, kin or pastime, not a job."""

_NOT_MODIFIERS: Final = frozenset(
    """big huge massive total complete absolute real true proper die-hard lifelong
    first-time serial chronic slow fast heavy light picky good bad great terrible decent
    avid keen casual occasional social former ex would-be aspiring wannabe future retired
    recovering reformed self-confessed self-proclaimed professional-grade weekend hobby
    amateur bit lot kind sort hard natural quick born team""".split()
)
"""Words before a head that make the phrase a taste or state, or not a current job."""


def job_head(word: str) -> bool:
    """True when a lower-case word is a job noun: known to a lexicon, or shaped like one
    (a common noun in -er/-or/-ist/-ian/-ant/-ent/-eer that is not a taste or state word)."""
    if word.isupper() and word.lower() in TITLE_ABBREVIATIONS:
        return True  # h36a: "an HCA", "a CPA"
    if not word.islower():
        return False
    last = word.rsplit("-", 1)[-1]
    if word in NOT_JOBS or last in NOT_JOBS:
        return False
    if last in w.ROLE_HEADS or occupation(last) or occupation(word) or person_trade(last):
        return True
    if len(last) < 5 or not last.isalpha() or not last.endswith(_ENDINGS):
        return False
    return en_pos.tag(last) in ("NN", "")


_SUBJECT: Final = (
    r"\b(?:i\s*'?m|i am|i(?:'ve| have) been|i (?:currently |now |still |also )?work(?:ed)?"
    r"(?: (?:in|at|for)(?: [\w&'.-]+){1,4}?)? as"
    r"|i(?:'m| am) (?:currently |now )?(?:working|employed) as|i got a job as"
    r"|(?:my|the) (?:day |main |full-time |current |new )?job(?: title)? is)"
)
_LEAD: Final = (
    r"(?:(?:now|currently|still|just|also|actually|basically|officially|finally|only|"
    r"technically|really|literally|kinda|like)\s+)*"
)
_NOUN_PHRASE: Final = re.compile(
    _SUBJECT + r"\s+" + _LEAD + r"(?P<art>an?)\s+(?P<np>[\w&/'-]+(?:\s+[\w&/'-]+){0,3}?)"
    r"(?=\s*(?:$|[,.;:!?—–()]|\s(?:for|at|with|in|on|from|by|and|but|so|who|since|because"
    r"|here|now|these|nowadays|currently|full-time|part-time|during|of|out|based|lol|tbh"
    r"|haha|rn|atm|btw)\b))",
    re.IGNORECASE,
)
_BARE_PHRASE: Final = re.compile(
    r"(?:\bi\s*'?m|\bi am|^am)\s+" + _LEAD + r"(?:(?P<art>an?)\s+)?"
    r"(?P<np>[\w&/'-]+(?:\s+[\w&/'-]+){0,3}?)(?=\s(?:at|in|for|with)\s)",
    re.IGNORECASE,
)
"""A job said without its article, as non-native English may ("I am tax partner at a firm",
"Am a matatu sacco manager in Nakuru"): only before at / in / for / with."""
_BLOCKED_BEFORE: Final = frozenset(
    """if when whenever unless once like pretend say said says think thinks thought whether
    wish hope imagine suppose until till before assume assuming even than what though""".split()
)
"""Words before the subject that make the clause unreal, reported or compared."""

_ORG_AFTER: Final = re.compile(
    r"\s+(?:for|at|with)\s+(?:(?:a|an|the|this|that|our|my)\s+(?:[\w&'-]+\s+){0,3}?"
    r"(?:called|named)\s+|the\s+)?"
    r"(?P<org>[A-Z][\w&'.+-]*(?:\s+(?:[A-Z][\w&'.+-]*|&|\+|of|de)){0,4})"
)
_NOT_ORGS: Final = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december christmas easter i""".split()
)


def shaped_roles(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role said as "I'm a/an <job>" (and the employer named right after
    it) when the sentence's frames read none (see the module)."""
    plain = text.replace("’", "'")
    fills = [f for f in fills if not _doing_now(f, plain) and not _place_of_work(f, plain)]
    said = {f.slot for f in fills if f.subject == "user"}
    if "role" in said:
        return fills
    for found in [*_NOUN_PHRASE.finditer(plain), *_BARE_PHRASE.finditer(plain.strip())]:
        role = _role_of(found, plain)
        if role is None:
            continue
        added = [Fill("role", role)]
        org = _org_after(plain, found.end())
        if org is not None and "employer" not in said:
            added.append(Fill("employer", org))
        return fills + added
    return fills


_WORK_IN_AS: Final = re.compile(
    r"\bi (?:currently |now |still |also )?work(?:ed)? (?:in|at|for) "
    r"(?P<place>(?:[\w&'.-]+ ){1,4}?)as an? ",
    re.IGNORECASE,
)
""""I work in <place or field> as a <job>": the job is what follows "as"."""


def _place_of_work(fill: Fill, text: str) -> bool:
    """A role read from the place or field of "I work in X as a Y" (role X): Y is the job."""
    if fill.slot != "role" or fill.subject != "user":
        return False
    found = _WORK_IN_AS.search(text)
    return found is not None and fill.value.lower() in found["place"].lower()


def _role_of(found: re.Match[str], text: str) -> str | None:
    """The role a match names, or None when its clause is unreal, asked or not a job."""
    before = text[: found.start()].lower().split()
    if before and before[-1].strip(",;:") in _BLOCKED_BEFORE:
        return None
    if len(before) > 1 and " ".join(before[-2:]) in ("what if", "as if", "even if", "as though"):
        return None
    if _asked(text, found.end()):
        return None
    words = found["np"].split()
    if not job_head(words[-1]) and not (_work_frame(found) and _open_head(words[-1])):
        return None
    for word in words[:-1]:
        low = word.lower()
        if low in _NOT_MODIFIERS or low in w.HOW_GOOD or en_pos.function_word(low):
            return None
        if not (word.islower() or (word.isupper() and len(word) <= 5)) or low in w.FIRST_PERSON:
            return None
    return " ".join(words)


_WORK_FRAME: Final = re.compile(
    r"\bwork(?:ed)?\b.*\bas$|\b(?:working|employed)\s+as$|\bjob as$|\bjob(?: title)? is$",
    re.IGNORECASE,
)
"""A frame that says the noun after it is a job ("I work as a", "employed as", "my job is")."""
NOT_OPEN_HEADS: Final = frozenset(
    """team unit pair group whole family one part kind sort bit lot slave dog horse machine
    robot charm clock volunteer favour favor rule joke""".split()
)
"""Nouns a work frame takes that name no job ("we work as a team", "works like a charm")."""

WORKED_PASTIMES: Final = frozenset(
    """diver rower skier snowboarder surfer climber cyclist swimmer runner angler streamer
    gamer player lifter collector walker rider""".split()
)
"""Pastime words that are a trade when one works as one ("work as a diver", "a dog walker")."""


def _work_frame(found: re.Match[str]) -> bool:
    """True when the phrase follows a frame that makes any noun a job (see `_WORK_FRAME`)."""
    frame = found.group(0)[: found.start("art") - found.start()].strip()
    return _WORK_FRAME.search(frame) is not None


def _open_head(word: str) -> bool:
    """True for a lower-case common noun that may head a job after a work frame ("a ferry
    captain", "a saturation diver"): not kin, a state, or a word for working together."""
    if not word.islower() or not word.isalpha() or word in NOT_OPEN_HEADS:
        return False
    if word in NOT_JOBS and word not in WORKED_PASTIMES:
        return False  # "work as a parent": kin or a state, never a trade
    return en_pos.tag(word) in ("NN", "")


def _asked(text: str, end: int) -> bool:
    """True when the clause of the match ends in a question mark before any other break."""
    rest = re.search(r"[?.!,;—–]", text[end:])
    return rest is not None and rest.group(0) == "?"


def _org_after(text: str, end: int) -> str | None:
    """The organisation named right after a role with for/at/with ("... buyer for Liberty")."""
    found = _ORG_AFTER.match(text, end)
    if found is None:
        return None
    org = re.sub(r"\s+(?:of|de|&|\+)$", "", found["org"])
    first = org.split()[0].lower()
    if first in _NOT_ORGS or org.lower() in w.PLACES or org.lower() in w.LANGUAGES:
        return None
    return None if names_a_person(org) else org


_CHAT: Final = frozenset("rn atm tbh lol haha btw".split())


def _doing_now(fill: Fill, text: str) -> bool:
    """A role that is one -ing word said right after "I'm" ("im driving rn"): what the user
    is doing now, not a job."""
    if fill.slot != "role" or fill.subject != "user":
        return False
    first, *rest = fill.value.split()
    if not first.endswith("ing") or any(word.lower() not in _CHAT for word in rest):
        return False  # "driving rn": "rn" is "right now" here, not a registered nurse
    said = rf"(?i)\bi\s*'?m\s+(?:just\s+|currently\s+)?{re.escape(first)}\b"
    now = rf"(?i)\b{re.escape(first)}\s+(?:rn|right now|atm|at the moment)\b"  # h36a
    return (
        value_patterns.search(said, text) is not None
        or value_patterns.search(now, text) is not None
    )


_WORK_VERBS: Final = (
    r"work|bake|clean|code|cook|drive|deliver|design|teach|tutor|write|edit|report|freelance"
    r"|consult|temp|serve|bartend|program|develop|engineer|research|lecture|practi[sc]e|nurse"
    r"|intern|sell|waitress|haul|fly|illustrate|photograph|translate|cater|coach|lifeguard"
    r"|nanny|babysit|tend bar|wait tables|do shifts|pull shifts"
)
"""Verbs of a trade one does for an employer (kept as data; a pastime verb is not one)."""
_OWN_VERBS: Final = r"run|own|co-own|manage"
"""Verbs of owning or running a business, said with its name."""
_WORK_ADVERBS: Final = (
    r"(?:(?:nights|days|weekends|evenings|mornings|shifts|part-time|full-time|part time"
    r"|full time|remotely|mostly|mainly|now|currently|still|there|freelance|casually)\s+){0,2}"
)
_ORG_NAME: Final = r"(?P<org>[A-Z][\w&'.+-]*(?:\s(?:[A-Z][\w&'.+-]*|&|\+|of|de)){0,4})"
_BUSINESSES: Final = (
    r"business|company|shop|store|bakery|café|cafe|truck|salon|studio|firm|agency|practice"
    r"|restaurant|bar|pub|farm|garage|clinic|boutique|brewery|gallery|bookshop|bookstore"
)
"""Nouns of a business one runs, named after a comma ("a landscaping business, Green Acres")."""
_DESCRIBED: Final = (
    r"(?:a|an|this|that|the|our|my)\s+(?:[\w&'-]+\s+){0,3}?"
    r"(?:(?:called|named)\s+|(?<=\s)(?i:" + _BUSINESSES + r"),\s+(?:the\s+)?)" + _ORG_NAME
)
_TRADE_ORG: Final = re.compile(
    r"(?i:\bi\s+(?:now\s+|currently\s+|also\s+|mostly\s+|mainly\s+|still\s+|just\s+)?"
    r"(?:(?:" + _WORK_VERBS + r")(?:s|es)?)\s+" + _WORK_ADVERBS + r"(?:for|at|with)\s+)"
    r"(?:" + _DESCRIBED + r"|(?i:the\s+)?" + _ORG_NAME.replace("org", "bare") + r")"
)
_CLAUSE_GOES_ON: Final = re.compile(
    r"\s+(?:is|are|was|were|does|do|did|has|have|had|will|can|gets?|says?|keeps?|makes?)\b"
    r"|\s+(?!across\b)[a-z]+s\b"
)
"""A verb right after a name said after a comma: the name opens a clause of its own."""
_OWN_ORG: Final = re.compile(
    r"(?i:\b(?:i|we)\s+(?:now\s+|also\s+|actually\s+)?(?:" + _OWN_VERBS + r")\s+)" + _DESCRIBED
)


def trade_employer(text: str, fills: list[Fill]) -> list[Fill]:
    """The employer named after a verb of a trade with for/at/with ("I bake at this bakery
    named Crumb", "I freelance for the Guardian") or after running or owning a business
    with its name ("I run a little candle shop called Wick & Wren"), when no frame read one;
    the business's description is then no project."""
    if any(f.slot == "employer" and f.subject == "user" for f in fills) or "?" in text:
        return fills
    plain = text.replace("’", "'")
    found = _TRADE_ORG.search(plain) or _OWN_ORG.search(plain)
    if found is None or _unreal_before(plain[: found.start()]):
        return fills
    if "," in found.group(0) and _CLAUSE_GOES_ON.match(plain, found.end()):
        return fills  # "I run a bakery, Tuesdays are busy": a clause of its own, no name
    org = re.sub(r"\s+(?:of|de|&|\+)$", "", found["org"] or found.groupdict().get("bare") or "")
    if not org or org.split()[0].lower() in _NOT_ORGS or org.lower() in w.PLACES:
        return fills
    if names_a_person(org):
        return fills  # "I cook for Mom on Sundays": a person is no employer
    if org.lower() in w.LANGUAGES:
        return fills
    kept = [f for f in fills if not (f.slot == "project" and org in f.value)]
    return [*kept, Fill("employer", org)]


def _unreal_before(before: str) -> bool:
    """True when the words before a clause make it unreal or reported ("if I ran ...")."""
    words = before.lower().split()
    return bool(words) and words[-1].strip(",;:") in _BLOCKED_BEFORE


def role_after_comma(fill: Fill, text: str) -> Fill:
    """A role read across a comma of a bio ("Sven here, drummer", "Tomasz Wójcik, beekeeper
    and data engineer"): the words after the last comma, when they end in a job noun."""
    if fill.slot != "role" or fill.subject != "user" or "," not in text:
        return fill
    words = fill.value.split()
    said = r"[\s,]+".join(re.escape(word) for word in words)
    found = value_patterns.search(said, text, re.IGNORECASE)
    if found is None or "," not in found.group(0):
        return fill
    after = found.group(0).rsplit(",", 1)[1].split()
    if not after or not job_head(after[-1].lower()):
        return fill
    return Fill("role", " ".join(after), fill.subject, fill.action, fill.kind, extra=fill.extra)


_COMMA_ORG: Final = re.compile(
    r"\s*,\s*(?P<org>[A-Z][\w'’&.+-]*(?:\s+(?:[A-Z][\w'’&.+-]*|&|\+|of|de|on))*)\s*(?=$|[.,;!?)]|\s-)"
)
ORG_TAILS: Final = frozenset(
    """hospital hospitals clinic infirmary school academy university college council bank
    trust group ltd ltd. inc inc. llc plc co co. corp corp. company foundation institute
    centre center library museum np airways airlines shipping logistics partners studio
    studios labs lab solutions systems services authority agency police fire ministry
    department dept nhs""".split()
)
"""Last words of an organisation's name (St Mary's Hospital, Glacier NP, Acme Ltd)."""


def after_role(text: str, fills: list[Fill]) -> tuple[str, int] | None:
    """The text (curly apostrophes made straight) and where the user's role ends in it, when
    a role of the user's was read and no employer; else None."""
    mine = {f.slot: f for f in fills if f.subject == "user"}
    if "employer" in mine or "role" not in mine:
        return None
    plain = text.replace("’", "'")
    at = plain.lower().find(mine["role"].value.lower())
    return None if at < 0 else (plain, at + len(mine["role"].value))


def org_after_role_comma(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the organisation named right after the user's role and a comma, as a
    bio or a signature says it ("nurse, St Mary's", "park ranger, Glacier NP"), when no
    employer was read: the name ends the clause and has an organisation's shape (a
    possessive, a known employer, or a last word like Hospital, Ltd, NP); a person or a
    place alone is no employer."""
    after = after_role(text, fills)
    if after is None:
        return fills
    plain, end = after
    found = _COMMA_ORG.match(plain, end)
    if found is None or not _org_shaped(found["org"]):
        return fills
    org = found["org"]
    if org.endswith(".") and org.split()[-1].lower() not in _DOTTED:
        org = org[:-1]  # "Glacier NP.": the sentence's full stop
    return [*fills, Fill("employer", org)]


_DOTTED: Final = frozenset("co. inc. ltd. corp.".split())


def _org_shaped(name: str) -> bool:
    """True when a capitalised name has an organisation's shape (see `org_after_role_comma`)."""
    words = name.split()
    last = words[-1].lower()
    if names_a_person(name) or name.lower() in w.PLACES or words[0].lower() in _NOT_ORGS:
        return False
    possessive = len(words) >= 2 and last.endswith("'s")
    known = name.lower() in EMPLOYERS
    return known or possessive or last in ORG_TAILS or (words[-1].isupper() and len(words) >= 2)
