"""A name said after the user's own introduction in a clause of its own (我是开出租的，叫刘强),
and a full name said after the surname (我姓骆，骆文杰); a pet's, a child's, a shop's or a
company's name, a question or a label gives no name of the user's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _names(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.name"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("我是成都一家火锅店的厨师，叫王大力。", "王大力"),
        ("我是开出租的，叫刘强。", "刘强"),
        ("你好，我在杭州做设计，叫李娜，喜欢爬山。", "李娜"),
        ("俺开村村通公交的，家就在镇上，叫李满仓", "李满仓"),
        ("我姓骆，骆文杰，在贵阳做运维。", "骆文杰"),
        ("本人姓谭，谭卫东，动车所的机械师。", "谭卫东"),
        ("我姓张，张伟，在银行上班。", "张伟"),
    ],
)
def test_a_name_continued(text: str, name: str) -> None:
    assert _names(text) == {name}


@pytest.mark.parametrize(
    "text",
    [
        "我儿子今年五岁，叫豆豆。",
        "我对象是德国人，叫Jonas，下个月要见我爸妈。",
        "我对象是做无人机测绘的，叫小吴。",
        "我搭档是个老司机，叫老陈。",
        "我带了个实习生，叫小王。",
        "我认识一个姑娘，叫小芳。",
        "我们公司新来了个人，叫王强。",
        "我养了一只狗，叫旺财。",
        "我开了家小店，叫福满多。",
        "我在一家公司上班，叫云帆科技。",
        "我是新来的，叫什么好呢？",
        "我是设计师，叫小白就行。",
    ],
)
def test_no_name_of_the_users(text: str) -> None:
    assert not _names(text)


@pytest.mark.parametrize(
    ("text", "name"), [("我姓张，张家口人。", "张"), ("我姓陈，今年三十。", "陈")]
)
def test_the_surname_stays_when_no_name_follows(text: str, name: str) -> None:
    assert _names(text) == {name}
