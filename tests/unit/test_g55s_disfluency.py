"""Speech written down as said: fillers, repeats and restarts are read as meant (g55s)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.disfluency import fluent
from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        (
            "um so, uh, I'm, I'm a, I work as a, uh, respiratory therapist",
            "profile.role",
            "respiratory therapist",
        ),
        ("uh I live in, um, Leeds", "profile.location", "Leeds"),
        ("I work at, um, at Tesco", "profile.employer", "Tesco"),
        ("so I, I, uh, I love hiking", "pref:hiking", "like"),
        ("我，我是那个，嗯，护士", "profile.role", "护士"),
        ("嗯……我住在，那个，杭州", "profile.location", "杭州"),
        ("我喜欢，嗯，爬山", "pref:爬山", "like"),
    ],
)
def test_spoken_disfluencies_are_read_as_meant(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    ["um, what time is it in Tokyo?", "uh, maybe I'll move to, um, Leeds", "嗯，我可能搬去杭州"],
)
def test_a_question_or_a_hedge_said_with_fillers_learns_nothing(text: str) -> None:
    assert learned_keys(text) == set()


def test_a_sentence_without_fillers_is_left_alone() -> None:
    assert fluent("I love hiking, cooking, and reading", False) == (
        "I love hiking, cooking, and reading"
    )
    assert fluent("那个人是我哥", True) == "那个人是我哥"


def test_an_acronym_is_no_filler() -> None:
    assert fluent("sesame sends me to the ER, every time", False) == (
        "sesame sends me to the ER, every time"
    )
    assert fluent("studying marine bio at UH Hilo", False) == "studying marine bio at UH Hilo"
