"""An employer ends when the user hands in their notice there ("handed in my notice at
Deloitte", "gave notice at Deloitte", 跟阿里提了离职, 从阿里裸辞了); telling someone or
meeting people from there ends nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _held(earlier: str, later: str) -> tuple[set[str], set[str]]:
    """The user's active employers and homes before and after `later`."""
    before, after = learned_after(earlier, later)
    kept = ("employer", "home_location")
    return (
        {m.value for m in before if m.active and m.slot in kept},
        {m.value for m in after if m.active and m.slot in kept},
    )


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I work at Deloitte.", "handed in my notice at Deloitte"),
        ("I work at Deloitte.", "gave notice at Deloitte last week, two weeks left"),
        ("I'm a prison officer at HMP Altcourse.", "Handed my notice in at Altcourse."),
        ("我在阿里上班。", "已经跟阿里提了离职"),
        ("我在阿里上班。", "从阿里裸辞了"),
    ],
)
def test_notice_handed_in_ends_the_employer(earlier: str, later: str) -> None:
    before, after = _held(earlier, later)
    assert before and not before & after, (before, after)


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I work at Deloitte.", "a friend at Deloitte gave notice today"),
        ("我在阿里上班。", "我跟老婆说了"),
        ("我住在北京。", "和北京的朋友聊了"),
    ],
)
def test_other_talk_ends_nothing(earlier: str, later: str) -> None:
    before, after = _held(earlier, later)
    assert before and before <= after, (before, after)
