"""An update revises what the user stated earlier in the same session even when other
statements came between (`stated_before.stated_earlier`): the grammar reads only the latest
message that stated something, the kept values reach further back. English and Chinese,
through the real extract and consolidate stages."""

from __future__ import annotations

import pytest

from tests.unit.test_lead52_updates_across_sessions import _active, _posted


def _in_one_session(*said: str) -> set[tuple[str, str]]:
    """The active memories after the messages, a minute apart, in one session."""
    return _active([_posted(n, "s", text, 0) for n, text in enumerate(said, start=1)])


@pytest.mark.parametrize(
    ("first", "between", "update", "gone", "now"),
    [
        (
            "I play tennis every Sunday.",
            "I live in Leeds.",
            "Tennis is on Saturdays now",
            ("habit", "play tennis every Sunday"),
            ("habit", "play tennis every Saturday"),
        ),
        (
            "I do yoga on Mondays.",
            "My daughter is called Mia.",
            "yoga moved to Wednesdays",
            ("habit", "yoga on Mondays"),
            ("habit", "yoga every Wednesday"),
        ),
        (
            "I'm allergic to penicillin.",
            "I work at a bakery in Leeds.",
            "turns out it's amoxicillin I'm allergic to, not penicillin",
            ("allergy", "penicillin"),
            None,
        ),
        (
            "我对青霉素过敏。",
            "我住在杭州。",
            "搞错了，我过敏的是阿莫西林，不是青霉素",
            ("allergy", "青霉素"),
            None,
        ),
    ],
)
def test_an_update_reaches_past_statements_in_between(
    first: str,
    between: str,
    update: str,
    gone: tuple[str, str],
    now: tuple[str, str] | None,
) -> None:
    active = _in_one_session(first, between, update)
    assert gone not in active
    assert now is None or now in active
    assert len(active & {("home_location", "Leeds"), ("home_location", "杭州")}) <= 1


@pytest.mark.parametrize(
    ("first", "between", "later"),
    [
        ("I play tennis every Sunday.", "I live in Leeds.", "I love a good cup of tea"),
        ("我对青霉素过敏。", "我住在杭州。", "我周末喜欢去西湖边走走"),
    ],
)
def test_a_message_that_revises_nothing_leaves_earlier_statements_active(
    first: str, between: str, later: str
) -> None:
    active = _in_one_session(first, between, later)
    assert {("habit", "play tennis every Sunday"), ("allergy", "青霉素")} & active
