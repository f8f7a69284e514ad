"""The English grammar on how people really talk: several facts in one sentence, hedges,
appositions, subordinate clauses, and values cut at the right place (issue 22)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en
from tests.fixtures.grammar import MONDAY
from tests.fixtures.grammar import en_slots as slots


def about(text: str, subject: str) -> set[tuple[str, str]]:
    """(slot, value) of what the sentence says about someone else."""
    return {(f.slot, f.value) for f in en.parse(text, MONDAY) if f.subject == subject}


def test_a_hedge_between_the_conjunction_and_the_subject_opens_a_clause() -> None:
    found = slots("Reply in English, but for the record I'm fluent in Polish and Czech as well")
    assert {("languages", "Polish"), ("languages", "Czech")} <= found


def test_me_colon_introduces_the_user() -> None:
    found = slots("ok, me: Kwame, civil engineer at Arup")
    assert {("name", "Kwame"), ("role", "civil engineer"), ("employer", "Arup")} <= found


def test_a_hyphenated_name_before_here() -> None:
    assert ("name", "Jean-Luc") in slots("hi! Jean-Luc here, I run a small bakery")


def test_a_place_based_role_gives_the_home() -> None:
    found = slots("I'm a Lisbon-based translator")
    assert {("home_location", "Lisbon"), ("role", "translator")} <= found
    assert not any(slot == "name" for slot, _ in slots("I'm Leeds-based"))


def test_a_place_based_organisation_is_not_the_home() -> None:
    assert not any(
        slot == "home_location" for slot, _ in slots("I work for a Berlin-based startup")
    )


def test_a_set_aside_marker_is_a_word_not_part_of_one() -> None:
    found = slots("I run a lockpicking off-shoot club and I'm a locksmith")  # not "king of"
    assert ("role", "locksmith") in found
    assert slots("I might move to Denver") == set()


def test_a_goal_that_runs_on_is_not_cut_mid_phrase() -> None:
    found = slots("my plan is to finally get a podcast about birdwatching off the ground")
    goals = [value for slot, value in found if slot == "goal"]
    assert all(value.split()[-1] not in ("the", "a", "of", "off") for value in goals)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm a proud mum of two boys", ("relation", "sons")),
        ("single dad to three girls here", ("relation", "daughters")),
        ("we have two girls", ("relation", "daughters")),
    ],
)
def test_a_parents_girls_and_boys_are_daughters_and_sons(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in slots(text)


def test_an_employer_after_a_role_with_a_filler_between() -> None:
    found = slots("I'm a senior designer over at Figma")
    assert {("role", "senior designer"), ("employer", "Figma")} <= found


def test_an_employer_after_the_field_one_works_in() -> None:
    assert ("employer", "Spanish government") in slots(
        "I work in compliance for the Spanish government"
    )


def test_an_organisation_named_in_brackets() -> None:
    assert ("employer", "Lombard Odier") in slots("I work for a small Swiss bank (Lombard Odier)")


def test_a_public_body_is_an_employer_but_a_bare_modifier_is_not() -> None:
    assert ("employer", "city council") in slots("I work for the city council")
    assert not any(slot == "employer" for slot, _ in slots("I'm a nurse at the county hospital"))


def test_a_compound_adjective_is_not_the_pets_kind() -> None:
    assert ("pet", "dog: Tripod") in slots("we have a three-legged dog called Tripod")


def test_he_after_friends_with_is_the_friend() -> None:
    text = "I've been friends with Tomas for years, he's an engineer at Volvo now"
    assert {("role", "engineer"), ("employer", "Volvo")} <= about(text, "friend:Tomas")
    assert not any(slot == "employer" for slot, _ in slots(text))


def test_a_capitalised_name_is_no_fandom() -> None:
    assert not any(slot == "like" for slot, _ in about("my brother is a nurse at Guy's", "brother"))
    assert ("like", "Arsenal") in slots("I'm a huge Arsenal fan")


def test_a_since_clause_is_read_on_its_own() -> None:
    assert ("home_location", "Athens") in slots("I've learned some Greek since we moved to Athens")


def test_an_organisation_fronted_before_a_work_clause_is_the_employer() -> None:
    assert ("employer", "Spotify") in slots("At Spotify I'm on the payments team")
    assert slots("At Starbucks I ordered a latte") == set()


def test_one_value_is_an_employer_or_a_home_not_both() -> None:
    assert slots("moved over to IBM last spring") == {("employer", "IBM")}
    assert ("home_location", "Berlin") in slots("I moved over to Berlin")


def test_rather_doing_something_to_it_is_no_taste() -> None:
    assert not any(slot == "like" for slot, _ in slots("honestly I'd rather just skip it"))


def test_a_kin_word_after_a_possessive_is_the_subject() -> None:
    text = "my roommate's boyfriend is a paramedic at Barts"
    assert {("role", "paramedic"), ("employer", "Barts")} <= about(text, "roommate's boyfriend")
    assert ("role", "lawyer") in about("my sister's husband is a lawyer", "sister's husband")


def test_an_organisation_keeps_a_final_possessive() -> None:
    assert ("employer", "Sainsbury's") in slots("I work at Sainsbury's")


def test_a_role_shared_by_several_people_is_each_ones_role() -> None:
    assert ("role", "teacher") in about("my parents are both teachers", "parents")


def test_a_value_does_not_end_with_a_hedge() -> None:
    said = en.parse("I stopped eating meat as well", MONDAY)
    [ending] = [f for f in said if f.slot == "ending"]  # beside it, the diet (vegetarian)
    assert ending.value == "eating meat"


def test_a_value_that_is_only_a_pronoun_is_not_learned() -> None:
    assert slots("I love me too") == set()


def test_founding_a_named_organisation_gives_role_and_employer() -> None:
    found = slots("my sister and I co-founded a bakery in Porto called Miga")
    assert {("role", "co-founder"), ("employer", "Miga")} <= found
    assert not any(slot == "role" for slot, _ in slots("I founded a book club"))
    assert slots("I found Stripe useful") == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("halal for me please", {("diet", "halal")}),
        ("booze is not for me", {("diet", "no alcohol")}),
    ],
)
def test_a_diet_for_me(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= slots(text)


def test_a_diet_that_is_not_for_me_is_not_the_diet() -> None:
    assert ("diet", "keto") not in slots("keto is not for me")


def test_how_bad_a_condition_is_is_not_part_of_it() -> None:
    assert ("condition", "anxiety") in slots("I live with pretty bad anxiety")
    assert ("condition", "bad knee") in slots("I have a bad knee")


def test_a_workplace_after_an_unnamed_place_of_work() -> None:
    found = slots("charge nurse at a clinic in Fresno")
    assert {("role", "charge nurse"), ("work_location", "Fresno")} <= found
    found = slots("charge nurse at Kaiser in Fresno")
    assert {("employer", "Kaiser"), ("work_location", "Fresno")} <= found


def test_a_bare_role_before_an_aside() -> None:
    found = slots("I drive for a living: long-haul trucker, mostly the coast road")
    assert ("role", "long-haul trucker") in found


def test_visiting_from_a_place_names_the_home() -> None:
    assert ("home_location", "Toronto") in slots("I'm visiting from Toronto this week")
    assert not any(slot == "home_location" for slot, _ in slots("I'm coming back from Paris"))


def test_a_place_name_stops_before_a_day_or_month() -> None:
    text = "my cousin Ana is flying in from Porto on Friday"
    assert ("home_location", "Porto") in about(text, "cousin:Ana")
    assert ("home_location", "Southend on Sea") in slots("I live in Southend on Sea")


def test_a_hedge_before_a_count_of_pets() -> None:
    assert ("pet", "dog") in slots("we have like three dogs")


def test_driving_a_work_vehicle_is_a_role() -> None:
    assert ("role", "bus driver") in about("my wife drives a bus for the city", "wife")
    assert ("role", "taxi driver") in slots("I drive a taxi at night")
    assert not any(slot == "role" for slot, _ in slots("I drove the bus to school today"))
    assert slots("I drive a Tesla") == set()


def test_a_project_stops_at_a_relative_clause() -> None:
    found = slots("I'm building a Slack bot that reminds everyone to log their hours every week")
    assert ("project", "Slack bot") in found
    assert ("project", "app") in slots("I'm building an app that tracks my runs")


def test_someone_elses_pet_is_theirs() -> None:
    text = "my neighbour's cat is called Biscuit and it sleeps on our porch"
    assert ("pet", "cat: Biscuit") in about(text, "neighbour")
    assert not any(slot == "pet" for slot, _ in slots(text))


def test_a_translators_languages_are_spoken() -> None:
    found = slots("I work as a German-to-English translator")
    assert {("languages", "German"), ("languages", "English")} <= found
    assert ("role", "German-to-English translator") in found
    assert not any(slot == "languages" for slot, _ in slots("I'm a French teacher"))


def test_where_a_retiree_is_is_their_home() -> None:
    found = about("my uncle is a retired teacher in Cork", "uncle")
    assert {("role", "retired teacher"), ("home_location", "Cork")} <= found
    assert not any(
        slot == "home_location" for slot, _ in slots("my uncle is a retired teacher in Cork")
    )
