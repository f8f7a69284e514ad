"""Chinese clauses about someone the user describes are not the user's (zh_their_clauses);
a fact about someone else needs a subject that names someone (zh_person_subjects)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import zh_person_subjects
from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers.slots import match_slots
from tests.fixtures.grammar import user_message


def _about_user(text: str) -> set[tuple[str, str]]:
    """(slot, value) of every candidate about the user (a taste by its object)."""
    found = set()
    for candidate in match_slots(user_message(text)):
        attributes = candidate.attributes
        if attributes.get("subject", "user") != "user":
            continue
        value = attributes.get("object") or candidate.value
        found.add((str(attributes.get("slot")), str(value)))
    return found


def _about(text: str, subject: str) -> set[tuple[str, str]]:
    """(slot, value) of every candidate about `subject` (its kind, before any name)."""
    return {
        (str(c.attributes.get("slot")), str(c.value))
        for c in match_slots(user_message(text))
        if str(c.attributes.get("subject", "user")).split(":")[0] == subject
    }


@pytest.mark.parametrize(
    "text",
    [
        "村口修车的刘师傅六十多了还每天骑二十公里车，身体比年轻人还好",
        "健身房认识的一个大哥对花生过敏",
        "楼下开面馆的老板娘每天早上五点起床去进货",
        "刷到一个博主，三十岁裸辞去大理开民宿",
        "看到一个网友，在深圳做外贸，每天健身",
        "帮我给张总写个生日祝福，他喜欢钓鱼和喝普洱，今年五十，在郑州做建材生意的",
        "她是上海人，在银行上班，对猫毛过敏",
        "隔壁部门新来的实习生会说西班牙语，每天跑步上班",
        "那个候选人在字节干过三年，会Python",
        "我同学刚进了字节，做后端开发，天天加班",
    ],
)
def test_a_described_person_teaches_nothing_about_the_user(text: str) -> None:
    assert _about_user(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("楼下的阿姨每天早上跳广场舞，我每天早上跑步", ("habit", "每天早上跑步")),
        ("我们公司新来的实习生会说三种语言，我会说日语", ("languages", "日语")),
        ("健身房认识的一个大哥对花生过敏，我对芒果过敏", ("allergy", "芒果")),
        ("我是村口修车的师傅，住在苏州", ("home_location", "苏州")),
        ("他在上海，我住在杭州", ("home_location", "杭州")),
        ("我叫王芳，在杭州做设计", ("home_location", "杭州")),
    ],
)
def test_the_users_own_clauses_stand(text: str, expected: tuple[str, str]) -> None:
    assert expected in _about_user(text)


@pytest.mark.parametrize(
    ("text", "subject", "unwanted"),
    [
        ("我老公小马，在兰州新区开货车，常年不着家", "老公", "work_location"),
        ("我女儿今年六岁，在上小学", "女儿", "role"),
        ("我妈是医生，在协和上班", "妈", "employer"),
    ],
)
def test_clauses_after_one_of_the_users_people_are_theirs(
    text: str, subject: str, unwanted: str
) -> None:
    about_user = _about_user(text)
    assert any(slot == "relation" for slot, _ in about_user)  # the person stays the user's
    assert all(slot != unwanted for slot, _ in about_user)


def test_the_person_keeps_their_facts() -> None:
    assert ("employer", "协和") in _about("我妈是医生，在协和上班", "妈")


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("我闺女今年上初一了，小名朵朵", "朵朵"),
        ("我跟我对象在一起五年了，他叫张博", "张博"),
        ("我老婆是法国人，叫Claire", "Claire"),
    ],
)
def test_a_name_given_later_is_still_the_users_relation(text: str, relation: str) -> None:
    assert ("relation", relation) in _about_user(text)


def test_a_stranger_named_is_no_relation() -> None:
    assert _about_user("有个网友叫小潘，在宁波做外贸") == set()


@pytest.mark.parametrize(
    ("subject", "someone"),
    [
        ("家", False),
        ("方向", False),
        ("夏天", False),
        ("养老院", False),
        ("个姑娘", False),
        ("网友", True),
        ("实习生:小林", True),
        ("刘总", True),
        ("老水手", True),
        ("林珊", True),
        ("Amy", True),
    ],
)
def test_a_subject_must_name_someone(subject: str, someone: bool) -> None:
    fills = [Fill("home_location", "上海", subject)]
    assert zh_person_subjects.kept("他们说的", fills) == (fills if someone else [])


def test_a_misread_subject_learns_nothing() -> None:
    assert _about("我在读博，方向是计算机视觉，平时写PyTorch", "方向") == set()
