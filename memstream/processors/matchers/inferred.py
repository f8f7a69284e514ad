"""What the matchers of shown behaviour (revisions, ratings, tools) share: inferred candidates.

A candidate learned from behaviour is inferred: `provenance.explicit` is false, so it
waits in the candidate pool for more evidence and never overrides what the user said.
What the user says in words (a message, a feedback comment) is explicit, never this.
"""

from __future__ import annotations

from typing import Final

from memstream.processors.matchers.common import Draft, to_candidates
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import EventBase
from memstream.schemas.memory import Speaker

EXCERPT_CHARS: Final = 200


def inferred_candidates(
    event: EventBase, matcher: str, drafts: list[Draft], speaker: Speaker = "user"
) -> list[MemoryCandidate]:
    """Candidates for the drafts (ids from the event, matcher and index), marked inferred."""
    return [as_inferred(c) for c in to_candidates(event, matcher, drafts, speaker)]


def as_inferred(candidate: MemoryCandidate) -> MemoryCandidate:
    """The candidate marked as shown rather than said (`provenance.explicit` false)."""
    provenance = candidate.provenance.model_copy(
        update={"explicit": False, "quote": candidate.provenance.quote or None}
    )
    return candidate.model_copy(update={"provenance": provenance})


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """The text with spaces collapsed, cut to `limit` characters (an ellipsis marks a cut)."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"
