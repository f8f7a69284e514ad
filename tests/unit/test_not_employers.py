"""A person, a kind of workplace or a team is no employer; a business named with 叫 is one
only when it is a business (g43w, issue 22)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.not_employers import not_an_employer
from tests.fixtures.grammar import learned_keys


def _employers(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.employer"}


@pytest.mark.parametrize(
    "text",
    [
        "I cook for Mom on Sundays",
        "I work for Mom",
        "I'm a nanny for Grandma Jo",
        "I cater for Mom's church",
        "我在外贸公司做跟单",
        "我在物流仓库干，搬货腰就疼",
        "现在在东莞电子厂当线长",
        "我是在知识产权组实习",
        "作为一个在杭州互联网大厂做了八年产品经理的人",
        "我家狗子叫可乐，会自己开门",
        "大家好我叫林晓，在广州做平面设计",
        "业余时间在做一个开源的中文分词库，叫 Jiezi",
        "我开了个号叫小鱼",
    ],
)
def test_no_employer_is_learned_from_a_person_a_kind_or_a_name_of_something_else(
    text: str,
) -> None:
    assert _employers(text) == set()


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I drive for Uber", "Uber"),
        ("I work for Boss Hogg Inc", "Boss Hogg Inc"),
        ("我在华西医院当护士", "华西医院"),
        ("我在瑞派宠物医院上班", "瑞派宠物医院"),
        ("我在大理喜洲开了家民宿，叫青苔小院，六间房", "青苔小院"),
        ("本人在石家庄开二手车行，车行叫诚信好车", "诚信好车"),
        ("我在东关开了个小超市，叫福满多百货", "福满多百货"),
        ("我开了个小工作室叫指尖漫游", "指尖漫游"),
    ],
)
def test_a_named_organisation_stays_the_employer(text: str, employer: str) -> None:
    assert employer in _employers(text)


@pytest.mark.parametrize(
    ("value", "chinese", "dropped"),
    [
        ("Mom", False, True),
        ("Grandma Jo", False, True),
        ("Acme", False, False),
        ("我妈", True, True),
        ("外贸公司", True, True),
        ("汕头一家外贸公司", True, True),
        ("养老院", True, True),
        ("技术部门", True, True),
        ("省人民医院", True, False),
        ("拓橙科技", True, False),
    ],
)
def test_not_an_employer_reads_the_value_alone(value: str, chinese: bool, dropped: bool) -> None:
    assert not_an_employer(Fill("employer", value), chinese) is dropped


def test_someone_elses_employer_is_left_to_its_subject() -> None:
    assert not not_an_employer(Fill("employer", "外贸公司", subject="wife"), chinese=True)
