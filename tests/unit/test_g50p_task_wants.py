"""A want that is only the task the message asks help with is no goal (task_wants)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

_TASKS = [
    "i want to make a website in english, can you help me write the about page",
    "im trying to write a 20 min parlour show for the fringe. structure help pls",
    "I want to write a wedding speech for my brother, any tips?",
    "最近厂里让我带两个徒弟，我想写个教学的口诀，你帮我顺顺",
    "最近想找张侯宝林的原版，你知道有哪些版本吗",
    "我想写个简历，帮我看看",
]


@pytest.mark.parametrize("text", _TASKS)
def test_a_task_asked_help_with_is_no_goal(text: str) -> None:
    assert not [key for key, _ in learned_keys(text) if key == "profile.goals"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I want to run a marathon before I turn 40", "run a marathon"),
        ("I want to learn Spanish, can you suggest a course?", "learn Spanish"),
        ("im trying to hit diamond in valorant before summer", "hit diamond"),
        ("今年想把驾照拿下来，有什么技巧吗", "拿驾照"),
        ("我想开个咖啡馆，你觉得怎么样", "开个咖啡馆"),
        ("我想做个小生意，你觉得怎么样", "做个小生意"),
    ],
)
def test_a_goal_with_a_horizon_or_of_a_life_stands(text: str, value: str) -> None:
    assert ("profile.goals", value) in learned_keys(text)
