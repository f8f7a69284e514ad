"""A goal announced as the only one and said after it (今年的目标就一个：考下教资), and a goal
that takes the user's own people along (带我爸去看一次极光): the user's goal; someone else's
goal, a question or a goal for one's child said as theirs gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


def _goals(text: str) -> set[str]:
    return {value for slot, value in user_slots(text) if slot == "goal"}


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("今年的目标就一个：考下教资", "考下教资"),
        ("明年目标只有一个，存够二十万", "存够二十万"),
        ("我的目标就一个 瘦到一百二", "瘦到一百二"),
        ("这辈子的愿望就一个：开一家自己的面馆", "开一家自己的面馆"),
    ],
)
def test_the_only_goal_said_after(text: str, goal: str) -> None:
    assert goal in _goals(text)


@pytest.mark.parametrize(
    "text",
    ["他的目标就一个：赚大钱", "你的目标就一个？", "今年的目标就一个", "老板的目标就一个：上市"],
)
def test_no_goal_from_the_announcement_alone(text: str) -> None:
    assert not _goals(text)


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("我的心愿是带我爸去看一次极光", "带我爸去看一次极光"),
        ("我想陪我闺女把钢琴十级考下来", "陪我闺女把钢琴十级考下来"),
        ("我的目标是给我爸妈在老家盖个新房", "给我爸妈在老家盖个新房"),
    ],
)
def test_a_goal_with_the_users_own_people(text: str, goal: str) -> None:
    assert goal in _goals(text)


def test_a_childs_goal_is_not_the_users() -> None:
    assert not _goals("我希望我女儿以后当律师")


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("My goal this year is to take my dad to see the northern lights", "take my dad"),
        ("My one goal this year: pass the driving test", "pass the driving test"),
    ],
)
def test_english_goals_of_the_same_shapes(text: str, goal: str) -> None:
    assert any(goal in value for value in _goals(text))
