"""A business of the user's named by its kind word (馆子名字叫马福贵牛大, 店里叫尕马家手抓,
铺子叫老郭汽修, 我家馆子叫老马家; "I run a bakery called Crumbs"); a noodle shop said as 馆子
is a shop whose owner is the role (开了个牛肉面馆子: 牛肉面馆老板); a friend's shop or a name
still being chosen is none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _held(said: str) -> set[tuple[str, str]]:
    """The user's active (slot, value) roles and employers after one message."""
    _, after = learned_after("", said)
    return {(m.slot, m.value) for m in after if m.active and m.slot in ("role", "employer")}


@pytest.mark.parametrize(
    ("said", "employer"),
    [
        ("我在兰州开牛肉面馆子的，馆子名字叫马福贵牛大", "马福贵牛大"),
        ("我们是开手抓羊肉馆的，店里叫尕马家手抓", "尕马家手抓"),
        ("我是修车铺的师傅，铺子叫老郭汽修", "老郭汽修"),
        ("我家馆子叫老马家", "老马家"),
        ("I run a bakery called Crumbs", "Crumbs"),
    ],
)
def test_a_business_named_by_its_kind(said: str, employer: str) -> None:
    assert ("employer", employer) in _held(said), _held(said)


@pytest.mark.parametrize(
    ("said", "role"),
    [
        ("开了个牛肉面馆子", "牛肉面馆老板"),
        ("我开了家花店，叫花语", "花店老板"),
        ("I run a bakery called Crumbs", "bakery owner"),
    ],
)
def test_the_owner_of_a_shop(said: str, role: str) -> None:
    assert ("role", role) in _held(said), _held(said)


@pytest.mark.parametrize(
    "said", ["我朋友的店叫花语", "店里叫啥名字好", "my friend's bakery is called Crumbs"]
)
def test_no_business_of_the_users(said: str) -> None:
    assert not any(slot == "employer" for slot, _ in _held(said)), _held(said)
