"""g57u: a new employer said as going there to work or to report for duty (已经去拼多多上班了,
下周一去拼多多报到, 我现在是拼多多的人了) supersedes the employer held; the same in English was
already read ("Starting at KPMG on Monday!", "my first day at KPMG was yesterday"). Someone
else's move, a wish, an interview or a meeting there change nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after

_ZH = "我在京东做运营。"
_EN = "I work at Deloitte as an auditor."


def _employers(context: str, said: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, "employer") if m.subject == "user")


@pytest.mark.parametrize(
    ("context", "said", "now"),
    [
        (_ZH, "已经去拼多多上班了", "拼多多"),
        (_ZH, "下周一去拼多多报到", "拼多多"),
        (_ZH, "我现在是拼多多的人了", "拼多多"),
        (_ZH, "上个月到拼多多工作了，还是做运营", "拼多多"),
        (_ZH, "下礼拜三就去拼多多报到了", "拼多多"),
        (_ZH, "现在去拼多多上班了离家近", "拼多多"),
        (_ZH, "我下个月去拼多多入职", "拼多多"),
        (_EN, "Starting at KPMG on Monday!", "KPMG"),
        (_EN, "my first day at KPMG was yesterday", "KPMG"),
        (_EN, "signed with KPMG last week, same job", "KPMG"),
        (_EN, "KPMG poached me", "KPMG"),
        (_EN, "I've moved over to KPMG.", "KPMG"),
        (_EN, "I'm with KPMG these days.", "KPMG"),
    ],
)
def test_the_new_workplace_supersedes(context: str, said: str, now: str) -> None:
    assert _employers(context, said) == [now]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        (_ZH, "我同事去拼多多上班了"),
        (_ZH, "我想去拼多多上班"),
        (_ZH, "明天去拼多多面试"),
        (_ZH, "下午去拼多多开会了"),
        (_ZH, "他现在是拼多多的人了"),
        (_EN, "my friend moved over to KPMG"),
        (_EN, "I might move to KPMG"),
    ],
)
def test_no_move_of_the_users_own_changes_nothing(context: str, said: str) -> None:
    before = _employers("", context)
    assert before
    assert _employers(context, said) == before
