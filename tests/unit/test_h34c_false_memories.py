"""Someone else's facts are not the user's, and a hedge takes back only its own clause
(issue 22, h34c), English and Chinese: a name with a place modifier ("Dmitri in the warehouse
is allergic to latex"), a colleague by surname and kin word (夜班的张姐), someone a place has
(实验室有个师兄), a role and a Latin name (交换生Anna), a named colleague's preference about
replies; the user's own facts beside them are still learned. My own sentences, none a corpus
line."""

from __future__ import annotations

import pytest

from memstream.processors import noise
from memstream.processors.grammar import en, zh
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY, dated_users, has_dated, said


@pytest.mark.parametrize(
    ("text", "theirs"),
    [
        ("Dmitri in the warehouse is allergic to latex, so order nitrile gloves", "Dmitri"),
        ("Kevin on the late shift is diabetic", "Kevin"),
        ("Aisha at the front desk speaks Somali", "Aisha"),
        ("Bruno from the climbing gym is vegan", "Bruno"),
        ("夜班的张姐有糖尿病，值班室放点无糖零食", "张姐"),
        ("财务部的刘姐对花生过敏，订餐时注意一下", "刘姐"),
        ("实验室有个师兄每周跑五十公里，离谱", "师兄"),
        ("楼里有个邻居天天早上六点遛狗", "邻居"),
    ],
)
def test_someone_placed_or_introduced_is_not_the_user(text: str, theirs: str) -> None:
    facts = said(text)
    mine = {f for f in facts if "." not in f.split("=")[0] or f.startswith("pref.")}
    assert not {f for f in mine if not f.startswith("relation=")}, facts
    assert any(f.startswith(f"{theirs}.") for f in facts), facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm allergic to latex, so order nitrile gloves", "allergy=latex"),
        ("One of my goals is to run a sub-4 marathon", "goal=run a sub-4 marathon"),
        ("Going metric from now on, I moved to Dublin", "pref.units=metric"),
        ("Dark mode is better for my eyes", "pref.theme=dark"),
        ("我对花生过敏，订餐时注意一下", "allergy=花生"),
        ("我每周跑五十公里", "habit=每周跑五十公里"),
        ("我们组有个同事吃素", "同事.diet=vegetarian"),
    ],
)
def test_the_users_own_facts_are_still_learned(text: str, fact: str) -> None:
    assert fact in said(text), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "Lena from legal prefers formal emails, keep that in mind for the draft",
        "Marta in HR wants everything in bullet points",
        "Oskar from the design team swears by dark mode",
    ],
)
def test_a_named_colleagues_preference_is_not_the_users(text: str) -> None:
    assert not {f for f in said(text) if f.startswith("pref.")}, said(text)


def test_a_named_persons_pet_is_theirs() -> None:
    assert any(f.startswith("Sam.pet=") for f in said("Sam at the dog park has a husky named Koda"))


def test_a_role_and_a_latin_name_is_someone_else() -> None:
    from memstream.processors.grammar import zh_people

    assert zh_people.subject("交换生Anna是德国人", "user")[0] == "Anna"
    assert zh_people.subject("我是德国人", "user")[0] == "user"


@pytest.mark.parametrize(
    ("text", "plan", "day"),
    [
        (
            "I'm flying to Oslo on the 3rd and I might drive up to Bergen after",
            "flying to Oslo",
            "2026-03-03",
        ),
        (
            "we're driving to Lyon on Saturday and then we might stop in Dijon",
            "driving to Lyon",
            "2026-03-07",
        ),
        (
            "I'm flying to Oslo on the 3rd and maybe Bergen after that",
            "flying to Oslo",
            "2026-03-03",
        ),
    ],
)
def test_a_hedge_after_and_keeps_the_plan_before_it(text: str, plan: str, day: str) -> None:
    found = dated_users(en.parse(text, MONDAY))
    assert has_dated(found, "plan", plan, day), found
    assert not any("Bergen" in v or "Dijon" in v for _, v, _ in found), found


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("下周三飞成都然后可能去趟重庆", "下周三飞成都"),
        ("月底回老家之后说不定去趟上海", "月底回老家"),
        (
            "I'm flying to Oslo on the 3rd and I might drive up to Bergen",
            "I'm flying to Oslo on the 3rd",
        ),
        ("I'm a nurse and maybe a teacher one day", "I'm a nurse"),
    ],
)
def test_a_hedge_after_and_or_then_leaves_the_clause_before_it(text: str, stated: str) -> None:
    assert noise.stated_before_hedge(text) == stated


@pytest.mark.parametrize(
    "text", ["我可能下周三飞成都然后去重庆", "I might fly to Oslo and drive on"]
)
def test_a_hedge_in_the_first_clause_leaves_nothing(text: str) -> None:
    assert noise.stated_before_hedge(text) == ""


@pytest.mark.parametrize(
    "text",
    [
        "I might fly to Oslo on the 3rd and drive to Bergen",
        "maybe we'll drive to Lyon on Saturday and stop in Dijon",
        "可能下周三飞成都然后去重庆",
    ],
)
def test_a_hedge_in_the_first_clause_takes_back_all(text: str) -> None:
    parse = zh.parse if "飞" in text else en.parse
    said_text = prepare(text) if "飞" in text else text
    assert not [f for f in parse(said_text, MONDAY) if f.slot == "plan"], text
