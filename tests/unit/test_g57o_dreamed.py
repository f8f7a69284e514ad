"""A dreamed-of thing named, then what it is, is no state of the user's (g57o): "dream job:
marine biologist", "my ideal city would be Vancouver", 我的理想工作是去腾讯当产品经理. The near
misses stay: the user's own state said beside it, a dream job got, a company named 理想."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

_STATES = ("profile.role", "profile.employer", "profile.location", "profile.languages")


def _states(text: str) -> set[tuple[str, str]]:
    """The states the message teaches about the user (home, job, employer, languages, pets)."""
    return {
        (key, value)
        for key, value in learned_keys(text)
        if key.startswith(_STATES) or key in ("profile.relations.cat", "profile.relations.dog")
    }


DREAMED: list[str] = [
    "dream job: marine biologist in the Maldives",
    "ideal city to live in: Vancouver",
    "dream life: running a bookshop in Edinburgh with two cats",
    "Dream Job = Zookeeper at San Diego Zoo",
    "my fantasy house would be a lighthouse in Maine",
    "my perfect partner would speak Italian",
    "我的理想工作是去腾讯当产品经理",
    "理想生活就是在海边开个咖啡馆，养只猫",
    "心目中的城市是厦门",
    "理想的工作单位：华为",
    "我心目中的生活是住在大理天天晒太阳",
    "梦中情城：成都",
]


@pytest.mark.parametrize("text", DREAMED)
def test_a_dreamed_of_state_is_not_the_users(text: str) -> None:
    """What the dream names does not hold."""
    assert _states(text) == set()


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        (
            "my ideal employer would be Patagonia, right now I work at Target",
            "profile.employer",
            "Target",
        ),
        (
            "perfect weekend - hiking in the Alps with my dog Rufus",
            "profile.relations.dog",
            "Rufus",
        ),
        ("I'm living my dream life as a chef in Lyon", "profile.role", "chef"),
        ("我在理想汽车上班", "profile.employer", "理想汽车"),
        ("我的理想城市是杭州，不过我现在住在苏州", "profile.location", "苏州"),
    ],
)
def test_the_users_own_state_beside_a_dream_stays(text: str, key: str, value: str) -> None:
    """A state said outside the dream, or a dream come true, is still read."""
    assert (key, value) in learned_keys(text)
