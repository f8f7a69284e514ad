"""English work and home said as idioms: what one practises ("I practise law"), a job's
gerund with its tenure ("been nursing for 20 years"), a doing ("I do the books for a
bakery"), a year of study ("third year of my PhD"), a job "by day", a local or an expat,
working remotely from a city, and a bare list of what one is ("dev, Berlin, vegan"); never
another person's, a question, a wish or a title one addresses ("Doctor, ...")."""

from datetime import date

import pytest

from memstream.processors.grammar import en

_DAY = date(2026, 11, 26)


def _mine(said: str) -> set[tuple[str, str]]:
    return {(f.slot, f.value) for f in en.parse(said, _DAY) if f.subject == "user"}


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("I practise law in Boston", "role", "lawyer"),
        ("I've practised medicine for a decade", "role", "doctor"),
        ("been nursing for 20 years and still love it", "role", "nurse"),
        ("I've been teaching since 2008", "role", "teacher"),
        ("I do the books for a bakery", "role", "bookkeeper"),
        ("I cut hair for a living", "role", "hairdresser"),
        ("I'm in the third year of my PhD", "role", "PhD student"),
        ("in my final year of med school, exhausted", "role", "medical student"),
        ("SRE by day, gamer by night", "role", "SRE"),
        ("I'm a stay at home dad", "role", "stay-at-home dad"),
        ("Denver local here, looking for brunch spots", "home_location", "Denver"),
        ("I'm an expat in Kyoto", "home_location", "Kyoto"),
        ("I'm from Manchester and still live there", "home_location", "Manchester"),
        ("working remotely from Lisbon for a US startup", "home_location", "Lisbon"),
        ("dev, Berlin, vegan", "role", "dev"),
        ("dev, Berlin, vegan", "home_location", "Berlin"),
        ("designer, Toronto, two cats", "role", "designer"),
    ],
)
def test_english_work_idioms(said: str, slot: str, value: str) -> None:
    assert (slot, value) in _mine(said)


def test_a_job_gerund_is_a_role_not_a_skill() -> None:
    assert ("skill", "nursing") not in _mine("I've been nursing for twenty years")


@pytest.mark.parametrize(
    "said",
    [
        "Doctor, I have a question about my meds",
        "my dad practised medicine for 40 years",
        "she's been teaching since 2008",
        "if I practised law I'd be richer",
        "are you working remotely from Lisbon?",
        "my friend is a Denver local",
        "I might move abroad and work remotely from Lisbon",
        "apples, oranges, bananas",
        "Paris, Rome, Berlin",
        "thanks, bye, see you",
        "would you rather be a nurse by day or a DJ by night",
        "my sister is in the third year of her PhD",
        "the third year of college was the best",
    ],
)
def test_english_not_the_users_work(said: str) -> None:
    slots = {"role", "employer", "home_location", "work_location"}
    assert not {s for s, _ in _mine(said)} & slots


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("Melbourne barista here, tell me about espresso ratios", "role", "barista"),
        ("Melbourne barista here, tell me about espresso ratios", "home_location", "Melbourne"),
        ("Tagalog's my first language", "languages", "Tagalog"),
        ("I grew up in a Polish-speaking home", "languages", "Polish"),
    ],
)
def test_english_place_and_language_said_around(said: str, slot: str, value: str) -> None:
    assert (slot, value) in _mine(said)


@pytest.mark.parametrize(
    "said",
    [
        "I'm an English teacher",
        "my friend is a Melbourne barista",
        "Is Tagalog your first language?",
    ],
)
def test_english_no_home_or_language_read_off_these(said: str) -> None:
    assert not {s for s, _ in _mine(said)} & {"home_location", "languages"}


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("electrician by trade, so I can help", "electrician"),
        ("I fly for a living", "pilot"),
        ("I drive trucks for a living", "truck driver"),
        ("I cook professionally", "chef"),
        ("I'm interning at Google this summer", "intern"),
    ],
)
def test_english_role_said_by_what_one_does(said: str, value: str) -> None:
    assert ("role", value) in _mine(said)


@pytest.mark.parametrize(
    "said",
    ["my son is interning at Google", "my dad flies for a living", "would I fly for a living?"],
)
def test_english_no_role_of_others_or_asked(said: str) -> None:
    assert not {s for s, _ in _mine(said)} & {"role"}


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("I've been dabbling in Kotlin lately", "Kotlin"),
        ("Go is my strongest language", "Go"),
        ("I mostly code in Rust these days", "Rust"),
    ],
)
def test_english_tool_one_uses(said: str, value: str) -> None:
    assert ("skill", value) in _mine(said)


@pytest.mark.parametrize(
    "said", ["my brother codes in Rust", "is Go your main language?", "I might dabble in Rust"]
)
def test_english_no_tool_of_others_or_asked(said: str) -> None:
    assert not {s for s, _ in _mine(said)} & {"skill"}


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("we closed on a house in Montclair, moving's done", "home_location", "Montclair"),
        ("Got promoted! Senior designer as of today", "role", "senior designer"),
        ("treat me as GMT from now on", "timezone", "GMT"),
    ],
)
def test_english_changes_said_around(said: str, slot: str, value: str) -> None:
    assert (slot, value) in _mine(said)


@pytest.mark.parametrize(
    "said",
    [
        "my parents bought a house in Spain",
        "treat me as a beginner",
        "would you treat me as GMT?",
        "the new guy starts as of Monday",
    ],
)
def test_english_no_change_of_others_or_asked(said: str) -> None:
    assert not {s for s, _ in _mine(said)} & {"role", "home_location", "timezone"}
