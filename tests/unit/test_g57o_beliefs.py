"""What someone else believes of the user teaches nothing about the user (g57o): "my gran
still believes I live in Ohio", 导航一直以为我住在郊区. The near misses stay: the user's own belief,
a clinician's finding, and what the user says after the belief ("..., but I moved to Denver")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _about_user(text: str) -> set[tuple[str, str]]:
    """What the message teaches about the user, the people it names left aside."""
    return {
        (key, value)
        for key, value in learned_keys(text)
        if not key.startswith(("profile.relations.", "fact:about:"))
    }


BELIEVED: list[str] = [
    "My grandma believes I still live in Ohio",
    "the recruiter assumed I speak German.",
    "my in-laws are convinced I'm a dentist",
    "Mum reckons I'm still working at Tesco",
    "half the office believes i'm vegan",
    "everyone at the gym is under the impression that I'm a personal trainer",
    "my boss beleives I live in Leeds",
    "the landlord thinks I work at the hospital but whatever",
    "导航一直以为我住在郊区",
    "我爸还以为我在深圳上班呢",
    "很多人误以为我对花生过敏",
    "同事都以为我是护士",
    "客户误认为我是这家店的老板",
    "我奶奶一直以为我还在华为上班",
    "大家都以为我吃素其实我只是在减肥",
]


@pytest.mark.parametrize("text", BELIEVED)
def test_a_belief_of_someone_else_teaches_nothing(text: str) -> None:
    """The belief is theirs; the user states none of it."""
    assert _about_user(text) == set()


def test_what_the_user_says_after_the_belief_is_theirs() -> None:
    """The clause after the belief is said in the user's voice again."""
    learned = _about_user("my gran still believes I'm in Boston but I moved to Denver last year")
    assert ("profile.location", "Denver") in learned
    assert ("profile.location", "Boston") not in learned


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("I think I'm allergic to cats", "fact:allergy", "cats"),
        ("I believe I'm the only vegan at Siemens", "fact:diet", "vegan"),
        ("my doctor thinks I have asthma", "fact:health", "asthma"),
        ("我可以为你做饭，我是厨师", "profile.role", "厨师"),
    ],
)
def test_the_users_own_belief_and_a_finding_stay(text: str, key: str, value: str) -> None:
    """The user's own belief, a clinician's and a 可以为 that is no 以为 are still read."""
    assert (key, value) in _about_user(text)
