"""Work and identity facts (issue 22, h34b), English and Chinese: occupations beyond the shared
role heads (solicitor, schoolteacher), a trade's verb with an employer ("I haul for Werner"),
an organisation named by its kind after a place (在广州交响乐团工作), a time zone said as a
clause of its own (美东时间), and a place said to be where one works after a correction. Also
what must not be learned: someone else's job, a question, a wish, a request naming a company.
My own sentences, none a corpus line."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.occupations import occupation
from tests.fixtures.grammar import said


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm a solicitor in a small high-street firm", "role=solicitor"),
        ("I'm a retired schoolteacher", "role=retired schoolteacher"),
        ("As a bricklayer I'm outside in all weathers", "role=bricklayer"),
        ("I'm a shopkeeper", "role=shopkeeper"),
        ("I work as a glazier", "role=glazier"),
        ("我在上海瑞金医院当护士", "role=护士"),
    ],
)
def test_an_occupation_outside_the_shared_heads_is_a_role(text: str, fact: str) -> None:
    assert fact in said(text), said(text)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("I haul for Tanager Freight out of Tulsa", {"role=trucker", "employer=Tanager Freight"}),
        ("I translate for Lingowell", {"role=translator", "employer=Lingowell"}),
        ("I fly for Delta", {"role=pilot", "employer=Delta"}),
        ("As a solicitor at Hale & Corbin I read contracts all day", {"employer=Hale & Corbin"}),
        ("我在深圳拓维科技做测试", {"employer=深圳拓维科技", "role=测试"}),
        ("我在广州交响乐团工作", {"employer=广州交响乐团"}),
        ("我在杭州云栖网络上班", {"employer=杭州云栖网络"}),
    ],
)
def test_an_employer_is_read_by_its_frame_not_by_a_list(text: str, facts: set[str]) -> None:
    found = said(text)
    assert facts <= found, found


@pytest.mark.parametrize(
    "text",
    [
        "my brother is a solicitor",
        "is he a solicitor?",
        "if I were a bricklayer I'd be fitter",
        "I have a bearded dragon named Sergeant Pepper",
        "draft an email to Tanager Freight about the late invoice",
        "我妹妹在广州交响乐团工作",
        "帮我给深圳拓维科技写一封邮件",
        "如果我在广州交响乐团工作就好了",
        "I cook for my kids",
    ],
)
def test_no_job_of_the_user_from_others_questions_wishes_or_requests(text: str) -> None:
    found = said(text)
    assert not any(f.split("=")[0] in ("role", "employer") for f in found), found


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("我人在西雅图，太平洋时间哈", "timezone=太平洋时间"),
        ("我人在悉尼，澳洲东部时间", "timezone=澳洲东部时间"),
        ("我在伦敦读书，现在按英国时间", "timezone=英国时间"),
        ("我住首尔，韩国时间", "timezone=韩国时间"),
    ],
)
def test_a_clause_that_is_a_zone_by_its_region_is_the_timezone(text: str, fact: str) -> None:
    assert fact in said(text), said(text)


@pytest.mark.parametrize(
    "text",
    ["明天下午三点，北京时间", "下班时间到了", "你那边是什么时间？", "如果我在太平洋时间就好了"],
)
def test_a_time_given_is_no_timezone(text: str) -> None:
    assert not any(f.startswith("timezone=") for f in said(text)), said(text)


@pytest.mark.parametrize(
    ("text", "home", "work"),
    [
        ("我住在南京，不对，是镇江，南京是我上班的地方", "镇江", "南京"),
        ("我家在佛山，说错了，是广州，深圳才是我工作的城市", "广州", "深圳"),
    ],
)
def test_a_corrected_home_and_the_place_one_works(text: str, home: str, work: str) -> None:
    found = said(text)
    assert f"home_location={home}" in found and f"work_location={work}" in found, found
    assert sum(f.startswith("home_location=") for f in found) == 1, found


def test_occupation_words_and_compounds() -> None:
    assert occupation("solicitor") and occupation("schoolteacher") and occupation("dressmaker")
    assert not occupation("maker") and not occupation("teacher") and not occupation("groom")


@pytest.mark.parametrize(
    ("text", "facts", "not_facts"),
    [
        ("my office is over in Croydon", {"work_location=Croydon"}, set()),
        (
            "the job's in Glasgow but we live in Paisley",
            {"work_location=Glasgow", "home_location=Paisley"},
            set(),
        ),
        ("I'm in the Amsterdam office", {"work_location=Amsterdam"}, {"home_location=Amsterdam"}),
        ("我住燕郊，在国贸上班", {"home_location=燕郊", "work_location=国贸"}, set()),
        ("我家在花桥，每天去上海上班", {"home_location=花桥", "work_location=上海"}, set()),
        ("我被派到成都出差三个月", set(), {"work_location=成都"}),
        ("我在成都上班，下周去北京出差", {"work_location=成都"}, {"work_location=北京"}),
    ],
)
def test_where_one_works_apart_from_home_and_trips(
    text: str, facts: set[str], not_facts: set[str]
) -> None:
    found = said(text)
    assert facts <= found and not (not_facts & found), found


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I can get by in Python", "skill=Python"),
        ("I'm okay at Excel, nothing fancy", "skill=Excel"),
        ("I'm comfortable with Docker", "skill=Docker"),
        ("我会一点点粤语", "languages=粤语"),
        ("我PS会一点", "skill=PS"),
    ],
)
def test_a_skill_said_modestly_is_a_skill(text: str, fact: str) -> None:
    assert fact in said(text), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm okay with that",
        "I'm ok with spicy food",
        "I'm okay at the moment",
        "she's okay at Excel",
        "我妹妹PS会一点",
    ],
)
def test_being_okay_with_something_is_no_skill(text: str) -> None:
    assert not any(f.startswith("skill=") for f in said(text)), said(text)


@pytest.mark.parametrize(
    ("text", "not_fact"),
    [("我在给小区做一个团购小程序", "home_location="), ("我住在一个老小区", "home_location=")],
)
def test_a_housing_estate_or_a_preposition_is_no_area(text: str, not_fact: str) -> None:
    assert not any(f.startswith(not_fact) for f in said(text)), said(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("我姓陈，叫陈思", "name=陈思"),
        ("大家叫我老周，我本名周建国", "name=周建国"),
        ("我叫小雨，大名王雨", "name=王雨"),
        ("I'm Dan — sorry, Daniel", "name=Daniel"),
    ],
)
def test_the_full_or_corrected_name_is_the_name(text: str, fact: str) -> None:
    found = said(text)
    assert fact in found and sum(f.startswith("name=") for f in found) == 1, found


@pytest.mark.parametrize("text", ["我朋友本名叫张伟", "他大名叫王强", "what's your real name?"])
def test_someone_elses_full_name_is_not_the_users(text: str) -> None:
    assert not any(f.startswith("name=") for f in said(text)), said(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("我退休三年了", "role=退休"),
        ("退休好多年了，天天在家带孙子", "role=退休"),
        ("I retired last spring", "role=retired"),
    ],
)
def test_retirement_is_a_role(text: str, fact: str) -> None:
    assert fact in said(text), said(text)


@pytest.mark.parametrize("text", ["我爸退休三年了", "你退休几年了？", "我还没退休三年"])
def test_someone_elses_or_a_denied_retirement_is_no_role(text: str) -> None:
    assert not any(f.startswith("role=") for f in said(text)), said(text)


@pytest.mark.parametrize("text", ["I work in HR", "I'm a teacher by training but I work in HR now"])
def test_a_department_in_letters_is_no_employer_and_no_place(text: str) -> None:
    found = said(text)
    assert "role=HR" in found, found
    assert not any(f.split("=")[0] in ("employer", "home_location", "work_location") for f in found)


def test_a_nurse_in_letters_is_a_role() -> None:
    assert "role=RN" in said("I'm an RN on a cardiac floor")
