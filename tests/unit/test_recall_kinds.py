from __future__ import annotations

import pytest

from memstream.kinds_data import BROAD_NAMES, INCLUDES, KINDS
from memstream.query_api.models import RecallRequest
from memstream.query_api.recall.assemble import Gathered, collect
from memstream.query_api.recall.instances import (
    MAX_INSTANCE_TERMS,
    asked_kind,
    instances_of,
    question_instances,
)
from memstream.query_api.recall.query import understand
from memstream.query_api.recall.score import ScoringConfig, relevance_of
from memstream.schemas.memory import MemoryType
from memstream.text import has_cjk
from tests.unit.test_recall_score import NOW, make_memory
from tests.unit.test_recall_service import FakeReader, service


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("What activities has Melanie done with her family?", "activity"),
        ("Which European countries has John visited?", "country_europe"),
        ("What kind of pets does she have?", "pet"),
        ("Does Caroline have any pets?", "pet"),
        ("What are Joanna's hobbies?", "hobby"),
        ("What are some of Maria's favorite foods?", "food"),
        ("What musical instruments does Calvin play?", "instrument"),
        ("What sports does John like?", "sport"),
        ("约翰喜欢哪些运动？", "sport"),
        ("他去过哪些欧洲国家？", "country_europe"),
        ("她养了什么宠物？", "pet"),
        ("她会弹什么乐器？", "instrument"),
        ("你有哪些爱好？", "hobby"),
    ],
)
def test_a_question_that_names_a_kind_is_read_for_it(question: str, kind: str) -> None:
    assert asked_kind(question) == kind


@pytest.mark.parametrize(
    "question",
    [
        "What did Caroline research?",
        "When did Melanie go camping?",
        "Why did she move?",
        "What is the weather like?",
        "她为什么搬家？",
        "他什么时候去的北京？",
    ],
)
def test_a_question_that_names_no_kind_has_no_instances(question: str) -> None:
    assert question_instances(question) == ()


def test_instances_are_searched_in_the_questions_language() -> None:
    english = question_instances("What sports does John like?")
    chinese = question_instances("约翰喜欢哪些运动？")
    assert "skiing" in english and not any(has_cjk(term) for term in english)
    assert "滑雪" in chinese and all(has_cjk(term) for term in chinese)


def test_a_broad_kind_takes_each_narrower_kind_in_turn_and_is_bounded() -> None:
    english = instances_of("activity")
    assert len(english) == MAX_INSTANCE_TERMS
    assert english[:4] == ("football", "hiking", "reading", "museum")
    assert english.index("museum") < english.index("basketball")
    assert "博物馆" in instances_of("activity", chinese=True)


def test_every_kind_of_the_lexicon_has_names_and_instances_in_both_languages() -> None:
    for kind, (names, _) in KINDS.items():
        assert names.split(), kind
        if kind in INCLUDES:
            continue
        assert instances_of(kind), kind
        assert instances_of(kind, chinese=True), kind
        assert any(has_cjk(name) for name in names.split()), kind
    assert set(INCLUDES) <= set(KINDS) | set(BROAD_NAMES)


def test_understand_carries_the_instances_english_and_chinese() -> None:
    assert "hamster" in understand("Does Ann have any pets?", NOW).instances
    assert "仓鼠" in understand("安养了什么宠物？", NOW).instances
    assert understand("Where does Ann live?", NOW).instances == ()


@pytest.mark.parametrize(
    ("first", "museum", "question"),
    [
        (
            "Mel: family time matters to me",
            "Mel: I took the kids to the museum",
            "What activities has Mel done with her family?",
        ),
        ("梅尔：家人对我很重要", "梅尔：带孩子们去了博物馆", "梅尔和家人做过哪些活动？"),
    ],
)
def test_what_only_an_instance_finds_joins_below_the_questions_words(
    first: str, museum: str, question: str
) -> None:
    found_by_words = make_memory(first, MemoryType.EPISODE)
    found_by_instance = make_memory(museum, MemoryType.EPISODE)
    instances = understand(question, NOW).instances
    term = "museum" if "museum" in instances else "博物馆"
    gathered = Gathered(
        keyword=[(found_by_words, 0.6, ("family",))],
        instances=[(found_by_words, 0.2, ("family",)), (found_by_instance, 0.1, (term,))],
    )
    found = {item.memory.id: item for item in collect(gathered, instances)}
    by_instance = found[found_by_instance.id]
    assert by_instance.instance == term and by_instance.origins == {"instance"}
    assert by_instance.keyword == 1.0  # relative to the best hit of that search
    assert found[found_by_words.id].instance is None
    config = ScoringConfig(instance_discount=0.5)
    assert relevance_of(by_instance, config)[1] == 0.5
    assert relevance_of(found[found_by_words.id], config)[1] == 0.6


def test_an_instance_hit_that_holds_no_instance_adds_nothing() -> None:
    memory = make_memory("Mel: family time matters", MemoryType.EPISODE)
    gathered = Gathered(instances=[(memory, 0.3, ("family",))])
    assert collect(gathered, ("museum",)) == []


@pytest.mark.parametrize(
    ("said", "question", "instance"),
    [
        ("Ann went skiing in the Alps", "What sports does she enjoy?", "skiing"),
        ("安去阿尔卑斯山滑雪了", "她喜欢哪些运动？", "滑雪"),
    ],
)
async def test_recall_finds_an_instance_of_the_kind_the_question_names(
    said: str, question: str, instance: str
) -> None:
    memory = make_memory(said, MemoryType.EPISODE)
    reader = FakeReader([memory])
    response = await service(None, reader).recall(
        RecallRequest(tenant="t", user="u", query=question)
    )
    reasons = {hit.content: hit.reasons for hit in response.episodes}
    assert f"names '{instance}', of the kind the question asks about" in reasons[said]
    assert any(instance in call for call in reader.keyword_calls)


@pytest.mark.parametrize(
    "question",
    ["In which month's game did John score a career high?", "她哪天去看的什么电影？"],
)
def test_a_question_about_when_searches_no_instances(question: str) -> None:
    assert understand(question, NOW).instances == ()
