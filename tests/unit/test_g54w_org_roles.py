"""A Chinese role said with its organisation before it: the job alone (g54w)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

ROLE = "profile.role"
EMPLOYER = "profile.employer"


@pytest.mark.parametrize(
    ("text", "role", "employer"),
    [
        ("我是协和医院护士", "护士", "协和"),
        ("本人美团骑手，每天跑二十单", "骑手", "美团"),
        ("京东快递员一枚", "快递员", "京东"),
        ("我是腾讯产品经理", "产品经理", "腾讯"),
        ("我是华为工程师", "工程师", "华为"),
    ],
)
def test_role_after_a_known_organisation(text: str, role: str, employer: str) -> None:
    keys = learned_keys(text)
    assert {v for k, v in keys if k == ROLE} == {role}
    assert (EMPLOYER, employer) in keys


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("我是幼儿园老师", "幼儿园老师"),
        ("我是工厂工人", "工厂工人"),
        ("我在普拉托开服装厂", "服装厂老板"),
    ],
)
def test_a_kind_of_place_alone_stays_in_the_role(text: str, role: str) -> None:
    keys = learned_keys(text)
    assert {v for k, v in keys if k == ROLE} == {role}
    assert not [k for k in keys if k[0] == EMPLOYER]


@pytest.mark.parametrize(("text", "role"), [("我是厂长", "厂长"), ("我是产品经理", "产品经理")])
def test_a_title_alone_stays_whole(text: str, role: str) -> None:
    assert {v for k, v in learned_keys(text) if k == ROLE} == {role}


def test_someone_elses_role_is_not_the_users() -> None:
    assert not [k for k in learned_keys("我老婆是协和医院护士") if k[0] == ROLE]
