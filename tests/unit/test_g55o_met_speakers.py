"""Someone the user met, then their words with the speaker unsaid (遇到一个阿婆，讲她孙子…),
teaches nothing about the user (g55o); what the user says before the meeting, and the
user's own words after it, stay."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

THEIRS: list[str] = [
    "公交上遇到一个阿婆，讲她孙子在北大读博，讲了一路",
    "在医院碰到个阿姨，聊起她女儿在华为上班",
    "今天遇到一个老同学，说他在深圳开公司",
]


@pytest.mark.parametrize("text", THEIRS)
def test_the_met_persons_words_teach_nothing(text: str) -> None:
    """The role, employer or place is the met person's (or their kin's)."""
    assert learned_keys(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("我在杭州上班，公交上遇到一个阿婆，讲她孙子在北大读博", ("profile.work_location", "杭州")),
    ("今天遇到一个老同学，我说我在杭州做护士", ("profile.role", "护士")),
    ("我遇到一个难题，说起来我是程序员", ("profile.role", "程序员")),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_the_users_own_words_stay(text: str, learned: tuple[str, str]) -> None:
    """What the user says of themself before or after the meeting stays."""
    assert learned in learned_keys(text)
