from __future__ import annotations

import pytest

from memstream.query_api.recall.assemble import Gathered, collect
from memstream.query_api.recall.inference_topics import INFERENCE_TOPICS, inferred_topics
from memstream.query_api.recall.query import searched_instances, understand
from memstream.schemas.memory import MemoryType
from memstream.text import has_cjk
from tests.unit.test_recall_score import NOW, make_memory


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("What would Anna's political leaning likely be?", "church"),
        ("Would Tom pursue a career in medicine?", "volunteer"),
        ("What job might Priya take up next year?", "study"),
        ("What might Ken's degree be in?", "course"),
        ("What personality traits might Lena have?", "patient"),
        ("Would Omar be open to moving to another country?", "abroad"),
        ("小王的政治立场可能是什么？", "宗教"),
        ("小李以后可能会从事什么职业？", "志愿"),
        ("阿杰可能是什么性格？", "耐心"),
        ("她会不会养宠物？", "领养"),
    ],
)
def test_a_question_about_what_is_likely_gives_the_topics_it_infers_from(
    question: str, topic: str
) -> None:
    assert topic in inferred_topics(question)


@pytest.mark.parametrize(
    "question",
    [
        "What is Anna's political party?",  # asks what is, not what is likely
        "When did Tom start his new job?",
        "Would Tom like pizza?",  # likely, but names nothing the lexicon infers
        "小王在哪里工作？",
        "小李上周去了哪里？",
        "他会不会喜欢吃饺子？",
    ],
)
def test_no_topics_without_a_likely_question_naming_what_it_infers(question: str) -> None:
    assert inferred_topics(question) == ()


def test_the_questions_own_words_are_not_topics_english_and_chinese() -> None:
    assert "job" not in inferred_topics("What job might Priya pursue, work or study?")
    assert "work" not in inferred_topics("What job might Priya pursue, work or study?")
    assert "学习" not in inferred_topics("小李以后可能会从事学习相关的职业吗？")


def test_every_topic_list_is_in_the_language_of_its_word() -> None:
    for word, topics in INFERENCE_TOPICS.items():
        assert all(has_cjk(topic) == has_cjk(word) for topic in topics.split()), word


def test_the_topics_are_searched_beside_the_instances_of_a_kind() -> None:
    both = searched_instances("What job might Priya pursue?")
    assert "nurse" in both and "volunteer" in both  # an instance of a job, then a topic
    assert both.index("nurse") < both.index("volunteer")
    assert len(both) == len(set(both))
    assert "volunteer" in understand("What job might Priya pursue?", NOW).instances
    assert "宗教" in understand("小王的政治立场可能是什么？", NOW).instances
    assert understand("When might Priya start her job?", NOW).instances == ()


@pytest.mark.parametrize(
    ("turn", "question", "topic"),
    [
        (
            "Anna: I met a group of religious conservatives on a hike",
            "What would Anna's political leaning likely be?",
            "religious",
        ),
        ("小王：我每周都去教会", "小王的政治立场可能是什么？", "教会"),
    ],
)
def test_what_only_a_topic_finds_joins_as_an_instance_does(
    turn: str, question: str, topic: str
) -> None:
    memory = make_memory(turn, MemoryType.EPISODE)
    instances = understand(question, NOW).instances
    found = collect(Gathered(instances=[(memory, 0.2, (topic,))]), instances)
    assert [item.instance for item in found] == [topic]
    assert found[0].origins == {"instance"}
