"""English updates worded differently from the first statement, through the real extract
and consolidate stages: a negated predicate states nothing, an ending names a role, an
employer or a place, a pronoun ending ends the topic its sentence opens with, and a new
value said with an ending supersedes the old one (none of these sentences is a corpus
line)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en
from memstream.processors.negation import negated, terms_of
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import ever_said, memories, said_now


def _values(text: str) -> list[tuple[str, str]]:
    found = en.parse(text, date(2026, 4, 6))
    return [(f.slot, f.value) for f in found if f.action == "add" and f.subject == "user"]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I don't live in Porto anymore", "home_location"),
        ("I'm not allergic to shellfish", "allergy"),
        ("I'm no longer a paramedic", "role"),
        ("I'm not a plumber anymore", "role"),
        ("we never worked at Oracle", "employer"),
    ],
)
def test_a_negated_predicate_states_nothing(text: str, slot: str) -> None:
    stated = [value for found, value in _values(text) if found == slot]
    assert stated in ([], ["retired"])  # "I retired" states the new status, not the old role


@pytest.mark.parametrize(
    ("first", "then", "old"),
    [
        ("I'm a pharmacist.", "I'm no longer a pharmacist.", "pharmacist"),
        ("I work as a welder.", "I'm not a welder anymore, my back gave out.", "welder"),
        ("I work at Vodafone.", "I left Vodafone in the summer.", "Vodafone"),
        ("I live in Cardiff.", "We moved out of Cardiff last year.", "Cardiff"),
        ("I live in Ghent.", "I don't live in Ghent anymore.", "Ghent"),
        ("I work at Nokia.", "I don't work at Nokia anymore.", "Nokia"),
    ],
)
def test_an_ending_ends_a_role_an_employer_or_a_place(first: str, then: str, old: str) -> None:
    found = memories(first, then)
    assert old.casefold() in ever_said(found).casefold()
    assert old.casefold() not in said_now(found).casefold()


@pytest.mark.parametrize(
    ("first", "then", "old"),
    [
        ("I'm really into K-pop.", "K-pop lost me, I don't listen to it anymore", "K-pop"),
        ("I do pilates on Sundays.", "the pilates habit died, I don't do it anymore", "pilates"),
        ("I'm a huge Arsenal fan.", "I'm over Arsenal.", "Arsenal"),
        ("I love Coldplay.", "I'm not into Coldplay anymore.", "Coldplay"),
        ("I bake bread every weekend.", "haven't baked bread in months, I gave it up", "bread"),
        ("I swim at the lido every morning.", "I haven't been to the lido since June.", "lido"),
        ("I play the cello every evening.", "I no longer play the cello.", "cello"),
    ],
)  # fmt: skip
def test_a_negation_worded_differently_ends_the_like_or_habit(
    first: str, then: str, old: str
) -> None:
    found = memories(first, then)
    live = [
        m for m in found if m.status is MemoryStatus.ACTIVE and m.key.startswith(("pref:", "fact:"))
    ]
    still = [m for m in live if old.casefold() in m.content.casefold()]
    assert not [m for m in still if "n't" not in m.content]


def test_a_pronoun_ending_alone_ends_nothing() -> None:
    found = memories("I love chess.", "I don't do it anymore.")
    assert "chess" in said_now(found)


def test_leaving_never_ends_a_person() -> None:
    found = memories("My son is called Arlo.", "I left my son at the school gate at nine.")
    assert "Arlo" in said_now(found)


@pytest.mark.parametrize(
    ("first", "then", "new", "old"),
    [
        ("I'm a cook at Dishoom.", "Quit Dishoom, I'm now at Hawksmoor.", "Hawksmoor", "Dishoom"),
        ("I work for Arup.", "I left Arup, and I joined Atkins.", "Atkins", "Arup"),
    ],
)  # fmt: skip
def test_a_new_value_said_with_an_ending_supersedes(
    first: str, then: str, new: str, old: str
) -> None:
    found = memories(first, then)
    employers = [m for m in found if m.key == "profile.employer"]
    assert [m.value for m in employers if m.status is MemoryStatus.ACTIVE] == [new]
    assert employers[0].version > 1 and old not in said_now(found)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("HR relocated me to the Lisbon office", "work_location", "Lisbon"),
        ("they transferred our whole team to the Leeds office", "work_location", "Leeds"),
        ("I now work out of our Porto office", "work_location", "Porto"),
        ("I'm at the Hamburg office these days", "work_location", "Hamburg"),
        ("I've relocated to Tallinn", "home_location", "Tallinn"),
        ("just got promoted to lead designer", "role", "lead designer"),
        ("I'm a mum of two, work as an electrician, love it", "role", "electrician"),
        ("I'm a pastry-chef at a hotel", "role", "pastry-chef"),
        ("about me: midwife in Galway, two kids", "role", "midwife"),
        ("currently staff engineer over at Monzo", "role", "staff engineer"),
        ("Central time here, btw", "timezone", "Central time"),
    ],
)
def test_a_role_a_place_or_a_zone_said_in_passing(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _values(text)


@pytest.mark.parametrize(
    "text",
    [
        "my manager moved to the Oslo office",
        "say I'm a welder at a shipyard, what else could I do?",
        "they moved the meeting to the big room",
    ],
)
def test_a_move_of_someone_else_is_not_the_users(text: str) -> None:
    assert not [v for s, v in _values(text) if s in ("work_location", "role", "home_location")]


@pytest.mark.parametrize(
    ("first", "then", "slot", "new"),
    [
        ("I work at Arm in Munich.", "they moved me to the Bonn office", "work_location", "Bonn"),
        ("I'm a junior writer.", "got promoted to senior writer!", "role", "senior writer"),
        ("I'm a teacher.", "I quit teaching, now I'm a UX designer", "role", "UX designer"),
    ],
)  # fmt: skip
def test_a_change_said_another_way_supersedes(first: str, then: str, slot: str, new: str) -> None:
    key = {"work_location": "profile.work_location", "role": "profile.role"}[slot]
    found = [m for m in memories(first, then) if m.key == key]
    assert [m.value for m in found if m.status is MemoryStatus.ACTIVE] == [new]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I teach at a secondary school in Cork and I love it", "Cork"),
        ("I work in a bakery in Bruges", "Bruges"),
        ("we run a small gym in Ipswich", "Ipswich"),
        ("I'm a pharmacist at a chemist in Dundee", "Dundee"),
    ],
)
def test_the_place_of_a_workplace_is_where_the_user_works(text: str, value: str) -> None:
    assert ("work_location", value) in _values(text)


@pytest.mark.parametrize(
    "text",
    ["I work at a startup in the city", "I work at an agency in Milan for a conference"],
)
def test_no_work_place_from_a_vague_place_or_a_stay(text: str) -> None:
    assert not [v for s, v in _values(text) if s == "work_location"]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I eat seafood again, so pescatarian now", "diet", "pescatarian"),
        ("moved to the coast — Perth now, so AWST", "timezone", "AWST"),
    ],
)
def test_a_bare_diet_or_zone_after_so(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _values(text)


@pytest.mark.parametrize(
    ("first", "then", "old"),
    [
        ("I'm vegetarian.", "I started eating chicken again in spring", "vegetarian"),
        ("I'm vegan.", "I'm back on cheese, no regrets", "vegan"),
        ("I eat plant-based.", "I eat meat again and feel fine", "vegan"),
    ],
)
def test_eating_a_food_again_ends_the_diets_that_exclude_it(
    first: str, then: str, old: str
) -> None:
    found = memories(first, then)
    active = [m.value for m in found if m.key == "fact:diet" and m.status is MemoryStatus.ACTIVE]
    assert old not in active and set(active) <= {"vegetarian"}  # a vegan back on cheese
    assert old in ever_said(found) or active == ["vegetarian"]  # vegan superseded by it


def test_someone_else_eating_a_food_again_ends_no_diet() -> None:
    found = memories("I'm vegan.", "my brother eats meat again")
    assert "vegan" in said_now(found)


@pytest.mark.parametrize(
    ("first", "then", "key", "new"),
    [
        ("keep it casual with me", "hey, can we keep it more formal?", "pref.tone", "formal"),
        ("I like long answers", "ok, could you keep it short?", "pref.response_length", "concise"),
    ],
)  # fmt: skip
def test_a_request_after_a_greeting_changes_the_preference(
    first: str, then: str, key: str, new: str
) -> None:
    found = [m for m in memories(first, then) if m.key == key]
    assert [m.value for m in found if m.status is MemoryStatus.ACTIVE] == [new]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm a sonographer at the local hospital", "sonographer"),
        ("I work as a hydrologist", "hydrologist"),
        ("I'm a lab technician", "lab technician"),
    ],
)
def test_a_trade_named_by_its_ending_is_a_role(text: str, value: str) -> None:
    assert ("role", value) in _values(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm leading the redesign of our checkout flow", "redesign of our checkout flow"),
        ("I'm organising a book swap for the village", "book swap"),
        ("At work I'm spearheading the move to Postgres", "move to Postgres"),
    ],
)
def test_what_the_user_leads_is_a_project(text: str, value: str) -> None:
    assert ("project", value) in _values(text)


@pytest.mark.parametrize(
    "text",
    ["I'm leading a team of six", "my manager is leading the redesign", "I'm leading the group"],
)
def test_leading_people_or_someone_elses_work_is_no_project(text: str) -> None:
    assert not [v for s, v in _values(text) if s == "project"]


@pytest.mark.parametrize(
    "text",
    [
        "can you rewrite this: I'm a chef in Lyon",
        "fix my cover letter: I have been a nurse for ten years",
        "check this sentence for typos 'I'm a keen sailor'",
        "$ git commit -m 'I live in Oslo'",
        "<p>I'm a vegan</p>",
    ],
)
def test_a_text_to_work_on_or_machine_text_learns_nothing(text: str) -> None:
    assert not _values(text)


@pytest.mark.parametrize(
    ("first", "then", "new", "old"),
    [
        ("I play squash every Tuesday.", "I play squash on Fridays now", "Fridays", "Tuesday"),
        ("I walk the dog every evening.", "now I walk the dog twice a day", "twice", "evening"),
    ],
)  # fmt: skip
def test_a_habit_said_with_a_change_word_replaces_the_same_activity(
    first: str, then: str, new: str, old: str
) -> None:
    habits = [m.value for m in memories(first, then) if m.key == "fact:habit"]
    found = [m for m in memories(first, then) if m.key == "fact:habit"]
    live = [m.value for m in found if m.status is MemoryStatus.ACTIVE]
    assert len(live) == 1 and new in live[0] and old in " ".join(habits)


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("I swim every morning.", "I also swim on Sundays now"),
        ("I swim every morning.", "I go bouldering on Fridays now"),
    ],
)
def test_a_habit_added_or_of_another_activity_keeps_the_first(first: str, then: str) -> None:
    found = [m for m in memories(first, then) if m.key == "fact:habit"]
    assert len([m for m in found if m.status is MemoryStatus.ACTIVE]) == 2


def test_a_noun_in_ation_ends_the_habit_of_its_verb() -> None:
    found = memories("I meditate every night.", "I gave up the nightly meditation")
    assert "meditate" not in said_now(found).lower()
    assert negated("meditation").ends(set(terms_of("meditate every night")))


def test_skills_listed_with_their_own_predicates() -> None:
    found = _values("good with Excel, decent at VBA, fluent in SQL")
    assert {("skill", "Excel"), ("skill", "VBA"), ("skill", "SQL")} <= set(found)


@pytest.mark.parametrize(
    ("first", "then", "old"),
    [
        ("I have a mocha every morning.", "I switched from mochas to green tea", "mocha"),
        ("I watch anime every night.", "I swapped anime for audiobooks", "anime"),
        ("I love burritos.", "I'm off burritos for good", "burritos"),
        ("I bike to work every day.", "I've gone from biking to running", "bike"),
    ],
)  # fmt: skip
def test_what_the_user_switched_from_ends(first: str, then: str, old: str) -> None:
    found = memories(first, then)
    live = [
        m for m in found if m.status is MemoryStatus.ACTIVE and m.key.startswith(("pref:", "fact:"))
    ]
    assert not [m for m in live if old in m.content.lower() and "n't" not in m.content]


def test_switching_from_a_place_ends_no_place() -> None:
    found = memories("I live in Hull.", "my sister switched from Hull to York for uni")
    assert "Hull" in said_now(found)


def test_plural_es_is_stemmed_only_after_a_sibilant() -> None:
    assert negated("lattes").ends(set(terms_of("a latte every day")))
    assert negated("boxes").ends(set(terms_of("a box")))


def test_a_verb_form_without_its_e_names_the_verb() -> None:
    assert negated("hiking").ends(set(terms_of("hike every Sunday")))
    assert negated("baked").ends(set(terms_of("bake bread")))


def test_a_doubled_consonant_before_ing_names_the_verb() -> None:
    assert negated("swimming").ends(set(terms_of("swim every morning")))
    assert negated("jogging").ends(set(terms_of("jog on Mondays")))


@pytest.mark.parametrize(
    ("first", "then", "kept"),
    [
        ("My daughter is called Ivy.", "I haven't seen Ivy since Easter", "Ivy"),
        ("I work as a vet.", "the vet was late, I don't like him anymore", "vet"),
        ("I love sailing.", "I'm no longer sure about sailing gloves", "sailing"),
    ],
)
def test_what_is_not_a_thing_given_up_ends_nothing(first: str, then: str, kept: str) -> None:
    assert kept in said_now(memories(first, then))


def test_a_pronoun_ending_ends_the_topic_its_sentence_opens_with() -> None:
    found = memories("I swim every morning.", "the swimming club shut down, I don't do it anymore")
    assert "swim every morning" not in said_now(found)


@pytest.mark.parametrize(
    "text",
    [
        "write a story: a chemist in Leeds finds a cat",
        "pilot at my old school in Leeds gave a talk",
        "I'm over here now",
    ],
)
def test_a_role_fragment_is_only_a_bare_role_and_where(text: str) -> None:
    assert not _values(text)


@pytest.mark.parametrize(
    ("first", "then", "new"),
    [
        ("Hi, I'm Lena Vogel.", "we got married, so it's Lena Brandt now", "Lena Brandt"),
        ("I'm Chris Dale.", "I changed my name to Robin Dale", "Robin Dale"),
        ("I'm Priya Nair.", "it's Priya Menon now, not Nair", "Priya Menon"),
    ],
)
def test_a_new_name_supersedes_the_name(first: str, then: str, new: str) -> None:
    names = [m for m in memories(first, then) if m.key == "profile.name"]
    assert [m.value for m in names if m.status is MemoryStatus.ACTIVE] == [new]


@pytest.mark.parametrize(
    "text", ["I'm Catholic now", "it's Python now, not Java", "this is Netflix now", "it is late"]
)
def test_a_word_before_now_is_no_name(text: str) -> None:
    assert not [v for s, v in _values(text) if s == "name"]


def test_it_is_someone_here_is_a_name() -> None:
    assert ("name", "Tomasz") in _values("hey, it's Tomasz here")


@pytest.mark.parametrize(
    ("text", "value"),
    [("my laptop says GMT+3", "GMT+3"), ("I'm UTC-5", "UTC-5"), ("I'm CET these days", "CET")],
)
def test_a_zone_by_its_code(text: str, value: str) -> None:
    found = _values(text)
    assert ("timezone", value) in found and not [v for s, v in found if s == "name"]


def test_what_someone_else_says_is_still_reported() -> None:
    assert not _values("my neighbour says I'm in Leeds now")


@pytest.mark.parametrize(
    ("first", "then", "new"),
    [("I'm on CET.", "I'm UTC+3 now", "UTC+3"), ("I'm on EST.", "my phone says PST now", "PST")],
)
def test_a_zone_by_its_code_supersedes(first: str, then: str, new: str) -> None:
    zones = [m for m in memories(first, then) if m.key == "profile.timezone"]
    assert [m.value for m in zones if m.status is MemoryStatus.ACTIVE] == [new]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("As a pharmacist I see this mix-up a lot", "pharmacist"),
        ("I work in logistics for a supermarket chain", "logistics"),
        ("I work in UX at a bank", "UX"),
    ],
)
def test_a_role_or_field_said_in_passing(text: str, value: str) -> None:
    assert ("role", value) in _values(text)


@pytest.mark.parametrize(
    "text", ["as a kid I loved Lego", "I work in shifts", "I work in a bakery", "I work in NYC"]
)
def test_no_role_from_a_childhood_a_manner_or_a_place(text: str) -> None:
    assert not [v for s, v in _values(text) if s == "role"]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("quit the bank — now at a startup called Fernwood", "employer", "Fernwood"),
        ("I transferred to Bosch's Stuttgart office", "work_location", "Stuttgart"),
        ("I've moved to Arup's Leeds studio", "work_location", "Leeds"),
        ("I live in Hove, Brighton is just where I work", "work_location", "Brighton"),
        ("I said Derby before, but I actually live in Leicester", "home_location", "Leicester"),
    ],
)
def test_a_new_value_said_another_way(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _values(text)


def test_reported_words_of_someone_else_stay_reported() -> None:
    assert not _values("my landlord said I'm moving to Hull")


@pytest.mark.parametrize(
    ("first", "then", "old"),
    [
        ("I'm building a kanban app.", "the kanban app is finally shipped", "kanban app"),
        ("I'm allergic to kiwi.", "turns out I'm not allergic to kiwi after all", "kiwi"),
    ],
)
def test_a_project_done_or_a_belief_corrected_ends(first: str, then: str, old: str) -> None:
    found = memories(first, then)
    assert old in ever_said(found) and old not in said_now(found)


def test_a_meal_done_ends_no_like() -> None:
    found = memories("I love a glass of wine with dinner.", "dinner is done, thanks")
    assert "wine" in said_now(found)


@pytest.mark.parametrize(
    ("first", "then", "key", "new", "old"),
    [
        ("My manager is Priya.", "I have a new manager, Colm", "manager", "Colm", "Priya"),
        ("My landlord is Mr Ortiz.", "my new landlord Gita is nicer", "landlord", "Gita", "Ortiz"),
    ],
)
def test_a_new_holder_of_a_one_at_a_time_relation_replaces_the_old(
    first: str, then: str, key: str, new: str, old: str
) -> None:
    found = [m for m in memories(first, then) if m.key == f"profile.relations.{key}"]
    live = [m.value for m in found if m.status is MemoryStatus.ACTIVE]
    assert new in " ".join(live) and old not in " ".join(live)


def test_a_new_friend_is_one_more() -> None:
    found = memories("My friend is Omar.", "my new friend Jess plays chess")
    assert "Omar" in said_now(found) and "Jess" in said_now(found)


@pytest.mark.parametrize(
    ("text", "slot", "kept", "dropped"),
    [
        ("answer in French please, oh wait, Spanish", "pref.reply_language", "spanish", "french"),
        ("I'm keto, well, low-carb really", "diet", "low-carb", "keto"),
        ("I'm on PST, sorry, MST", "timezone", "MST", "PST"),
    ],
)
def test_a_bare_correction_of_a_language_a_diet_or_a_zone(
    text: str, slot: str, kept: str, dropped: str
) -> None:
    found = [v for s, v in _values(text) if s == slot]
    assert found == [kept] and dropped not in found


def test_a_mother_tongue_is_no_mother_and_a_qualifier_no_allergen() -> None:
    assert not [v for s, v in _values("Polish is my mother tongue") if s == "relation"]
    assert _values("I'm allergic to celery, even a trace") == [("allergy", "celery")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ballet is my thing, especially Swan Lake", "Ballet"),
        ("ramen is the best thing ever", "ramen"),
        ("Georgian food is another favourite of mine", "Georgian food"),
        ("I can't get enough of rye bread", "rye bread"),
        ("I have a soft spot for vintage cameras", "vintage cameras"),
    ],
)
def test_a_like_said_with_the_thing_first_or_idiomatically(text: str, value: str) -> None:
    assert ("like", value) in _values(text)


@pytest.mark.parametrize("text", ["Ruth is my favourite aunt", "Otto is my boss"])
def test_a_person_is_no_taste(text: str) -> None:
    assert not [v for s, v in _values(text) if s == "like"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm not a big fan of escape rooms", "escape rooms"),
        ("I'm not the biggest fan of karaoke", "karaoke"),
        ("cruises are not my thing", "cruises"),
        ("I'm sick of sourdough starters", "sourdough starters"),
        ("loud restaurants get on my nerves", "loud restaurants"),
        ("clowns freak me out", "clowns"),
        ("I have no patience for golf", "golf"),
    ],
)
def test_a_dislike_said_negatively_or_idiomatically(text: str, value: str) -> None:
    found = _values(text)
    assert ("dislike", value) in found and ("like", value) not in found


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I have high blood pressure", "condition", "high blood pressure"),
        ("I struggle with insomnia", "condition", "insomnia"),
        ("I've got a gluten intolerance", "condition", "gluten intolerance"),
        ("I react badly to ibuprofen", "allergy", "ibuprofen"),
        ("strawberries make me break out in hives", "allergy", "strawberries"),
    ],
)
def test_a_health_fact_said_another_way(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _values(text)


@pytest.mark.parametrize("text", ["I have a condition", "this makes me break out laughing"])
def test_no_bare_condition_and_no_joke_allergy(text: str) -> None:
    assert not [v for s, v in _values(text) if s in ("condition", "allergy")]


def test_a_state_is_no_name() -> None:
    assert _values("I'm colour blind") == [("condition", "colour blind")]


@pytest.mark.parametrize(
    "text", ["I'm learning Greek so I can read Homer", "I saved up so that I can buy a kayak"]
)
def test_what_the_user_does_so_they_can_is_no_skill(text: str) -> None:
    assert not [v for s, v in _values(text) if s == "skill"]


def test_a_clause_after_so_is_still_read() -> None:
    assert ("role", "manager") in _values("I got promoted so I'm a manager now")


@pytest.mark.parametrize(
    ("first", "then", "kept", "ended"),
    [
        # an ending about a like or a habit never ends where one lives or works
        ("I live in Parma.", "I don't eat Parma ham anymore.", "lives in Parma", ""),
        ("I work at Lego.", "I don't play with Lego anymore.", "Lego", ""),
        ("I love Lisbon and I live in Porto.", "I don't live in Porto anymore.", "", "Porto"),
    ],
)
def test_only_an_ending_that_says_live_or_work_in_ends_where_one_lives_or_works(
    first: str, then: str, kept: str, ended: str
) -> None:
    now = said_now(memories(first, then)).casefold()
    assert kept.casefold() in now
    assert not ended or ended.casefold() not in now
