"""A job said in jest (a mock chief title, a pastime's job, a servant of animals or of the
household, a chore called the main job) teaches nothing of the user's work (g55o); real
titles and the user's other facts stay."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

JOKES: list[str] = [
    "new job title: Chief Snack Officer.",
    "I'm the Chief Nap Officer in this house.",
    "my main job is feeding my cat, my side hustle is accounting",
    "I'm the personal chef of three stray cats.",
    "我是首席摸鱼官",
    "我的职业是全职干饭人，副业是专业躺平",
    "我的主业是给猫铲屎，副业才是上班",
    "我现在是全小区流浪猫的专职外卖员了",
]


@pytest.mark.parametrize("text", JOKES)
def test_a_job_in_jest_teaches_nothing(text: str) -> None:
    """No role, employer or project comes of a job said in jest."""
    assert learned_keys(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("I'm the Chief Financial Officer at Monzo.", ("profile.role", "chief financial officer")),
    ("I'm a professional napper and I work at Tesco.", ("profile.employer", "Tesco")),
    ("I'm a full-time nurse.", ("profile.role", "full-time nurse")),
    ("I'm a vet for cats and dogs in Leeds.", ("profile.role", "vet")),
    ("我是首席执行官", ("profile.role", "首席执行官")),
    ("我是一名专职摄影师", ("profile.role", "专职摄影师")),
    ("我是资深产品经理", ("profile.role", "资深产品经理")),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_a_real_job_stays(text: str, learned: tuple[str, str]) -> None:
    """A real chief, a full-time or senior job, and the user's real employer stay."""
    assert learned in learned_keys(text)


def test_a_mock_title_drops_only_itself() -> None:
    """The pastime's job goes; the employer said beside it stays."""
    assert learned_keys("I'm a professional napper and I work at Tesco.") == {
        ("profile.employer", "Tesco")
    }
