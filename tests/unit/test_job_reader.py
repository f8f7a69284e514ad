"""The job phrase readers (grammar/job_reader.py): ROLE at ORG fragments and signature fields
in English; a district, park or base one works at and an employer named by 叫 in Chinese.
Each shape with other words than the corpus's, and the negatives the same shape must not
read (someone else's job, a past or wanted job, a place, a time)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.job_reader import (
    en_called_org,
    en_role_at,
    zh_bare_role,
    zh_named_org,
    zh_place_of_work,
)


def _said(fills: list[Fill]) -> set[tuple[str, str]]:
    return {(f.slot, f.value) for f in fills if f.subject == "user"}


@pytest.mark.parametrize(
    ("text", "role", "org"),
    [
        ("tired af. welder w Caterpillar, on nights this month", "welder", "Caterpillar"),
        ("- data engineer @ Northwind Traders - Python, Spark", "data engineer",
         "Northwind Traders"),
        ("job - line cook at Blue Heron Diner; pets - a dog", "line cook", "Blue Heron Diner"),
        ("mom of two and a part-time bookkeeper at Fairway Motors", "bookkeeper",
         "Fairway Motors"),
        ("jumped ship, now staff eng at Orbital Labs", "staff eng", "Orbital Labs"),
        ("im lena, baker at le petit four in lyon", "baker", "le petit four"),
        ("Best, Omar Haddad, Site Supervisor, Keystone Builders", "Site Supervisor",
         "Keystone Builders"),
    ],
)  # fmt: skip
def test_english_role_at_organisation_fragments(text: str, role: str, org: str) -> None:
    assert _said(en_role_at(text, [])) == {("role", role), ("employer", org)}


@pytest.mark.parametrize(
    "text",
    [
        "my wife, a nurse at Mercy General, works nights",
        "I was a nurse at Mercy General for years",
        "had an interview at Stripe, fingers crossed",
        "the cashier at Aldi was so rude",
        "former teacher at Lincoln High here",
        "I'd love to be a pilot with Emirates",
        "nurse at home with the kids today",
        "teacher at Leeds, moved up last year",
        "I met Sam, Senior Engineer, Google, yesterday",
    ],
)
def test_english_fragments_about_others_the_past_or_places_read_nothing(text: str) -> None:
    assert not _said(en_role_at(text, []))


def test_an_employer_already_read_is_kept() -> None:
    fills = [Fill("employer", "Acme")]
    assert en_role_at("welder at Caterpillar", fills) == fills


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("在苏州工业园区做质检", "苏州工业园区"),
        ("我在南山科技园当硬件工程师", "南山科技园"),
        ("平时在望京一家小公司上班", "望京"),
        ("我在中关村一家外企做翻译", "中关村"),
        ("常驻浦东基地，飞国际线", "浦东基地"),
    ],
)
def test_chinese_district_or_park_of_work_is_the_work_location(text: str, place: str) -> None:
    fills = zh_place_of_work(text, [Fill("home_location", place[:2])])
    assert ("work_location", place) in _said(fills)
    assert not [f for f in fills if f.slot == "home_location" and f.value in place]


@pytest.mark.parametrize(
    "text",
    ["我老公在苏州工业园区上班", "我在杭州做项目", "她在望京一家小公司上班", "我住在望京"],
)
def test_chinese_someone_elses_work_or_a_bare_city_is_no_work_district(text: str) -> None:
    assert ("work_location", "望京") not in _said(zh_place_of_work(text, []))
    assert not [f for f in zh_place_of_work(text, []) if f.slot == "work_location"]


def test_a_home_said_with_zhu_stays() -> None:
    fills = zh_place_of_work("住在望京，在望京的一家公司上班", [Fill("home_location", "望京")])
    assert ("home_location", "望京") in _said(fills)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("在一家叫“青禾”的花店上班", "青禾"),
        ("我在一家叫木白的咖啡馆当咖啡师", "木白"),
        ("自己开了个小店叫阿福面馆，一个人又当老板又当厨子", "阿福面馆"),
        ("我们公司叫远帆物流，我做调度", "远帆物流"),
        ("我在一間叫「老陳」的茶餐廳做侍應", "老陳"),
    ],
)
def test_chinese_employer_named_by_jiao(text: str, name: str) -> None:
    fills = zh_named_org(text, [Fill("employer", "花店")])
    assert ("employer", name) in _said(fills)
    assert ("employer", "花店") not in _said(fills)


@pytest.mark.parametrize(
    "text",
    [
        "我朋友在一家叫青禾的花店上班",
        "我想开一家叫青禾的花店",
        "我家狗叫旺财",
        "以后打算开个店叫阿福面馆",
    ],
)
def test_chinese_jiao_names_of_others_wishes_or_pets_are_no_employer(text: str) -> None:
    assert not [f for f in zh_named_org(text, []) if f.slot == "employer"]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("我叫周岚，住在无锡，做会计", "会计"),
        ("我在惠州，平时当电工，周末钓鱼", "电工"),
        ("本人在悉尼，做 barista", "barista"),
    ],
)
def test_chinese_clause_of_only_zuo_and_a_job_noun_is_the_role(text: str, role: str) -> None:
    assert ("role", role) in _said(zh_bare_role(text, []))


@pytest.mark.parametrize(
    "text",
    ["我老公叫阿明，在深圳，做程序员", "我在深圳，做饭", "我叫小王，做什么都行", "在深圳，做会计"],
)
def test_chinese_bare_zuo_of_others_or_no_job_noun_is_no_role(text: str) -> None:
    assert not [f for f in zh_bare_role(text, []) if f.slot == "role"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("work remote for a Leeds studio called Halfmoon", "Halfmoon"),
        ("I volunteer at a charity named Open Door", "Open Door"),
        ("currently interning at a small lab called Quillon Bio", "Quillon Bio"),
    ],
)
def test_english_work_for_a_workplace_called_name(text: str, name: str) -> None:
    assert ("employer", name) in _said(en_called_org(text, []))


@pytest.mark.parametrize(
    "text",
    [
        "my sister, working for a startup called Loop, loves it",
        "I want to start a company called Loop",
        "I had lunch at a cafe called Olive",
    ],
)
def test_english_called_names_of_others_wishes_or_visits_are_no_employer(text: str) -> None:
    assert not _said(en_called_org(text, []))
