"""Self-description shapes (issue 22, h39e), English with Chinese counterparts: the employer
named like a city or a saint after the user's role ("nurse at Providence"), the name opening a
bare bio ("Ailsa, 38, ..."); must not: someone else's role, a past job, a time after "at", a
place or a title opening a list, several people. My own sentences, none a corpus line."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said
from tests.fixtures.learning import active_after


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm a nurse at Providence", "employer=Providence"),
        ("i work as a cook at Mercy", "employer=Mercy"),
        ("Cook at Mercy, 12 years", "employer=Mercy"),
        ("I'm a line cook at Providence Park, been there 2 years", "employer=Providence Park"),
        ("I'm an ER nurse at St. Luke's in Boise", "employer=St. Luke's"),
        ("teller with First Hawaiian for 6 years", "employer=First Hawaiian"),
        ("I'm a porter at Lourdes", "employer=Lourdes"),
        ("我在协和医院当护士", "employer=协和医院"),
        ("我是招商银行的柜员", "employer=招商银行"),
    ],
)
def test_the_employer_after_the_role(text: str, fact: str) -> None:
    assert fact in said(text), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "my sister is a nurse at Providence",
        "he's a cook at Mercy",
        "was a nurse at Providence for years",
        "I'm a teacher at heart",
        "I'm a regular at Starbucks",
        "我姐姐在协和医院当护士",
    ],
)
def test_no_employer_of_the_user(text: str) -> None:
    facts = said(text)
    assert not any(f.startswith("employer=") for f in facts), facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Ailsa, 38, live in Perth, retired nurse", "name=Ailsa"),
        ("Tomás — 52 — electrician — live in Tucson", "name=Tomás"),
        ("Priya, 29, data analyst, I live in Pune", "name=Priya"),
        ("Jo, 27, barista, Melbourne, allergic to cats", "name=Jo"),
        ("about me: Yusuf, 41, nurse, Cardiff", "name=Yusuf"),
        ("hi! Dmitri, 33, software tester, I live in Riga", "name=Dmitri"),
        ("Rosa Lind, 61, retired, love gardening", "name=Rosa Lind"),
    ],
)
def test_the_name_opening_a_bare_bio(text: str, fact: str) -> None:
    assert fact in said(text), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "Leeds, 31, vegan",
        "Sarah, 34, a nurse in Leeds",
        "Tomás — 52 — electrician — Tucson",
        "Paris, 2019, amazing trip",
        "Monday, 3pm, dentist",
        "Mr. Jones, 70, and Mrs. Jones, 68, both retired",
        "Ben, 8, loves dinosaurs",
        "Nurse, 45, Ohio",
        "Table 4, 2 guests, vegan",
        "Dad, 74, lives in Hull, retired welder",
    ],
)
def test_no_name_of_the_user(text: str) -> None:
    facts = said(text)
    assert not any(f.startswith("name=") for f in facts), facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("王磊，35岁，程序员，住在成都", "name=王磊"),
        ("陈晓红，42岁，住在苏州，对花生过敏", "name=陈晓红"),
        ("李娜 28岁 在杭州做设计", "name=李娜"),
        ("刘洋 29岁 住在深圳 做前端开发", "name=刘洋"),
        ("張偉，51歲，退休了，住台中", "name=張偉"),
        ("Ailsa, 38, live in Perth, retired nurse", "name=Ailsa"),
    ],
)
def test_the_name_opening_a_bare_bio_through_the_pipeline(text: str, fact: str) -> None:
    assert fact in active_after([text]), active_after([text])


@pytest.mark.parametrize(
    "text",
    [
        "成都，2019年，很好玩的一次旅行",
        "我爸，70岁，住在成都，退休工人",
        "今天，35岁，生日快乐",
        "小明，8岁，喜欢恐龙",
        "Leeds, 31, vegan",
        "Dad, 74, lives in Hull, retired welder",
    ],
)
def test_no_name_through_the_pipeline(text: str) -> None:
    found = active_after([text])
    assert not any(f.startswith("name=") for f in found), found


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Tomás — 52 — electrician — live in Tucson", {"role=electrician"}),
        ("Kenji, 45, chef, Osaka, have two cats", {"role=chef", "home_location=Osaka"}),
        ("Olu, 39, Lagos, accountant, speak Yoruba", {"role=accountant", "home_location=Lagos"}),
        ("Marta, 50, Kraków, retired, my hobby is chess", {"name=Marta", "home_location=Kraków"}),
        ("刘洋 29岁 住在深圳 做前端开发", {"home_location=深圳", "role=前端开发"}),
    ],
)
def test_the_items_of_a_bare_bio(text: str, facts: set[str]) -> None:
    assert facts <= set(active_after([text])), active_after([text])


@pytest.mark.parametrize(
    "text",
    [
        "Grandpa Joe, 82, lives with us in Leeds",
        "Emma, 16, says she is a vegan now",
        "Jake, 17, Chicago Bulls fan",
        "Sam, 35, from Cork",
        "我儿子，15岁，住校，喜欢篮球",
    ],
)
def test_no_bio_of_someone_else(text: str) -> None:
    found = active_after([text])
    assert not any(f.startswith(("name=", "role=")) for f in found), found


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("I serve as treasurer for the Rotary Club", {"role=treasurer"}),
        ("i serve as the youth pastor at St. Mark's", {"role=youth pastor", "employer=St. Mark's"}),
        ("I'm the curator of prints at the Getty Museum", {"employer=Getty Museum"}),
        ("I serve as the deputy head at Oakfield Primary", {"role=deputy head"}),
        ("我在教会担任青年牧师", {"role=青年牧师"}),
    ],
)
def test_a_role_one_serves_as_and_its_employer(text: str, facts: set[str]) -> None:
    assert facts <= said(text), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I served as a medic in the army",
        "She serves as mayor of Hull",
        "I serve as a reminder that life is short",
        "他在教会担任牧师",
    ],
)
def test_no_role_served_by_the_user(text: str) -> None:
    facts = said(text)
    assert not any(f.startswith("role=") for f in facts), facts
