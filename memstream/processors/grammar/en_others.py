"""What an English sentence about someone else says of their plans and set-up: "my sister is
flying to Seoul on Friday" (her plan), "my manager wants everything in bullet points" (his
format), "my coworker swears by emacs" (her editor). Read as the user's own sentence would be,
with the person as the subject; facts about them, never the user's.

Pure: each function takes the (expanded) sentence and returns fills about that person.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date
from typing import Final

from memstream.processors.grammar import en_people, en_prefs, en_skills, en_time
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.tokens import Clause, join, tokens_of

_NOT_A_PERSON: Final = frozenset(("user", "assistant", "someone", "they", en_people.NOBODY))
_THEIR_PREFERENCES: Final = frozenset(
    "pref.format pref.theme pref.editor pref.indentation pref.units".split()
)
"""What someone's set-up or wishes say of them (not how the assistant should reply)."""
_BE: Final = {"is": "am", "'s": "am", "was": "was", "has": "have", "does": "do"}


Read = Callable[[str, date], Sequence[Fill]]
"""A reading of a user's own sentence (the grammar's `parse`)."""


def theirs(text: str, anchor: date, known: list[Fill], read: Read) -> list[Fill]:
    """What a sentence opening with someone says of them beyond `known`: their plans, set-up
    and what the sentence says when read as their own ("my dad wants to run a marathon" → as
    "I want to run a marathon": his goal)."""
    found = as_own(text)
    if found is None:
        return []
    who, own = found
    if _VISIT.search(own):
        return []  # "my friend is coming over on Saturday": the user's plan as much as theirs
    said = en_time.plans(own, anchor)  # no date the date reader knows: no plan
    if _SET_UP.search(own):
        said += [f for f in en_prefs.preferences(own) if f.slot in _THEIR_PREFERENCES]
    stated = {f.slot for f in known if f.subject == who}
    if not stated & _AS_OWN:  # read again only when the direct reading found nothing of these
        said += [f for f in read(own, anchor) if f.slot in _AS_OWN]
    return [
        Fill(f.slot, f.value, who, f.action, f.kind, f.dates, f.terms, f.extra)
        for f in said
        if f.subject == "user"
        and f.action != NEGATE
        and not _wanted_of_others(f)
        and not (f.slot == "skill" and en_skills.TAUGHT_ME.search(own))
    ]


_NOT_THEIR_DOING: Final = w.words("want wants need needs expect expects turn turns age ages")
"""What someone wants done by a day or an age they reach is no plan of theirs ("my boss
needs the report by Monday", "my daughter turns seven next week")."""


def _wanted_of_others(fill: Fill) -> bool:
    return fill.slot == "plan" and fill.value.split(" ")[0].lower() in _NOT_THEIR_DOING


_AS_OWN: Final = frozenset("goal skill like dislike habit diet allergy condition languages".split())
"""What a sentence read as the person's own may add: not who they are or where (read
directly), nor the user's people."""
_VISIT: Final = re.compile(
    r"\b(?:coming (?:over|round|to (?:visit|stay|see))|visiting (?:us|me)|staying with (?:us|me)"
    r"|come (?:over|round|to visit)|visit (?:us|me))\b",
    re.IGNORECASE,
)


_SET_UP: Final = re.compile(
    r"bullet|table|markdown|dark|light|mode|theme|tab|space|indent|metric|imperial|celsius"
    r"|fahrenheit|vim|emacs|vs ?code|editor|ide\b|intellij|pycharm|sublime|prose|list",
    re.IGNORECASE,
)
"""A word of a set-up preference: only then can the sentence hold one."""


def as_own(text: str) -> tuple[str, str] | None:
    """(the person, the sentence said as theirs in the first person): "my sister is flying"
    → ("sister", "I am flying"); None when the sentence does not open with someone close."""
    tokens = tokens_of(text)
    if not tokens or tokens[0].lower() in _MINE:
        return None  # "I ...", "we ...": the user's own sentence
    who, start = en_people.subject(Clause(tokens))
    if who in _NOT_A_PERSON or start >= len(tokens) or " " in who.split(":")[0]:
        return None
    if who.split(":")[0].split("'")[0] not in _PEOPLE:
        return None
    verb = tokens[start].lower()
    if (not verb.isalpha() and verb != "'s") or verb in ("and", "or", "but"):
        return None  # "my daughter, Mila, ...", "... and I": no predicate of theirs here
    rest = _own_clause(list(tokens[start + 1 :]))
    if verb in _BE:
        first = _BE[verb]
    elif verb.endswith("s") and len(verb) > 3 and verb.isalpha():
        first = _base_form(verb)
    else:
        first = verb
    return who, join(["I", first, *rest])


def _base_form(verb: str) -> str:
    """The first-person form of a third-person verb: "flies" fly, "watches" watch, "runs"
    run ("plays", "says" keep their y)."""
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    return verb[:-2] if verb.endswith(("ches", "shes", "sses", "xes", "zzes")) else verb[:-1]


def _own_clause(tokens: list[str]) -> list[str]:
    """The tokens up to a new clause about someone ("... this week and she's vegan")."""
    for at in range(1, len(tokens) - 1):
        if tokens[at].lower() in _JOINS and tokens[at + 1].lower() in _DOERS:
            return tokens[:at]
    return tokens


_JOINS: Final = w.words("and but so because while")
_DOERS: Final = w.words("i we he she they you it")
_MINE: Final = w.FIRST_PERSON | {"you"}
_PEOPLE: Final = (
    frozenset(w.RELATIONS.values()) | w.RELATIONS.keys() | w.PEOPLE_ROLES | {"he", "she"}
) - w.ANIMALS
"""Who a plan or a set-up can be said of: someone close or at work, not a pet."""
