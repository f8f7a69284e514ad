"""Who a sentence is about: another person pointed at by a determiner, a possessive or a
modifier clause (the new intern, Raj; our new hire; 我关注的那个博主) is the subject of what
follows, never the user; slang kin and pet names given later are read (issue 22)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY


def _english(text: str) -> list[Fill]:
    return list(en.parse(text, MONDAY))


def _chinese(text: str) -> list[Fill]:
    return list(zh.parse(prepare(text), MONDAY))


def _facts(fills: list[Fill]) -> set[tuple[str, str, str]]:
    return {(f.subject, f.slot, f.value) for f in fills}


def _user_slots(fills: list[Fill]) -> set[str]:
    return {f.slot for f in fills if f.subject == "user"}


ENGLISH_THEIRS = [
    ("The new designer, Mei, speaks Cantonese", ("designer:Mei", "languages", "Cantonese")),
    ("A patient of ours is allergic to latex", ("patient", "allergy", "latex")),
    ("The new CFO lives in Rotterdam", ("cfo", "home_location", "Rotterdam")),
    ("our new hire speaks Korean", ("hire", "languages", "Korean")),
    ("my SO is allergic to shellfish", ("partner", "allergy", "shellfish")),
    ("hubby hates olives", ("husband", "dislike", "olives")),
    ("Priya from payroll is vegan", ("Priya", "diet", "vegan")),
    ("the lady next door is a pharmacist", ("lady", "role", "pharmacist")),
    ("my flatmate from college, Idris, is a paramedic", ("flatmate:Idris", "role", "paramedic")),
    ("the guy who owns the gym downstairs moved to Bristol", ("guy", "home_location", "Bristol")),
]


@pytest.mark.parametrize(("text", "fact"), ENGLISH_THEIRS)
def test_english_person_pointed_at_is_the_subject(text: str, fact: tuple[str, str, str]) -> None:
    fills = _english(text)
    assert fact in _facts(fills)
    assert fact[1] not in _user_slots(fills)


ENGLISH_MINE = [
    ("I'm the new intern at Shopify", "employer"),
    ("The kids and I live in Oslo", "home_location"),
    ("As a teacher I love summers", "role"),
    ("Our new place is in Leeds", "home_location"),
]


@pytest.mark.parametrize(("text", "slot"), ENGLISH_MINE)
def test_english_own_sentence_naming_people_stays_the_users(text: str, slot: str) -> None:
    assert slot in _user_slots(_english(text))


CHINESE_THEIRS = [
    ("我关注的那个博主搬去成都了", ("博主", "home_location", "成都")),
    ("我们组新来的实习生会说日语", ("实习生", "languages", "日语")),
    ("我带的学生对芒果过敏", ("学生", "allergy", "芒果")),
    ("我在网上认识的朋友住在温哥华", ("朋友", "home_location", "温哥华")),
    ("我老铁在阿里做运维", ("朋友", "employer", "阿里")),
    ("我邻居家的孩子会说法语", ("邻居的孩子", "languages", "法语")),
]


@pytest.mark.parametrize(("text", "fact"), CHINESE_THEIRS)
def test_chinese_person_a_modifier_names_is_the_subject(
    text: str, fact: tuple[str, str, str]
) -> None:
    fills = _chinese(text)
    assert fact in _facts(fills)
    assert fact[1] not in _user_slots(fills)


CHINESE_MINE = [
    ("我最喜欢的歌手是周杰伦", "like"),
    ("我做了十年的程序员", "role"),
    ("我认识的人里面我最会做饭", "skill"),
    ("我想明年考上浙大的研究生", "goal"),
]


@pytest.mark.parametrize(("text", "slot"), CHINESE_MINE)
def test_chinese_own_sentence_with_a_modified_noun_stays_the_users(text: str, slot: str) -> None:
    assert slot in _user_slots(_chinese(text))


@pytest.mark.parametrize(
    ("text", "kind", "name"),
    [
        ("养了条柯基，给它起名叫饼干", "柯基", "饼干"),
        ("我们家领养了一只金毛，叫它豆豆", "金毛", "豆豆"),
        ("我养了只兔子，取名叫团子", "兔子", "团子"),
    ],
)
def test_chinese_pet_named_in_a_later_clause(text: str, kind: str, name: str) -> None:
    pets = {(f.kind, f.value) for f in _chinese(text) if f.slot == "pet"}
    assert pets == {(kind, name)}


@pytest.mark.parametrize(
    ("text", "kind", "name"),
    [
        ("we got a beagle, named him Biscuit", "beagle", "Biscuit"),
        ("Pepper, our tabby, sleeps all day", "tabby", "Pepper"),
    ],
)
def test_english_pet_named_in_any_order(text: str, kind: str, name: str) -> None:
    pets = {(f.kind, f.value) for f in _english(text) if f.slot == "pet"}
    assert (kind, name) in pets


def test_chinese_slang_child_is_a_relation() -> None:
    fills = _chinese("我家崽对鸡蛋过敏")
    assert "allergy" not in _user_slots(fills)
    assert any(f.slot == "relation" and f.subject == "user" for f in fills)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("隔壁的那个女孩会说日语", ("女孩", "languages", "日语")),
        ("新来的PM住在浦东", ("PM", "home_location", "浦东")),
        ("面试的那个应聘者只会Go", ("应聘者", "skill", "Go")),
        ("我们楼下新搬来的那家人养了条金毛", ("人", "pet", "金毛")),
    ],
)
def test_chinese_modified_person_without_me_is_not_the_user(
    text: str, fact: tuple[str, str, str]
) -> None:
    fills = _chinese(text)
    assert (fact[0], fact[1]) in {(f.subject, f.slot) for f in fills}
    assert fact[1] not in _user_slots(fills)


def test_chinese_acronym_that_names_no_person_stays_the_users() -> None:
    assert "project" in _user_slots(_chinese("在搞一个开源的RAG框架"))


@pytest.mark.parametrize(
    ("text", "kind", "name"),
    [
        ("我跟我老公阿杰结婚五年了", "老公", "阿杰"),
        ("我和我媳妇儿还有我们家的狗豆豆住在苏州", "媳妇", ""),
    ],
)
def test_chinese_relation_said_with_me_and_beside_a_pet(text: str, kind: str, name: str) -> None:
    relations = {(f.kind, f.value) for f in _chinese(text) if f.slot == "relation"}
    assert (kind, name or kind) in relations


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("One of the new hires is deaf", "someone"),
        ("my significant other works at IBM", "partner"),
        ("The courier we use lives in Crewe", "courier"),
    ],
)
def test_english_someone_else_said_in_more_words(text: str, who: str) -> None:
    fills = _english(text)
    assert not _user_slots(fills) - {"relation"}
    assert any(f.subject == who for f in fills)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("The man I'm dating, Theo, is a baker", ("man:Theo", "role", "baker")),
        ("the dentist we go to is in Bath", ("dentist", "home_location", "Bath")),
        (
            "Our keynote speaker, Prof. Adeyemi, speaks Yoruba",
            ("speaker:Adeyemi", "languages", "Yoruba"),
        ),
    ],
)
def test_english_contact_clause_and_titled_name(text: str, fact: tuple[str, str, str]) -> None:
    fills = _english(text)
    assert fact in _facts(fills)
    assert fact[1] not in _user_slots(fills)
