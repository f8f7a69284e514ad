"""g51h: allergies that no longer hold: all of them ("So no allergies at all actually", 其实我
什么都不过敏) or the thing one can take again ("I can eat shellfish again now", 海鲜我现在能吃了);
not someone else's, a question, or another thing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


def _allergies(context: str, said: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, "allergy"))


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I'm allergic to penicillin and also latex.", "So no allergies at all actually"),
        ("I'm allergic to penicillin.", "turns out I'm not allergic to anything"),
        ("I'm allergic to shellfish.", "I can eat shellfish again now, the desensitisation worked"),
        ("我海鲜过敏。", "海鲜我现在能吃了，脱敏治疗做完了，虾蟹都没事"),
        ("我对花粉过敏。", "其实我什么都不过敏"),
    ],
)
def test_an_allergy_gone_ends(context: str, said: str) -> None:
    assert _allergies(context, said) == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I'm allergic to shellfish.", "my son has no allergies at all"),
        ("I'm allergic to shellfish.", "do you have no allergies at all?"),
        ("I'm allergic to shellfish.", "I can eat shrimp now"),
        ("我海鲜过敏。", "他现在能吃海鲜了"),
        ("我海鲜过敏。", "如果什么都不过敏就好了"),
    ],
)
def test_no_allergy_ends_without_the_users_word(context: str, said: str) -> None:
    assert _allergies(context, said) == _allergies("", context)
