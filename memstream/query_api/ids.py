"""Ids at the HTTP edge: what a tenant, user, workspace, agent or session id may hold.

Stricter than the stored models' `Identifier` (which must keep decoding what earlier
versions accepted): besides a colon, whitespace, control characters and `*`, the edge
refuses `/` (a user id travels in URL paths: `/v1/users/{user}/...`), the ids `.` and
`..` (clients resolve them as path segments), bidirectional controls and zero-width or
other invisible format characters (an id that looks like another). Every id accepted
here reaches every route that takes one.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Final

from pydantic import AfterValidator, Field

from memstream.schemas.base import MAX_ID_LENGTH

_NOT_IN_ID: Final = (
    r":\s\x00-\x1f\x7f-\x9f\u2028\u2029*/"
    r"\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb"
)
EDGE_ID_PATTERN: Final = (
    rf"^(?:[^{_NOT_IN_ID}.][^{_NOT_IN_ID}]*"
    rf"|\.[^{_NOT_IN_ID}.][^{_NOT_IN_ID}]*"
    rf"|\.\.[^{_NOT_IN_ID}]+)$"
)
"""Any id but `.` and `..`, without the characters above (no lookaround: every regex
engine on the way, Rust's, Python's and ECMAScript's, reads it the same)."""
EDGE_ID_RULE: Final = (
    "ids have no colon, whitespace, control or invisible format character (zero-width, "
    "bidirectional), '*' or '/', and are not '.' or '..'"
)


def invisible(text: str) -> bool:
    """Whether `text` holds an invisible format character (Unicode category Cf)."""
    return not text.isascii() and any(unicodedata.category(ch) == "Cf" for ch in text)


def visible_id(text: str) -> str:
    """`text`, refused when it holds an invisible format character the pattern cannot
    name (those beyond the Basic Multilingual Plane: tag characters)."""
    if invisible(text):
        raise ValueError(f"not an id: {EDGE_ID_RULE}")
    return text


ID_DESCRIPTION: Final = f"An id of 1-{MAX_ID_LENGTH} characters: {EDGE_ID_RULE}."
EdgeId = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_ID_LENGTH,
        pattern=EDGE_ID_PATTERN,
        description=ID_DESCRIPTION,
    ),
    AfterValidator(visible_id),
]
