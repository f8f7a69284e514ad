"""Who the clause is about (issue 22, g38s): a clause whose subject is another person, named
by a quantified or pointed-at noun phrase in English or by a person noun phrase before the
predicate in Chinese, never becomes the user's memory; the user's own sentences with a
noun-phrase topic first still do."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en_people, zh_subjects
from memstream.processors.grammar.taste_before import liked_before
from memstream.processors.grammar.tokens import Clause, tokens_of
from memstream.processors.grammar.zh_people import subject
from tests.fixtures.grammar import learned_keys

ENGLISH_OTHERS = [
    "The couple at table 4 are both vegan",
    "one of the deacons lives in amarillo",
    "The guy at the next desk codes in Emacs",
    "One of the curators here is writing a book",
    "Half my team is vegan",
    "Everyone in my building speaks Polish",
    "most of my students hate mornings",
    "Most of the drivers here speak Punjabi",
    "A couple of the volunteers are vegetarian",
    "the pianist in our band lives in Oslo",
    "these commenters all live in Texas",
    "All of the nurses on my ward speak Tagalog",
    "The receptionist at my dentist is allergic to latex",
    "everybody at the gym drinks protein shakes",
    "my brother lives in Oslo and works at Equinor",
    "most programmers hate meetings",
]
CHINESE_OTHERS = [
    "前台小姑娘喜欢追星",
    "KT队的打野是韩国人，韩语英语都会",
    "店里的师傅会说粤语",
    "我们班主任住在闵行",
    "公司食堂的阿姨是四川人，特别能吃辣",
    "健身房的教练吃素",
    "小區門口的保安住在鄭州",
    "隔壁那个保安天天跑步",
    "楼上的大爷每天早上练太极",
    "前台小姑娘天天追剧，特别喜欢",
    "他在宁波做外贸，想在南京买房",
    "客户那边的对接人会说德语",
]
OWN = [
    ("My favourite food is ramen", "pref:ramen"),
    ("Most mornings I run 5k", "fact:habit"),
    ("Both of us are vegetarian", "fact:diet"),
    ("all of us speak Polish at home", "profile.languages"),
    ("the two of us live in Lisbon", "profile.location"),
    ("these days I work at Stripe", "profile.employer"),
    ("the thing is I'm vegan", "fact:diet"),
    ("most weekends we go hiking", "fact:habit"),
    ("the printer in my office runs linux and I live in Oslo", "profile.location"),
    ("本人是华为的硬件工程师", "profile.role"),
    ("本人在深圳做外贸", "profile.location"),
    ("我们公司在杭州", "profile.work_location"),
    ("周末我一般去爬山", "fact:habit"),
    ("香菜我是真受不了", "pref:香菜"),
    ("猫毛过敏", "fact:allergy"),
    ("设计师，常驻大理", "profile.role"),
    ("我每周打羽毛球，特别喜欢", "pref:羽毛球"),
    ("我们有个儿子叫天天，住石家庄", "profile.location"),
]


def _users(text: str) -> set[str]:
    """The keys a message learns about the user (a fact about someone else is kept apart)."""
    return {key for key, _ in learned_keys(text) if not key.startswith("fact:about:")}


@pytest.mark.parametrize("text", ENGLISH_OTHERS + CHINESE_OTHERS)
def test_someone_elses_clause_is_not_the_users(text: str) -> None:
    assert not {key for key in _users(text) if not key.startswith("profile.relations")}


@pytest.mark.parametrize(("text", "key"), OWN)
def test_the_users_own_clause_still_learns(text: str, key: str) -> None:
    assert key in _users(text)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("The barista at my usual spot is allergic to almonds", "barista"),
        ("Half my team is vegan", en_people.NOBODY),
        ("A couple of the volunteers are vegetarian", en_people.NOBODY),
        ("The job I have now is at Stripe", "user"),
        ("Most mornings I run 5k", "user"),
    ],
)
def test_english_subject_reader(text: str, who: str) -> None:
    assert en_people.subject(Clause(tokens_of(text)))[0] == who


@pytest.mark.parametrize(
    ("clause", "who"),
    [
        ("前台小姑娘喜欢追星", "小姑娘"),
        ("KT队的打野是韩国人", "打野"),
        ("健身房的教练吃素", "教练"),
        ("本人是华为的硬件工程师", "user"),
        ("我们公司在杭州", "user"),
        ("这边的冬天我受不了", "user"),
        ("英语说得还可以", "user"),
    ],
)
def test_chinese_subject_reader(clause: str, who: str) -> None:
    assert subject(clause, "user")[0] == who


def test_one_someone_else_test_for_every_reader() -> None:
    assert zh_subjects.someone_in("前台小姑娘天天追剧")
    assert zh_subjects.someone_in("我家猫天天抓老鼠", pets=True)
    assert zh_subjects.someone_in("Tom给", wide=True)
    assert not zh_subjects.someone_in("程序员，坐标上海")
    assert not liked_before("前台小姑娘天天追剧，特别喜欢")
    assert liked_before("我每周打羽毛球，特别喜欢")
