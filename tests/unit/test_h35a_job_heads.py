"""Roles read by the shape of the head noun, the organisation named after the role, and
bios typed as labelled fields or fragments (issue 22, h35a)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.job_heads import job_head
from tests.fixtures.grammar import learned_keys, user_slots

LEARNS_ROLE = [
    ("I'm a textile buyer for Liberty", "textile buyer"),
    ("i work as a tile setter", "tile setter"),
    ("I'm an orthoptist", "orthoptist"),
    ("I'm a claims assessor for Aviva", "claims assessor"),
    ("so I'm an HVAC installer, been doing it ten years", "HVAC installer"),
    ("I am a freight forwarder with Kuehne+Nagel", "freight forwarder"),
    ("I'm a dog groomer in Bristol", "dog groomer"),
    ("honestly im a crane operator lol", "crane operator"),
    ("Currently, I am a loss adjuster.", "loss adjuster"),
    ("I've been a court stenographer for nine years", "court stenographer"),
    ("I work as a warehouse picker on nights", "warehouse picker"),
    ("ok so im driving rn im a parcel sorter for a depot near Crewe", "parcel sorter"),
    ("I'm currently working as a medical transcriptionist", "medical transcriptionist"),
    ("my job is a kitchen porter at a hotel", "kitchen porter"),
]


@pytest.mark.parametrize(("text", "role"), LEARNS_ROLE)
def test_a_job_noun_by_its_head_is_a_role(text: str, role: str) -> None:
    assert ("role", role) in user_slots(text)


NO_ROLE = [
    "I'm a big fan of jazz",
    "I'm a huge coffee lover",
    "I'm a total beginner at chess",
    "I'm a mess today",
    "I want to be a pilot",
    "as a parent, I worry a lot",
    "are you a developer?",
    "if I were a plumber I'd be rich",
    "I'm a morning person",
    "I'm a heavy sleeper",
    "I'm a picky eater",
    "I'm a first-time buyer",
    "I'm a lifelong Arsenal supporter",
    "I'm a regular customer there",
    "I'm a proud parent of two",
    "I'm a keen cyclist",
    "I'm a perfectionist, sadly",
    "I'm a vegetarian",
    "she thinks I'm a troublemaker",
    "I'm a Canadian living abroad",
    "am I a good candidate for this?",
    "I'm not a designer",
    "I'm a team player",
    "I'm a natural leader",
]


@pytest.mark.parametrize("text", NO_ROLE)
def test_a_taste_state_wish_or_question_is_no_role(text: str) -> None:
    assert not any(slot == "role" for slot, _ in user_slots(text))


def test_someone_elses_job_is_not_the_users() -> None:
    assert not any(slot == "role" for slot, _ in user_slots("my brother is a tile setter"))


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("I'm a textile buyer for Liberty", "Liberty"),
        ("I'm a claims assessor for Aviva, mostly motor claims", "Aviva"),
        ("I am a freight forwarder with Kuehne+Nagel", "Kuehne+Nagel"),
        ("im a courier for a company called Bluefinch Logistics", "Bluefinch Logistics"),
        ("I'm a stock picker at the Ocado warehouse", "Ocado"),
    ],
)
def test_the_organisation_after_the_role_is_the_employer(text: str, org: str) -> None:
    assert ("employer", org) in user_slots(text)


def test_no_employer_from_a_day_after_the_role() -> None:
    said = user_slots("I'm a tile setter on Monday and Tuesday")
    assert not any(slot == "employer" for slot, _ in said)


@pytest.mark.parametrize(
    "word", ["buyer", "setter", "orthoptist", "assessor", "forwarder", "nurse", "welder"]
)
def test_job_heads(word: str) -> None:
    assert job_head(word)


@pytest.mark.parametrize(
    "word", ["fan", "lover", "beginner", "parent", "runner", "under", "better", "Canadian"]
)
def test_not_job_heads(word: str) -> None:
    assert not job_head(word)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("About me: nurse, 34, Leeds", "profile.role", "nurse"),
        ("About me: nurse, 34, Leeds", "profile.location", "Leeds"),
        ("Job: welder. Based: Hull.", "profile.location", "Hull"),
        ("Day job: claims adjuster", "profile.role", "claims adjuster"),
        ("Works for: Arup", "profile.employer", "Arup"),
        ("Side project: a Discord bot", "profile.projects", "Discord bot"),
        ("Projects: a sourdough starter tracker", "profile.projects", "sourdough starter tracker"),
        ("关于我：医生，28岁，坐标上海", "profile.location", "上海"),
        ("关于我：护士，坐标成都", "profile.location", "成都"),
        ("职业：小学老师", "profile.role", "小学老师"),
    ],
)
def test_a_bio_in_fields_or_fragments(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize("text", ["About me: my sister, 34, Leeds", "project: {name}", "job: ?"])
def test_a_bio_that_is_not_the_users(text: str) -> None:
    assert not any(k in ("profile.role", "profile.projects") for k, _ in learned_keys(text))


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("I bake at this bakery named Crumb", "Crumb"),
        ("I run a little candle shop called Wick & Wren", "Wick & Wren"),
        ("we run a B&B named Sea Holly in Whitby", "Sea Holly"),
        ("I freelance for the Guardian", "Guardian"),
        ("I work nights at the Royal Infirmary", "Royal Infirmary"),
        ("I clean for a company called Sparkle Homes", "Sparkle Homes"),
        ("I code for a fintech named Plaid", "Plaid"),
        ("I drive for a firm called Redline Couriers out of Derby", "Redline Couriers"),
        ("honestly I mostly tutor for an agency called Bright Minds", "Bright Minds"),
    ],
)
def test_an_employer_after_a_trade_verb_or_a_named_business(text: str, org: str) -> None:
    assert ("employer", org) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I shop at Tesco",
        "if I ran a shop called Wick & Wren I'd be happy",
        "I eat at a place called Ember most Fridays",
        "I want to work for Google",
        "do you work for a company called Sparkle Homes?",
        "my sister runs a bakery called Crumb",
        "I work at Leeds on Mondays",
    ],
)
def test_no_employer_from_a_pastime_a_past_job_or_someone_else(text: str) -> None:
    assert not any(slot == "employer" for slot, _ in user_slots(text))


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Sven here, drummer, vegetarian, keep answers short", "drummer"),
        ("Tomasz Wójcik, beekeeper, based in Kraków", "beekeeper"),
        ("Aoife here, paediatric nurse, Galway", "paediatric nurse"),
    ],
)
def test_a_role_in_a_bio_is_read_after_the_name(text: str, role: str) -> None:
    assert ("role", role) in user_slots(text)


def test_a_role_within_one_fragment_stays_whole() -> None:
    assert ("role", "civil engineer") in user_slots("me: Kwame, 34, civil engineer at Arup")
