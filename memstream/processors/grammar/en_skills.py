"""English readers of the skills, languages, projects and goals group (issue 22).

What `en_read` does not read of this group: a skill named by its expert ("an Excel wizard"),
a skill done ("I can do video editing"), one learned whatever its case ("taught myself
calligraphy"), goals that go on past "less"/"more" ("drink less coffee"), languages listed
after a count ("I speak three languages: English, French and Arabic").
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_objects as o
from memstream.processors.grammar import en_read
from memstream.processors.grammar import en_words as w
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
    short activity or subject (one to three words, not a person, pronoun or language)."""
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


def goal_on(clause: Clause, index: int, start: int) -> Found:
    """A goal phrase that goes on past "less" or "more" ("drink less coffee", "cook more at
    home"), read as `en_read.goal_vp` reads it otherwise."""
    found = en_read.goal_vp(clause, index, start)
    if not found or found[0][0].lower() in _NOT_GOALS:
        return []
    value, end = found[0]
    tokens = clause.tokens
    if end < len(tokens) and tokens[end].lower() in _MORE_LESS:
        rest = o.thing(tokens, end + 1, 4)
        tail = [tokens[end]] + ([rest[0]] if rest else [])
        return [(f"{value} {join(tail)}", rest[1] if rest else end + 1)]
    return found


_MORE_LESS: Final = w.words("less more fewer")
_NOT_GOALS: Final = w.words("hear help chat join meet read watch try")
"""What "I'd love to ..." offers or reacts with ("I'd love to hear more"), not a goal."""

_LISTED: Final = re.compile(
    r"\b(?:i|i'm|i am)\s+(?:can\s+)?(?:speak|know|fluent in)\s+(?:\w+\s+)?languages?\s*"
    r"(?:[:(—–-]|,\s*(?:namely|including))\s*(?P<list>[^.;!?)]+)",
    re.IGNORECASE,
)


def listed_languages(text: str) -> list[Fill]:
    """ "I speak three languages: English, French and Arabic": the languages listed after
    a count of them."""
    found = _LISTED.search(text)
    if found is None:
        return []
    words = re.findall(r"[A-Za-z]+", found.group("list"))
    return [Fill("languages", w.LANGUAGES[t.lower()]) for t in words if t.lower() in w.LANGUAGES]


def before_skill(clause: Clause, index: int, start: int) -> Found:
    """ "Public speaking is one of my strengths", "Learning to surf is on my bucket list":
    the phrase before the predicate, when it names no person or pronoun ("my wife is my
    strength")."""
    found = en_read.before(clause, index, start)
    return [f for f in found if _a_subject(f[0]) and f[0].lower() not in w.PEOPLE_WORDS]


READERS: Final = {
    "before_skill": before_skill,
    "expert": expert,
    "learned": learned,
    "can_do": can_do,
    "goal_on": goal_on,
}
"""This group's object readers by the name the frames use."""
