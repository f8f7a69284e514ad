"""Shape tolerance for people, pets and time zones (issue 22, h36r): a named being in any
surface shape (breed or kind + named/called/comma/brackets/colon + name; "hubby Dan", "me +
wife Greta", "my oldest, Sam"), time zones as codes and offsets in loose shapes ("we're
UTC+2", "WAT timezone", "i'm on cet", "GMT-5 for calls"), and facts about someone else passed
on second hand ("told me", "apparently") not learned. Sentences written for this test, not
taken from the corpus."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY


def _english(text: str) -> list[Fill]:
    return list(en.parse(text, MONDAY))


def _chinese(text: str) -> list[Fill]:
    return list(zh.parse(prepare(text), MONDAY))


def _named(fills: list[Fill], slot: str) -> set[str]:
    return {f.value for f in fills if f.slot == slot and f.subject == "user"}


NAMED_PETS = [
    ("we have a heeler named Biscuit", "Biscuit"),
    ("Two dogs on the farm: a kelpie called Nell and an old collie, Meg.", "Meg"),
    ("Two dogs on the farm: a kelpie called Nell and an old collie, Meg.", "Nell"),
    ("bearded dragon update: Gordon ate a whole cricket", "Gordon"),
    ("Sven here, drummer, vegetarian, cat named Ringo", "Ringo"),
    ("my old tortie (Miso) hates the vet", "Miso"),
    ("rescue staffy called Bruno sleeps on my feet", "Bruno"),
    ("Owner of one grumpy siamese, Duchess.", "Duchess"),
    ("Pets: a beagle (Max) and a gerbil called Nibbles", "Nibbles"),
    ("Pets: a beagle (Max) and a gerbil called Nibbles", "Max"),
    ("two rescue greyhounds, Pip and Dot", "Dot"),
    ("the dog's called Biscuit, she's a lurcher", "Biscuit"),
    ("our sheltie is named Pebble and she herds the kids", "Pebble"),
    ("Got a budgerigar last week, named him Kiwi", "Kiwi"),
    ("mum of two, plus a moggy called Tigger", "Tigger"),
    ("I adopted a greyhound called Bolt, and I've started running with him", "Bolt"),
]


@pytest.mark.parametrize(("text", "name"), NAMED_PETS)
def test_a_pet_is_read_after_its_breed_or_kind_in_any_shape(text: str, name: str) -> None:
    assert any(value == name for value in _named(_english(text), "pet"))


NAMED_PEOPLE = [
    ("me + wife Greta run a market garden near Utrecht", "Greta"),
    ("hubby Dan thinks I work too much", "Dan"),
    ("my oldest, Sam, is 9", "Sam"),
    ("wife's name is Ana btw", "Ana"),
    ("bandmate of mine, Jonah, plays drums", "Jonah"),
    ("my business partner Imran handles the books", "Imran"),
    ("My business partner, Elena Ruiz, handles the tax side", "Elena Ruiz"),
    ("I have three kids, the youngest, Ivy, just started school.", "Ivy"),
    ("my brother in law Dmitri is coming to stay", "Dmitri"),
    ("husband's called Tom", "Tom"),
    ("the missus, Jo, says hi", "Jo"),
    ("mi novia Lucía is from Valencia", "Lucía"),
    ("Me and my wife Ana live in Porto", "Ana"),
    ("my kids are ava and max", "Ava"),
    ("my cat is mochi", "Mochi"),
]


@pytest.mark.parametrize(("text", "name"), NAMED_PEOPLE)
def test_a_relation_is_read_with_its_name_in_loose_shapes(text: str, name: str) -> None:
    fills = _english(text)
    assert name in _named(fills, "relation") | _named(fills, "pet")


NOT_MINE = [
    ("my sister has a springer named Toby", "Toby"),
    ("I live with my girlfriend Noor and her rabbit Clover", "Clover"),
    ("if I ever get a dog I'd call him Rex", "Rex"),
    ("my friend's dog Rex bit me", "Rex"),
    ("Sam's cat Luna is sick", "Luna"),
    ("The new intern, Raj, speaks Tamil", "Raj"),
    ("I'm putting together a cookbook of my grandmother's Lebanese recipes", "Lebanese"),
    ("thinking of getting a beagle named Waffles", "Waffles"),
    ("The guy Dan from sales is vegan", "Dan"),
]


@pytest.mark.parametrize(("text", "name"), NOT_MINE)
def test_a_name_that_is_not_the_users_being_is_not_learned(text: str, name: str) -> None:
    fills = _english(text)
    values = _named(fills, "relation") | _named(fills, "pet")
    assert name not in values


def test_a_lowercase_state_after_is_is_no_name() -> None:
    fills = _english("my sister is vegan")
    assert _named(fills, "relation") == {"sister"}


ZONES = [
    ("we're UTC+2 right now", "UTC+2"),
    ("i'm in Lagos, WAT timezone, and i do my calls early", "WAT"),
    ("i'm on cet", "CET"),
    ("GMT-5 for calls", "GMT-5"),
    ("we're on aest these days", "AEST"),
    ("my tz is Europe/Berlin", "Europe/Berlin"),
    ("Mountain time fyi", "Mountain time"),
    ("I'm 8h ahead of UTC", "UTC+8"),
    ("utc+5:30 for me", "UTC+5:30"),
    ("Context: I wrote it in TypeScript, I'm in CET, and I'm Kaito there.", "CET"),
    ("EST here, night owl", "EST"),
    ("clocks went forward so it's BST for me now", "BST"),
    ("timezone is utc-3", "UTC-3"),
    ("Relocated to Singapore for the job, so I'm on SGT now", "SGT"),
    ("heads up, CET time zone", "CET"),
]


@pytest.mark.parametrize(("text", "zone"), ZONES)
def test_a_time_zone_is_read_as_a_code_or_offset_in_loose_shapes(text: str, zone: str) -> None:
    assert zone in _named(_english(text), "timezone")


NO_ZONE = [
    "my boss is on PST",
    "the call is at 3pm EST",
    "the server logs are in UTC",
    "should I switch to UTC?",
    "convert 5pm CET to EST please",
    "it's 3am here lol",
    "my mom is in Manila, 8 hours ahead of me",
]


@pytest.mark.parametrize("text", NO_ZONE)
def test_a_zone_that_is_not_the_users_is_not_learned(text: str) -> None:
    assert not _named(_english(text), "timezone")


SECOND_HAND = [
    "a regular at the bar told me he's allergic to walnuts",
    "my landlord is moving to Spain apparently",
    "The couple in the review said they're vegetarians from Ghent.",
    "Apparently the new manager is a marathon runner and vegan",
]


@pytest.mark.parametrize("text", SECOND_HAND)
def test_facts_passed_on_second_hand_are_not_learned_about_them(text: str) -> None:
    assert all(f.subject == "user" for f in _english(text))


def test_the_users_own_fact_stands_in_a_second_hand_sentence() -> None:
    fills = _english("my sister is vegan apparently, and I'm allergic to peanuts")
    assert ("user", "allergy", "peanuts") in {(f.subject, f.slot, f.value) for f in fills}


CHINESE_NAMED = [
    ("我家有只柯基叫豆豆", "pet", "豆豆"),
    ("養了一隻英短，叫咪咪", "pet", "咪咪"),
    ("我哋屋企只狗叫旺財", "pet", "旺財"),
    ("我老公阿明做饭", "relation", "阿明"),
]


@pytest.mark.parametrize(("text", "slot", "name"), CHINESE_NAMED)
def test_chinese_named_beings_are_read_as_before(text: str, slot: str, name: str) -> None:
    assert any(value.endswith(name) for value in _named(_chinese(text), slot))


CHINESE_ZONES = [("我在东八区", "东八区"), ("我们这边是UTC+8", "UTC+8"), ("时区UTC+2", "UTC+2")]


@pytest.mark.parametrize(("text", "zone"), CHINESE_ZONES)
def test_chinese_time_zones_are_read_as_before(text: str, zone: str) -> None:
    assert zone in _named(_chinese(text), "timezone")


@pytest.mark.parametrize("text", ["听说她对花生过敏", "据说他搬去深圳了"])
def test_chinese_second_hand_facts_are_not_the_users(text: str) -> None:
    assert not [f for f in _chinese(text) if f.subject == "user"]


HOMES = [
    ("out in rural Iowa, cell signal is awful", "rural Iowa"),
    ("Hull, UK", "Hull, UK"),
    ("born and raised in Denver, still here", "Denver"),
    ("I freelance out of my flat in Halifax.", "Halifax"),
    ("Welsh comes in handy up here in Gwynedd.", "Gwynedd"),
    ("I sell honey at the market in Hebden Bridge, where we live.", "Hebden Bridge"),
    ("Teach guitar out of my garage in Wrocław", "Wrocław"),
    ("Live on Fair Isle.", "Fair Isle"),
    ("i live in like the middle of nowhere ohio lol", "Ohio"),
    ("we're out in Cornwall now", "Cornwall"),
]


@pytest.mark.parametrize(("text", "home"), HOMES)
def test_a_home_is_read_in_loose_shapes(text: str, home: str) -> None:
    assert home in _named(_english(text), "home_location")


NO_HOME = [
    "here in Rome for the week, any tips?",
    "my sister lives out in Cork",
    "I live on coffee",
    "out in the garden all day",
    "we stayed in Rome for a week",
    "is it cold up here in Leeds?",
]


@pytest.mark.parametrize("text", NO_HOME)
def test_a_stay_or_someone_elses_home_is_not_the_users_home(text: str) -> None:
    assert not _named(_english(text), "home_location")


def test_a_breed_keeps_its_opening_word() -> None:
    assert _named(_english("we have a border collie, Fly"), "pet") == {"Fly"}
    kinds = {f.kind for f in _english("we have a border collie, Fly") if f.slot == "pet"}
    assert kinds == {"border collie"}


CHINESE_HOMES = [("我住在杭州", "杭州"), ("坐标成都", "成都")]


@pytest.mark.parametrize(("text", "home"), CHINESE_HOMES)
def test_chinese_homes_are_read_as_before(text: str, home: str) -> None:
    assert home in _named(_chinese(text), "home_location")


DIET_FRAGMENTS = [
    ("strict halal, so no pork or gelatin in the meal plan please", "halal"),
    ("don't drink, haven't for years, so no wine pairings", "no alcohol"),
    ("Not a drinker, never have been — lemonade for me.", "no alcohol"),
    ("line cook in Leeds, vegetarian (yes really), need a rota template", "vegetarian"),
    ("40, mum of two, plant based, love hiking", "vegan"),
    ("Dairy free household", "dairy-free"),
    ("teetotal btw", "no alcohol"),
]


@pytest.mark.parametrize(("text", "diet"), DIET_FRAGMENTS)
def test_a_diet_is_read_as_a_fragment(text: str, diet: str) -> None:
    assert diet in _named(_english(text), "diet")


NO_DIET = [
    "the bride is gluten free",
    "a vegan bakery near me",
    "maybe vegan next year",
    "I don't drink coffee",
    "is halal ok?",
    "my sister, vegan, hates mushrooms",
]


@pytest.mark.parametrize("text", NO_DIET)
def test_a_diet_fragment_of_someone_else_or_a_thing_is_not_the_users(text: str) -> None:
    assert not _named(_english(text), "diet")


def test_a_state_after_a_comma_is_no_name() -> None:
    fills = _english("my sister, vegan, hates mushrooms")
    assert "Vegan" not in {f.value for f in fills if f.slot == "relation"}


LANGUAGES = [
    ("I speak Faroese and Danish", {"Faroese", "Danish"}),
    ("I speak Cebuano with my mum", {"Cebuano"}),
    ("native Amharic speaker", {"Amharic"}),
    ("fluent in Xhosa and Afrikaans", {"Xhosa", "Afrikaans"}),
]


@pytest.mark.parametrize(("text", "spoken"), LANGUAGES)
def test_a_language_the_lexicon_lacks_is_read_by_its_shape(text: str, spoken: set[str]) -> None:
    assert spoken <= _named(_english(text), "languages")


def test_a_word_that_only_ends_like_a_language_is_none() -> None:
    assert not _named(_english("I speak Music"), "languages")


HURRIED_PLANS = [
    ("off to Crete next wk", "2026-03-09"),
    ("dentist tmrw at 9", "2026-03-03"),
    ("half marathon on april 12th!!! can you make me a taper plan", "2026-04-12"),
    ("moving house nxt week", "2026-03-09"),
    ("camping this wknd", "2026-03-07"),
]


@pytest.mark.parametrize(("text", "day"), HURRIED_PLANS)
def test_a_plan_on_a_hurried_day_is_dated(text: str, day: str) -> None:
    plans = [f for f in _english(text) if f.slot == "plan" and f.subject == "user"]
    assert plans and day in plans[0].dates


def test_may_as_a_verb_is_no_month() -> None:
    assert not [f for f in _english("may 3rd works for me") if f.slot == "plan"]


CHINESE_SAME_KINDS = [
    ("清真，不吃猪肉", "diet", "halal"),
    ("滴酒不沾", "diet", "no alcohol"),
    ("我会说粤语和客家话", "languages", "客家话"),
    ("下周飞成都", "plan", "飞成都"),
]


@pytest.mark.parametrize(("text", "slot", "value"), CHINESE_SAME_KINDS)
def test_chinese_fragments_of_the_same_kinds_are_read(text: str, slot: str, value: str) -> None:
    assert value in _named(_chinese(text), slot)


def test_what_someone_wants_by_a_day_is_no_plan_of_theirs() -> None:
    fills = _english("my boss needs the report by Monday")
    assert not [f for f in fills if f.slot == "plan"]
    assert not [f for f in _chinese("我老板周五要报告") if f.slot == "plan"]


def test_a_child_said_by_age_after_a_parent_word_is_named() -> None:
    fills = _english("I'm a single dad to a 9 year old, Noah, and he wants a party")
    assert "Noah" in _named(fills, "relation")
    assert "Noah" not in _named(_english("a 9 year old, Noah, won the race"), "relation")


def test_a_wish_governs_only_the_being_after_it() -> None:
    assert "Rex" in _named(_english("my dog Rex would love that"), "pet")
    assert not _named(_english("we'd love a cat named Mo someday"), "pet")


def test_call_me_a_diet_is_the_users_diet() -> None:
    assert _named(_english("Eating fish again, so call me pescatarian."), "diet") == {"pescatarian"}


CONDITION_FRAGMENTS = [
    ("Chronic lower back pain from years in the cab.", "chronic lower back pain"),
    ("type 1 diabetic since I was 12", "type 1 diabetes"),
    ("bad knees, so no running", "bad knees"),
    ("asthma", "asthma"),
    ("migraines for years btw", "migraines"),
]


@pytest.mark.parametrize(("text", "condition"), CONDITION_FRAGMENTS)
def test_a_condition_is_read_as_a_fragment(text: str, condition: str) -> None:
    assert condition in _named(_english(text), "condition")


NO_CONDITION = [
    "my son has asthma",
    "is back pain normal after lifting?",
    "I think ADHD",
    "my dad, diabetic, loves cake",
]


@pytest.mark.parametrize("text", NO_CONDITION)
def test_a_condition_fragment_not_the_users_is_not_learned(text: str) -> None:
    assert not _named(_english(text), "condition")


@pytest.mark.parametrize(("text", "value"), [("糖尿病，一型的", "糖尿病"), ("我有哮喘", "哮喘")])
def test_chinese_condition_fragments_are_read(text: str, value: str) -> None:
    assert any(value in v for v in _named(_chinese(text), "condition"))


def test_a_being_the_user_no_longer_has_is_not_read() -> None:
    assert not _named(_english("we had a heeler named Rex growing up"), "pet")
    assert "Miso" in _named(_english("we've had our tortie, Miso, for 5 years"), "pet")


TITLES = [
    "Mother Teresa was a saint",
    "Brother Louie is a great song",
    "Boss Baby was on TV",
    "Partner Portal is down again",
    "Husky Energy stock is up",
    "Client Services emailed me",
    "Cat Stevens on repeat",
    "Mom Jeans are back",
]


@pytest.mark.parametrize("text", TITLES)
def test_a_title_case_pair_is_no_named_being(text: str) -> None:
    fills = _english(text)
    assert not [f for f in fills if f.slot in ("pet", "relation") and f.value != f.kind]


def test_an_established_year_is_no_zone() -> None:
    assert not _named(_english("EST. 1998 on the sign"), "timezone")


def test_a_corrected_name_is_not_read_twice() -> None:
    fills = _english("we have a cat named Luna, no wait, Lola")
    assert "Luna" not in _named(fills, "pet")
