"""Plans dated "the day after tomorrow" (with or without "the", tomorrow typed as people type
it), plans said as booked or scheduled for a day ("My driving test is booked for March 20"),
and goals said met with the word goal itself ("Goal ticked off.", 目标达成): the goal named
ends, the goal alone ends the one goal there is; a goal almost met, wished or someone else's
ends nothing; a goal learned in two lengths from one sentence is one goal."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _plans(said: str) -> list[tuple[str, tuple[str, ...]]]:
    """The user's active plans (value, days) after one message."""
    _, after = learned_after("", said)
    return [
        (m.value, m.dates) for m in after if m.active and m.slot == "plan" and m.subject == "user"
    ]


def _goals(earlier: str, later: str) -> list[str]:
    """The user's active goals after `later`, said after `earlier`."""
    _, after = learned_after(earlier, later)
    return [m.value for m in after if m.active and m.slot == "goal" and m.subject == "user"]


@pytest.mark.parametrize(
    ("said", "plan", "day"),
    [
        ("dentist day after tommorow for a filling", "dentist", "2026-03-04"),
        ("I'm flying to Oslo the day after tomorrow.", "flying to Oslo", "2026-03-04"),
        ("got my cpc refresher tmrw morning 8am", "my cpc refresher 8am", "2026-03-03"),
        ("My driving test is booked for March 20.", "driving test", "2026-03-20"),
        ("My MOT is scheduled for Thursday.", "MOT", "2026-03-05"),
        ("Surgery's scheduled for the 9th, knee replacement.", "Surgery", "2026-03-09"),
        ("我后天去体检", "去体检", "2026-03-04"),
        (
            "Morning from Heathrow! I'm a textile buyer for Liberty, off to Marrakech on Thursday.",
            "off to Marrakech",
            "2026-03-05",
        ),
        ("I am a nurse and I start nights on Monday.", "start nights", "2026-03-09"),
        (
            "dentist Friday for a filling (filling lol) what can I eat after",
            "dentist",
            "2026-03-06",
        ),
        ("我是护士，下周一开始上夜班", "开始上夜班", "2026-03-09"),
    ],
)
def test_plans_on_the_day_said(said: str, plan: str, day: str) -> None:
    assert (plan, (day,)) in _plans(said)


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("My goal is to shear 500 ewes in nine hours", "Did it!! Goal ticked off."),
        ("My goal is to run a sub-4 marathon by the autumn.", "3:58!! Goal smashed."),
        ("My goal is to get my Spanish to B2", "Made it to B2! Spanish goal: done"),
        ("My goal this year: save 5k for a van", "Finally hit my goal, 5k in the bank!"),
        ("今年目标是减到一百斤", "一百斤减到了！！目标达成，奖励自己一顿火锅"),
        ("我的目标是存够十万首付", "存够十万了，首付的目标终于到了"),
        ("今年的目标是考过CPA", "终于实现了目标！"),
    ],
)
def test_a_goal_said_met_ends(earlier: str, later: str) -> None:
    assert _goals(earlier, later) == []


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("My goal is to shear 500 ewes in nine hours", "Almost hit my goal, 480 today"),
        ("My goal is to run a marathon. I want to learn Spanish.", "Goal ticked off!"),
        ("My goal is to run a marathon", "My brother's goal is done, he ran Boston"),
        ("今年目标是减到一百斤", "离目标还差五斤"),
        ("今年目标是减到一百斤", "我老公的目标达成了，他戒烟了"),
        ("今年目标是减到一百斤", "目标快达成了吗？"),
    ],
)
def test_a_goal_not_said_met_stays(earlier: str, later: str) -> None:
    assert _goals(earlier, later) != []


@pytest.mark.parametrize("said", ["目标达成！", "Goal ticked off."])
def test_a_goal_said_met_alone_learns_no_goal(said: str) -> None:
    assert _goals("", said) == []


@pytest.mark.parametrize(
    ("said", "plan", "day"),
    [
        ("5月1号带我媳妇去青海湖，她想看油菜花", "带媳妇去青海湖", "2026-05-01"),
        ("周日跟我老公去看房", "跟老公去看房", "2026-03-08"),
        ("周五给我儿子开家长会", "给儿子开家长会", "2026-03-06"),
        ("下周六陪我妈去医院复查", "陪我妈去医院复查", "2026-03-14"),
    ],
)
def test_a_chinese_plan_with_ones_own_person(said: str, plan: str, day: str) -> None:
    assert (plan, (day,)) in _plans(said)


@pytest.mark.parametrize("said", ["我老公下周去上海出差", "我女儿下周三去春游"])
def test_a_chinese_plan_of_ones_person_is_not_the_users(said: str) -> None:
    assert _plans(said) == []


@pytest.mark.parametrize(
    "said",
    [
        "can you draft an out-of-office? I'm a payroll officer and I'm off till the 16th",
        "I am now a teacher from Monday on, is that right?",
    ],
)
def test_no_plan_of_a_state(said: str) -> None:
    assert _plans(said) == []


@pytest.mark.parametrize(
    ("said", "plan", "day"),
    [
        ("We're getting married on June 14th!!", "getting married", "2026-06-14"),
        (
            "Heading to Glastonbury in June, sorted the tickets finally.",
            "Heading to Glastonbury",
            "2026-06-01",
        ),
        ("Tomorrow's the big move to Bristol.", "big move to Bristol", "2026-03-03"),
        ("I'll be in Chicago all next week for training.", "training in Chicago", "2026-03-09"),
        ("I've got jury duty all next week.", "jury duty", "2026-03-09"),
        (
            "My thesis draft is due next Friday and I've written nothing.",
            "thesis draft",
            "2026-03-13",
        ),
        ("后天我儿子家长会，我得去。", "儿子家长会", "2026-03-04"),
        ("我定了下周六的高铁回老家。", "回老家", "2026-03-14"),
        ("明早八点的飞机去成都。", "去成都", "2026-03-03"),
        ("我报了四月份的马拉松。", "马拉松", "2026-04-01"),
        ("六月份我们去日本玩。", "去日本玩", "2026-06-01"),
    ],
)
def test_plans_said_in_everyday_shapes(said: str, plan: str, day: str) -> None:
    assert (plan, (day,)) in _plans(said)


@pytest.mark.parametrize(
    "said",
    [
        "I got married in June.",
        "I went to the dentist, on Friday.",
        "Last year I ran the marathon in April.",
        "Can't do Tuesday, sorry.",
        "去年六月我去了日本。",
        "我三个月前搬的家。",
    ],
)
def test_no_plan_of_what_is_past_or_refused(said: str) -> None:
    assert _plans(said) == []


@pytest.mark.parametrize(
    ("said", "plan", "day"),
    [
        (
            "I'm off this Friday, finally, and I'm driving up to Point Reyes with my son Nico.",
            "driving up to Point Reyes with my son Nico",
            "2026-03-06",
        ),
        ("I'm off on Monday and we're going to the zoo.", "going to the zoo", "2026-03-09"),
        ("明天双休轮到我，我要带闺女去动物园", "带闺女去动物园", "2026-03-03"),
        ("周六休息，准备去爬山", "去爬山", "2026-03-07"),
    ],
)
def test_what_a_free_day_is_for(said: str, plan: str, day: str) -> None:
    assert _plans(said) == [(plan, (day,))]


@pytest.mark.parametrize(
    ("said", "goal"),
    [
        ("im tryna get my real estate license before summer", "get my real estate license"),
        ("I'd love to get back under 80kg this year, that's the target.", "get back under 80kg"),
        ("want to run a sub-3 marathon, that's the dream", "run a sub-3 marathon"),
        ("今年瘦到一百斤，这就是我的目标。", "瘦到一百斤"),
        ("存够首付，这是我今年最大的目标", "存够首付"),
    ],
)
def test_a_goal_in_everyday_words(said: str, goal: str) -> None:
    assert [g for g in _goals("", said) if g.startswith(goal)] != []


@pytest.mark.parametrize(
    "said",
    [
        "I'd love to be a pilot, not gonna happen though.",
        "I ate a whole pizza, that's the goal lol",
        "他想当飞行员，这是他的梦想",
    ],
)
def test_no_goal_of_the_user(said: str) -> None:
    assert _goals("", said) == []
