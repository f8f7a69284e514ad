"""Roles, employers, names and tools read in the loose shapes people type: no article, no
subject, fragments, titles, abbreviations and lower case (issue 22, h36a)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.en_self_shapes import organisation, person_phrase
from tests.fixtures.grammar import learned_keys

ROLES = [
    ("I'm senior backend dev", "senior backend dev"),
    ("I am certified strength coach, NSCA", "certified strength coach"),
    ("Staff eng @ Plaid", "staff eng"),
    ("Senior PM @ Ferns, mostly B2B stuff", "senior PM"),
    ("Bass player, mostly session work", "bass player"),
    ("Certified welder, 12 yrs", "certified welder"),
    ("ER nurse here", "ER nurse"),
    ("currently: product designer", "product designer"),
    ("owner-operator, hauling reefers out of Fresno", "owner-operator"),
    ("Been driving trucks 20 yrs, owner-operator now", "owner-operator"),
    ("Founder & CTO @ Kelpworks", "founder & CTO"),
    ("Lighthouse keeper turned B&B host", "B&B host"),
    ("freelance illustrator, mostly kids books", "freelance illustrator"),
    ("Hi all. Junior data analyst at a bank in Leeds.", "junior data analyst"),
    ("union electrician, 20 yrs in", "union electrician"),
    ("sous chef at Dishoom these days", "sous chef"),
    ("Night-shift RN, ICU", "night-shift RN"),
    ("Mechanical engineer by trade", "mechanical engineer"),
]


@pytest.mark.parametrize(("text", "role"), ROLES)
def test_a_role_in_any_shape_is_learned(text: str, role: str) -> None:
    assert ("profile.role", role) in learned_keys(text)


EMPLOYERS = [
    ("Staff eng @ Plaid", "Plaid"),
    ("Been at Shopify since 2019", "Shopify"),
    ("Work nights at the Kroger DC", "Kroger DC"),
    ("Moved here for a job at Rivian", "Rivian"),
    ("i work over at Deloitte", "Deloitte"),
    ("hey its Dwayne, driving rn so excuse typos, I haul for Werner out of Omaha", "Werner"),
    ("running reefer loads for Hensley Freight, been an OTR driver 11 yrs", "Hensley Freight"),
    ("Founder & CTO @ Kelpworks", "Kelpworks"),
    ("Senior PM @ Ferns", "Ferns"),
    ("been with Aldi going on six years", "Aldi"),
    ("temping at Hollis & Grey till March", "Hollis & Grey"),
    ("sous chef at Dishoom these days", "Dishoom"),
]


@pytest.mark.parametrize(("text", "org"), EMPLOYERS)
def test_the_organisation_a_work_shape_points_at_is_the_employer(text: str, org: str) -> None:
    assert ("profile.employer", org) in learned_keys(text)


NAMES = [
    ("gm. i'm Vex on here but irl it's Marcus", "Marcus"),
    ("Marcus btw, need help with a build", "Marcus"),
    ("i'm sam, new dad", "Sam"),
    ("hey its Dwayne, driving rn", "Dwayne"),
    ("Thanks for all the help.\n- Tom", "Tom"),
    ("Name's Dusty", "Dusty"),
    ("you can call me Jo", "Jo"),
]


@pytest.mark.parametrize(("text", "name"), NAMES)
def test_a_name_in_a_loose_shape_is_learned(text: str, name: str) -> None:
    assert ("profile.name", name) in learned_keys(text)


SKILLS = [
    ("I mostly live in Excel and SQL all day", {"Excel", "SQL"}),
    ("I do my edits in DaVinci", {"DaVinci"}),
    ("I use Ableton for everything", {"Ableton"}),
    ("i know rust, zig and a bit of ocaml", {"Rust", "Zig", "OCaml"}),
    ("writes mostly Elixir, some Go", {"Elixir"}),
    ("we build everything in Figma first", {"Figma"}),
]


@pytest.mark.parametrize(("text", "tools"), SKILLS)
def test_a_tool_used_in_passing_is_a_skill(text: str, tools: set[str]) -> None:
    learned = {value for key, value in learned_keys(text) if key == "profile.skills"}
    assert tools <= learned


NOTHING = [
    "I want to be a pilot",
    "big fan of jazz",
    "I'm a night owl",
    "I'm done",
    "I'm good thanks",
    "Natto is a hard pass",
    "Moved here for the weather",
    "what's a good job for a nurse?",
    "would you hire a senior dev @ Plaid?",
    "if I were a pilot I'd fly to Lisbon",
    "Heads up, penicillin allergy here",
    "Total beginner here",
    "Huge fan here",
    "Anyway, thanks!\n- the team",
    "i'm tired, long day",
    "I'm Vex on here, don't ask",
    "Marcus is my brother btw",
    "reply in French please, my boss reads these",
    "Dentist at 9 tomorrow, dreading it",
    "The new hire, Dana, speaks Welsh",
    "The last owner of this van did all the wiring himself",
    "Plot twist: the sequel was better",
    "Our landlord, Greg, works for Barratt now",
    "a cover letter for a barista job at Pret, please",
    "Error: cannot read properties of undefined",
    "editor:\n  theme: dark",
    "Translator: DeepL keeps mangling this",
    "Professional napper here",
]
"""Nothing about the user's name, role or employer may be learned from these."""


@pytest.mark.parametrize("text", NOTHING)
def test_no_identity_from_a_goal_taste_state_or_question(text: str) -> None:
    keys = {key for key, _ in learned_keys(text)}
    assert not keys & {"profile.role", "profile.employer", "profile.name"}


SOMEONE_ELSE = [
    ("my wife is a nurse at St Mary's, night shifts", "nurse"),
    ("my brother drives for Werner, owner-operator now", "owner-operator"),
    ("She's been at Shopify since 2019", "Shopify"),
    ("my dad, retired welder, lives with us", "welder"),
]


@pytest.mark.parametrize(("text", "value"), SOMEONE_ELSE)
def test_someone_elses_job_is_not_the_users(text: str, value: str) -> None:
    mine = {(k, v) for k, v in learned_keys(text) if k.startswith("profile.")}
    assert ("profile.role", value) not in mine
    assert ("profile.employer", value) not in mine


def test_the_person_phrase_reader() -> None:
    assert person_phrase("a senior backend dev".split()) == "senior backend dev"
    assert person_phrase("Staff eng".split()) == "staff eng"
    assert person_phrase("big fan".split()) is None
    assert person_phrase("night owl".split()) is None
    assert person_phrase("Founder & CEO".split()) == "founder & CEO"


def test_the_organisation_reader() -> None:
    assert organisation("at the Kroger DC", 3) == "Kroger DC"
    assert organisation("at Hollis & Grey till", 3) == "Hollis & Grey"
    assert organisation("at Monday", 3) is None


ZH = [
    ("我是高级后端开发，在字节", "profile.employer"),
    ("资深产品经理@美团", "profile.role"),
]


@pytest.mark.parametrize(("text", "key"), ZH)
def test_chinese_is_not_read_by_the_english_shapes(text: str, key: str) -> None:
    """The English shapes never run on Chinese (the Chinese grammar reads it); nothing here
    may be learned as an English-shaped value with Latin letters."""
    assert all(value.isascii() is False or key != k for k, value in learned_keys(text))


MORE_ROLES = [
    ("I'm an HCA on ward 3, nights mostly", "HCA"),
    ("been an OTR driver 11 yrs", "OTR driver"),
    ("Second-year PhD student in the Mensah lab", "PhD student"),
    ("i've been a CPA for ages", "CPA"),
]


@pytest.mark.parametrize(("text", "role"), MORE_ROLES)
def test_titles_and_subjectless_been(text: str, role: str) -> None:
    assert ("profile.role", role) in learned_keys(text)


MORE_EMPLOYERS = [
    ("Small-business owner here, I run Saltmarsh Ferments from my garage", "Saltmarsh Ferments"),
    ("certified welder, own a little shop named Arc & Spark in Tulsa", "Arc & Spark"),
    ("I coach gymnastics at Flipside Academy on weekends", "Flipside Academy"),
    ("I teach year 9 maths at Hillcrest", "Hillcrest"),
]


@pytest.mark.parametrize(("text", "org"), MORE_EMPLOYERS)
def test_a_business_run_or_a_subject_taught_names_the_employer(text: str, org: str) -> None:
    assert ("profile.employer", org) in learned_keys(text)


NO_EMPLOYER = [
    "I run Linux on everything",
    "I run Ableton on an old MacBook",
    "my sister owns a bakery called Crumbs",
    "I teach my kids at home",
    "if I owned a shop called Spark I'd sell bikes",
]


@pytest.mark.parametrize("text", NO_EMPLOYER)
def test_no_employer_from_a_tool_someone_else_or_a_wish(text: str) -> None:
    assert not {k for k, _ in learned_keys(text)} & {"profile.employer"}


def test_a_tool_after_mostly_is_a_skill() -> None:
    keys = learned_keys("I'm lead dev at a small shop called Quillfeather, mostly Elixir")
    assert ("profile.skills", "Elixir") in keys


CONTINUED = [
    "My brother Jake plays in a band. Drummer, mostly covers.",
    "My wife just got promoted. Senior PM @ Ferns now.",
    "Our neighbour Ruth is lovely. Retired nurse, been at St Mary's for decades.",
]


@pytest.mark.parametrize("text", CONTINUED)
def test_a_subjectless_sentence_after_someone_else_goes_on_about_them(text: str) -> None:
    assert not {k for k, _ in learned_keys(text)} & {"profile.role", "profile.employer"}


def test_a_subjectless_sentence_after_the_users_own_is_the_users() -> None:
    keys = learned_keys("I moved to Leeds last year. Senior PM @ Ferns now.")
    assert ("profile.role", "senior PM") in keys
    assert ("profile.employer", "Ferns") in keys


def test_chinese_sentences_keep_their_own_subject_reading() -> None:
    keys = learned_keys("我弟弟在乐队。我在腾讯做后端开发。")
    assert ("profile.employer", "腾讯") in keys
