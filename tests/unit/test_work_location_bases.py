"""Where one works: a site one is stationed at (常驻虹桥站, 驻扎在满洲里口岸) is the work
location, while a city alone (常驻上海) stays the home; working remotely, the company's or
team's place is not where one works (g43w, issue 22)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import learned_keys


def _work_places(text: str) -> list[str]:
    return [value for key, value in learned_keys(text) if key == "profile.work_location"]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("我是一名海关缉私警察，驻扎在满洲里口岸，会说俄语", "满洲里口岸"),
        ("我是乘务员，常驻虹桥站，家住嘉定", "虹桥站"),
        ("我是东航的空乘，飞国际线，常驻浦东基地", "浦东"),
        ("我在字节做后端开发，base北京", "北京"),
        ("I used to be remote, now I'm in the Leeds office", "Leeds"),
        ("我不再远程了，回公司上班，公司在望京", "望京"),
        ("Our HQ is in Seattle but I work out of the Denver office", "Denver"),
    ],
)
def test_the_place_one_is_stationed_at_is_the_work_location(text: str, place: str) -> None:
    assert any(values_match(place, said) for said in _work_places(text)), learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "对方律师常驻广州",
        "我在家远程办公，公司在深圳",
        "我是远程办公的，公司在杭州",
        "I'm remote, the team is in Austin",
        "I work from home but our office is in Leeds",
        "I'm fully remote now, company's in SF but I'm in Boise",
        "I work remote but officially my team sits in the Cork office. I'm in Galway.",
        "我下周去武汉出差",
        "heading to Berlin on business tomorrow",
    ],
)
def test_a_remote_workers_company_or_someone_elses_base_is_no_work_location(text: str) -> None:
    assert _work_places(text) == []


def test_a_city_one_is_stationed_in_stays_the_home() -> None:
    keys = learned_keys("我常驻上海")
    assert ("profile.work_location", "上海") not in keys
    assert any(value == "上海" for _, value in keys), keys
