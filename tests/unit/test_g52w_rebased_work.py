"""g52w: the workplace moved without saying where to, then where the user is now: that
place is where the user works, not the home (docs/slots.md: a base one works from)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("our office moved, I'm based in Gdańsk now not Warsaw", "Gdańsk"),
        ("The company relocated last month, so I'm based in Austin now.", "Austin"),
        ("I got transferred, I'm in Leeds now.", "Leeds"),
        ("the studio moved, we're in Brooklyn now", "Brooklyn"),
        ("My job moved so I'm based out of Denver these days.", "Denver"),
        ("办公室搬了，现在在望京。", "望京"),
        ("单位调整了，我现在常驻成都。", "成都"),
        ("我被调走了，现在在合肥。", "合肥"),
    ],
)
def test_a_place_after_a_move_at_work_is_the_work_location(text: str, place: str) -> None:
    found = user_slots(text)
    assert ("work_location", place) in found
    assert ("home_location", place) not in found


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("We moved house, we're in Leeds now.", "Leeds"),
        ("I've moved, I live in Porto now.", "Porto"),
        ("I'm based in Gdańsk now.", "Gdańsk"),
        ("公司搬了，我们也搬到了苏州住。", "苏州"),
        ("我搬家了，现在在望京。", "望京"),
    ],
)
def test_a_home_said_stays_the_home(text: str, place: str) -> None:
    found = user_slots(text)
    assert ("home_location", place) in found
    assert ("work_location", place) not in found


@pytest.mark.parametrize(
    "text",
    [
        "If the office moved I'd be based in Austin.",
        "Her company relocated, she's based in Austin now.",
        "他们公司搬了，他现在在无锡。",
        "公司要搬了，可能去南京。",
    ],
)
def test_nothing_of_the_user_from_a_move_not_theirs_or_not_now(text: str) -> None:
    found = user_slots(text)
    assert not {slot for slot, _ in found} & {"work_location", "home_location"}


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Moira and I have moved down to Dundee to be near her sister", "Dundee"),
        ("We moved to Lisbon in the spring.", "Lisbon"),
    ],
)
def test_the_user_moving_is_a_home_move(text: str, place: str) -> None:
    found = user_slots(text)
    assert ("home_location", place) in found
    assert ("work_location", place) not in found


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("the hagwon chain moved me to their Gangnam branch", "Gangnam"),
        ("They moved me to our Leeds office.", "Leeds"),
        ("车行搬到保定了，石家庄那边房租太贵。", "保定"),
        ("铺子搬到城东了。", "城东"),
        ("诊所搬到了滨江。", "滨江"),
    ],
)
def test_the_place_a_workplace_moved_to_is_no_home(text: str, place: str) -> None:
    found = user_slots(text)
    assert ("work_location", place) in found
    assert ("home_location", place) not in found


def test_someone_elses_shop_moving_says_nothing_of_the_user() -> None:
    assert not {s for s, _ in user_slots("他的铺子搬到城东了。")} & {"work_location"}
