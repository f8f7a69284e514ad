"""A condition said by what cares for it or what it keeps one from: the condition named after
a treatment, a device or a limit of one's own ("a brace for my torn meniscus", "physio for my
frozen shoulder", "I can't run because of my asthma", "pills for my high cholesterol").

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


READERS: Final = {"condition_cared": condition_cared}
"""The reader of this module, by the name the frames use."""
