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
    r"|switched careers to|changed careers to|(?:was |got |been )?made)\s+(?=(?:a|an|the)?\s*\w)"
)
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
    (
        re.compile(
            r"\b(?:started|founded|launched|set up|opened) (?:my|our) own (?:company|business"
            r"|startup|firm|agency|studio|practice)\b"
        ),
        "founder",
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


def role_changes(clause: Clause) -> list[Fill]:
    """The role a user's clause says the user became or took ("became a librarian",
    "I retired in May", "went freelance")."""
    low = clause.low
    if _NOT_DONE.search(low):
        return []
    for pattern, role in _STATUS:
        if pattern.search(low):
            return [Fill("role", role, extra=_CHANGED)]
    found = _BECAME.search(low)
    if found is None:
        return []
    read = en_objects.role(clause.tokens, clause.index_at(found.end()))
    return [Fill("role", read[0], extra=_CHANGED)] if read is not None else []


def job_ended(clause: Clause) -> list[Fill]:
    """ "I quit my job", "got laid off", "I resigned": the employer and work place end,
    whatever they were (said first, so a new one in the same sentence is kept)."""
    if _JOB_ENDED.search(clause.low) is None or _NOT_DONE.search(clause.low):
        return []
    extra = {"object": "", "verb": "", "slots": _WORK, "whole": True, "replaced": True}
    return [Fill("ending", "job", action=NEGATE, terms=("job",), extra=extra)]
