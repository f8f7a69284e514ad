"""Someone else's words after a colon and a verb of saying are theirs (colon_speakers)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    "text",
    [
        "客人突然说：我最讨厌下雨天",
        "今天有个客人说：我对芒果过敏",
        "今天带的客人打到第九洞突然来一句：我这辈子最讨厌的就是下雨天打球",
        "他说：我下个月去上海出差",
    ],
)
def test_their_words_teach_nothing_of_the_user(text: str) -> None:
    assert learned_keys(text) == set()


def test_the_speaker_of_ones_own_stays_a_relation() -> None:
    assert learned_keys("我老婆说：我下周去北京出差") == {("profile.relations.wife", "老婆")}


def test_the_users_own_words_after_a_colon_stand() -> None:
    assert ("profile.location", "杭州") in learned_keys("简单说：我是程序员，住在杭州")
