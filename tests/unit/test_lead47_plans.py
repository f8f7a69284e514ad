"""The lead's plans of round 47, by structure: a request said after a space (voice input), a
plan up to the space that follows it, an exam sat, an appointment without what it is for, a
long plan up to its why, a wish said after the day (周末想去…) and a weekend said
with 才 (how often, no date), a day word explained ("when I say tonight I mean Seoul time"),
talk with the assistant, a verb of being before where the plan is, a moved plan named by a
word of its own and a kind word ("the Bechstein job", 郑州的会), and no place by its suffix
that is a clause (周末才回广州)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.zh_objects import is_place
from tests.fixtures.grammar import learned_after


def _plans(context: str, said: str) -> list[tuple[str, tuple[str, ...]]]:
    """The active plans after `said` (with `context` said before it)."""
    _, after = learned_after(context, said)
    return sorted((m.value, m.dates) for m in after if m.active and m.slot == "plan")


@pytest.mark.parametrize(
    ("said", "plan", "day"),
    [
        ("下周三飞成都出差 待三天 帮我列一下要带的东西", "飞成都出差", "2026-03-11"),
        ("大后天早上七点的航班去三亚 帮我记一下 到时候提醒我带身份证", "去三亚", "2026-03-05"),
        ("周六去杭州看展 帮我查下天气", "去杭州看展", "2026-03-07"),
        (
            "My visa appointment is on the 4th of April at VFS, which documents do I bring",
            "visa appointment at VFS",
            "2026-04-04",
        ),
        ("the concert is at the O2 on Saturday", "concert at the O2", "2026-03-07"),
        ("I'm taking my GRE a week from Saturday", "GRE", "2026-03-14"),
        ("sitting my driving test on Friday", "driving test", "2026-03-06"),
        ("dentist on Wednesday for a filling, what can I eat after", "dentist", "2026-03-04"),
        ("vet appointment for the dog on Friday", "vet appointment", "2026-03-06"),
        (
            "Taking the ferry to Orkney next Monday for a three-week cook job on a salmon farm",
            "Taking the ferry to Orkney",
            "2026-03-09",
        ),
        ("下周五去体检 帮我看看要不要空腹", "去体检", "2026-03-13"),
    ],
)
def test_a_plan_before_a_request_or_beside_where_it_is(said: str, plan: str, day: str) -> None:
    assert (plan, (day,)) in _plans("", said)


@pytest.mark.parametrize(
    "said",
    [
        "周末想去露营，帮我列个清单",
        "周末想带娃去个近点的地方耍",
        "在华为做硬件测试，base东莞，周末才回广州",
        "heads up im on Mountain time so when i say tmrw morning i mean MT morning not yours",
        "Quick one. I'm on KST so when I say tonight that's Seoul time.",
        'when I say "tomorrow" I mean Pacific time',
        "it's Björn here, I'll be asking about ski wax chemistry today",
        "I'll bug you about the invoice template tomorrow",
        "明天要不要去爬山 帮我看看天气",
        "假如我下个月去日本 帮我做个攻略",
    ],
)
def test_no_plan_from_a_wish_a_usual_weekend_or_a_word_explained(said: str) -> None:
    assert _plans("", said) == []


@pytest.mark.parametrize(
    ("context", "said", "plan", "day"),
    [
        (
            "I'm tuning the Bechstein at St Mary's on Thursday.",
            "Change of plan, the Bechstein job got moved to next Wednesday, the vicar's away",
            "tuning the Bechstein at St Mary",
            "2026-03-11",
        ),
        (
            "Lunch with Amy on Friday",
            "the Amy thing got pushed to Saturday",
            "Lunch with Amy",
            "2026-03-07",
        ),
        (
            "下周三去郑州开学术推广会。",
            "郑州的会改到下周四了。",
            "去郑州开学术推广会",
            "2026-03-12",
        ),
        ("周四去张家装空调", "张家那个活改到周五了", "去张家装空调", "2026-03-06"),
    ],
)
def test_a_moved_plan_named_by_a_word_of_its_own(
    context: str, said: str, plan: str, day: str
) -> None:
    assert _plans(context, said) == [(plan, (day,))]


def test_this_weekend_with_cai_is_still_a_plan() -> None:
    assert _plans("", "这周末才回广州") == [("回广州", ("2026-03-07",))]


@pytest.mark.parametrize(
    ("text", "place"), [("周末才回广州", False), ("杭州市", True), ("徐州", True)]
)
def test_a_place_by_its_suffix_is_no_clause(text: str, place: bool) -> None:
    assert is_place(text) is place


@pytest.mark.parametrize(
    ("said", "plans"),
    [
        (
            "flying to Lagos on Thursday for my cousin's wedding and I still haven't got an outfit",
            [("flying to Lagos", ("2026-03-05",))],
        ),
        ("dentist thursday at 3, remind me, I cracked a molar", [("dentist", ("2026-03-05",))]),
        ("On Friday, I went to the gym", []),
        ("I hate crowds. festivals, stadiums, Black Friday — my nightmare.", []),
        ("周末早上固定去花鸟市场转一圈，顺便买点多肉", []),
    ],
)
def test_a_day_ahead_whatever_another_clause_tells_of_the_past(
    said: str, plans: list[tuple[str, tuple[str, ...]]]
) -> None:
    assert _plans("", said) == plans
