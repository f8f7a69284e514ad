"""New English voices (issue 22, g38e): one reader cuts a message said in one breath (a long
run-on by its subjects, a short change before I / we); a sentence typed all in capitals is
read as typed in lower case; Spanish statement openings in English (Spanglish) are read as
the English they mean. Chinese is left to its own readers.

Sentences written for this test (voice input, caps lock, code switching), not taken from
the corpus."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.en_case import cased
from memstream.processors.grammar.en_codeswitch import in_english
from memstream.processors.grammar.en_dictation import punctuated, spoken_breaks
from tests.fixtures.grammar import learned_keys

ONE_BREATH = [
    "sold the van | we rent a car when we need one",
    "quit the choir in june | i sing at home now",
    "dropped out of the phd | im teaching maths at a college",
    "no more night shifts | i'm on days since april",
    "moved out of my parents house | i've got a flat in hull",
    "Switched to Linux last year | I use Arch now",
    "gave up meat for lent | i kinda stayed veggie",
    "closed the shop in march | we sell online only",
]
"""Short changes in one breath, " | " where the cut goes (under eight words some)."""

ONE_BREATH_WHOLE = [
    "if we win the bid i'm hiring two people",
    "i reckon i'm done with dating apps",
    "the flat we rent is tiny",
    "she told me i snore",
    "after i moved i started cycling",
    "I sold the van, I rent now",
    "I'm a nurse, ideally I'd work fewer nights",
    "it's not the peanuts I worry about, it's the cost",
]


@pytest.mark.parametrize("marked", ONE_BREATH)
def test_a_change_in_one_breath_is_cut_by_the_one_reader(marked: str) -> None:
    said = marked.replace(" | ", " ")
    assert spoken_breaks(said) == marked.replace(" | ", ". ")
    assert punctuated(said) == marked.replace(" | ", "\n")


@pytest.mark.parametrize("said", ONE_BREATH_WHOLE)
def test_a_bound_clause_is_never_cut(said: str) -> None:
    assert punctuated(said) == said
    assert spoken_breaks(said) == said


def test_a_run_on_and_a_change_are_cut_in_one_pass() -> None:
    said = "my name is ola i teach piano in bergen left the orchestra im freelance now"
    assert punctuated(said).split("\n") == [
        "my name is ola",
        "i teach piano in bergen left the orchestra",
        "im freelance now",
    ]


SHOUTED = [
    ("I HAVE A PEANUT ALLERGY SO NO SATAY", ("fact:allergy", "peanut")),
    ("MY NAME IS GORDON AND I LIVE IN ABERDEEN", ("profile.name", "Gordon")),
    ("MY NAME IS GORDON AND I LIVE IN ABERDEEN", ("profile.location", "Aberdeen")),
    ("I WORK AT BOEING AS A MACHINIST", ("profile.role", "machinist")),
    ("I'M ALLERGIC TO SHELLFISH!!! NO PRAWNS PLEASE", ("fact:allergy", "shellfish")),
    ("WE JUST MOVED TO PORTLAND", ("profile.location", "Portland")),
    ("I AM VEGETARIAN SINCE FOREVER", ("fact:diet", "vegetarian")),
    ("I REALLY HATE CILANTRO", ("pref:cilantro", "dislike")),
]


@pytest.mark.parametrize(("text", "key"), SHOUTED)
def test_a_sentence_in_capitals_is_read_like_lower_case(text: str, key: tuple[str, str]) -> None:
    assert key in learned_keys(text)


SHOUTED_NOT_MINE = [
    "MY DAUGHTER IS ALLERGIC TO EGGS",
    "THE GUY AT TABLE 4 IS VEGAN",
    "MY SISTER LIVES IN DENVER",
    "ERROR: CONNECTION REFUSED AT HOST DB01 PORT 5432",
    "I JUST LOVE WAKING UP AT 5AM 🙄",
]


@pytest.mark.parametrize("text", SHOUTED_NOT_MINE)
def test_capitals_do_not_make_someone_elses_fact_the_users(text: str) -> None:
    keys = learned_keys(text)
    assert not [k for k in keys if k[0].startswith(("profile.name", "fact:allergy", "fact:diet"))]
    assert not [k for k in keys if k[0] in ("profile.location", "profile.employer")]


@pytest.mark.parametrize(
    "text",
    [
        "I LOVE sushi",  # one loud word
        "Call the NHS or the NHS 111 line",
        "NO NUTS",  # a label, not three words
        "I work at IBM in NYC",
    ],
)
def test_a_loud_word_or_acronym_keeps_the_sentence_as_written(text: str) -> None:
    assert cased(text) == text


SPANGLISH = [
    ("vivo en San Antonio con mi familia", ("profile.location", "San Antonio")),
    ("I'm Ana, vivo en Tucson y trabajo de dental assistant", ("profile.location", "Tucson")),
    ("I'm Ana, vivo en Tucson y trabajo de dental assistant", ("profile.role", "dental assistant")),
    ("soy alérgica a los mariscos so no shrimp", ("fact:allergy", "shellfish")),
    ("soy intolerante a la lactosa so no cheese please", ("fact:health", "lactose intolerance")),
    ("odio el cilantro, it tastes like soap", ("pref:cilantro", "dislike")),
    ("me encantan los tamales, my abuela makes the best", ("pref:tamales", "like")),
    ("mi novia Lucía is from Valencia", ("profile.relations.girlfriend", "Lucía")),
    ("hablo español at home and English at work", ("profile.languages", "Spanish")),
    ("soy vegana desde 2019", ("fact:diet", "vegan")),
    ("mi hermana vive en Miami", ("fact:about:sister:home_location", "Miami")),
    ("me llamo Rosa and I need help with a resume", ("profile.name", "Rosa")),
]


@pytest.mark.parametrize(("text", "key"), SPANGLISH)
def test_a_spanish_statement_in_english_is_read(text: str, key: tuple[str, str]) -> None:
    assert key in learned_keys(text)


SPANISH_AS_TEXT = [
    "translate to spanish: vivo en Madrid y trabajo de enfermera",
    'how do you say "I live in Madrid", is it vivo en Madrid?',
    'what\'s the difference between "soy de" and "vengo de"',
    "Soy sauce is my favourite condiment",
    "I'm allergic to soy",
    "my coworker always says mi casa es su casa",
    "the song goes me gusta la gasolina",
]


@pytest.mark.parametrize("text", SPANISH_AS_TEXT)
def test_spanish_as_a_text_or_an_english_word_is_left_alone(text: str) -> None:
    assert in_english(text) == text or "soy" in text.lower().split()[0:1]
    keys = learned_keys(text)
    assert not [k for k in keys if k[0] in ("profile.location", "profile.role", "profile.name")]


ZH = [
    "我住在上海我是老师",
    "我對花生過敏",
    "我喺香港做護士",
    "我叫Rosa, vivo en 上海",
]


@pytest.mark.parametrize("text", ZH)
def test_chinese_is_left_to_its_own_readers(text: str) -> None:
    assert punctuated(text) == text
    assert cased(text) == text or "vivo" in text


STATIVE = [
    ("I am having two kids, both in school", ("profile.relations.child", "child")),
    ("i am having asthma since childhood", ("fact:health", "asthma")),
    ("I am having diabetes type 2 from 2018", ("fact:health", "diabetes")),
    ("I am knowing Hindi and Marathi", ("profile.languages", "Marathi")),
    ("Im having a dog named Bruno", ("profile.relations.dog", "Bruno")),
    ("I'm having three brothers and one sister", ("profile.relations.sister", "sister")),
]


@pytest.mark.parametrize(("text", "key"), STATIVE)
def test_a_stative_progressive_is_read_as_the_simple_present(
    text: str, key: tuple[str, str]
) -> None:
    assert key in learned_keys(text)


EVENT = [
    "I'm having lunch with my sister",
    "I'm having a baby in May",
    "I am having a rough week at work",
    "I'm having chicken tonight",
    "I'm having a daughter!",
    "we are having twins",
    "I'm having second thoughts about the move",
    "my brother is having two kids",
]


@pytest.mark.parametrize("text", EVENT)
def test_having_an_event_is_not_a_possession(text: str) -> None:
    keys = learned_keys(text)
    assert not [k for k in keys if k[0].startswith(("profile.relations.child", "fact:health"))]
    assert not [k for k in keys if k[0] in ("profile.relations.daughter", "profile.relations.son")]


def test_chinese_has_no_progressive_to_read() -> None:
    from memstream.processors.grammar.en_statives import simple_present

    assert simple_present("我有两个孩子") == "我有两个孩子"
    assert simple_present("我在吃午饭 having lunch") == "我在吃午饭 having lunch"


REQUEST_AFTER = [
    "im flying to lisbon on friday | can you find me a hotel near the old town",
    "my daughter turns six next week | any ideas for a party theme",
    "i work nights at the depot | can u help me plan meals",
    "we just adopted a rescue greyhound | what should we buy first",
    "I teach chemistry at a sixth form college | could you draft a lab safety sheet",
    "i coach under tens on saturdays | help me plan a warm up",
]


@pytest.mark.parametrize("marked", REQUEST_AFTER)
def test_a_request_said_after_a_statement_is_cut_from_it(marked: str) -> None:
    assert punctuated(marked.replace(" | ", " ")) == marked.replace(" | ", "\n")


REQUEST_BOUND = [
    "i dont know what should i cook tonight with two eggs",
    "i wonder how can i fix this leaking tap in the bathroom",
    "so the question is what should i wear to the wedding",
    "tell me how do i reset the router in the hallway",
    "i asked my brother if you could come to dinner on sunday",
]


@pytest.mark.parametrize("said", REQUEST_BOUND)
def test_a_question_word_inside_a_clause_is_not_cut(said: str) -> None:
    assert punctuated(said) == said


def test_the_statement_before_a_request_is_read() -> None:
    keys = learned_keys("i work as a paramedic in cardiff can you help me plan meals for nights")
    assert ("profile.role", "paramedic") in keys


_ROWS = "| field | me |\n|---|---|\n| name | Rafael Ochoa |\n| city | Tucson |"
TABLES = [
    (_ROWS, ("profile.name", "Rafael Ochoa")),
    (_ROWS, ("profile.location", "Tucson")),
    ("| about me | |\n| job | hydrologist |", ("profile.role", "hydrologist")),
    ("| Name | Priya |\n| Allergies | peanuts, shellfish |", ("fact:allergy", "shellfish")),
    ("| languages | Spanish, English |", ("profile.languages", "Spanish")),
    ("| 项目 | 我 |\n|---|---|\n| 姓名 | 王丽 |\n| 城市 | 杭州 |", ("profile.location", "杭州")),
    ("| 职业 | 小学老师 |", ("profile.role", "小学老师")),
]  # fmt: skip


@pytest.mark.parametrize(("text", "key"), TABLES)
def test_a_two_column_table_of_fields_is_read(text: str, key: tuple[str, str]) -> None:
    assert key in learned_keys(text)


NOT_TABLES_OF_ME = [
    "| name | price | stock |\n|---|---|---|\n| widget | 4.99 | 12 |",
    "| key | value |\n|---|---|\n| name | api-gateway |\n| port | 8080 |",
    "| name | role | city |\n| Ana | nurse | Leeds |",
    "| 名字 | 价格 | 库存 |\n| 小部件 | 4.99 | 12 |",
    "| step | what |\n| 1 | install {name} |",
]


@pytest.mark.parametrize("text", NOT_TABLES_OF_ME)
def test_a_table_of_something_else_teaches_nothing(text: str) -> None:
    keys = learned_keys(text)
    assert not [k for k in keys if k[0].startswith("profile.")]


RECURRING_TASTE = [
    ("I love menudo on Sunday mornings", ("pref:menudo", "like")),
    ("i hate traffic on monday mornings", ("pref:traffic", "dislike")),
    ("I really enjoy jazz at night", ("pref:jazz", "like")),
    ("me encanta el menudo on Sunday mornings", ("pref:menudo", "like")),
]


@pytest.mark.parametrize(("text", "key"), RECURRING_TASTE)
def test_a_taste_said_with_its_recurring_time_is_the_thing_and_no_plan(
    text: str, key: tuple[str, str]
) -> None:
    keys = learned_keys(text)
    assert key in keys
    assert not [k for k in keys if k[0].startswith("fact:plan")]


@pytest.mark.parametrize(
    "text", ["I'm meeting Ana on Friday evening", "we're flying to Oslo on Sunday morning"]
)
def test_one_dated_morning_is_still_a_plan(text: str) -> None:
    assert [k for k in learned_keys(text) if k[0].startswith(("fact:plan", "fact:trip"))]
