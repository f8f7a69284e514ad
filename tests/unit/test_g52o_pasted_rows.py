"""Rows of a pasted table are records, not the user (pasted_rows); a field named as a sort
key names no one (sort_keys)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.pasted_rows import a_row
from tests.fixtures.grammar import learned_keys

ZH_TABLE = "| 姓名 | 过敏 | 饮食 |\n|---|---|---|\n| 周敏 | 花生 | 清真 |\n| 韩冬 | 无 | 素食 |"
EN_TABLE = (
    "| Name | City | Diet |\n| --- | --- | --- |\n| Tom | Leeds | vegan |\n| Ana | Porto | halal |"
)


@pytest.mark.parametrize(
    "text",
    [
        ZH_TABLE + "\n帮我按姓名排序",
        EN_TABLE + "\nsort these by city please",
        "订单号,收件人,地址,备注\n20260301001,孙丽,江苏省南通市,不要香菜\n20260301002,马骁,宁夏银川市,清真",
        "name,city,diet\nTom,Leeds,vegan\nAna,Porto,halal",
        "帮我按姓名排序",
        "按名字分组一下",
    ],
)
def test_a_pasted_table_teaches_nothing_about_the_user(text: str) -> None:
    assert learned_keys(text) == set()


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("我对花生过敏。帮我整理这张表：\n" + ZH_TABLE, "fact:allergy"),
        ("I'm vegan. Tidy this up:\n" + EN_TABLE, "fact:diet"),
        ("| field | value |\n|---|---|\n| city | Tucson |", "profile.location"),
        ("我叫王丽，帮我按姓名排序", "profile.name"),
        ("I live in Leeds, work in York, and love tea", "profile.location"),
    ],
)
def test_the_users_own_words_beside_a_table_stand(text: str, key: str) -> None:
    assert any(k == key for k, _ in learned_keys(text))


def test_prose_with_commas_is_no_row() -> None:
    text = "我住在上海,在腾讯上班,喜欢跑步"
    assert not a_row(text, text)
