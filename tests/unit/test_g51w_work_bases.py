"""g51w: where the user works, said apart from where they live (work_bases)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_candidates


def _values(text: str, slot: str) -> set[str]:
    return {str(c.value) for c in user_candidates(text, slot)}


@pytest.mark.parametrize(
    ("text", "work", "home"),
    [
        ("I work in Douglas but live in Ramsey.", "Douglas", "Ramsey"),
        ("I work in Leeds and live in York.", "Leeds", "York"),
        ("I live in York and I'm a nurse in Leeds.", "Leeds", "York"),
        ("I'm a paramedic in Swindon but I live in Bath.", "Swindon", "Bath"),
        ("I live in Tórshavn but my work is on a fish farm in Vágur", "Vágur", "Tórshavn"),
    ],
)
def test_work_said_apart_from_home(text: str, work: str, home: str) -> None:
    assert _values(text, "work_location") == {work}
    assert _values(text, "home_location") == {home}


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("My actual job is a quantity surveyor in Douglas.", "Douglas"),
        ("but my real job is a welder in Motherwell", "Motherwell"),
    ],
)
def test_job_said_with_its_place(text: str, work: str) -> None:
    assert _values(text, "work_location") == {work}


@pytest.mark.parametrize(
    "text",
    [
        "I work at Google but live in Oakland.",
        "My wife works in Leeds and we live in York.",
        "If I worked in Leeds I would live in York.",
        "I'm a nurse in Leeds.",
        "Do you work in Leeds or live there?",
    ],
)
def test_no_place_of_work_apart(text: str) -> None:
    assert _values(text, "work_location") == set()


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("我是销售，常驻深圳，家在东莞", "深圳"),
        ("这周起常驻河内办事处了", "河内办事处"),
        ("风电运维 常驻内蒙古乌兰察布 每天爬风机", "内蒙古乌兰察布"),
        ("新东家是远景能源 base在如东海上风电场", "如东海上风电场"),
        ("我现在驻扎在那曲，家在拉萨", "那曲"),
        ("兄弟我跑川藏线的，开半挂，车队在成都新都，家在雅安。", "成都新都"),
        ("我们项目部在雄安，家住保定", "雄安"),
        ("我在昆明做花卉拍卖师，斗南花市那边", "斗南花市"),
    ],
)
def test_zh_base_one_works_from(text: str, work: str) -> None:
    assert _values(text, "work_location") == {work}


def test_zh_base_takes_the_place_of_a_home_read_inside_it() -> None:
    text = "风电运维 常驻内蒙古乌兰察布 每天爬风机"
    assert "内蒙古" not in _values(text, "home_location")


@pytest.mark.parametrize(
    "text",
    [
        "客户是做新能源的，base在合肥",
        "我老婆在银行上班，常驻深圳",
        "以前常驻上海，现在住杭州",
        "我想常驻成都",
        "我们这常驻人口不多",
        "我现在常驻这边",
        "我常驻新加坡。",
        "我在字节跳动上班，做推荐算法那块",
        "我是景德镇做青花的，住在三宝村那边",
        "我们公司在钉钉上叫鲸图科技，我住杭州",
    ],
)
def test_zh_no_base_of_the_user(text: str) -> None:
    assert _values(text, "work_location") == set()
