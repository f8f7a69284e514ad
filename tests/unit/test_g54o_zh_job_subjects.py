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
    assert not any(key.startswith(("profile.", "fact:", "pref")) for key, _ in learned_keys(text))


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
