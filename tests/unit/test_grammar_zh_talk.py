"""The Chinese reader on the ideas of the English rules of issue 22: hedges before the
subject, a clause opened by 自从, kin counted, names given after the kind, employers
named by a public body, a move to an employer; and the English-only rules leave it alone."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import zh
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY
from tests.fixtures.grammar import zh_slots as slots


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("说实话，我会说德语和荷兰语", {("languages", "德语"), ("languages", "荷兰语")}),
        ("其实我在上海住", {("home_location", "上海")}),
        ("自从我们搬到成都，我就爱上了火锅", {("home_location", "成都"), ("like", "火锅")}),
        ("我有两个女儿", {("relation", "女儿")}),
        ("我家有一只三条腿的狗，叫三脚", {("pet", "狗: 三脚")}),
        (
            "我是王磊，在腾讯做产品经理",
            {("name", "王磊"), ("employer", "腾讯"), ("role", "产品经理")},
        ),
        ("我在市政府工作", {("employer", "市政府")}),
        ("我跳槽到了字节跳动", {("employer", "字节跳动")}),
        ("我搬到了杭州", {("home_location", "杭州")}),
    ],
)
def test_the_chinese_reader_on_the_same_ideas(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= slots(text)


def test_the_english_only_rules_leave_chinese_alone() -> None:
    assert ("role", "护士") in slots("我是护士")  # no English marker found inside Chinese words
    assert slots("我可能会搬到丹佛") == set()  # tentative talk is still set aside


def test_someone_elses_kin_and_a_shared_role_in_chinese() -> None:
    found = {(f.subject, f.slot, f.value) for f in zh.parse(prepare("我姐姐是医生"), MONDAY)}
    assert any(
        subject != "user" and (slot, value) == ("role", "医生") for subject, slot, value in found
    )
    assert ("role", "医生") not in slots("我姐姐是医生")  # the sister's role, not the user's


def test_a_founder_and_a_diet_in_chinese() -> None:
    assert any(
        slot == "role" and "联合创始人" in value
        for slot, value in slots("我是蓝湖科技的联合创始人")
    )
    assert ("diet", "no alcohol") in slots("我不喝酒")


def test_a_condition_with_a_degree_in_chinese() -> None:
    assert any(
        slot == "condition" and "焦虑" in value for slot, value in slots("我有比较严重的焦虑症")
    )


def test_a_workplace_in_a_city_in_chinese() -> None:
    found = slots("我在杭州的一家诊所当护士")
    assert ("role", "护士") in found


def test_a_role_before_an_aside_in_chinese() -> None:
    assert ("role", "卡车司机") in slots("我是卡车司机，主要跑沿海公路")


def test_a_place_stops_before_a_day_in_chinese() -> None:
    assert ("home_location", "维也纳") in slots("我住在维也纳，周六有空")


def test_a_count_of_pets_in_chinese() -> None:
    assert ("pet", "猫") in slots("我养了三只猫")  # with a hedge (大概三只) not yet: zh reader


def test_driving_a_work_vehicle_in_chinese() -> None:
    assert any(slot == "role" and "司机" in value for slot, value in slots("我是公交车司机"))


def test_a_project_in_chinese() -> None:
    found = slots("我在做一个记录跑步的小程序")
    assert any(slot == "project" and "小程序" in value for slot, value in found)


def test_someone_elses_pet_is_not_the_users_in_chinese() -> None:
    assert not any(slot == "pet" for slot, _ in slots("我邻居的猫叫饼干"))


def test_a_translator_in_chinese() -> None:
    assert any(slot == "role" and "翻译" in value for slot, value in slots("我是德语翻译"))


def test_a_retiree_in_chinese_is_not_the_user() -> None:
    assert not any(slot == "home_location" for slot, _ in slots("我叔叔是退休消防员，住在科克"))
