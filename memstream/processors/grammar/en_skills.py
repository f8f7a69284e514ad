"""English readers of the skills, languages, projects and goals group (issue 22).

What `en_read` does not read of this group: a skill named by its expert ("an Excel wizard"),
a skill done ("I can do video editing"), one learned whatever its case ("taught myself
calligraphy"), goals that go on past "less"/"more" ("drink less coffee"), languages listed
after a count ("I speak three languages: English, French and Arabic").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import en_objects as o
from memstream.processors.grammar import (
    en_pos,
    en_read,
    project_endings,
    skill_not_held,
    skill_signs,
    work_lists,
)
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.en_pos import function_word
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import Clause, Found, capitalized, join

_EXPERTS: Final = w.words(
    "wizard whiz whizz expert guru ninja pro master veteran specialist buff nerd geek"
)
"""What one is of a skill one is good at ("an Excel wizard", "a Python expert")."""
_EXPERT_LEAD: Final = w.words("a an total real bit of self-taught certified seasoned")


def expert(clause: Clause, index: int, start: int) -> Found:
    """ "I'm an Excel wizard", "I'm a certified Python expert": the skill named before the
    expert noun (a known technology or a capitalised name, one or two words)."""
    tokens = clause.tokens
    at = index
    while at < len(tokens) and tokens[at].lower() in _EXPERT_LEAD:
        at += 1
    for end in range(at + 1, min(at + 3, len(tokens))):
        if tokens[end].lower() not in _EXPERTS:
            continue
        words = tokens[at:end]
        known = all(t.lower() in w.TECH or capitalized(t) for t in words)
        if known and not any(t.lower() in w.LANGUAGES for t in words):
            return [(w.TECH.get(join(words).lower(), join(words)), end + 1)]
        return []
    return []


def learned(clause: Clause, index: int, start: int) -> Found:
    """ "taught myself calligraphy", "self-taught in Blender": a capitalised skill, or a
    short activity or subject (one to three words, not a person, pronoun or language);
    "taught myself to code": what one can do."""
    if index < len(clause.tokens) and clause.tokens[index].lower() == "to":
        return en_read.ability(clause, index + 1, 0)
    found = en_read.known(clause, index, start)
    if found:
        return found
    item = o.thing(clause.tokens, index, 4)
    if item is None or not _a_subject(item[0]):
        return []
    words = item[0].split()
    cut = next((i for i, t in enumerate(words) if i and t.lower() in _AFTER_SKILL), len(words))
    return [(join(words[:cut]), item[1])] if cut <= 3 else []


_AFTER_SKILL: Final = w.words("during in at since over when while after before from last this")


_NOT_SUBJECTS: Final = w.words(
    """a an the my his her their this that these those it them me you him us everything
    something anything nothing to how what why when where lot lots"""
)


def _a_subject(value: str) -> bool:
    """A skill or goal phrase: not led by an article or pronoun, naming no one, no language,
    nothing pointed at ("those places")."""
    said = value.lower().split()
    if said[0] in _NOT_SUBJECTS or set(said) & _POINTED:
        return False
    return not any(s in w.LANGUAGES or s in w.RELATIONS for s in said)


_POINTED: Final = w.words("this that these those it them there here")


def can_do(clause: Clause, index: int, start: int) -> Found:
    """ "I can do basic video editing": a gerund phrase done ("do the dishes" is a chore,
    "do Tuesday" a time: no skill)."""
    tokens = clause.tokens
    at = index
    while at < len(tokens) and tokens[at].lower() in _DO_LEAD:
        at += 1
    item = o.thing(tokens, at, 3)
    if item is None or start > 0:
        return []
    last = item[0].lower().split()[-1]
    return [item] if last.endswith("ing") and len(last) > 4 and _a_subject(item[0]) else []


_DO_LEAD: Final = w.words("basic some simple a bit of little decent advanced light")


TAUGHT_ME: Final = re.compile(r"\b(?:taught|showed) me (?:how )?to\b", re.IGNORECASE)
"""Someone taught the user to do something ("my dad taught me to sail"): the skill is the
user's, not the teacher's."""


def learned_how(clause: Clause, index: int, start: int) -> Found:
    """ "I learned to sail", "I know how to make tamales", "my dad taught me to weld": what
    one learned to do is a skill whatever its verb ("can" needs a verb of skill; learning
    does not), unless it is a way of being ("taught me to be patient", "never to give up")."""
    found = o.thing(clause.tokens, index, 6)
    if found is None or start > 0:
        return []
    words = found[0].split()
    cut = next((i for i in range(1, len(words)) if _learned_until(words, i)), len(words))
    words = words[:cut]  # "to sail from my dad", "to code at 40": what was learned
    if words[0].lower() in _NOT_LEARNED or words[0].lower().endswith(("ly", "ing")):
        return []
    if {t.lower() for t in words} & _NOT_LEARNED_OBJECTS:
        return []  # "taught me to trust myself", "learned to love it"
    return [(part.strip(), found[1]) for part in join(words).split(" and ") if part.strip()]


_LEARNED_UNTIL: Final = w.words(
    "from at when while during after before since last back as ago growing"
)
"""Words after what was learned that say from whom, when or how ("from my dad", "at 40")."""


def _learned_until(words: list[str], at: int) -> bool:
    """True where what was learned ends: a word of whom or when, or a named place ("to sail
    on the Solent", "to ski in Niseko")."""
    low = words[at].lower()
    named = words[at + 1 : at + 3]
    place = low in ("in", "on") and any(capitalized(t) for t in named if t.lower() != "the")
    return low in _LEARNED_UNTIL or place


_NOT_LEARNED: Final = w.words(
    """be not never always just also love like hate trust believe appreciate respect accept
    forgive value care listen stand fight say let live cope deal handle feel think give stay
    keep take stop fear worry ask look see find get go come put leave wait hope pray try
    enjoy embrace question doubt slow relax breathe smile laugh cry speak treat"""
)
"""First words of what one learns that name a way of being, not a skill ("to be patient",
"to let go", "to speak up"; a language spoken is read apart)."""
_NOT_LEARNED_OBJECTS: Final = w.words(
    "myself yourself himself herself themselves me you him her them it this that people"
)


def goal_on(clause: Clause, index: int, start: int) -> Found:
    """A goal phrase that goes on past "less" or "more" ("drink less coffee", "cook more at
    home"), read as `en_read.goal_vp` reads it otherwise."""
    found = en_read.goal_vp(clause, index, start)
    if not found:
        return []
    value, end = found[0]
    tokens = clause.tokens
    if end < len(tokens) and tokens[end].lower() in _MORE_LESS:
        rest = o.thing(tokens, end + 1, 4)
        tail = [tokens[end]] + ([rest[0]] if rest else [])
        value, end = f"{value} {join(tail)}", rest[1] if rest else end + 1
    return [] if value.lower() in _NOT_GOALS else [(value, end)]


_MORE_LESS: Final = w.words("less more fewer")
_NOT_GOALS: Final = w.words("hear help chat join meet read watch try")
"""What "I'd love to ..." offers or reacts with ("I'd love to hear more"), not a goal."""

_LISTED: Final = re.compile(
    r"\b(?:i|i'm|i am)\s+(?:(?:can\s+)?(?:speak|know|fluent in)\s+(?:\w+\s+)?languages?"
    r"|(?:\w+\s+)?(?:bilingual|trilingual|multilingual|quadrilingual|polyglot))\s*"
    r"(?:[:(—–-]|,\s*(?:namely|including)?)\s*(?P<list>[^.;!?)]+)",
    re.IGNORECASE,
)


def listed_languages(text: str) -> list[Fill]:
    """ "I speak three languages: English, French and Arabic": the languages listed after
    a count of them."""
    found = _LISTED.search(text)
    if found is None:
        return []
    items = [_item_languages(item) for item in _ITEMS.split(found.group("list")) if item.strip()]
    if not all(items):
        return []  # "English, emoji and silence": a joke, not a list of languages
    return [Fill("languages", name) for names in items for name in names]


_ITEMS: Final = re.compile(r",|\band\b|\bor\b|&|/", re.IGNORECASE)


def _item_languages(item: str) -> list[str]:
    """The languages one item of a list names ("a bit of French": French)."""
    words = re.findall(r"[A-Za-z]+", item)
    return [w.LANGUAGES[t.lower()] for t in words if t.lower() in w.LANGUAGES]


def goal_said(clause: Clause, index: int, start: int) -> Found:
    """ "My New Year's resolution is to read more", "my plan for this year is to save 10k":
    a goal noun after "my"/"our" (a plan only for a year), then what follows "is"."""
    tokens = [t.lower() for t in clause.tokens]
    lead = tokens[max(0, start - 4) : start]
    if not {"my", "our"} & set(lead) or set(lead) & _OTHERS_OWN:
        return []
    after = tokens[index : index + 5]
    if "is" not in after and "'s" not in after:
        return []
    at = index + min(after.index(k) for k in ("is", "'s") if k in after)
    between = tokens[index:at]
    if between and (between[0] not in _GOAL_WHEN or "," in between):
        return []  # "achieving our goals, which is awesome": no goal said
    if tokens[start] == "plan" and not _A_YEAR.search(" ".join(tokens[index:at])):
        return []  # "my plan for tonight is ...": a dated plan, read apart
    return goal_on(clause, at + 1, 0)


_GOAL_WHEN: Final = w.words("for this next in right at these")
_OTHERS_OWN: Final = w.words("his her their your")
_A_YEAR: Final = re.compile(r"\b(?:year|20\d\d|decade)\b")


def before_skill(clause: Clause, index: int, start: int) -> Found:
    """ "Public speaking is one of my strengths", "Learning to surf is on my bucket list":
    the phrase before the predicate, when it names no person or pronoun ("my wife is my
    strength")."""
    found = en_read.before(clause, index, start)
    return [f for f in found if _a_subject(f[0]) and f[0].lower() not in w.PEOPLE_WORDS]


_OFF_THE_GROUND: Final = re.compile(
    r"\b(?:i|i'm|we|we're|i am|we are)\b[^.;!?]{0,30}?\b(?:get|getting|got|gotten)\s+"
    r"(?:a|an|my|our)\s+(?P<x>[\w' -]{3,50}?)\s+off the ground\b",
    re.IGNORECASE,
)
_AT_IT: Final = re.compile(
    r"\b(?:i'm|i am|i've gotten|i've got|i got|getting)\s+(?:\w+\s+){0,2}?"
    r"(?:good|great|decent|solid|better|handy)\s+at\s+it\b",
    re.IGNORECASE,
)
_TOPIC: Final = re.compile(r"^\W*(?P<x>[a-z]+ing(?: [a-z'-]+){0,3}?) (?:is|are|was)\b", re.I)
_WHERE_DONE: Final = re.compile(
    r"\s+(?:at work|at my job|for work|on the side|in my spare time|every day|daily"
    r"|for (?:\w+ )?(?:years|months|decades|a decade|a while|ages)|since [\w ]+)$",
    re.I,
)


_PROJECT_LABEL: Final = re.compile(
    r"(?i)^\W*(?:my |our )?(?:(?:current|latest|new|weekend|side|pet|passion|personal|work)\s+)*"
    r"(?P<label>project|wip|epic)\s*[:—–-]\s*(?:a |an |my |our )?(?P<x>[\w' -]{3,80}?)\s*"
    r"(?:$|[.;!]|,|\bthat\b|\bwhich\b)"
)
"""A project said as a label ("side project: a home weather station", "current WIP: a fair
isle sweater", "EPIC: onboarding playbook ... owner = me")."""
_MINE: Final = re.compile(r"(?i)\b(?:owner|assignee|lead|owned by|assigned to)\s*[:=]?\s*me\b")
"""A ticket's owner said to be the user: a ticket label is a project of the user's only so."""


def labelled_project(text: str) -> list[Fill]:
    """A project said as a label (`_PROJECT_LABEL`); a ticket's (EPIC) only when its owner is
    the user; none in a question."""
    found = _PROJECT_LABEL.match(text)
    if found is None or "?" in text:
        return []
    if found["label"].lower() == "epic" and _MINE.search(text) is None:
        return []
    return [_project_cut(Fill("project", found["x"].strip()))]


_NOT_MADE: Final = w.words(
    """email e-mail emails letter letters message messages text texts note notes reply
    response comment comments commit review reviews post tweet list lists cheque check
    card cards caption complaint request prompt question answer dinner lunch breakfast
    brunch supper meal snack sandwich salad soup curry stew pasta pizza cake cookies coffee
    tea smoothie bed mess mistake call reservation appointment speech toast eulogy resume
    résumé cv bio"""
)
"""What one writes or makes in passing (an email, dinner, a booking), not a project."""


_RESEARCH_ROLE: Final = re.compile(
    r"(?i)\b(?:phd|ph\.d\.?|doctoral|postdoc|post-doc|researcher|research (?:fellow|assistant)"
    r"|grad student|graduate student|master's student|lab|\w+ologist|scientist|academic"
    r"|professor|lecturer)\b"
)
_WORKING_ON: Final = re.compile(
    r"(?i)\b(?:working|work) on (?P<x>(?!(?:a|an|the|my|our|it|this|that|some|stuff|things|"
    r"weekends?|weekdays?|saturdays?|sundays?|mondays?|nights?|holidays?|shifts?|call)\b)"
    r"[A-Za-z][\w'-]*(?: (?!(?:and|but|at|for|with|since|which|so|because|while|when|as|i)\b)"
    r"[\w'-]+){0,5})"
)
"""A research topic named bare after "working on" ("working on battery chemistry")."""
_THESIS_ON: Final = re.compile(
    r"(?i)\bmy (?:(?:phd|master's|masters|doctoral|senior|honours|honors|undergrad) )?"
    r"(?P<n>thesis|dissertation|capstone|monograph|research) (?:is|'s) (?:on|about) "
    r"(?P<x>[\w'-]+(?: (?!(?:and|but|trying|which|so|because|while|at|for)\b)[\w'-]+){0,5})"
)
"""A thesis said by what it is on ("my dissertation is on code-switching in ...")."""


_OTHERS_BEFORE: Final = re.compile(
    r"(?i)\b(?:he|she|they|he's|she's|they're|who|is|are|was|were|you|you're)\s+\S*\s*$"
)
"""Someone else before "working on" ("my brother is working on ..."): not the user's."""


def researched(text: str) -> list[Fill]:
    """What a researcher works on, named bare after "working on" when the sentence names a
    research role ("a PhD student at MIT working on battery chemistry"), and a thesis said
    by what it is on ("my dissertation is on X" → "dissertation on X")."""
    found = []
    if _RESEARCH_ROLE.search(text) and "?" not in text:
        found += [
            Fill("project", m["x"])
            for m in _WORKING_ON.finditer(text)
            if not _OTHERS_BEFORE.search(text[max(0, m.start() - 20) : m.start()])
        ]
    found += [Fill("project", f"{m['n']} on {m['x']}") for m in _THESIS_ON.finditer(text)]
    return found


_MADE_BEFORE: Final = re.compile(
    r"(?i)\b(?:a|an|the|this|that)\s+(?P<x>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:that\s+|which\s+)?"
    r"(?:i'm|i am|i've been|we're|we are|me and \w+ are)\s+(?:currently\s+|still\s+|now\s+)?"
    r"(?:building|writing|making|developing|coding|designing|restoring|knitting|sewing|working on)"
    r"\b(?!\s+(?:it|this|that|them)\b)"
)
"""A project named before the making clause about it ("a bird-call recognizer I'm building
for my grandad", "the cabin we're building")."""
_ON_PROJECT: Final = re.compile(
    r"(?i)\b(?:i'm|i am|we're)\s+(?:now\s+)?(?:on|running|leading|heading)\s+(?:a|an|the|my|our)"
    r"\s+(?P<x>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+project\b"
)
"""A project said by the project one is on ("I'm on a Luganda phrasebook project now")."""


_SO_I_CAN: Final = re.compile(
    r"(?i)\b(?:learning|teaching myself|studying|practi[cs]ing|saving(?: up)?|training|working"
    r" (?:hard|on \w+))\b[^.;!?]{0,40}?\bso (?:that )?i (?:can|could) (?:finally |one day )?"
    r"(?P<x>[a-z][^,.;!?()]{2,40}?)(?=\s*(?:$|[,.;!?(]|\band\b|\bbut\b|\bone day\b))"
)
"""What one learns or saves for, said as a purpose ("teaching myself Japanese so I can read
manga raw"): the purpose is the goal."""


_WHEN_NOUNS: Final = w.words(
    """side moment meantime time day days weekend weekends evening evenings night nights
    minute while morning mornings week year end"""
)
"""Nouns of when or how before a making clause ("on the side I'm building", "at the moment
we're writing"): no thing made."""


_HELD: Final = re.compile(
    r"\b(?:[Ii](?:'ve| have)? (?:got|earned|passed|hold|have|completed|obtained|received|got"
    r" certified in)|[Gg]ot|[Ee]arned|[Pp]assed)\s+(?:my|a|an|the)\s+"
    r"(?P<x>[A-Z][A-Za-z0-9+&]*(?:\s+[A-Z][A-Za-z0-9+&]*){0,4})"
    r"(?P<cert>\s+(?:certification|certificate|cert|license|licence|qualification))?"
    r"(?=\s*(?:$|[,.;!—–(])|\s+(?:last|this|in|on|and|but|back|years?|so|today|yesterday)\b)"
)
"""A certificate one holds ("I have an AWS Solutions Architect certification", "got my PMP
last year", "I hold a CPA license"): what it certifies is a skill."""
_NOT_CERTIFIED: Final = (
    w.words(
        """phd ph.d mba ba bsc msc ma ms bs mres mphil bachelor's master's degree diploma ged i
    dbs covid uk us usa eu id ok job mri ct ecg ekg eeg pet scan x-ray ultrasound"""
    )
    | skill_signs.ADMISSION_TESTS
)
"""Degrees, checks and tests of a language or for admission: education or paperwork, not a
skill (a language test passed is the language's, read apart)."""


_ACRONYM: Final = re.compile(r"[A-Z][A-Z0-9+&]{1,5}")


def held_certificate(text: str) -> list[Fill]:
    """The skill a certificate held names: a capitalised name, no degree, place or language;
    or a licence or ticket named in lower case ("I've got a forklift licence")."""
    if "?" in text or re.search(r"(?i)\b(?:want|wanna|hope|trying|need|studying for)\b", text):
        return []
    found = skill_signs.en_licence(text)
    for m in _HELD.finditer(text):
        name = m["x"]
        if m["cert"] is None and not _ACRONYM.fullmatch(name):
            continue  # "I got a Tesla", "passed the Bar": no certificate said
        low = name.lower().split()
        if set(low) & _NOT_CERTIFIED or any(t in w.PLACES or t in w.LANGUAGES for t in low):
            continue
        if Fill("skill", name) not in found:
            found.append(Fill("skill", name))
    return found


_BETTER_AT: Final = re.compile(
    r"(?i)\bi(?:'m| am)\s+(?:\w+\s+){0,2}?better (?:at|with) "
    r"(?P<x>[a-z][\w'-]*(?:\s+[\w'-]+){0,3}?)"
    r"(?=\s+than\b|\s*(?:$|[,.;!?—–-])|\s+(?:and|but|now|these days|lately)\b)"
)
"""A skill said by comparison ("I'm better at latte art than at talking to people", "I'm
getting better at public speaking")."""


def better_at(text: str) -> list[Fill]:
    """The skill `_BETTER_AT` names; not a wish or a need ("I need to get better at ...")."""
    if "?" in text or re.search(r"(?i)\b(?:need|want|wish|should|have to|gotta)\b", text):
        return []
    return [Fill("skill", m["x"]) for m in _BETTER_AT.finditer(text) if _a_subject(m["x"])]


def purpose_goal(text: str) -> list[Fill]:
    """The goal `_SO_I_CAN` names; none in a question."""
    if "?" in text:
        return []
    return [Fill("goal", m["x"].strip()) for m in _SO_I_CAN.finditer(text)]


def project_named_before(text: str) -> list[Fill]:
    """The projects `_MADE_BEFORE` and `_ON_PROJECT` name; none in a question."""
    if "?" in text:
        return []
    found = [
        m["x"]
        for m in _MADE_BEFORE.finditer(text)
        if _a_subject(m["x"]) and m["x"].split()[-1].lower() not in _WHEN_NOUNS
    ]
    found += [m["x"] for m in _ON_PROJECT.finditer(text)]  # "a Luganda phrasebook project"
    return [Fill("project", x) for x in found if _named_thing(x)]


def _named_thing(value: str) -> bool:
    """A made thing's words: its last a noun, no pronoun or person among them."""
    words = value.lower().split()
    return not any(t in w.PEOPLE_WORDS or function_word(t) for t in words)


def ended_projects(ended: list[Fill], fills: list[Fill]) -> list[Fill]:
    """The project endings (`project_endings`) no other ending of the sentence already says."""
    said = " ".join(f.value.lower() for f in fills if f.slot == "ending")
    return [f for f in ended if f.value.lower() not in said]


def made_project(clause: Clause, index: int, start: int) -> Found:
    """What the user is making, said by its making verb with or without a subject ("I'm
    writing my memoirs", "restoring a '72 Datsun in my garage", "rigging a new Live2D
    model"); what is made in passing is dropped in `read`. A thing turned into another is
    said with its verb ("converting a van into a camper", "fine-tuning a small LLM")."""
    found = en_read.project(clause, index, start)
    if start == 0 and any(_said_of_it(clause, index, end) for _, end in found):
        return []  # "building a house costs a fortune": the doing talked about, no project
    verb = clause.tokens[index - 1] if index else ""
    if verb.lower() not in _CHANGE_VERBS:
        return found
    return [(f"{verb} {value.lstrip(chr(39) + ' ')}", end) for value, end in found]


def _said_of_it(clause: Clause, index: int, end: int) -> bool:
    """True when a verb stands in or right after the phrase read (`_SAID_OF_IT`)."""
    said = [t.lower() for t in clause.tokens[index : end + 1]]
    return bool(set(said) & _SAID_OF_IT)


_SAID_OF_IT: Final = w.words(
    """is was costs cost sounds sounded takes took seems seemed looks looked feels felt would
    will can could might must should makes made gets isn't wasn't"""
)
"""Verbs after a subjectless making phrase that make it the subject talked about."""
_CHANGE_VERBS: Final = w.words("converting fine-tuning finetuning retraining")
"""Verbs that turn a thing one has into another: the project is the change ("restoring",
"renovating" keep the thing: "the bathroom")."""


_HEAD_ENDS: Final = w.words("for to of about on in with that which from at")


def _made_in_passing(fill: Fill) -> bool:
    """A project that is something written or made in passing ("an email", "dinner")."""
    words = fill.value.lower().split()
    cut = next((i for i, t in enumerate(words) if i and t in _HEAD_ENDS), len(words))
    return fill.slot == "project" and words[cut - 1].strip(",.!") in _NOT_MADE


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """What a whole sentence adds to this group: languages listed after their count, a
    project got off the ground (not also a goal), a skill one is good "at it" (the topic the
    sentence opens with, or the like it names); skill values without where they are used."""
    low = text.lower()
    found = (
        [f for f in listed_languages(text) if f not in fills]
        if "lingual" in low or ("language" in low)
        else []
    )
    ground = _OFF_THE_GROUND.search(text) if "off the ground" in low else None
    if ground is not None:
        fills = [f for f in fills if not (f.slot == "goal" and "off the ground" in f.value)]
        found.append(Fill("project", ground.group("x").strip()))
    if " at it" in low and _AT_IT.search(text):
        found += _good_at_it(text, fills)
    if _CERTIFIED_WORD.search(low) and "?" not in text:
        found += [f for f in certified(text) if f not in fills]
    if " on " in low:
        found += [f for f in researched(text) if f not in fills]
    found += ended_projects(project_endings.en_endings(text), fills)
    found += [f for f in project_named_before(text) if f not in fills]
    if " so " in low:
        found += [f for f in purpose_goal(text) if f not in fills]
    if "better" in low:
        found += [f for f in better_at(text) if f not in fills]
    found += [f for f in held_certificate(text) if f not in fills]
    found += [f for f in skill_signs.en_read(text) if f not in fills + found]
    if ":" in text or " - " in text or "—" in text:
        found += [f for f in labelled_project(text) if f not in fills]
    found += work_lists.more_skills(_how_well_cut(text), fills)  # "Rust and a bit of Zig"
    fills = work_lists.named_project(text, fills)  # "a side project, a Discord bot"
    if not found and not any(f.slot in _GROUP for f in fills):
        return fills  # nothing of this group said: nothing to tidy
    fills = [f for f in _not_wished(fills + found) if not _made_in_passing(f)]
    if not _GOAL_NOUN.search(text):
        fills = [f for f in fills if f.slot != "goal" or _lasting(f.value, text)]
    if _LAUGH.search(text):  # "lol my goal in life is to nap professionally": a joke
        fills = [
            f for f in fills if f.slot != "goal" or not _JOKE_TALENTS.match(f.value.split()[0])
        ]
    cut = [
        _amount_cut(_able_cut(_where_cut(_self_cut(work_lists.with_whom_cut(f)))))
        for f in _not_talents(fills, text)
    ]
    return skill_not_held.en_kept(_deduped(_without_bare_use(_not_heard(cut, text))), text)


_LAUGH: Final = re.compile(r"(?i)\b(?:lol|lmao|haha\w*|jk|rofl)\b|😂|🤣|😆")
"""A laugh in the sentence: a goal of a joke talent beside it is a joke, not an aim."""
_CERTIFIED_WORD: Final = re.compile(r"\b(?:certified|licensed|qualified|accredited)\b")
_CERTIFIED: Final = re.compile(
    r"(?i:\bi(?:'m| am| have been|'ve been) (?:a |an )?(?:fully |newly |now |also )?"
    r"(?:certified|licensed|qualified|accredited) )"
    r"(?P<m>(?:[A-Za-z][\w-]* ){0,2}?)(?P<h>[a-z]+)(?=\s*(?:$|[,.;!(—–-]|and\b|but\b|with\b"
    r"|since\b|for\b|so\b))"
)
"""A qualification said of oneself ("I'm a certified scuba diver", "a qualified yoga
teacher")."""
_TEACHES: Final = w.words("instructor instructors teacher teachers coach trainer tutor guide")
_DOES: Final = w.words("diver swimmer climber skier pilot sailor rider welder")


def certified(text: str) -> list[Fill]:
    """The skill a qualification names: what a certified instructor teaches ("a certified
    yoga instructor": yoga), what a certified doer does ("a certified scuba diver": scuba
    diving); not the job alone ("a licensed electrician": a role)."""
    found = _CERTIFIED.search(text)
    if found is None:
        return []
    mods, head = found["m"].strip(), found["h"].lower()
    if head in _TEACHES and mods and not function_word(mods.split()[0].lower()):
        return [Fill("skill", mods)]
    if head in _DOES:
        done = "flying" if head == "pilot" else head.removesuffix("er").removesuffix("or") + "ing"
        return [Fill("skill", f"{mods} {done}".strip())]
    return []


_GOAL_NOUN: Final = re.compile(
    r"\b(?:goals?|dreams?|resolutions?|ambitions?|aims?|bucket list)\b", re.IGNORECASE
)
_SOON: Final = re.compile(
    r"\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|weekend|week)|next week"
    r"|next month|later|after work|after lunch|right now|(?:on|by|for|this|next) (?:monday|"
    r"tuesday|wednesday|thursday|friday|saturday|sunday))\b",
    re.IGNORECASE,
)
_PASSING: Final = re.compile(
    r"^(?:grab|watch|eat|order|book|cancel|remember|reach (?:out|my|him|her|them|you)|call"
    r"|text|email|check|ask|tell|show"
    r"|make sure|figure out|find out|decide|chat|talk|vent|rant|mention|say|note|confirm"
    r"|clarify|double-check|nap|sleep|learn more|know more|understand|see if|try out)\b",
    re.IGNORECASE,
)


def _lasting(goal: str, text: str) -> bool:
    """A goal is an aim that lasts: not a want for today or a weekday ("watch a movie
    tonight", "visit my parents on Saturday": plans), nor a passing errand or question
    ("grab lunch", "figure out what to cook", "cancel my subscription")."""
    curious = _MORE_ABOUT.search(text) is not None and len(goal.split()) == 1
    said = goal.lower().split()
    pointed = bool({"it", "them"} & set(said)) or said[-1] in _POINTED  # "make it work"
    pointed = pointed or bool(set(said) & _UNNAMED)  # "plan something nice": nothing named
    passing = _PASSING.match(goal) is not None or _MOOD.match(goal) is not None
    return _SOON.search(text) is None and not passing and not curious and not pointed


_UNNAMED: Final = w.words("something anything stuff whatever")


_MOOD: Final = re.compile(
    r"^stay (?:positive|upbeat|up|calm|sane|optimistic|cool|chill)$", re.IGNORECASE
)
"""A mood kept ("trying to stay positive"), not an aim reached."""


_MORE_ABOUT: Final = re.compile(r"\b(?:learn|know|hear|read) more about\b", re.IGNORECASE)


def _not_wished(fills: list[Fill]) -> list[Fill]:
    """A skill named inside the user's goal is wished for, not had ("I want to learn to play
    the piano": no piano skill)."""
    goals = " ".join(f.value.lower() for f in fills if f.slot == "goal" and f.subject == "user")
    if not goals:
        return fills
    return [f for f in fills if f.slot != "skill" or f.value.lower() not in goals]


def _good_at_it(text: str, fills: list[Fill]) -> list[Fill]:
    topic = _TOPIC.match(text)
    if topic is not None and _a_subject(topic.group("x")):
        return [Fill("skill", topic.group("x"))]
    liked = [f.value for f in fills if f.slot in ("like", "habit") and f.subject == "user"]
    return [Fill("skill", liked[-1])] if liked and len(liked[-1].split()) <= 3 else []


_JOKE_TALENTS: Final = re.compile(
    r"^(?:procrastinat\w*|sleep\w*|napp?\w*|overthink\w*|complain\w*|eating|snack\w*"
    r"|los(?:e|ing) (?:things|stuff|my keys)|forget\w*|binge\w*|making excuses|being late"
    r"|being lazy|spending money|wasting time|killing time|doing nothing|job|work|life|it)$",
    re.IGNORECASE,
)
"""What one only jokes of as a talent ("great at procrastinating"), or no skill named ("good
at my job")."""
_A_PERSON_KNOWN: Final = re.compile(r"\bknow (?P<x>[A-Z][a-z]+) (?:from|since|through|via)\b")


def _not_talents(fills: list[Fill], text: str) -> list[Fill]:
    """Without joke talents, people known or picked up ("I know Tom from work", "I know
    Sarah really well", "picked up Sarah from the airport"), places known, and the people,
    animals or places one is good with ("good with kids", "familiar with the area")."""
    known = {m.group("x") for m in _A_PERSON_KNOWN.finditer(text)}
    known |= {
        m.group("x") for m in _NAME_KNOWN.finditer(text) if m.group("x").lower() not in w.TECH
    }
    fills = [_art_cut(f) for f in fills]
    return [
        f
        for f in fills
        if f.slot != "skill"
        or (
            not (_JOKE_TALENTS.match(f.value) or f.value in known or _not_a_skill(f.value))
            and not _written_in(f.value, text)
        )
    ]


_WRITE_IN: Final = re.compile(r"(?i)\b(?:write|writes|wrote|writing|code|codes|coding) in\b")


def _written_in(value: str, text: str) -> bool:
    """A lower-case phrase read as what one writes in that names no language or tool ("write
    in normal paragraphs", "I write in Sublime Text, old habits"): a way of writing, no skill."""
    if not value.islower() or value in w.TECH or _WRITE_IN.search(text) is None:
        return False
    words = value.split()
    plain = [t for t in words if not (en_pos.common_noun(t) or en_pos.adjective(t))]
    return not set(words) & w.TECH.keys() and all(
        en_pos.tag(t) in ("VB", "UH", "RB") for t in plain
    )


_NAME_KNOWN: Final = re.compile(
    r"\b(?:know|knew|picked up|pick up|picking up) (?P<x>[A-Z][a-z]+)\b"
)
_WHO_WHERE: Final = w.words(
    """kids children toddlers babies teens teenagers people customers patients clients
    students animals area neighborhood neighbourhood city place journal diary elderly"""
)


def _not_a_skill(value: str) -> bool:
    low = value.lower()
    last = low.split()[-1] if low else ""
    place = low in w.PLACES and low not in w.TECH  # Java is a skill before an island
    return place or last in _WHO_WHERE or last in w.ANIMALS or last in w.RELATIONS


def _art_cut(fill: Fill) -> Fill:
    """ "the art of napping" → "napping" (then judged as any skill)."""
    if fill.slot != "skill" or not fill.value.lower().startswith("art of "):
        return fill
    return Fill(fill.slot, fill.value[7:], fill.subject, fill.action, fill.kind)


_BY_ONESELF: Final = re.compile(
    r"\s+(?:(?:all )?by myself|myself|ourselves|on my own|from scratch)$", re.IGNORECASE
)


_ABLE: Final = re.compile(r"(?i)^be able to\s+(?=\w)")


_HOW_WELL: Final = re.compile(
    r"(?<=[\w+#])\s+(?:inside out|inside and out|back to front|really well|pretty well|very well"
    r"|quite well|well|fluently|obviously|too|as well|also|of course|at a push|if I have to"
    r"|if pushed)(?=\s*(?:[,;—–]|\band\b|\bplus\b|$))",
    re.IGNORECASE,
)
"""How well or that also a listed skill is had, said right after it ("Excel inside out, VBA
too, and enough SQL"): cut so the list reads on."""


def _how_well_cut(text: str) -> str:
    """The sentence without how well each listed skill is had, and a dash as a comma ("I know
    Excel inside out — pivot tables, Power Query" → "I know Excel, pivot tables, Power
    Query")."""
    return re.sub(r"\s*[—–]\s*", ", ", _HOW_WELL.sub("", text))


_AMOUNT_OR_USE: Final = re.compile(
    r"(?i)^(?:(?:a |an )?(?:little |tiny |wee |fair |good )?(?:bit|amount|dash) of |a little |a "
    r"tad of |some |enough |basic |decent |(?:to )?(?:code|coding|program|programming|script"
    r"|scripting|write|writing|develop|developing) (?:in|with) )+(?=\S)"
)
"""How much of a skill one has, or using it to write code, before the skill ("a bit of Go",
"a little bit of Illustrator", "code in Python"): the skill is what follows."""
_USE_VERBS: Final = w.words("code coding program programming script scripting develop")
"""A skill named only by the use of others beside it ("I can program in C": program)."""


_HEARD_AT: Final = (
    r"(?:every (?:single )?(?:night|evening|morning)|each night|all night|late at night|at night"
    r"|in the middle of the night|at (?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|midnight"
    r"|dawn)(?![\w:])|(?:until|till|til) \d)"
)
"""When someone's playing is heard (every night, at 2am, at midnight): a noise told, no skill."""


def _not_heard(fills: list[Fill], text: str) -> list[Fill]:
    """Without someone else's instrument read as a skill when the sentence tells when it is
    heard ("the lad next door plays drums every night at 11", "my roommate plays bass at 2am"):
    a routine complained of, not a skill said of them."""
    kept = []
    for f in fills:
        if f.slot == "skill" and f.subject != "user":
            heard = rf"(?i)\bplay(?:s|ing)? (?:the )?{re.escape(f.value)} {_HEARD_AT}"
            if re.search(heard, text):
                continue
        kept.append(f)
    return kept


def _amount_cut(fill: Fill) -> Fill:
    """A skill without how much of it one has or the coding in it ("a bit of Go" → "Go",
    "code in Python" → "Python")."""
    if fill.slot != "skill":
        return fill
    cut = _AMOUNT_OR_USE.sub("", fill.value)
    return replace(fill, value=cut) if cut and cut != fill.value else fill


def _without_bare_use(fills: list[Fill]) -> list[Fill]:
    """Without a bare use verb read as a skill beside the skills it is used with ("program"
    beside "C" in "I can program in C")."""
    skills = [f for f in fills if f.slot == "skill" and f.value.lower() not in _USE_VERBS]
    if not skills:
        return fills
    return [f for f in fills if f.slot != "skill" or f.value.lower() not in _USE_VERBS]


def _able_cut(fill: Fill) -> Fill:
    """A goal without "be able to" ("be able to hold a conversation in Korean" → "hold a
    conversation in Korean"): what one aims to do."""
    if fill.slot != "goal" or not _ABLE.match(fill.value):
        return fill
    return replace(fill, value=_ABLE.sub("", fill.value))


def _self_cut(fill: Fill) -> Fill:
    """A project without who does it ("renovating our bathroom myself" → "bathroom")."""
    if fill.slot != "project":
        return fill
    cut = _BY_ONESELF.sub("", fill.value)
    return Fill(fill.slot, cut, fill.subject, kind=fill.kind) if cut else fill


def _where_cut(fill: Fill) -> Fill:
    """A skill without where or how long it is used; a project without whom it is made with
    or the language it is translated from ("a screenplay| with a friend")."""
    cut = {"skill": _WHERE_DONE, "project": _WITH_WHOM}.get(fill.slot)
    if cut is not None and cut.search(fill.value):
        fill = replace(fill, value=cut.sub("", fill.value))
    return _project_cut(fill)


def _project_cut(fill: Fill) -> Fill:
    """A project without whom or what occasion it is for, what it is for doing, where at
    home it is made or what it is made out of ("memoirs| for the grandchildren", "a flash
    sheet book| to sell at conventions", "a 240Z| in my garage", "a greenhouse| out of old
    windows"): the thing, short."""
    if fill.slot != "project":
        return fill
    words = fill.value.lstrip("'\"‘’ ").split()
    cut = next((at for at in range(1, len(words)) if _tail_starts(words, at)), len(words))
    return replace(fill, value=join(words[:cut])) if words else fill


def _tail_starts(words: list[str], at: int) -> bool:
    """True where a project's value goes on past the thing (see `_project_cut`)."""
    low = [t.lower().strip(",.!") for t in words]
    word, rest = low[at], low[at + 1 :]
    if not rest:
        return False
    if word == "out" and rest[0] in ("of", "back", "front"):
        return True
    if word == "to":  # "to sell at conventions"; not "a guide to Rome", "to the city"
        moved = "from" in low[:at]  # "from PHP to Go": where a change goes, not what for
        said = words[at + 1]
        return not moved and said.islower() and en_pos.tag(rest[0]) == "VB"
    if word not in ("for", "in") or rest[0] not in _OWNERS:
        return False
    named = rest[1:]
    if word == "in":
        return bool(named) and named[-1] in PROJECT_PLACES
    return any(t in _FOR_WHOM or t.rstrip("s") in w.RELATIONS for t in named[:3])


_OWNERS: Final = w.words("my our the his her their a")
PROJECT_PLACES: Final = w.words(
    """garage backyard yard basement shed garden attic loft workshop studio kitchen room
    apartment flat house driveway barn spare time evenings weekends"""
)
"""Where at home a project is made: said after it, never part of it."""
_FOR_WHOM: Final = w.words(
    """grandchildren grandkids kids children family anniversary birthday wedding christmas
    70th 60th 50th 40th 30th 21st 18th 16th birthdays parents folks"""
)
"""For whom or for what occasion a project is made: said after it, never part of it."""


_WITH_WHOM: Final = re.compile(
    r"\s+(?:with (?:a |my |our |some |two |three )?(?:\w+ )?(?:friends?|partners?|colleagues?"
    r"|co-?workers?|buddy|buddies|team|wife|husband|brother|sister|dad|mom|son|daughter|kids)"
    r"|(?:from|into) (?:" + "|".join(sorted(w.LANGUAGES.values(), key=len, reverse=True)) + r"))$",
    re.IGNORECASE,
)


def _deduped(fills: list[Fill]) -> list[Fill]:
    """Each value of this group once (a native language also as a plain one), and a goal
    not also as its cut-short start ("read" beside "read more")."""
    said = {(f.slot, f.subject, f.value.lower()) for f in fills if f.slot in _GROUP}
    seen: set[tuple[str, str, str, str]] = set()
    kept = []
    for f in fills:
        key = (f.slot, f.subject, f.value.lower())
        marked = (*key, repr(sorted(f.extra.items())))  # "native" stays beside the plain one
        if f.slot in _GROUP and (marked in seen or _cut_short(key, said)):
            continue
        seen.add(marked)
        kept.append(f)
    return kept


def _cut_short(key: tuple[str, str, str], said: set[tuple[str, str, str]]) -> bool:
    slot, subject, value = key
    if slot == "project":  # "billing system" beside "migrating our billing system to Go"
        return any(s == slot and u == subject and v != value and value in v for s, u, v in said)
    if slot != "goal":
        return False
    return any(s == slot and u == subject and v.startswith(value + " ") for s, u, v in said)


_GROUP: Final = frozenset(("skill", "languages", "project", "goal"))


_HAD_LEAD: Final = w.words(
    """basic conversational decent some good fluent native working passable okay ok limited
    rudimentary intermediate advanced business professional reasonable solid broken rusty
    little bit of enough a pretty very quite near native-level schoolboy schoolgirl high
    school"""
)
_LANGUAGE_END: Final = w.words(
    """from at and but so , . ! ? ; which that to too as skills now though thanks lol since
    i'm i though - — also pretty well fluently really very quite in with but while when for
    after during back last this ago"""
)


_KNOW: Final = w.words(
    "know knows knew known understand understands understood up learned learnt studied"
)


def had_language(clause: Clause, index: int, start: int) -> Found:
    """ "I have basic Japanese", "I know enough Spanish to get around", "I've got some
    German from school": a language had at some level (after "have", a word of level before
    it; nothing after it that makes it a nationality: "a Japanese friend", "French people")."""
    tokens = clause.tokens
    at = index
    while at < len(tokens) and tokens[at].lower() in _HAD_LEAD:
        at += 1
    leads = {t.lower() for t in tokens[index:at]}
    known = tokens[index - 1].lower() in _KNOW if index else False
    if at >= len(tokens) or (not known and (at == index or leads <= {"a"})):
        return []  # "I have Japanese": a lead word needed after "have", not after "know"
    end = at
    while end < len(tokens) and (tokens[end].lower() in w.LANGUAGES or tokens[end] in ("and", ",")):
        end += 1
    named = o.languages(tokens, at) if tokens[at].lower() in w.LANGUAGES else []
    if not named or (end < len(tokens) and tokens[end].lower() not in _LANGUAGE_END):
        return []
    return [(name, end) for name in named]


def in_language(clause: Clause, index: int, start: int) -> Found:
    """ "I talk to my mom in Polish": the language one talks in (said last in the phrase)."""
    tokens = clause.tokens
    for at in range(index, min(index + 6, len(tokens) - 1)):
        if tokens[at].lower() != "in":
            continue
        low = tokens[at + 1].lower()
        after = tokens[at + 2].lower() if at + 2 < len(tokens) else "."
        return [(w.LANGUAGES[low], at + 2)] if low in w.LANGUAGES and after in _LANGUAGE_END else []
    return []


def commute_place(clause: Clause, index: int, start: int) -> Found:
    """ "I commute to Canary Wharf every day", "I commute into the city": a place one
    commutes to, named or the city, not a stay ("to Paris for a conference")."""
    tokens = clause.tokens
    said = [token.lower() for token in tokens[index : index + 2]]
    if len(said) == 2 and said[0] == "the" and said[1] in ("city", "town", "cbd"):
        return [(said[1], index + 2)]
    found = o.place(tokens, index)
    if found is None or en_read.STAY.search(clause.low):
        return []
    return [found]


_NOT_AIMS: Final = frozenset("work it that this them now".split())


def aim_for(clause: Clause, index: int, start: int) -> Found:
    """ "I'm saving up for a house", "training for a half marathon": what one works
    towards is the goal (not "saving for later", "training for work")."""
    found = o.thing(clause.tokens, index, 4)
    if found is None or not en_read.own_predicate(clause, start):
        return []
    first = found[0].lower().split()[0]
    if first in _NOT_AIMS or found[0].lower() in w.FILLERS or function_word(first):
        return []
    return [(_BY_WHEN.sub("", found[0]) or found[0], found[1])]


_BY_WHEN: Final = re.compile(
    r"(?i)\s+(?:in|by|before|this|next|on|for)\s+(?:the\s+)?(?:january|february|march|april|may"
    r"|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter"
    r"|20\d\d|year|month|weekend)\b.*$"
)
"""When an aim is due, said after it ("an ironman| in September"): not part of the aim."""


_NOT_CRAFTS: Final = w.words(
    """working living waiting trying smoking drinking vaping dating married thinking looking
    going coming staying sleeping struggling suffering dealing feeling saying using having
    getting being doing taking seeing paying renting commuting travelling traveling talking"""
)


def practised_for_years(clause: Clause, index: int, start: int) -> Found:
    """ "I've been knitting for 20 years", "been woodworking since I was a kid", "been cutting
    hair for like 15 years": a craft done for years is a skill, with the one or two words it
    is done to (not "working", "smoking", "living here" for years)."""
    tokens = clause.tokens
    if index + 1 >= len(tokens) or not tokens[index].lower().endswith("ing"):
        return []
    craft = tokens[index].lower()
    if craft in _NOT_CRAFTS or len(craft) < 6:
        return []
    for end in range(index + 1, min(index + 4, len(tokens))):
        done = [t.lower() for t in tokens[index + 1 : end]]
        if any(function_word(t) or t in w.PEOPLE_WORDS or t in w.TECH for t in done):
            return []  # "doing it for years", "cooking for my kids", "writing Go": read apart
        if any(t.endswith("ly") for t in done):
            return []  # "writing Go professionally": how, not what
        rest = " ".join(tokens[end:]).lower()
        if _FOR_LONG.match(rest):
            ok = en_read.own_predicate(clause, start)
            return [(join(tokens[index:end]), end)] if ok else []
    return []


_FOR_LONG: Final = re.compile(
    r"^(?:for (?:(?:like|about|around|almost|nearly|over|well over|more than|close to) )?"
    r"(?:years|ages|decades|a decade|\w+ (?:years|decades))|since (?:i was|childhood|high school"
    r"|college|uni|\d{4}))\b"
)
"""How long a craft has been done: years, or since a time of one's life."""


_CRAFT_END: Final = re.compile(
    r"(?:graphy|pottery|embroidery|joinery|jewel(?:le)?ry|(?:wood|metal|needle|leather|bead|glass"
    r"|iron)work(?:ing)?|smithing|making|carving|weaving|knitting|sewing|crochet|origami|blowing"
    r"|turning|binding|painting|drawing|sculpting|quilting)$"
)
_CRAFT_VERBS: Final = {
    "sew": "sewing",
    "knit": "knitting",
    "crochet": "crochet",
    "quilt": "quilting",
    "weave": "weaving",
}


def craft(clause: Clause, index: int, start: int) -> Found:
    """ "I do calligraphy", "I do a lot of woodworking", "I sew most of my own clothes": a
    craft one does is a skill (a craft noun after "do", or a craft verb in the present; not
    "I do the dishes", "I do yoga")."""
    tokens = clause.tokens
    said = [token.lower().removesuffix("s") for token in tokens[start:index]]
    if not en_read.own_predicate(clause, start):
        return []
    crafts = [_CRAFT_VERBS[word] for word in said if word in _CRAFT_VERBS]
    if crafts:
        return [(crafts[0], index)]
    word = tokens[index].lower() if index < len(tokens) else ""
    if not word.isalpha() or _CRAFT_END.search(word) is None:
        return []
    return [(tokens[index], index + 1), *_more_crafts(tokens, index + 1)]


def _more_crafts(tokens: Sequence[str], at: int) -> Found:
    """The crafts listed after a craft ("knitting and crochet", "quilting, sewing"): each one
    a craft word itself."""
    found: Found = []
    while at + 1 < len(tokens) and tokens[at].lower() in ("and", ",", "&", "plus"):
        word = tokens[at + 1].lower()
        if not word.isalpha() or _CRAFT_END.search(word) is None:
            break
        found.append((tokens[at + 1], at + 2))
        at += 2
    return found


READERS: Final = {
    "craft": craft,
    "practised_for_years": practised_for_years,
    "commute_place": commute_place,
    "aim_for": aim_for,
    "had_language": had_language,
    "in_language": in_language,
    "goal_said": goal_said,
    "before_skill": before_skill,
    "expert": expert,
    "learned": learned,
    "can_do": can_do,
    "learned_how": learned_how,
    "goal_on": goal_on,
    "made_project": made_project,
}
"""This group's object readers by the name the frames use."""
