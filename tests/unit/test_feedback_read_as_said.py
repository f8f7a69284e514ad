"""A feedback comment in English is the user's own words: what the slot grammar reads in it
is an explicit memory, as in a message (none of these sentences is a corpus line). Chinese
comments keep the comment rules of `matchers.feedback` alone for now."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.matchers.feedback import match_feedback
from memstream.schemas.base import Scope
from memstream.schemas.events import Feedback, FeedbackGiven

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def given(comment: str) -> list[tuple[str, str, bool]]:
    event = FeedbackGiven(
        id="f9",
        time=T0,
        scope=Scope(tenant="acme", user="ines"),
        payload=Feedback(rating="negative", comment=comment),
    )
    return [(c.key, c.value, c.provenance.explicit) for c in match_feedback(event)]


@pytest.mark.parametrize(
    ("comment", "key", "value"),
    [
        ("briefer. much briefer.", "pref.response_length", "concise"),
        ("stop being so chatty, one line was enough", "pref.response_length", "concise"),
        ("wrong town, I live in Haarlem", "profile.location", "Haarlem"),
        ("no, I'm a radiographer, not a nurse", "profile.role", "radiographer"),
    ],
)
def test_what_the_grammar_reads_in_a_comment_is_explicit(
    comment: str, key: str, value: str
) -> None:
    assert (key, value, True) in given(comment)


@pytest.mark.parametrize(
    "comment", ["stop apologizing all the time", "my boss thinks this is too long", "meh"]
)
def test_a_comment_gives_no_ending_and_nothing_about_someone_else(comment: str) -> None:
    found = given(comment)
    assert not [key for key, _, _ in found if key.startswith(("pref:", "ending:", "profile."))]


def test_a_key_the_comment_rules_gave_is_not_read_twice() -> None:
    keys = [key for key, _, _ in given("way too long, keep it short")]
    assert keys.count("pref.response_length") == 1
