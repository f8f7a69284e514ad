"""Where the user works and for whom (issue 22, h33a), English and Chinese: a business
district is a place (我在中环上班, "I work in Canary Wharf"), a company after "work in" is
the employer ("I work in Accenture"), being based somewhere for work, the commute to an office
and going into an office by its place are where one works; someone else's office, a visit, a
trip and a question are not. My own sentences, none a corpus line."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("我在中环上班", "work_location=中环"),
        ("我在观塘那边上班", "work_location=观塘"),
        ("我们公司在陆家嘴", "work_location=陆家嘴"),
        ("我每天去国贸上班", "work_location=国贸"),
        ("我在铜锣湾工作，住在沙田", "work_location=铜锣湾"),
        ("我在尖沙咀上班", "work_location=尖沙咀"),
        ("I work in Canary Wharf", "work_location=Canary Wharf"),
        ("I work in Midtown and live in Queens", "work_location=Midtown"),
    ],
)
def test_a_business_district_is_where_one_works(text: str, fact: str) -> None:
    assert fact in said(text), said(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I work in Accenture", "employer=Accenture"),
        ("I am working in Siemens as process engineer", "employer=Siemens"),
        ("I'm currently working in Deloitte, as an auditor", "employer=Deloitte"),
        ("I work in Northwind Labs", "employer=Northwind Labs"),
        ("I work in Brightwater as a data analyst", "employer=Brightwater"),
        ("我在腾讯上班", "employer=腾讯"),
    ],
)
def test_a_company_after_work_in_is_the_employer(text: str, fact: str) -> None:
    facts = said(text)
    assert fact in facts, facts
    assert not any(f.startswith("work_location=") for f in facts), facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I work in Manchester", "work_location=Manchester"),
        ("I'm working in Tokyo as a translator", "work_location=Tokyo"),
        ("我在深圳上班", "work_location=深圳"),
    ],
)
def test_a_known_place_after_work_in_stays_a_place(text: str, fact: str) -> None:
    facts = said(text)
    assert fact in facts and not any(f.startswith("employer=") for f in facts), facts


@pytest.mark.parametrize(
    ("text", "work", "home"),
    [
        ("I'm based in Geneva for work, family's still in Lyon", "Geneva", None),
        ("based out of Denver for work", "Denver", None),
        ("the commute from Oakland to my office in SF is brutal", "SF", "Oakland"),
        ("my commute from Brooklyn to Midtown takes forty minutes", "Midtown", "Brooklyn"),
        ("I go into the Dallas HQ twice a week", "Dallas", None),
        ("I head into the London office on Tuesdays", "London", None),
    ],
)
def test_based_for_work_and_the_commute_say_where_one_works(
    text: str, work: str, home: str | None
) -> None:
    facts = said(text)
    assert f"work_location={work}" in facts and f"home_location={work}" not in facts, facts
    if home is not None:
        assert f"home_location={home}" in facts, facts


@pytest.mark.parametrize(
    "text",
    [
        "I'm visiting our office in Leeds next week",
        "I'm flying to the Berlin office tomorrow",
        "we're going to the Paris office for a workshop",
        "is your office in Leeds?",
        "my sister works in Canary Wharf",
        "Jane's commute from Oakland to SF is brutal",
        "I'll go into the Dallas HQ next week",
        "我下周去中环开会",
        "你在观塘上班吗？",
        "我老公在望京上班",
    ],
)
def test_a_visit_a_trip_a_question_or_someone_else_is_not_where_one_works(text: str) -> None:
    facts = said(text)
    assert not any(f.startswith("work_location=") for f in facts), facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("苏州是我上班的地方", "work_location=苏州"),
        ("我住无锡，苏州是我上班的地方", "work_location=苏州"),
        ("杭州才是我工作的城市", "work_location=杭州"),
        ("Leeds is where I work", "work_location=Leeds"),
    ],
)
def test_a_place_said_to_be_where_one_works(text: str, fact: str) -> None:
    assert fact in said(text), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "苏州是我老公上班的地方",
        "苏州是我上班的地方吗？",
        "这是我上班的地方",
        "Is Leeds where you work?",
    ],
)
def test_someone_elses_a_question_or_no_place_is_not_where_one_works(text: str) -> None:
    facts = said(text)
    assert not any(f.startswith("work_location=") for f in facts), facts


@pytest.mark.parametrize("text", ["I work in Marketing", "I work in Sales at a bank"])
def test_a_line_of_work_after_work_in_is_no_place(text: str) -> None:
    facts = said(text)
    assert not any(f.startswith("work_location=") for f in facts), facts
