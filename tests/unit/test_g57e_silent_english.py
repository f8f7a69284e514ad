"""English messages that learned nothing (g57e): a place said to have been home ("Lyon has been
home since 2015"), a role fragment opened by a present-time word ("Currently a barista."), and a
role fragment followed by where it is ("Nurse in Leeds."): the home. Every sentence is written
for these tests, none taken from the corpus; Chinese mirrors where the class exists there."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _learned(text: str) -> set[tuple[str, str]]:
    _, after = learned_after("", text)
    return {(m.slot, m.value) for m in after if m.active and m.subject == "user"}


def _slot(text: str, slot: str) -> set[str]:
    return {value for s, value in _learned(text) if s == slot}


# A place that has been home.

HAS_BEEN_HOME: list[tuple[str, str]] = [
    ("Lyon has been home for a decade.", "Lyon"),
    ("Manchester's been home since 2012.", "Manchester"),
    ("we've lived all over but Perth has been home for 8 yrs", "Perth"),
    ("Auckland has been our home since the kids were born", "Auckland"),
    ("Ottawa has basically been home since college", "Ottawa"),
    ("dublin has been home 6 years now", "Dublin"),
    ("Home has been Lyon since 2015.", "Lyon"),
    ("For the last ten years Lisbon has been home.", "Lisbon"),
    ("Glasgow's been my home since uni and I'm not leaving", "Glasgow"),
]


@pytest.mark.parametrize(("text", "place"), HAS_BEEN_HOME)
def test_a_place_that_has_been_home_is_the_home(text: str, place: str) -> None:
    assert place in _slot(text, "home_location")


NOT_HOME: list[str] = [
    "Paris has been home to many painters.",
    "Max has been home all day.",
    "Has Lyon been home for long?",
    "Lyon used to be home.",
    "If Lyon had been home I'd have stayed.",
]


@pytest.mark.parametrize("text", NOT_HOME)
def test_a_place_home_to_others_a_person_at_home_or_a_past_home_is_no_home(text: str) -> None:
    assert not _slot(text, "home_location")


def test_chinese_a_place_called_home_after_a_stay() -> None:
    assert "杭州" in _slot("我在杭州住了十年了，杭州就是我家", "home_location")
    assert "杭州" in _slot("我家在杭州，住了八年了", "home_location")


# A role fragment opened by a present-time word.

NOW_A: list[tuple[str, str]] = [
    ("Currently a barista.", "barista"),
    ("currently a barista lol", "barista"),
    ("Still a teacher, still in Cork.", "teacher"),
    ("Presently a project manager.", "project manager"),
    ("At the moment a delivery driver.", "delivery driver"),
    ("Nowadays a freelance illustrator", "freelance illustrator"),
    ("Right now an intern.", "intern"),
    ("Still a student, final year at Leeds.", "student"),
]


@pytest.mark.parametrize(("text", "role"), NOW_A)
def test_a_role_fragment_after_a_present_time_word_is_the_role(text: str, role: str) -> None:
    assert _slot(text, "role") == {role}


NOT_A_ROLE: list[str] = [
    "Currently a guy at work is driving me mad.",
    "Still a long way to go.",
    "Now a question for you.",
    "Currently a nurse?",
    "Currently a bit tired.",
]


@pytest.mark.parametrize("text", NOT_A_ROLE)
def test_someone_acting_a_question_or_no_person_noun_is_no_role(text: str) -> None:
    assert not _slot(text, "role")


@pytest.mark.parametrize(
    ("text", "role"),
    [("目前是咖啡师。", "咖啡师"), ("现在是一名护士", "护士"), ("还是老师，还在苏州", "老师")],
)
def test_chinese_a_role_said_of_the_present(text: str, role: str) -> None:
    assert role in _slot(text, "role")


def test_chinese_a_question_is_no_role() -> None:
    assert not _slot("现在是护士？", "role")


# A role fragment and where it is: the home.

ROLE_IN: list[tuple[str, str, str]] = [
    ("Nurse in Leeds.", "nurse", "Leeds"),
    ("Data analyst in Lagos.", "data analyst", "Lagos"),
    ("Plumber in Cork, 30 yrs in the trade.", "plumber", "Cork"),
    ("Nurse in Leeds, mostly nights.", "nurse", "Leeds"),
    ("Lawyer in Kraków", "lawyer", "Kraków"),
    ("Physio in Thessaloniki, I play guitar at weekends.", "physio", "Thessaloniki"),
    ("I'm a kindergarten teacher in Porirua.", "kindergarten teacher", "Porirua"),
]


@pytest.mark.parametrize(("text", "role", "place"), ROLE_IN)
def test_a_role_in_a_place_gives_the_home(text: str, role: str, place: str) -> None:
    learned = _learned(text)
    assert ("role", role) in learned
    assert ("home_location", place) in learned


ROLE_IN_NOT_HOME: list[tuple[str, str]] = [
    ("Nurse in Leeds?", "home_location"),
    ("Nurse in Leeds wanted.", "home_location"),
    ("I was a nurse in Leeds in the 90s.", "home_location"),
    ("I work as a nurse in Leeds.", "home_location"),
    ("I need a nurse in Leeds.", "home_location"),
]


@pytest.mark.parametrize(("text", "slot"), ROLE_IN_NOT_HOME)
def test_a_question_an_ad_a_past_job_or_a_work_place_is_no_home(text: str, slot: str) -> None:
    assert not _slot(text, slot)


def test_a_role_in_a_place_said_of_someone_else_is_theirs() -> None:
    assert not _slot("My brother is a nurse in Leeds.", "home_location")


def test_chinese_a_role_in_a_place() -> None:
    learned = _learned("在成都当护士")
    assert ("role", "护士") in learned
    assert ("home_location", "成都") in learned


# A taste that has been the user's own for a while ("has always been my thing").

HAS_BEEN_MINE: list[tuple[str, str, str]] = [
    ("Chess has always been my thing.", "like", "chess"),
    ("Baking has been my go-to.", "like", "baking"),
    ("Podcasts have been my obsession.", "like", "podcasts"),
    ("crosswords have always been my jam", "like", "crosswords"),
    ("Gardening's been my escape", "like", "gardening"),
    ("Jazz has been my thing since college.", "like", "jazz"),
    ("Tea has been my thing for years", "like", "tea"),
    ("Horror films have never been my thing.", "dislike", "horror films"),
    ("Karaoke hasn't ever been my thing", "dislike", "karaoke"),
    ("Mornings have never been my friend", "dislike", "mornings"),
]


@pytest.mark.parametrize(("text", "slot", "thing"), HAS_BEEN_MINE)
def test_a_taste_that_has_been_mine(text: str, slot: str, thing: str) -> None:
    assert thing in _slot(text, slot)


NOT_A_TASTE: list[str] = [
    "Tom has always been my friend.",
    "Has chess been your thing?",
    "If chess had been my thing I'd have kept playing.",
    "Tom has been my friend since school.",
]


@pytest.mark.parametrize("text", NOT_A_TASTE)
def test_a_person_a_question_or_a_condition_is_no_taste(text: str) -> None:
    learned = _learned(text)
    assert not {pair for pair in learned if pair[0] in ("like", "dislike")}


@pytest.mark.parametrize(
    ("text", "slot", "thing"),
    [
        ("下棋一直是我的爱好", "like", "下棋"),
        ("跑步一直是我的最爱", "like", "跑步"),
        ("我一直不喜欢香菜", "dislike", "香菜"),
    ],
)
def test_chinese_a_taste_that_has_long_been_mine(text: str, slot: str, thing: str) -> None:
    assert thing in _slot(text, slot)


# A craft or a tool done for years, the subject dropped or the years said loosely.

DONE_FOR_YEARS: list[tuple[str, str]] = [
    ("been doing terraform for 5 years", "Terraform"),
    ("Been doing pottery for a decade.", "pottery"),
    ("I've been doing Terraform for about 6 yrs", "Terraform"),
    ("been doing bookbinding for like 10 years", "bookbinding"),
    ("I have been doing calligraphy for over 20 years", "calligraphy"),
    ("been doing ansible for 3 yrs now", "Ansible"),
]


@pytest.mark.parametrize(("text", "skill"), DONE_FOR_YEARS)
def test_what_one_has_been_doing_for_years_is_a_skill(text: str, skill: str) -> None:
    assert skill in _slot(text, "skill")


NOT_DONE_FOR_YEARS: list[str] = [
    "been doing nights for like 5 years",
    "been doing double shifts for years",
    "been doing it for years",
    "been doing nothing for years",
    "have you been doing pottery for years?",
]


@pytest.mark.parametrize("text", NOT_DONE_FOR_YEARS)
def test_a_pronoun_nothing_or_a_question_is_no_skill(text: str) -> None:
    assert not _slot(text, "skill")


def test_someone_elses_years_of_a_craft_are_not_the_users() -> None:
    assert not _slot("My dad has been doing carpentry for 30 years", "skill")


def test_chinese_a_craft_done_for_years() -> None:
    assert "木工" in _slot("我做木工二十多年了", "skill")
    assert any("Python" in value for value in _slot("写Python写了五年", "skill"))


# A place named with a part of it ("rural Vermont", "central London").

REGION_PLACES: list[tuple[str, str]] = [
    ("I live in rural Vermont.", "rural Vermont"),
    ("I'm based in central London.", "central London"),
    ("we live in upstate New York", "upstate New York"),
    ("living in southern Spain these days", "southern Spain"),
    ("We moved to coastal Maine last year.", "coastal Maine"),
    ("my house is in rural Devon", "rural Devon"),
]


@pytest.mark.parametrize(("text", "place"), REGION_PLACES)
def test_a_place_with_a_region_word_is_the_home(text: str, place: str) -> None:
    assert place in _slot(text, "home_location")


NOT_A_REGION_HOME: list[str] = [
    "I'm from northern Italy.",
    "I was in central Paris last week.",
    "Is rural Wales nice?",
    "My sister lives in rural Kent.",
]


@pytest.mark.parametrize("text", NOT_A_REGION_HOME)
def test_an_origin_a_stay_a_question_or_someone_elses_region_is_no_home(text: str) -> None:
    assert not _slot(text, "home_location")


def test_a_role_and_place_that_act_are_someone_else() -> None:
    assert not _slot("a buyer in Lyon claims this and refused the shipment", "home_location")


def test_chinese_a_part_of_a_place() -> None:
    assert "成都郊区" in _slot("我们住在成都郊区", "home_location")
    assert "浙江" in _slot("我住在浙江农村", "home_location")
