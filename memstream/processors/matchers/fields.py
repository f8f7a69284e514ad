"""The profile fields and their cardinality, declared once.

A single-valued field keeps the key `profile.<field>`, so a new value supersedes the old
one (kept in history). A multi-valued field's candidates set `single_valued=False`: the
consolidator gives each value its own memory, so values accumulate. Relations add the
relation to the key (`profile.relations.sister`), one memory per named person or pet.
"""

from __future__ import annotations

from typing import Final, Literal

from memstream.processors.matchers.common import Draft
from memstream.schemas.memory import MemoryType

Cardinality = Literal["single", "multi"]

PROFILE_FIELDS: Final[dict[str, Cardinality]] = {
    "name": "single",
    "role": "single",
    "employer": "single",
    "location": "single",
    "origin": "single",
    "timezone": "single",
    "native_language": "single",
    "languages": "multi",
    "relations": "multi",
    "skills": "multi",
    "projects": "multi",
    "goals": "multi",
}

Found = list[tuple[str, str, str]]
"""What a profile rule returns: (field, value, content) triples; a relation's field is
`relations.<relation>`."""


def single_valued(field: str) -> bool:
    """True when a new value of the field supersedes the old one."""
    return PROFILE_FIELDS[field.partition(".")[0]] == "single"


def profile_draft(field: str, value: str, content: str, quote: str) -> Draft:
    """A profile candidate draft keyed `profile.<field>`, with the field's cardinality."""
    base, _, relation = field.partition(".")
    attributes = {"field": base} | ({"relation": relation} if relation else {})
    return Draft(
        MemoryType.PROFILE,
        f"profile.{field}",
        value,
        content,
        quote,
        attributes,
        single_valued=single_valued(field),
    )
