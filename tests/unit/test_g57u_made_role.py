"""g57u: a role the user was given by others supersedes the role held ("they made me ward
manager", "the company bumped me up to team lead", 领导让我当车间主任了, 公司安排我做店长了,
提了副主任); someone else promoted, a role only hoped for and "made me laugh" change nothing."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import active_after

_EN = "I'm a staff nurse at St Mary's."
_ZH = "我是车间的班组长。"


def _roles(context: str, said: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, "role") if m.subject == "user")


@pytest.mark.parametrize(
    ("context", "said", "now"),
    [
        (_EN, "They made me ward manager last month!", "ward manager"),
        (_EN, "the trust just made me charge nurse, same ward", "charge nurse"),
        (_EN, "so they bumped me up to charge nurse", "charge nurse"),
        (_EN, "Management appointed me deputy ward manager in January.", "deputy ward manager"),
        (_EN, "my boss has named me clinical lead for the unit", "clinical lead"),
        ("I'm a line cook at Nando's.", "They made me head chef!!", "head chef"),
        ("I work the tills at Lidl.", "they made me shift manager, finally", "shift manager"),
        (_ZH, "领导让我当车间主任了", "车间主任"),
        (_ZH, "上个月提了车间主任", "车间主任"),
        (_ZH, "公司安排我做质检主管了", "质检主管"),
        (_ZH, "我被任命为车间主任了", "车间主任"),
        (_ZH, "厂里让我去当调度员了，不带班了", "调度员"),
        ("我在超市当收银员", "店里让我当店长了", "店长"),
    ],
)
def test_a_role_given_by_others_supersedes(context: str, said: str, now: str) -> None:
    roles = _roles(context, said)
    assert len(roles) == 1
    assert values_match(now, roles[0])


@pytest.mark.parametrize(
    ("context", "said"),
    [
        (_EN, "My colleague got made ward manager."),
        (_EN, "They might make me ward manager next year."),
        (_EN, "The night shift made me a coffee."),
        (_EN, "The patients made me laugh today."),
        (_ZH, "我同事被提拔为车间主任了"),
        (_ZH, "领导想让我当车间主任"),
        (_ZH, "领导让我当心点"),
        (_ZH, "领导让我做个报告"),
    ],
)
def test_no_role_given_changes_nothing(context: str, said: str) -> None:
    before = _roles("", context)
    assert before
    assert _roles(context, said) == before
