"""A goal reached when the user now states the state it aimed at (`goals_reached`, used by
consolidation): a skill, a language, a job, an employer, a home, a pet, a diet or a habit said
now ends the earlier goal of it, in English and Chinese; someone else's state, a state said in
the goal's own message and a goal to do more or better end nothing."""

from __future__ import annotations

import pytest

from memstream.processors.goals_reached import reaches
from tests.fixtures.grammar import active_after


def _goals(context: str, said: str) -> list[str]:
    return [m.value for m in active_after(context, said, "goal")]


@pytest.mark.parametrize(
    ("goal", "slot", "value"),
    [
        ("learn to surf", "skill", "surf"),
        ("learn to play the cello", "skill", "cello"),
        ("learn Japanese", "languages", "Japanese"),
        ("become a nurse", "role", "ICU nurse"),
        ("work at Google", "employer", "Google"),
        ("move to Lisbon", "home_location", "Lisbon"),
        ("get a dog", "pet", "dog: Pepper"),
        ("go vegan", "diet", "vegan"),
        ("start running every morning", "habit", "run every morning"),
        ("学会游泳", "skill", "游泳"),
        ("当上护士", "role", "护士"),
        ("搬到成都生活", "home_location", "成都"),
        ("养一只猫", "pet", "猫: 咪咪"),
        ("去腾讯工作", "employer", "腾讯"),
    ],
)  # fmt: skip
def test_the_state_a_goal_aimed_at_reaches_it(goal: str, slot: str, value: str) -> None:
    assert reaches(goal, slot, value)


@pytest.mark.parametrize(
    ("goal", "slot", "value"),
    [
        ("learn more Python", "skill", "Python"),
        ("speak fluent Japanese", "languages", "Japanese"),
        ("become a senior engineer", "role", "engineer"),
        ("move to a bigger flat in Berlin", "home_location", "Berlin"),
        ("visit Japan", "home_location", "Japan"),
        ("learn to surf", "like", "surf"),
        ("learn to surf", "skill", "ski"),
        ("提高英语", "languages", "英语"),
        ("说流利的日语", "languages", "日语"),
        ("当医生", "role", "护士"),
        ("养狗", "pet", "猫: 咪咪"),
    ],
)  # fmt: skip
def test_a_goal_of_more_or_of_something_else_is_not_reached(
    goal: str, slot: str, value: str
) -> None:
    assert not reaches(goal, slot, value)


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("My goal this year is to learn to surf.", "Caught three waves today. I can surf!"),
        ("My dream is to become a nurse.", "I'm a nurse now! Passed my boards."),
        ("I want to learn Japanese.", "I speak Japanese now, enough to get by."),
        ("My dream is to work at Google.", "Just started at Google as an SRE!"),
        ("我想养一只猫", "我养了一只猫，叫咪咪"),
        ("我想当护士。", "我现在是一名护士了"),
        ("我想进腾讯", "我现在在腾讯上班"),
    ],
)  # fmt: skip
def test_the_goal_ends_once_its_state_is_said(context: str, said: str) -> None:
    assert _goals(context, said) == []


@pytest.mark.parametrize(
    ("context", "said", "kept"),
    [
        ("I want to learn to play the guitar.", "My brother can play the guitar.",
         "learn to play the guitar"),
        ("I want to become a pilot.", "My dad is a pilot.", "become a pilot"),
        ("I want to learn to surf.", "I've been learning to surf for two weeks, it's hard",
         "learn to surf"),
        ("我想当医生", "我老婆是医生", "当医生"),
    ],
)  # fmt: skip
def test_someone_elses_state_or_a_goal_on_its_way_keeps_the_goal(
    context: str, said: str, kept: str
) -> None:
    assert _goals(context, said) == [kept]


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I can swim a little and I want to learn to swim", "learn to swim"),
        ("我会一点日语，想学日语", "学日语"),
    ],
)
def test_a_state_said_in_the_goals_own_message_keeps_it(said: str, kept: str) -> None:
    assert _goals("hello", said) == [kept]
