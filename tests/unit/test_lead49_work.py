"""The lead's round-49 work readers: an institution in a clause of its own beside the user's
role is the employer (我是麻醉科的住院医，在湘雅二医院), not one described or unnamed (在一所
中学, 在一家做在线教育的公司); a department is no employer (我是内科的护士); a trade after "work
as" said as an agent noun ("working as a piano mover"); a people or language named of oneself
is no job ("Lithuanian, working as ...")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("我是麻醉科的住院医，在湘雅二医院，对海鲜过敏", "湘雅二医院"),
        ("我叫杜明轩，现居昆明，在云南地质调查院从事地质勘探工作五年", "云南地质调查院"),
        ("working as a piano mover with Kowalski Removals in Peterborough", "Kowalski Removals"),
    ],
)
def test_an_institution_beside_a_role_is_the_employer(text: str, employer: str) -> None:
    assert ("employer", employer) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我是内科的护士",
        "我是财务部的会计",
        "我是护士，在医院看我妈",
        "我是会计，昨天在中国银行排队",
        "我是老师，在一所中学",
    ],
)
def test_a_department_a_visit_or_an_unnamed_place_is_no_employer(text: str) -> None:
    assert not [v for s, v in user_slots(text) if s == "employer"]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("working as a piano mover with Kowalski Removals", "piano mover"),
        ("I work as a dog groomer in Leeds", "dog groomer"),
        ("我是麻醉科的住院医", "住院医"),
        ("Lithuanian, working as a piano mover", "piano mover"),
    ],
)
def test_a_trade_is_the_role(text: str, role: str) -> None:
    assert {v for s, v in user_slots(text) if s == "role"} == {role}


@pytest.mark.parametrize("text", ["I worked as a teenager in a shop", "Nigerian, living in Leeds"])
def test_an_age_or_a_people_is_no_role(text: str) -> None:
    assert not [v for s, v in user_slots(text) if s == "role"]


@pytest.mark.parametrize(
    "text",
    [
        "嗯…我其实是个兽医，在昆明开了家宠物诊所",
        "在下姓陈名立新，现居厦门，在一家茶叶公司做销售。",
        "我是高中英语老师，周一到周五住校，在镇上中学",
    ],
)
def test_an_unnamed_or_opened_business_beside_a_role_is_no_employer_name(text: str) -> None:
    employers = [v for s, v in user_slots(text) if s == "employer"]
    unnamed = ("一家", "开了", "镇上", "茶叶公司")
    assert not [v for v in employers if any(word in v for word in unnamed)]


def test_a_name_said_first_leaves_the_rest_the_users() -> None:
    found = user_slots("Name's Dovydas, working as a nurse.")
    assert found == {("name", "Dovydas"), ("role", "nurse")}
