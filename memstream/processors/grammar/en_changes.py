"""English changes of work status, general across wordings: what one became, a status one
took (retired, freelance, one's own company), and a job that ended without naming the
employer ("I quit my job", "I got laid off").

Pure. Each reader takes a user's clause and returns fills; a job that ended ends the
employer and the work place whatever their value (`extra["whole"]`), before any new value
said in the same sentence.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_objects
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.tokens import Clause

_BECAME: Final = re.compile(
    r"\b(?:became|(?:have|has) (?:just |now |finally )?become|got (?:a|the) job as|took (?:a|the) job as|landed (?:a|the) job"
    r" as|(?:was |got |been )?hired as|started (?:out )?as|retrained as|qualified as"
    r"|switched careers to|changed careers to|(?:made|promoted|appointed|named) (?:me|us)(?: to"
    r"| as)?|(?:was |got |been )?(?:made|promoted to|appointed|named)|took over as"
    r"|stepped (?:up|in) as)\s+(?=(?:a|an|the)?\s*\w)"
)
_OF_HEADS: Final = frozenset("head director vp chief dean president manager lead".split())
"""Role heads that take what they head ("head of marketing", "VP of sales")."""
"""Verbs of becoming, after which a role noun phrase is the user's new role."""
_STATUS: Final = (
    (
        re.compile(
            r"^(?:(?:i|we) )?(?:am |are |have |had |just |finally |officially |recently |now "
            r"|also |fully |semi-|got )*retired\b(?! (?:my|our|the|his|her|him|them)\b)"
        ),
        "retired",
    ),
    (
        re.compile(
            r"\b(?:went|gone|go|going|am|are|turned) freelance\b|^(?:(?:i|we) )?(?:am |are )?"
            r"(?:now |currently )?freelancing\b|\b(?:am|are) (?:now )?self-employed\b"
        ),
        "freelancer",
    ),
)
"""A status said by its own words (no role noun): the role it gives."""
_JOB_ENDED: Final = re.compile(
    r"\b(?:quit|left|leaving|quitting|lost|losing|resigned from|handed in my notice at"
    r"|walked out of) (?:my|our|the) (?:day )?(?:job|position|role|post|company)\b"
    r"|\b(?:i|we) (?:just |finally |have |had )*(?:resigned|handed in my notice)\b"
    r"|\b(?:got|was|been|were|am|are) (?:just )?(?:laid off|fired|let go|made redundant|sacked)"
    r"|\bam (?:now |currently )?(?:unemployed|between jobs|out of work|job hunting)\b"
)
_WORK: Final = ["employer", "work_location"]
_CHANGED: Final = {"changed": True}


_NOT_DONE: Final = re.compile(
    r"\b(?:will|would|should|could|might|may|going to|gonna|want to|wants to|wanna|plan to"
    r"|planning to|hope to|about to|thinking of|if|unless|when i|once i|before i)\b"
)
"""What is only willed, planned or supposed: nothing has changed yet."""


_OWN: Final = re.compile(
    r"\b(?:opened|started|launched|set up|founded|run|own|bought|took over) (?:my|our) own "
    r"(?P<what>[a-z]+(?: [a-z]+)?)"
)
_VENTURES: Final = frozenset("company business startup firm agency consultancy".split())
_PREMISES: Final = frozenset(
    """bakery cafe café restaurant shop store bar pub salon studio clinic practice gym farm
    brewery bookshop bookstore boutique garage workshop florist deli bistro""".split()
)
"""Places of business one can own: "opened my own bakery" makes the user its owner."""
_STUDIES: Final = (
    (re.compile(r"\b(?:started|starting|doing|began|am doing|am in) (?:a|my) (?:phd|doctorate)"), "PhD student"),
    (re.compile(r"\b(?:started|starting|doing|began|am doing|am in) (?:a|my) (?:master's|masters|mba)"), "master's student"),
    (re.compile(r"\b(?:went|gone|am going|headed) back to (?:school|uni|university|college)\b"), "student"),
)
_TITLE: Final = re.compile(
    r"\bmy (?:new |current )?(?:job title|title|role|job|position) (?:is now|is|changed to|became"
    r"|'s now|'s)\s+"
)


def _owned(low: str) -> list[str]:
    """ "opened my own bakery" → bakery owner; "started my own company" → founder."""
    found = _OWN.search(low)
    if found is None:
        return []
    words = found.group("what").split()
    head = next((word for word in words if word in _VENTURES | _PREMISES), None)
    if head is None:
        return []
    return ["founder"] if head in _VENTURES else [f"{head} owner"]


def _studying(low: str) -> list[str]:
    return [role for pattern, role in _STUDIES if pattern.search(low)][:1]


def _titled(clause: Clause) -> list[str]:
    """ "my new title is staff engineer", "my role changed to team lead"."""
    found = _TITLE.search(clause.low)
    read = en_objects.role(clause.tokens, clause.index_at(found.end())) if found else None
    return [read[0]] if read is not None else []


def role_changes(clause: Clause) -> list[Fill]:
    """The role a user's clause says the user became or took ("became a librarian",
    "I retired in May", "went freelance")."""
    low = clause.low
    if _NOT_DONE.search(low):
        return []
    for pattern, role in _STATUS:
        if pattern.search(low):
            return [Fill("role", role, extra=_CHANGED)]
    said = _owned(low) or _studying(low) or _titled(clause)
    if said:
        return [Fill("role", said[0], extra=_CHANGED)]
    found = _BECAME.search(low)
    if found is None:
        return []
    read = en_objects.role(clause.tokens, clause.index_at(found.end()))
    if read is None:
        return []
    return [Fill("role", _with_what_it_heads(clause.tokens, *read), extra=_CHANGED)]


def _with_what_it_heads(tokens: tuple[str, ...], role: str, end: int) -> str:
    """ "head" + "of marketing": a role head with the field it heads (one or two words)."""
    if role.split()[-1].lower() not in _OF_HEADS or end + 1 >= len(tokens):
        return role
    if tokens[end].lower() != "of":
        return role
    field = []
    for token in tokens[end + 1 : end + 3]:
        if not token.isalpha() or token.lower() in _STOPS:
            break
        field.append(token)
    return f"{role} of {' '.join(field)}" if field else role


_STOPS: Final = frozenset("and but so in at for with since from the a an my our".split())


def job_ended(clause: Clause) -> list[Fill]:
    """ "I quit my job", "got laid off", "I resigned": the employer and work place end,
    whatever they were (said first, so a new one in the same sentence is kept)."""
    if _JOB_ENDED.search(clause.low) is None or _NOT_DONE.search(clause.low):
        return []
    extra = {"object": "", "verb": "", "slots": _WORK, "whole": True, "replaced": True}
    return [Fill("ending", "job", action=NEGATE, terms=("job",), extra=extra)]
