"""Where the user works, read by the shape of the phrase (issue 22): an organisation before
one's job (我是中通的快递员), named by its kind word (公司叫X), signed with (签在X), held with a
title (现任X设计师), a platform one drives for (在滴滴跑快车), a body named by its kind
(在鄞州区税务局上班). A place, a kind word, a description or a person is no employer; English
says the same shapes with "at" and is read as before."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.zh_employer_shapes import employers, is_name
from memstream.processors.matchers.common import prepare

ANCHOR = date(2026, 5, 4)


def _user(text: str, chinese: bool = True) -> set[tuple[str, str]]:
    fills = (zh.parse if chinese else en.parse)(prepare(text), ANCHOR)
    return {(f.slot, f.value) for f in fills if f.subject == "user"}


EMPLOYED = [
    ("我是中通的快递员", "中通"),
    ("我是韵达的快递员，片区在余杭", "韵达"),
    ("我是招商银行的客户经理", "招商银行"),
    ("签在杭州的遥望网络", "遥望网络"),
    ("去年签到了星海传媒", "星海传媒"),
    ("现任字节跳动高级视觉设计师", "字节跳动"),
    ("现任蓝海科技产品总监", "蓝海科技"),
    ("现任招商银行深圳分行客户经理", "招商银行"),
    ("本人律师，执业于北京金诚同达", "金诚同达"),
    ("我在滴滴跑快车", "滴滴"),
    ("跑美团外卖的", "美团"),
    ("俺在一汽解放干电焊工", "一汽解放"),
    ("公司叫深圳拓橙科技", "深圳拓橙科技"),
    ("单位名字叫市第三人民医院", "市第三人民医院"),
    ("学校叫乌江坪小学", "乌江坪小学"),
    ("我在宁波市鄞州区税务局上班", "宁波市鄞州区税务局"),
    ("在黄浦区人民法院工作", "黄浦区人民法院"),
]


@pytest.mark.parametrize(("text", "org"), EMPLOYED)
def test_the_employer_is_read_by_the_shape_of_the_phrase(text: str, org: str) -> None:
    assert ("employer", org) in _user(text)


ROLES = [
    ("现任字节跳动高级视觉设计师", "高级视觉设计师"),
    ("现任招商银行深圳分行客户经理", "客户经理"),
    ("我在滴滴跑快车", "网约车司机"),
    ("跑美团外卖的", "外卖骑手"),
]


@pytest.mark.parametrize(("text", "role"), ROLES)
def test_the_reader_gives_the_title_or_trade_beside_it(text: str, role: str) -> None:
    """Read by the module (the grammar keeps only the employer for now: see the doc)."""
    assert any(f.slot == "role" and f.value == role for f in employers(text))


NO_EMPLOYER = [
    "我是北京的出租车司机",  # a place
    "我是三年二班王子涵的妈妈",  # a parent
    "我是退休的中学物理教师",  # a status word
    "我在券商做IT运维",  # a kind of firm, no name
    "在上海一家4A公司做文案",  # a description
    "在深圳福田做律师",  # a place
    "现在自己做自由摄影师",  # 现在, 自己
    "我在医院当护士",
    "公司是做电商的",
    "我跑步",
    "我老公的公司叫蓝海科技",  # someone else's
    "单位是事业单位",
]


@pytest.mark.parametrize("text", NO_EMPLOYER)
def test_a_place_kind_description_or_person_is_no_employer(text: str) -> None:
    assert not [found for found in employers(text) if found.slot == "employer"]


@pytest.mark.parametrize("word", ["公司", "杭州", "退休", "一家公司", "他们公司", "老婆", "什么"])
def test_no_name(word: str) -> None:
    assert not is_name(word)


def test_the_gate_skips_a_clause_without_a_cue() -> None:
    assert employers("喜欢爬山") == []


def test_english_reads_its_own_shapes() -> None:
    assert ("employer", "Zhongtong") in _user("I'm a courier at Zhongtong", chinese=False)
