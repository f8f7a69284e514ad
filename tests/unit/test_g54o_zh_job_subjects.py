"""A Chinese sentence opened by a job named with what it serves (超市收银员, 健身教练) is
about that worker, not the user (g54o); the user's own bio keeps its facts."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

WORKERS: list[str] = [
    "超市收银员是素食者。",
    "健身教练会说西班牙语",
    "图书馆管理员对花生过敏",
    "小区保安天天早上跑步",
    "医院护士住在松江，周末去爬山",
    "那个快递员每天骑电动车",
    "驾校教练不吃辣",
]


@pytest.mark.parametrize("text", WORKERS)
def test_a_worker_is_not_the_user(text: str) -> None:
    """Nothing about the user is learned of a worker the sentence opens with."""
    assert not any(_about_user(key) for key, _ in learned_keys(text))


MINE: list[tuple[str, tuple[str, str]]] = [
    ("我是超市收银员，吃素", ("fact:diet", "vegetarian")),
    ("设计师常驻大理", ("profile.location", "大理")),
    ("自由插画师住在大理", ("profile.location", "大理")),
    ("护士一枚，住在杭州", ("profile.location", "杭州")),
    ("收银员每天站八小时，我脚都肿了", ("fact:habit", "每天站八小时")),
]


@pytest.mark.parametrize(("text", "learned"), MINE)
def test_the_users_bio_stays(text: str, learned: tuple[str, str]) -> None:
    """A bare job, a bio modifier or 我 keeps the sentence the user's."""
    assert learned in learned_keys(text)


NAMED: list[str] = [
    "刘德华好像会说好几种方言，潮州话也会",
    "周杰伦很喜欢喝奶茶，每天都喝",
    "马斯克每天工作十六个小时",
    "杨紫喜欢吃火锅",
]


@pytest.mark.parametrize("text", NAMED)
def test_a_named_person_is_not_the_user(text: str) -> None:
    """Nothing about the user is learned of a full name the sentence opens with."""
    assert not any(_about_user(key) for key, _ in learned_keys(text))


SELF_NAMED: list[tuple[str, tuple[str, str]]] = [
    ("王芳，坐标成都，会说日语", ("profile.languages", "日语")),
    ("杨紫喜欢吃火锅，我也是", ("pref:火锅", "like")),
    ("王者荣耀玩了五年", ("profile.skills", "王者荣耀")),
    ("南昌人在上海打拼，做猎头的", ("profile.role", "猎头")),
    ("从星衍离职了，下周一去美团报到", ("profile.employer", "美团")),
]


@pytest.mark.parametrize(("text", "learned"), SELF_NAMED)
def test_a_self_introduction_stays(text: str, learned: tuple[str, str]) -> None:
    """A name set off by a comma, a sentence that says 我, or no name keeps the user's."""
    assert learned in learned_keys(text)


def _about_user(key: str) -> bool:
    """True for a key that says something about the user (not fact:about:<someone>)."""
    return key.startswith(("profile.", "fact:", "pref")) and not key.startswith("fact:about:")
