"""People and pets named the ways probe P's dev half names them: a bio's "wife's Moira, dog's
Brodie", a Chinese name right after its kind followed by an age or a verb (我外孙女朵朵五岁,
我老公阿强跑长途), grandchildren, comrades and 老伴 as kin; 小学 after a child is no name."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after, user_slots


@pytest.mark.parametrize(
    ("said", "found"),
    [
        ("Callum, 52, piano tuner, wife's Moira, dog's Brodie", ("relation", "wife: Moira")),
        ("Callum, 52, piano tuner, wife's Moira, dog's Brodie", ("pet", "dog: Brodie")),
        ("my sister's Anna, she's great", ("relation", "sister: Anna")),
        ("我外孙女朵朵五岁", ("relation", "外孙女: 朵朵")),
        ("我女儿小美五岁", ("relation", "女儿: 小美")),
        ("我老公阿强跑长途", ("relation", "老公: 阿强")),
        ("我家狗豆豆三岁了", ("pet", "狗: 豆豆")),
    ],
)
def test_named(said: str, found: tuple[str, str]) -> None:
    assert found in user_slots(said)


@pytest.mark.parametrize(
    ("said", "relations"),
    [
        ("my sister's Anna, she's great", {"sister: Anna"}),
        ("我女儿小学三年级", {"女儿"}),
        ("我儿子小升初了", {"儿子"}),
        ("Tom's Dad, he's nice", set()),
    ],
)
def test_no_other_name(said: str, relations: set[str]) -> None:
    assert {value for slot, value in user_slots(said) if slot == "relation"} == relations


@pytest.mark.parametrize(
    ("earlier", "later", "ended"),
    [
        ("我老公阿强跑长途。", "跟阿强离了，孩子归我", True),
        ("我老公阿强跑长途。", "我跟阿强离婚了", True),
        ("我在华为上班。我老公阿强跑长途。", "我跟华为离了职", False),
    ],
)
def test_a_divorce_said_short(earlier: str, later: str, ended: bool) -> None:
    _, after = learned_after(earlier, later)
    kept = [m.value for m in after if m.active and m.slot == "relation"]
    assert (kept == []) is ended
