"""Kin beyond the nuclear family are the user's close people when said as theirs: godchildren
("my godson Ezekiel"), a roomie, and in Chinese 干妈, 养父, 二姨, 三叔, 大舅, 师父 … said unnamed
(我干妈住在台州: 干妈 is a relation, beside where she lives)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("我干妈住在台州", "干妈"),
        ("我二姨在苏州开了家裁缝店", "二姨"),
        ("我三叔在深圳开厂", "三叔"),
        ("我养父是个木匠", "养父"),
        ("我大舅住在沈阳", "大舅"),
        ("我师父姓潘", "师父"),
    ],
)
def test_a_chinese_relative_of_the_wider_family_is_a_relation(text: str, relation: str) -> None:
    assert ("relation", relation) in user_slots(text)


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("my godson Ezekiel is getting confirmed in May", "godson: Ezekiel"),
        ("my goddaughter Mia just turned five", "goddaughter: Mia"),
        ("my roomie Kofi is from Leeds", "roomie: Kofi"),
    ],
)
def test_an_english_godchild_or_roomie_is_a_relation(text: str, relation: str) -> None:
    found = user_slots(text)
    assert any(
        slot == "relation" and value.endswith(relation.split(": ")[1]) for slot, value in found
    )


@pytest.mark.parametrize(
    "text", ["他干妈住在台州", "小李的二姨在苏州开店", "his godson is getting confirmed"]
)
def test_someone_elses_relative_is_not_the_users(text: str) -> None:
    assert not any(slot == "relation" for slot, _ in user_slots(text))
