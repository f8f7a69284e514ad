"""Identity, work, skills, health and plans said as people talk (issue 22, h32b).

Written from the kinds a blind probe reported, with phrasings of our own: an appointment one
"got" for a weekday is still to come, a trip keeps where to and drops what for, a Chinese
project on something that already is keeps its verb, a condition told with "diagnosed with"
is one condition, and a diet said of two foods is no dislike.
"""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY, dated_users, has_dated, said
from tests.unit.test_grammar_health_breadth import _gives

GOT_DATED = [
    ("I got a dentist appointment Friday", "dentist appointment", "2026-03-06"),
    ("just got a vet appointment for Thursday", "vet appointment", "2026-03-05"),
    ("I got my job interview Wednesday", "job interview", "2026-03-04"),
    ("got a hearing test on Tuesday", "hearing test", "2026-03-03"),
]


@pytest.mark.parametrize(("text", "value", "day"), GOT_DATED)
def test_an_appointment_one_got_for_a_weekday_is_the_coming_one(
    text: str, value: str, day: str
) -> None:
    assert has_dated(dated_users(en.parse(text, MONDAY)), "plan", value, day), said(text)


def test_a_thing_bought_on_a_weekday_is_no_plan() -> None:
    assert not [s for s in said("I got a new phone on Friday") if s.startswith("plan=")]


def test_zh_an_appointment_made_for_a_weekday_is_the_coming_one() -> None:
    found = dated_users(zh.parse(prepare("我约了周五看牙医"), MONDAY))
    assert has_dated(found, "plan", "看牙医", "2026-03-06"), found


TRIP = [
    ("I'm flying to Boston on Friday to see my parents", "flying to Boston"),
    ("next week I'm driving to Denver for the conference", "driving to Denver"),
    ("tomorrow I'm heading up to Inverness to visit my gran", "heading up to Inverness"),
    ("In 10 days I fly home for my dad's 60th", "fly home"),
    ("on Saturday I'm going to the gym for a spin class", "going to the gym"),
]


@pytest.mark.parametrize(("text", "value"), TRIP)
def test_a_trip_keeps_where_to_and_drops_what_for(text: str, value: str) -> None:
    plans = [s for s in said(text) if s.startswith("plan=")]
    assert plans == [f"plan={value}"], said(text)


def test_an_event_there_is_still_the_plan() -> None:
    assert _gives("next week I'm in Singapore for a conference", "plan", "conference in Singapore")


def test_zh_a_trip_keeps_what_is_done_there() -> None:
    assert _gives("8号我要去北京参加培训", "plan", "去北京参加培训")


WORKED_ON = [
    ("我在装修厨房", "装修厨房"),
    ("最近在改造阳台", "改造阳台"),
    ("我最近在翻译一本小说", "翻译小说"),
    ("我在重新装修卫生间", "重新装修卫生间"),
    ("我正在翻新老家的院子", "翻新老家的院子"),
]


@pytest.mark.parametrize(("text", "value"), WORKED_ON)
def test_zh_a_project_on_something_that_is_keeps_its_verb(text: str, value: str) -> None:
    assert f"project={value}" in said(text), said(text)


def test_zh_a_thing_being_made_is_the_project_alone() -> None:
    assert "project=记账小程序" in said("我在做一个记账小程序")


def test_en_a_project_on_a_room_stays_the_room() -> None:
    assert "project=kitchen" in said("I'm renovating the kitchen")


DIAGNOSED = [
    ("I was diagnosed with celiac disease", "celiac disease"),
    ("got diagnosed with Crohn's disease in March", "Crohn's disease"),
    ("我被诊断出乳糜泻", "乳糜泻"),
]


@pytest.mark.parametrize(("text", "value"), DIAGNOSED)
def test_a_diagnosis_is_one_condition(text: str, value: str) -> None:
    conditions = [s for s in said(text) if s.startswith("condition=")]
    assert conditions == [f"condition={value}"], said(text)


def test_someone_elses_diagnosis_is_theirs() -> None:
    assert "sister.condition=celiac disease" in said("my sister was diagnosed with celiac disease")


TWO_FOODS = [
    ("我不吃肉也不吃鱼", "vegetarian"),
    ("我不吃牛肉也不吃羊肉", "no beef"),
    ("I don't eat meat or fish", "vegetarian"),
]


@pytest.mark.parametrize(("text", "diet"), TWO_FOODS)
def test_a_diet_of_two_foods_is_no_dislike(text: str, diet: str) -> None:
    assert _gives(text, "diet", diet), said(text)
    assert not [s for s in said(text) if s.startswith("dislike=")], said(text)


def test_a_dislike_beside_a_diet_stays() -> None:
    assert "dislike=香菜" in said("我不吃肉，也讨厌香菜")


CERTIFIED = [
    ("I'm a certified scuba diver", "scuba diving"),
    ("I'm a qualified yoga teacher and I live in Bend", "yoga"),
    ("I'm a licensed pilot", "flying"),
    ("我考了驾照", "开车"),
    ("我去年拿到了潜水证", "潜水"),
]


@pytest.mark.parametrize(("text", "value"), CERTIFIED)
def test_a_qualification_names_a_skill(text: str, value: str) -> None:
    assert _gives(text, "skill", value), said(text)


NO_CERTIFIED_SKILL = [
    "I'm a licensed electrician",
    "is it hard to get certified as a scuba diver?",
    "我想考驾照",
    "考驾照难吗？",
]


@pytest.mark.parametrize("text", NO_CERTIFIED_SKILL)
def test_a_job_a_question_or_a_wish_gives_no_certified_skill(text: str) -> None:
    assert not [s for s in said(text) if s.startswith("skill=")], said(text)


ZH_DIAGNOSED_NONE = [
    "我担心被诊断出糖尿病",
    "后来查出来对芒果也过敏",
    "体检没查出什么问题",
]


@pytest.mark.parametrize("text", ZH_DIAGNOSED_NONE)
def test_zh_a_feared_or_clear_check_gives_no_condition(text: str) -> None:
    assert not [s for s in said(text) if s.startswith("condition=")], said(text)


def test_zh_a_condition_found_at_a_checkup() -> None:
    assert [s for s in said("体检查出了脂肪肝") if s.startswith("condition=")] == [
        "condition=脂肪肝"
    ]


ROLES = [
    ("I do IT support for a living", "IT support"),
    ("what I do for a living is bookkeeping", "bookkeeping"),
    ("for a living, I do voice-over work", "voice-over work"),
    ("我是注册会计师", "注册会计师"),
    ("我在一家餐厅当主厨", "主厨"),
    ("我是一名消防员", "消防员"),
]


@pytest.mark.parametrize(("text", "value"), ROLES)
def test_a_role_said_by_what_one_does_or_a_title(text: str, value: str) -> None:
    assert f"role={value}" in said(text), said(text)


NO_ROLE = [
    "what do you do for a living?",
    "I'd do anything for a living wage",
    "我是这家店的会员",
    "我不是医师",
]


@pytest.mark.parametrize("text", NO_ROLE)
def test_no_role_from_a_question_a_member_or_a_denial(text: str) -> None:
    assert not [s for s in said(text) if s.startswith("role=")], said(text)


def test_someone_elses_living_is_theirs() -> None:
    assert "brother.role=roofing" in said("my brother does roofing for a living")


WORK_CITY = [
    ("我在武汉当老师", "武汉"),
    ("我在青岛开了家咖啡店", "青岛"),
]


@pytest.mark.parametrize(("text", "place"), WORK_CITY)
def test_zh_the_city_a_job_is_said_in_is_home_and_work(text: str, place: str) -> None:
    assert {f"home_location={place}", f"work_location={place}"} <= said(text), said(text)


def test_zh_a_city_one_studies_in_is_no_work_place() -> None:
    assert not [s for s in said("我在南京读书") if s.startswith("work_location=")]


def test_zh_a_home_said_apart_from_the_job_is_no_work_place() -> None:
    assert not [s for s in said("我住在南京，是程序员") if s.startswith("work_location=")]


def test_en_the_city_after_a_role_stays_the_home() -> None:
    found = said("I'm Maya, a pharmacist in Tucson, and I have two kids")
    assert "home_location=Tucson" in found, found


REQUIRED_DIET = [
    ("I was diagnosed with celiac disease so everything has to be gluten-free", "gluten-free"),
    ("everything I eat has to be halal", "halal"),
    ("我已经五年没吃肉了", "vegetarian"),
    ("我半年没碰碳水了", "low-carb"),
]


@pytest.mark.parametrize(("text", "diet"), REQUIRED_DIET)
def test_a_diet_said_by_what_all_food_must_be_or_years_without(text: str, diet: str) -> None:
    assert _gives(text, "diet", diet), said(text)


NO_REQUIRED_DIET = [
    "my son has celiac so everything has to be gluten-free",
    "does everything have to be gluten-free?",
    "我好想吃肉，三天没吃肉了",
    "我一个月没吃糖了",
]


@pytest.mark.parametrize("text", NO_REQUIRED_DIET)
def test_no_diet_for_someone_else_a_question_or_a_few_days(text: str) -> None:
    assert not [s for s in said(text) if s.startswith("diet=")], said(text)


def test_a_project_that_makes_anew_is_the_thing() -> None:
    assert "project=company website" in said("I'm rebuilding our company website")
