"""Who the user is and where they work, read in the loose SHAPES people type (issue 22, h36a).

Blind writers rarely say "I'm a nurse at Providence". They drop the article ("I am certified
strength coach"), the subject ("Been at Shopify since 2019", "Work nights at the Kroger DC"),
or the whole clause ("Staff eng @ Plaid", "Bass player, mostly session work", "Founder & CEO of
Kelpworks", "owner-operator now"). One reader of a PERSON noun phrase (optional determiner,
modifiers, a head known to the job lexicons or shaped like a doer, or a title abbreviation such
as dev, eng, PM, RN) and one reader of an ORGANISATION (a capitalised span with acronyms, "&",
"+", ".com") are shared by every shape below:

- a role fragment that opens a sentence or follows a comma of the user's own bio
  ("Senior PM @ Ferns", "ER nurse here", "..., owner-operator now", "X turned Y");
- a subjectless work clause: a clause with no subject in a user's message is about the user
  unless an earlier clause of the sentence named someone else ("Been at Shopify since 2019",
  "hauling for Werner", "moved here for a job at Rivian");
- names in loose shapes ("irl it's Marcus", "Marcus btw", "i'm sam, new dad", "- Tom" at the
  end of a message);
- tools used in passing as skills ("I mostly live in Excel and SQL", "I do my edits in
  DaVinci", "I use Ableton", "i know rust, zig and a bit of ocaml").

Nothing is read from a question, a wish or a clause whose subject is someone else; every
shape only adds a slot the sentence's frames left empty.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_pos, job_heads, value_patterns
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.en_read import place_strict
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.occupations import TITLE_ABBREVIATIONS, occupation
from memstream.processors.grammar.tokens import Clause, is_word, tokens_of

TITLES: Final = TITLE_ABBREVIATIONS

_OWNERS: Final = frozenset("owner-operator co-owner owner-driver self-employed".split())
"""Hyphenated job words no suffix reveals."""

_NOT_MODIFIERS: Final = frozenset(
    """big huge total real true proper die-hard lifelong serial chronic heavy light picky good
    bad great terrible decent avid keen casual occasional former ex would-be aspiring wannabe
    future retired recovering weekend hobby amateur natural born team night morning early
    late i my your his her their our the a an this that some any no not""".split()
)
"""Modifiers that make a person noun a taste, a state or not a current job ("big fan")."""

_HEADS_WITH_KIND: Final = frozenset("host owner-operator hand".split())
"""Heads that name a job only with a kind before them ("B&B host", "ranch hand")."""
_YEAR_OF: Final = re.compile(
    r"(?i)(?:first|second|third|fourth|fifth|sixth|final|1st|2nd|3rd|[4-9]th)-year"
)
_JOKE_TITLES: Final = frozenset(
    """professional chief head full-time certified expert master resident official
    world-class""".split()
)
"""Modifiers that make a joke of a made-up doer ("professional napper", "chief snacker")."""
_DETERMINERS: Final = frozenset("a an".split())


_NOT_DOERS: Final = frozenset(
    """letter better matter butter bitter litter shutter gutter hammer summer winter corner
    paper water number answer order border powder ladder rubber sweater poster error mirror
    terror horror""".split()
)
"""Nouns in -er that look like a verb's doer and are things ("cover letter")."""


def _lexical(low: str) -> bool:
    """True for a job word a lexicon lists (not one read by its shape)."""
    last = low.rsplit("-", 1)[-1]
    return any(x in w.ROLE_HEADS or occupation(x) or x in TITLES for x in (low, last))


def _doer(low: str) -> bool:
    """True for a lexicon job or a doer noun made of a verb ("buyer", "assessor", "hauler"):
    a fragment has no verb to vouch for it, so "answer", "letter" or "boulder" are no job."""
    if low in w.ROLE_HEADS or occupation(low) or low in TITLES or low in _OWNERS:
        return True
    if low in _NOT_DOERS:
        return False
    if low.endswith(("ist", "ian", "eer")):
        return len(low) >= 7 and job_heads.job_head(low)
    for stem in (low[:-2], low[:-1], low[:-3]):
        if len(stem) >= 3 and low.endswith(("er", "or")) and en_pos.tag(stem).startswith("VB"):
            return job_heads.job_head(low)
    return False


def _head(word: str) -> bool:
    """True when a word can end a person noun phrase naming a job."""
    low = word.lower()
    if low in w.EDITORS or low in w.TECH or low in w.LANGUAGES or low in _PEOPLES:
        return False  # "Lithuanian, working as a mover": where one is from, no job
    if low in TITLES and (word.isupper() or word.islower() or len(low) > 2):
        return True
    if low in _OWNERS:
        return True
    if low in job_heads.NOT_JOBS:
        return False
    return _doer(low) and low.rsplit("-", 1)[-1] not in job_heads.NOT_JOBS


_PEOPLES: Final = w.PEOPLES
"""Peoples said of oneself ("Nigerian, living in Leeds"): where one is from, no job."""


def _modifier(word: str, first: bool) -> bool:
    """True for a word that may stand before a job head ("senior", "ICU", "night-shift")."""
    low = word.lower()
    if low in _NOT_MODIFIERS or low in w.HOW_GOOD or low in w.FIRST_PERSON:
        return False
    if not re.fullmatch(r"[A-Za-z][\w/&-]*", word) or en_pos.function_word(low) or low == "im":
        return False
    if word.islower() or (len(word) <= 5 and any(c.isupper() for c in word[1:])):
        return True  # "ICU", "PhD", "MSc"
    if low in w.PLACES or low in w.LANGUAGES:
        return False  # "Melbourne barista here": the place is where, not part of the job
    return first and word[:1].isupper() and word[1:].islower()


def person_phrase(words: list[str]) -> str | None:
    """The job a run of words names as a whole person noun phrase, or None: an optional
    determiner, up to three modifiers and a job head ("Senior PM", "certified strength coach",
    "founder & CEO"); the first word loses a capital that only starts the sentence."""
    if words and words[0].lower() in _DETERMINERS:
        words = words[1:]
    if not words or len(words) > 6:
        return None
    if "&" in words or "and" in words:
        cut = words.index("&") if "&" in words else words.index("and")
        left, right = person_phrase(words[:cut]), person_phrase(words[cut + 1 :])
        if left is None or right is None:
            return None
        return f"{left} {words[cut]} {right}"
    last = words[-1].lower()
    played = len(words) > 1 and (
        (last == "player" and words[-2].lower() in w.INSTRUMENTS) or last in _HEADS_WITH_KIND
    )
    if len(words) > 4 or not (_head(words[-1]) or played):
        return None
    if not all(_modifier(word, i == 0) for i, word in enumerate(words[:-1])):
        return None
    lexical = _lexical(words[-1].lower())
    if not lexical and {x.lower() for x in words[:-1]} & _JOKE_TITLES:
        return None  # "professional napper", "chief snacker": a joke title
    if len(words) == 1 and words[0].lower() in ("head", "lead", "senior", "junior"):
        return None
    while len(words) > 1 and _YEAR_OF.fullmatch(words[0]):
        words = words[1:]  # "third-year PhD student": the year is no part of the job
    first = words[0]
    if first[:1].isupper() and first[1:].islower() and len(words) > 1:
        words = [first.lower(), *words[1:]]
    elif len(words) == 1 and first[:1].isupper() and first[1:].islower():
        words = [first.lower()]
    return " ".join(words)


_ORG: Final = (
    r"(?P<org>(?:[A-Z][\w'.+-]*|\d[\w-]*[A-Za-z][\w-]*)"
    r"(?:\s(?:[A-Z][\w'.+-]*|&|\+|of|de|and(?=\s[A-Z]))){0,4})"
)
_ORG_AT: Final = re.compile(r"(?:the\s+)?" + _ORG)
_NOT_ORGS: Final = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december christmas easter i i'm im
    ok okay lol btw tbh covid""".split()
)


def organisation(text: str, at: int) -> str | None:
    """The organisation named at a position ("the Kroger DC", "Hollis & Grey", "Plaid"),
    not a day, a place, a language or a pronoun."""
    found = _ORG_AT.match(text, at)
    if found is None:
        return None
    org = re.sub(r"(?:\s+(?:of|de|&|\+|and))+$", "", found["org"]).rstrip(".'")
    if found["org"].endswith("'") and not org.endswith("s"):
        org = found["org"]
    low = org.lower()
    if low.split()[0] in _NOT_ORGS or low in w.PLACES or low in w.LANGUAGES:
        return None
    if low in w.TIMEZONE_ABBREVIATIONS or low in TITLES or low in w.TECH or low in TOOLS:
        return None
    return org


_BREAK: Final = re.compile(r"\s*(?:[.;!\n]+|,|\s[—–]\s|\s-\s|:)\s*")
_OTHER_SUBJECT: Final = re.compile(
    r"(?i)\b(?:he|she|they|he's|she's|they're|his|her|their)\b|\bmy\s+(?!own\b)"
    r"(?:\w+)\s+(?:is|was|works|does|has)\b|\b(?:my|our)\s+(?:\w+\s+)?(?:"
    + "|".join(sorted(w.RELATIONS, key=len, reverse=True))
    + r")\b"
)
_UNREAL: Final = re.compile(
    r"(?i)\b(?:if|wish|would|could|want|wanna|wants|hope|hoping|maybe|might|someday|one day"
    r"|dream|dreaming|thinking about|considering|planning|plan to|going to be|gonna be|not|never"
    r"|don't|didn't|wasn't|isn't|no longer|used to|ex-|former|formerly|retired|quit|left)\b"
)
_FILLERS: Final = (
    r"(?:(?:so|well|ok|okay|yeah|and|also|oh|anyway|hi|hey|hello|currently|now|still|btw"
    r"|fwiw|fyi|basically|full-time|part-time|day job|by day|proud)\b\W{0,2}\s*)*"
)
_FRAGMENT: Final = re.compile(
    r"(?i:^"
    + _FILLERS
    + r"(?:(?:i've\s+|ive\s+)?been\s+(?=an?\s))?)(?P<np>[\w&/'-]+(?:\s[\w&/'-]+){0,5}?)"
    r"(?P<tail>\s*$|\s+(?i:here|now|these days|by trade|by profession|\d+\s*(?:yrs?|years?)"
    r"(?:\s\w+)?)\s*$|\s*@\s*"
    r"|\s+(?i:at|for|with|of)\s+(?![\d]|(?i:noon|night|home|the moment|\w+day)\b)"
    r"|\s+(?i:in)\s+(?=(?:the\s+)?[A-Z])"
    r"|\s+(?i:turned)\s+)"
)
_MINE: Final = re.compile(r"(?i)\b(?:i|i'm|im|i've|me|my(?! \w+ is\b))\b")
_QUOTE: Final = re.compile(r"[\"“”]|\b(?:says?|said|writes|wrote|asks?|asked)\b")
_BIO_GOES_ON: Final = re.compile(r"\s*,\s*(?i:mostly|mainly|plus|\w+ing\b|\d+\s*(?:yrs?|years?)\b)")
"""What may follow a role said alone in a bio ("Bass player, mostly session work",
"owner-operator, hauling reefers")."""
_TURNED: Final = re.compile(r"(?i)\bturned\s+(?P<np>.+)$")


_NEUTRAL: Final = frozenset(
    """hi hey hello hiya yo gm morning evening all everyone folks there ok okay so well yeah
    anyway thanks ugh oh quick intro about me update context""".split()
)
_OTHER_START: Final = frozenset("the this that these those our your a an".split())


def _owned_before(before: str) -> bool:
    """True when no clause before a subjectless one names someone else: each is the user's
    (a first-person word, a verb first, a name intro), a greeting or filler, or a fragment;
    one that opens with a determiner or a possessive names someone else ("The supplier's rep,
    Giles, works for ...": Giles works there, not the user)."""
    if _OTHER_SUBJECT.search(before):
        return False
    for clause, _, _ in _fragments(before):
        words = re.findall(r"[\w'&-]+", clause)
        if not words or set(x.lower() for x in words) <= _NEUTRAL:
            continue
        lows = {x.lower() for x in words}
        if lows & {"i", "i'm", "im", "my", "me", "i've", "name's"}:
            continue
        first = words[0]
        if first.lower() in _OTHER_START or "'s" in clause.split()[0]:
            return False
    return True


def _fragments(text: str) -> list[tuple[str, str, int]]:
    """(clause, whole text, offset) for each clause of the sentence, in order."""
    parts: list[tuple[str, str, int]] = []
    start = 0
    for found in _BREAK.finditer(text):
        parts.append((text[start : found.start()], text, start))
        start = found.end()
    parts.append((text[start:], text, start))
    return [(clause, whole, at) for clause, whole, at in parts if clause.strip()]


def _laughs(text: str) -> bool:
    """True when the sentence laughs or jokes ("professional napper here lol")."""
    low = text.lower()
    return any(
        value_patterns.search(rf"(?<!\w){re.escape(laugh)}", low) for laugh in w.LAUGHS
    ) or any(joke in low for joke in w.JOKES)


def roles(text: str) -> list[Fill]:
    """The role (and the organisation named after it) of a role fragment: a clause that is a
    person noun phrase alone, "here", "now", "@ Org", "at/for/with/of Org", "X turned Y"."""
    if "?" in text or _UNREAL.search(text) or _QUOTE.search(text) or _laughs(text):
        return []  # a fragment of a question, a wish or a quote is not a bio line
    if _OTHER_SUBJECT.search(text) and not _MINE.search(text):
        return []  # "Retired teacher, my dad": his job
    for clause, whole, at in _fragments(text):
        if not _owned_before(whole[:at]) or _UNREAL.search(clause) or "?" in clause:
            continue
        if whole[at + len(clause) :].lstrip().startswith(":"):
            continue  # "Error:", "editor:": a label or a key, not a job
        found = _FRAGMENT.match(clause)
        if found is None:
            continue
        tail = found["tail"].strip().lower()
        rest = re.findall(r"[A-Za-z']+", clause[found.end() :])
        if any(en_pos.tag(word) in ("VBD", "VBZ") for word in rest):
            continue  # "pilot at my old school gave a talk": the subject of a verb, a person
        if tail == "" and not _BIO_GOES_ON.match(whole[at + len(clause) :]):
            continue  # a noun phrase alone ("Plumber."): an answer, a label or an address
        phrase = person_phrase(found["np"].split())
        if phrase is None:
            continue
        if tail == "turned":
            later = _TURNED.search(clause)
            turned = person_phrase(later["np"].split()) if later else None
            phrase = turned or phrase
        added = [Fill("role", phrase)]
        if tail in ("@", "at", "for", "with", "of", "on"):
            org = organisation(clause, found.end())
            if org is not None:
                added.append(Fill("employer", org))
        if tail == "in":  # g57e: "Nurse in Leeds.", "Data analyst in Lagos, two kids": home
            after = Clause(tokens_of(clause[found.end() :]))
            added += [
                Fill("home_location", v)
                for v, end in place_strict(after, 0, 0)[:1]
                if not [t for t in after.tokens[end:] if is_word(t)]
            ]
        return added
    return []


_WORK_VERB: Final = (
    r"(?:work(?:s|ing|ed)?|haul(?:s|ing)?|driv(?:e|es|ing)|intern(?:s|ing)?|temp(?:s|ing)?"
    r"|contract(?:s|ing)?|freelanc(?:e|es|ing)|consult(?:s|ing)?|teach(?:es|ing)?"
    r"|nurs(?:e|es|ing)|cook(?:s|ing)|bartend(?:s|ing)?|wait(?:s|ing)? tables"
    r"|run(?:s|ning)? (?:\w+ )?loads|clean(?:s|ing)?|deliver(?:s|ing)?|lectur(?:e|es|ing)"
    r"|cod(?:e|es|ing)|engineer(?:s|ing)?|design(?:s|ing)?|writ(?:e|es|ing)|report(?:s|ing)?"
    r"|program(?:s|ming)?|serv(?:e|es|ing)|employed|based)"
)
_WHEN: Final = (
    r"(?:(?:nights|days|weekends|evenings|mornings|shifts|part-time|full-time|part time"
    r"|full time|remotely|mostly|mainly|now|currently|still|there|freelance|casually|as \w+"
    r"(?: \w+)?|for (?:a|the) (?:living|while)|(?:over|out|down|up)(?= at))\s+){0,3}"
)
_SUBJECTLESS: Final = re.compile(
    r"(?i:^" + _FILLERS + r"(?:(?:now|currently|still|also|mostly|just|been)\s+)?)"
    r"(?:(?i:" + _WORK_VERB + r")\s+" + _WHEN + r"(?i:at|for|with|@)"
    r"|(?i:been\s+(?:at|with))(?=\s+(?:the\s+)?[A-Z][\w&'.+-]*(?:\s[A-Z][\w&'.+-]*)*"
    r"\s+(?:since|for|\d|now|going on)\b)"
    r"|(?i:(?:moved(?: here)?|relocated|came here)\s+for\s+(?:a|the|my)\s+(?:new\s+)?"
    r"(?:job|role|position|gig)\s+(?:at|with))"
    r"|\s*@)\s+"
)
_OWN: Final = (
    r"(?:now\s+|also\s+|actually\s+)?(?:own|run|co-own|founded|co-founded)\s+)"
    r"(?:(?i:a|an|the|my|our)\s+(?:[\w&'-]+\s+){0,3}?(?i:called|named)\s+)?(?=[A-Z])"
)
_OWNED: Final = re.compile(r"(?i:\b(?:i|we)\s+" + _OWN)
_OWNED_BARE: Final = re.compile(r"(?i:^\s*" + _FILLERS + _OWN)
"""A business one owns or runs, named ("I run Saltmarsh Ferments", "own a small gym named
Iron Orchard"): whom one works for."""
_TAUGHT: Final = re.compile(
    r"(?i:\bi\s+(?:now\s+|also\s+|mostly\s+)?(?:coach|teach|tutor|lecture\s+in|train)\s+)"
    r"(?:[\w&'-]+\s+){1,3}?(?i:at|for|with)\s+"
)
"""A subject taught at a place ("I coach CrossFit at Anvil Athletic"): the place employs."""
_SUBJECTED: Final = re.compile(
    r"(?i:\bi(?:'ve| have)?\s+(?:(?:now|currently|still|also|mostly|just|been)\s+)?)"
    r"(?:(?i:" + _WORK_VERB + r")\s+" + _WHEN + r"(?i:at|for|with|@)"
    r"|(?i:(?:moved(?: here)?|relocated|came here)\s+for\s+(?:a|the|my)\s+(?:new\s+)?"
    r"(?:job|role|position|gig)\s+(?:at|with)))\s+"
)


def employers(text: str) -> list[Fill]:
    """The organisation a subjectless work clause names ("Been at Shopify since 2019", "Work
    nights at the Kroger DC", "hauling for Werner"), or an "I ..." one whose verb the frames
    do not know ("I haul for Werner", "I've been driving for Schneider")."""
    for clause, whole, at in _fragments(text):
        if _UNREAL.search(clause) or "?" in clause:
            continue
        found = _SUBJECTED.search(clause) or _TAUGHT.search(clause) or _OWNED.search(clause)
        if found is None and _owned_before(whole[:at]):
            found = _SUBJECTLESS.match(clause) or _OWNED_BARE.match(clause)
        if found is None:
            continue
        org = organisation(clause, found.end())
        if org is not None:
            return [Fill("employer", org)]
    return []


_NAME: Final = r"(?P<v>[A-Z][a-z'-]+(?:\s[A-Z][a-z'-]+)?)"
_NAME_SHAPES: Final = (
    re.compile(r"(?i:\b(?:irl|in real life|offline|my real name is|real name'?s)\s+"
               r"(?:it'?s\s+|i'?m\s+)?)"
               + _NAME + r"(?=\s*(?:$|[,.;:!—)]|\s))"),
    re.compile(r"^\s*" + _NAME + r"(?i:,?\s+(?:btw|fyi|here btw|by the way))\b"),
    re.compile(r"(?:^|\n|[.!]\s+)\s*[-—–~]{1,2}\s*" + _NAME + r"\s*$"),
    re.compile(r"(?i:^(?:hi|hey|hello|hiya|yo)\W*\s*(?:its|it's|it is|this is)\s+)" + _NAME
               + r"(?=\s*(?:$|[,.;:!—]|\shere\b))"),
)  # fmt: skip
_LOWER_NAME: Final = re.compile(
    r"(?:^|[,.!]\s*)(?:hi|hey|hello|ok)?\W*\bi'?m\s+(?P<v>[a-z]{2,12}),"
)


def _name_word(word: str) -> bool:
    """True when a capitalised word reads as a person's name, not a verb, a kin word, a
    state or a common word ("Moved here", "Grandma here")."""
    low = word.lower()
    if low in w.NOT_NAMES or low in w.RELATIONS or low in _NOT_NAME_WORDS or low in w.PLACES:
        return False
    if job_heads.job_head(low) or low in TITLES:
        return False
    return en_pos.tag(word) in ("NNP", "") and en_pos.tag(low) in ("", "NNP")


_NOT_NAME_WORDS: Final = frozenset(
    """grandma grandpa granny nana mom mum dad mama papa auntie uncle me you everyone team
    anyone someone nobody sent regards thanks cheers love best""".split()
)


def names(text: str) -> list[Fill]:
    """The user's name said in a loose shape (see the module)."""
    for pattern in _NAME_SHAPES:
        found = pattern.search(text)
        if found is not None and all(_name_word(part) for part in found["v"].split()):
            return [Fill("name", found["v"])]
    lower = _LOWER_NAME.search(text)
    if lower is not None:
        word = lower["v"]
        if en_pos.tag(word) == "" and en_pos.tag(word.title()) == "NNP" and _name_word(word):
            return [Fill("name", word.title())]
    return []


TOOLS: Final[dict[str, str]] = {
    name.lower().replace("_", " "): name.replace("_", " ")
    for name in """Ableton Logic_Pro Pro_Tools FL_Studio Cubase Reaper DaVinci DaVinci_Resolve
    Final_Cut Final_Cut_Pro Premiere_Pro After_Effects QuickBooks Xero Canva Notion Procreate
    SketchUp Rhino Maya ZBrush Houdini Nuke Cinema_4D SPSS Stata Power_BI Looker Excel
    Google_Sheets Sheets Airtable Zapier Webflow Framer Sketch CapCut Lightroom Photoshop
    Illustrator InDesign Figma Blender AutoCAD SolidWorks Revit Tableau Unity Unreal Godot
    Jira""".split()
}
"""Applications people work in, by lower-case spelling (beyond `en_words.TECH`)."""
_TOOL_VERBS: Final = re.compile(
    r"(?i)\b(?:i|i'm|we)?\s*(?:mostly\s+|basically\s+|pretty much\s+)?(?:live|living|lives)\s+in\s+"
    r"|\b(?:i|we)\s+(?:mostly\s+|usually\s+|always\s+)?(?:do|did|make|cut|edit|mix|master"
    r"|build|model|draw|keep)\s+(?:(?:all\s+)?(?:my|the|our)\s+)?[\w-]+(?:\s[\w-]+)?\s+in\s+"
    r"|\b(?:i|we)\s+(?:mostly\s+|mainly\s+|also\s+|still\s+)?(?:use|run|work in)\s+"
    r"|\b(?:i|i've|i have)\s+(?:mostly\s+)?(?:written|wrote|built)\s+(?:it|them|this|that)\s+in\s+"
    r"|\b(?:writes?|writing|coding|code)\s+(?:mostly|mainly|in|mostly in)\s+"
    r"|\bi\s+(?:know|speak)\s+(?=[a-z])"
    r"|,\s*(?:mostly|mainly|all|largely)\s+(?:in\s+)?"
)


def _tool(word: str) -> str | None:
    """The tool or language a word or two names, as it is spelt."""
    low = word.lower()
    if low in w.EDITORS:
        return None
    if low in TOOLS:
        return TOOLS[low]
    if low in w.TECH and low not in ("c", "r", "go", "git") and (word != low or len(low) > 2):
        return w.TECH[low]
    return None


def skills(text: str) -> list[Fill]:
    """Tools and languages one works in, said in passing (see the module)."""
    if "?" in text or _UNREAL.search(text):
        return []
    found: list[Fill] = []
    for verb in _TOOL_VERBS.finditer(text):
        rest = text[verb.end() :]
        items = re.split(r"\s*(?:,|\band\b|&|/|\bplus\b)\s*", re.split(r"[.;!:—(]", rest)[0])
        for item in items[:5]:
            words = re.sub(r"^(?:a bit of|some|a little|mostly|also)\s+", "", item.strip()).split()
            if not words:
                break
            name = _tool(" ".join(words[:2])) if len(words) > 1 else None
            name = name or _tool(words[0])
            if name is None:
                break
            found.append(Fill("skill", name))
    return found


def _widened(fill: Fill, found: list[Fill], text: str) -> Fill:
    """A role the frames cut short, replaced by the whole phrase it is part of ("night-shift"
    of "Night-shift RN")."""
    if fill.slot != "role" or fill.subject != "user":
        return fill
    for role in found:
        turned = rf"(?i){re.escape(fill.value)}\s+turned\s+{re.escape(role.value)}"
        if role.slot == "role" and value_patterns.search(turned, text):
            return Fill("role", role.value, extra=fill.extra)  # "keeper turned B&B host"
        inside = value_patterns.search(rf"(?i)(?:^|\s){re.escape(fill.value)}(?:\s|$)", role.value)
        if role.slot == "role" and len(role.value) > len(fill.value) and inside:
            return Fill("role", role.value, extra=fill.extra)
    return fill


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role, employer, name and tools said in loose shapes added, each
    only when the sentence's frames left that slot empty (and no other subject owns it)."""
    plain = text.replace("’", "'")
    said = {f.slot for f in fills if f.subject == "user"}
    added: list[Fill] = []
    if "role" not in said:
        added += [f for f in roles(plain) if f.slot not in said]
    else:
        fills = [_widened(f, roles(plain), plain) for f in fills]
    if "employer" not in said and not any(f.slot == "employer" for f in added):
        added += employers(plain)
    if "name" not in said:
        added += names(plain)
    known = {f.value.lower() for f in fills if f.slot == "skill"}
    added += [f for f in skills(plain) if f.value.lower() not in known]
    unique: list[Fill] = []
    for fill in added:
        if fill not in unique and fill not in fills:
            unique.append(fill)
    return fills + unique


_CONTINUED_SLOTS: Final = frozenset("name role employer work_location skill project".split())
_FIRST_PERSON_WORD: Final = re.compile(
    r"(?i)\b(?:i|i'm|im|i've|i'd|i'll|me|my|mine|we|we're|our|us)\b"
)


def last_other(fills: list[Fill], before: str | None, opens_with_them: bool = False) -> str | None:
    """Whom a sentence was about when it was about someone else only (the subject of its
    facts about another person, with nothing said of the user but that person as a relation);
    None once a sentence says something of the user; else what held before."""
    others = [f.subject for f in fills if f.subject not in ("user", "someone")]
    mine = [f for f in fills if f.subject == "user" and f.slot != "relation"]
    if mine:
        return None
    kin = [f for f in fills if f.subject == "user" and f.slot == "relation"]
    if not others and kin and opens_with_them:
        others = [f"{kin[0].kind}:{kin[0].value}" if kin[0].value != kin[0].kind else kin[0].kind]
    return others[-1] if others else before


def opens_with_other(text: str) -> bool:
    """True when an English sentence opens with someone else as its subject ("My brother Jake
    plays ...", "Our neighbour Ruth is ...")."""
    opener = rf"(?i)\W*(?:so |and |well )?(?:my|our) (?:\w+ )?(?:{_KIN})\b"
    return re.match(opener, text) is not None


_KIN: Final = "|".join(sorted((re.escape(k) for k in w.RELATIONS), key=len, reverse=True))


def continued(fills: list[Fill], text: str, chinese: bool, other: str | None) -> list[Fill]:
    """A subjectless English sentence right after one about someone else goes on about that
    person ("My brother Jake is in a band. Drummer, mostly covers."): its work and identity
    slots are theirs, not the user's. A sentence with a first-person word is the user's."""
    if chinese or other is None or _FIRST_PERSON_WORD.search(text):
        return fills
    return [
        Fill(f.slot, f.value, other, f.action, f.kind, f.dates, f.terms, f.extra)
        if f.subject == "user" and f.slot in _CONTINUED_SLOTS
        else f
        for f in fills
    ]
