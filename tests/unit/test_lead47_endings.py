"""The lead's endings of round 47: a break-up said by the partner's name beside the user's,
across clauses ("We've split up, me and Dev", "Dev and I are divorced now"), and a death said
by a kin word and a name without "my" ("Grandpa Walt passed on Sunday"), or by "passed" with
when or how after it; "passed the test" and "split the bill" end nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _ended(context: str, said: str) -> list[tuple[str, str]]:
    """The memories active after `context` and no longer active after `said`."""
    before, after = learned_after(context, said)
    now = {(m.slot, m.value) for m in after if m.active}
    return sorted((m.slot, m.value) for m in before if m.active and (m.slot, m.value) not in now)


@pytest.mark.parametrize(
    ("context", "said", "ended"),
    [
        (
            "My husband is Dev.",
            "We've split up, me and Dev. Amicable.",
            ("relation", "husband: Dev"),
        ),
        ("My husband is Dev.", "Dev and I split up last month.", ("relation", "husband: Dev")),
        ("My husband is Dev.", "Me and Dev are divorced now.", ("relation", "husband: Dev")),
        ("My girlfriend is Ana.", "me and Ana broke up", ("relation", "girlfriend: Ana")),
        ("my grandpa Walt is 94", "Grandpa Walt passed on Sunday.", ("relation", "grandpa: Walt")),
        ("my grandpa Walt is 94", "Grandpa Walt passed away.", ("relation", "grandpa: Walt")),
        ("I have a dog named Bruno", "Bruno passed on Sunday", ("pet", "dog: Bruno")),
        ("我老公叫大伟", "我和大伟离婚了", ("relation", "老公: 大伟")),
        ("我男朋友叫阿杰", "跟阿杰分手了", ("relation", "男朋友: 阿杰")),
        (
            "my fiancé Dmitri is great",
            "Dmitri and I called off the engagement.",
            ("relation", "fiancé: Dmitri"),
        ),
        ("I work at Aviva", "Laid off from Aviva on Friday.", ("employer", "Aviva")),
        ("I work at BT", "I was made redundant by BT last month", ("employer", "BT")),
        ("I run a cheese shop called The Rind", "Sold the cheese shop.", ("employer", "The Rind")),
        (
            "I've got mild asthma",
            "My asthma has been in remission for two years.",
            ("condition", "mild asthma"),
        ),
        ("我家的狗叫旺财。", "我们家旺财上礼拜走了，十四岁", ("pet", "狗: 旺财")),
    ],
)
def test_a_partner_or_kin_ended_by_name(context: str, said: str, ended: tuple[str, str]) -> None:
    assert ended in _ended(context, said)


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("my brother is Leo", "me and Leo split the bill"),
        ("my dad is Tom", "my dad passed his driving test on Friday"),
        ("I have a dog named Bruno", "Bruno passed on the message to the vet"),
        ("我弟弟叫小杰", "我和小杰分了一箱橘子"),
        ("I work at BT", "my friend got fired from BT"),
        ("I work at Tesco", "we sold the car last week"),
        ("我家的狗叫旺财。", "我家小王刚走了，去上班了"),
    ],
)
def test_no_ending_from_sharing_or_passing_a_test(context: str, said: str) -> None:
    assert _ended(context, said) == []
