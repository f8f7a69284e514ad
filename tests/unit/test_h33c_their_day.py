"""The user's part in someone else's dated event (issue 22, h33c), English and Chinese: the
user's plan on the day of the other's event; the event stays theirs; nothing when the part is
tentative, a feeling, the user's own dated plan, past or recurring."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en, zh
from memstream.text import has_cjk
from tests.fixtures.grammar import MONDAY, said


@pytest.mark.parametrize(
    ("text", "value", "day"),
    [
        (
            "my brother's graduation is May 9 and I'm taking photos",
            "taking photos at my brother's graduation",
            "2026-05-09",
        ),
        (
            "my son's recital is next Friday and I'm flying back for it",
            "flying back for my son's recital",
            "2026-03-13",
        ),
        ("经理下周四来，我要做汇报", "做汇报", "2026-03-12"),
        ("我姐下周六结婚，我要当伴娘", "当伴娘", "2026-03-14"),
    ],
)
def test_the_users_part_is_a_plan_on_their_day(text: str, value: str, day: str) -> None:
    parse = zh.parse if has_cjk(text) else en.parse
    mine = [
        (f.value, f.dates[0])
        for f in parse(text, MONDAY)
        if f.slot == "plan" and f.subject == "user"
    ]
    assert mine == [(value, day)], said(text)


@pytest.mark.parametrize(
    "text",
    [
        "my sister's wedding is April 18 and I'm so nervous",
        "my brother's graduation is on Saturday and I might drive up",
        "我妹下周六结婚，我可能去不了",
        "经理上周四来了，我要做汇报",
        "每周四经理来，我要做汇报",
    ],
)
def test_no_plan_of_the_users_when_unsure_felt_past_or_recurring(text: str) -> None:
    assert not [s for s in said(text) if s.startswith("plan=")], said(text)
