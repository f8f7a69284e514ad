"""Someone met in passing, unnamed and not the user's, keeps no facts (g53o); the user's own
people and named people keep theirs."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

PASSING: list[str] = [
    "The cashier at my local shop is vegan.",
    "The new receptionist speaks Greek and Italian.",
    "A lorry driver I met at the depot has a nut allergy.",
    "The plumber who came today works for Aqua Fix.",
    "the woman behind me in the queue lives in Swindon",
    "The substitute teacher is allergic to cats.",
    "那个来修水管的师傅住在昆山",
    "新来的前台会说韩语",
    "有个顾客对花生过敏",
    "健身房的教练在杭州上班",
    "快递小哥是湖人球迷",
    "那位中医老先生只吃素",
    "楼下奶奶有糖尿病",
]


@pytest.mark.parametrize("text", PASSING)
def test_a_stranger_keeps_no_fact(text: str) -> None:
    """Nothing is kept of an unnamed person the user does not call theirs."""
    assert learned_keys(text) == set()


THEIRS: list[tuple[str, tuple[str, str]]] = [
    ("My brother is a pilot.", ("fact:about:brother:role", "pilot")),
    ("My new colleague is vegan.", ("fact:about:colleague:diet", "vegan")),
    ("Our neighbour is a drummer.", ("fact:about:neighbour:role", "drummer")),
    ("Sarah next door has coeliac.", ("fact:about:sarah:condition", "coeliac")),
    ("My son Teo is obsessed with volcanoes.", ("fact:about:son:teo:like", "volcanoes")),
    ("我哥是飞行员", ("fact:about:哥:role", "飞行员")),
    ("老公在西藏当兵", ("fact:about:老公:home_location", "西藏")),
    ("张老师家住在海淀", ("fact:about:张老师:home_location", "海淀")),
    ("隔壁老王最近吃素了", ("fact:about:老王:diet", "vegetarian")),
    ("刘总不喝酒", ("fact:about:刘总:diet", "no alcohol")),
    ("大主播辛巴好像住在广州", ("fact:about:辛巴:home_location", "广州")),
]  # fmt: skip


@pytest.mark.parametrize(("text", "key"), THEIRS)
def test_own_or_named_people_keep_their_facts(text: str, key: tuple[str, str]) -> None:
    """A fact about the user's own people or a named person is kept as theirs."""
    assert key in learned_keys(text)
