"""English: a bio that opens with a bare job and where it is based ("Sign painter based out of
Asheville", "hand-lettering sign painter based in Leeds", "Locum GP based in Bristol"): the
job is the user's role.

Only at the message's start, only a noun phrase of up to four words whose head is a job noun
(`job_heads.job_head`), never in a question.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.job_heads import job_head

_BASED: Final = re.compile(
    r"^\s*(?P<np>[A-Za-z][\w&/-]*(?:\s+[a-z][\w&/-]*){0,3})\s*,?\s+based\s+(?:out\s+of|in|at)\s+"
    r"(?-i:[A-Z])"
)
"""A job said bare at the start, then "based in/out of" a capitalised place."""


def based_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role of a bio opening "<job> based in <place>" (see the module),
    when no role of the user's was read."""
    if any(f.subject == "user" and f.slot == "role" for f in fills) or "?" in text:
        return fills
    found = _BASED.match(text)
    if found is None:
        return fills
    words = found["np"].split()
    words[0] = words[0] if words[0].isupper() else words[0].lower()
    if not job_head(words[-1]):
        return fills
    return [*fills, Fill("role", " ".join(words))]
