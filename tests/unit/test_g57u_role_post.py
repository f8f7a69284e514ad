"""g57u: a post taken or given, said as the job's name ("I got the head of department role",
"they gave me the night manager job", "landed the charge nurse position", 接了教导主任的位子, 接了
老李的班当车间主任), supersedes the role held; someone else's post, one applied for or only
hoped for change nothing."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import active_after

_EN = "I teach maths at Hillside Academy."
_ZH = "我在一中当数学老师。"


def _roles(context: str, said: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, "role") if m.subject == "user")


@pytest.mark.parametrize(
    ("context", "said", "now"),
    [
        (_EN, "I got the head of department role!", "head of department"),
        (_EN, "they gave me the head of year job, starts monday", "head of year"),
        ("I'm a staff nurse.", "Landed the charge nurse position, so chuffed", "charge nurse"),
        ("I'm a line cook.", "I've been given the sous chef job at last", "sous chef"),
        ("I'm a line cook.", "accepted the head chef post yesterday", "head chef"),
        ("I drive for Uber.", "took the dispatcher job at the depot", "dispatcher"),
        (_ZH, "接了教导主任的位子", "教导主任"),
        (_ZH, "这学期我接了年级组长的班", "年级组长"),
        (_ZH, "校长把教导主任的位子给我了", "教导主任"),
        ("我在厂里当质检员", "接了老李的班当车间主任", "车间主任"),
        ("我在超市当收银员", "店长的位置现在是我的了", "店长"),
        ("我是护士", "接了护士长的职位", "护士长"),
    ],
)
def test_a_post_taken_supersedes(context: str, said: str, now: str) -> None:
    roles = _roles(context, said)
    assert len(roles) == 1
    assert values_match(now, roles[0]) and roles[0] == now


@pytest.mark.parametrize(
    ("context", "said"),
    [
        (_EN, "My colleague got the head of department role."),
        (_EN, "I applied for the head of department role."),
        (_EN, "I hope I get the head of department job."),
        (_ZH, "老王接了教导主任的位子"),
        (_ZH, "我想接教导主任的位子"),
        (_ZH, "我接了个电话"),
    ],
)
def test_no_post_of_the_users_changes_nothing(context: str, said: str) -> None:
    before = _roles("", context)
    assert before
    assert _roles(context, said) == before
