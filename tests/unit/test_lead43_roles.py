"""A role said by an opening "as a …," ("As a nurse, I see this all the time", 作为一名护士，我…)
and by what one does for a living (我是卖保险的, 我是个写代码的, 放羊的, 开饭馆的; "I fix cars
for a living"); a joke, a visit or a trade with its own title (开出租的: 出租车司机) is no
second role."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.grammar.value_shapes import refusing
from memstream.processors.matchers.slots import match_slots
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted


def _roles(text: str) -> list[str]:
    """The user's roles learned from one message (its values as the slot keeps them)."""
    event = MessagePosted(
        id="m1",
        time=datetime(2026, 3, 2, 10, tzinfo=UTC),
        scope=Scope(tenant="t", user="u", session="s"),
        payload=Message(role="user", content=text),
    )
    return sorted(c.value for c in match_slots(event, (), None) if c.key == "profile.role")


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("As a nurse, I see this all the time", "nurse"),
        ("As a wedding photographer, I never get Saturdays off", "wedding photographer"),
        ("作为一名护士，我经常上夜班", "护士"),
        ("身为一名律师，我很忙", "律师"),
        ("我是卖保险的", "卖保险的"),
        ("我是个写代码的", "写代码的"),
        ("我是放羊的，在内蒙古", "放羊的"),
        ("I fix cars for a living", "mechanic"),
    ],
)
def test_a_role_said_by_an_opening_or_a_doing(text: str, role: str) -> None:
    assert _roles(text) == [role]


@pytest.mark.parametrize(
    ("text", "roles"),
    [
        ("我是开玩笑的", []),
        ("我是来问问的", []),
        ("我是送快递的", ["快递员"]),
        ("我是开出租的", ["出租车司机"]),
        ("As a parent, I worry", []),
        ("As a kid, I lived in Kenya", []),
    ],
)
def test_no_role_or_one_only(text: str, roles: list[str]) -> None:
    assert _roles(text) == roles


@pytest.mark.parametrize(
    ("slot", "value", "refused"),
    [
        ("role", "说唱歌手", False),
        ("skill", "说相声", False),
        ("role", "说太贵", True),
        ("role", "says it's fine", True),
        ("role", "stand-up comic", False),
    ],
)
def test_an_art_of_saying_is_no_finite_verb(slot: str, value: str, refused: bool) -> None:
    assert (refusing(slot, value) is not None) is refused
