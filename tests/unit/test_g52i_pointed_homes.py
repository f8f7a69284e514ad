"""A home pointed at from inside ("the rent here in Leeds", "my apartment in Kraków", 我们湛江
这边, 在西安长大，现在还住在那儿); a stay, a home gone by, a wish or someone else's gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _homes(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.location"}


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("Things are quiet here in Adelaide.", "Adelaide"),
        ("It's raining again here in Bergen.", "Bergen"),
        ("The rent here in Leeds is insane.", "Leeds"),
        ("My apartment in Kraków has no AC.", "Kraków"),
        ("Our place in Austin is tiny.", "Austin"),
        ("Born and raised in Tucson, never left.", "Tucson"),
        ("我们湛江这边天天吃海鲜。", "湛江"),
        ("咱们青岛这儿夏天很舒服。", "青岛"),
        ("我们合肥这边今天下雨了。", "合肥"),
        ("我从小在西安长大，现在还住在那儿。", "西安"),
    ],
)
def test_a_home_pointed_at(text: str, home: str) -> None:
    assert home in _homes(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm here in Rome for the week.",
        "My sister says it's cold here in Oslo.",
        "Our old flat in Leeds had mould.",
        "My brother's flat in Cork is huge.",
        "If I lived here in Paris I'd be broke.",
        "Our hotel here in Lisbon is lovely.",
        "Back home in Oslo it's already dark by 3pm.",
        "他们杭州那边下雪了。",
        "我们公司这边加班很多。",
        "我们北京这边过年放鞭炮吗？",
        "我们小区这边停水了。",
    ],
)
def test_no_home_of_the_users(text: str) -> None:
    assert not _homes(text)
