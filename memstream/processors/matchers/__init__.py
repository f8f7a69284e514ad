"""Rule matchers, English and Chinese: `match_<pattern>(event) -> list[MemoryCandidate]`.

Only what the user says (or the app asserts with a remember command) becomes a
long-term candidate; assistant, system and tool messages yield nothing here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from memstream.processors.matchers.facts import match_facts
from memstream.processors.matchers.preferences import match_preferences
from memstream.processors.matchers.profile import match_profile
from memstream.processors.matchers.remember import match_remember_command, match_remember_phrase
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import MessagePosted

if TYPE_CHECKING:  # the grammar imports matchers
    from memstream.processors.grammar.fills import Fill

MessageMatcher = Callable[[MessagePosted], list[MemoryCandidate]]

MESSAGE_MATCHERS: Final[tuple[MessageMatcher, ...]] = (
    match_preferences,
    match_profile,
    match_facts,
)


def match_message(
    event: MessagePosted,
    previous: Sequence[str] = (),
    asked: str | None = None,
    earlier: Sequence[Fill] = (),
) -> list[MemoryCandidate]:
    """Every matcher's candidates for one message (`previous`: the user's messages before it
    in the same session, the latest first, which a follow-up like "oh, and climbing too"
    refers to; `asked`: the assistant's question just before it, which a short answer
    such as "Lisbon" answers; `earlier`: what the user stated of themselves in other
    sessions, the oldest first, which an update such as "I eat eggs again" revises).

    A "remember that X" note is kept unless the slot grammar understood the same sentence
    as more than a person or a date ("remember that I prefer tea" is a preference, not a
    free-form note; "remember that my wife's birthday is May 3" stays a note).
    """
    from memstream.processors.matchers.slots import match_slots  # the grammar imports matchers

    found = match_slots(event, previous, asked, earlier)
    understood = {
        candidate.provenance.quote
        for candidate in found
        if candidate.attributes.get("slot") not in ("relation", "pet", "plan", "event")
    }
    notes = [
        note for note in match_remember_phrase(event) if note.provenance.quote not in understood
    ]
    return found + notes


__all__ = [
    "MESSAGE_MATCHERS",
    "match_facts",
    "match_message",
    "match_preferences",
    "match_profile",
    "match_remember_command",
    "match_remember_phrase",
]
