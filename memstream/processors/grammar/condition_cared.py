"""A condition said by what cares for it, what it keeps one from, what gave it or who one is
with it: the condition named after a treatment, a device or a limit of one's own ("a brace
for my torn meniscus", "I can't run because of my asthma", "pills for my high cholesterol"),
after what gave it ("standing all day gave me plantar fasciitis"), or before "sufferer"
("migraine sufferer, bright screens set me off").

Pure; the reader takes the clause, the token after its predicate and where the predicate
starts, and returns (value, end) pairs as the readers of `en_read` do.
"""

from __future__ import annotations

from typing import Final

from memstream.processors.grammar import en_read
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.tokens import Clause, Found

CARE: Final = w.words(
    """pills tablets meds medication medications medicine medicines brace splint aid aids
    inhaler inhalers physio physiotherapy therapy injections injection shots infusions cream
    creams drops wheelchair cane crutches walker sling boot mask machine pump monitor
    patches patch insoles orthotics treatment treatments surgery operation rehab diet"""
)
"""What cares for a condition: a treatment, a device, a therapy ("a brace for ...")."""
_HIGH: Final = w.words("high low")
_NOT_MINE: Final = w.words(
    """mom mum dad mother father son daughter wife husband partner kid kids child children
    baby sister brother friend dog cat patient patients client clients grandma grandpa"""
)
"""People or animals whose condition "my" may open ("for my dad's arthritis")."""


def condition_cared(clause: Clause, index: int, start: int) -> Found:
    """The condition after "for" / "because of" that a treatment, device or limit is for,
    when it is one's own ("my asthma", "my high blood pressure")."""
    tokens = clause.tokens
    if index >= len(tokens) or tokens[index].lower() != "my":
        return []  # "a cream for eczema": any one's, a question of care
    at = index + 1
    rest = [t.lower() for t in tokens[at : at + 4]]
    if not rest or any(word in _NOT_MINE or word.endswith("'s") for word in rest[:2]):
        return []  # "for my dad's arthritis": his
    if rest[0] in _HIGH and " ".join(rest[1:3]) in ("blood pressure", "cholesterol"):
        words = 3 if rest[1] == "blood" else 2
        return [(" ".join(tokens[at : at + words]), at + words)]
    return en_read.condition(clause, at, at)[:1]


_PASSING: Final = w.words(
    """anxiety stress headache headaches nightmares fatigue insomnia depression chills cold
    colds flu heartburn cramps cramp whiplash"""
)
"""What a thing may give one for a day ("that meeting gave me anxiety"): no condition had."""
_NOT_DONE: Final = w.words("might may could would will 'll gonna going if")


def condition_given(clause: Clause, index: int, start: int) -> Found:
    """The condition a thing gave the user ("standing all day gave me plantar fasciitis"),
    not a passing one ("gave me a headache") nor one it may give."""
    before = {t.lower() for t in clause.tokens[:start]}
    if before & _NOT_DONE or "?" in clause.tokens:
        return []
    found = en_read.condition(clause, index, index)[:1]
    return [(v, end) for v, end in found if v.lower().split()[-1] not in _PASSING]


_SUFFERER_LEAD: Final = w.words("a an fellow lifelong long-time longtime chronic lifetime")


def sufferer(clause: Clause, index: int, start: int) -> Found:
    """The condition said before "sufferer" ("migraine sufferer, bright screens set me off",
    "as a hay fever sufferer"): a known condition or a word ending like one."""
    words = [t for t in clause.tokens[:start] if t.lower() not in _SUFFERER_LEAD]
    for size in (3, 2, 1):
        said = words[-size:]
        if len(said) == size and all(_a_name_word(t) for t in said):
            found = en_read.condition(Clause(tuple(said)), 0, 0)
            if found and found[0][1] == size:
                return [(found[0][0], index)]
    return []


_NOT_NAMES: Final = w.words("am is are was were 's 'm be been as i i'm my her his their our")


def _a_name_word(token: str) -> bool:
    """True for a word that may be part of a condition's name, not a verb or a person."""
    word = token.lower()
    return (token.isalpha() or "-" in word) and word not in _NOT_NAMES


READERS: Final = {
    "condition_cared": condition_cared,
    "condition_given": condition_given,
    "sufferer": sufferer,
}
"""The reader of this module, by the name the frames use."""
