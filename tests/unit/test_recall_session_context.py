from __future__ import annotations

import pytest

from memstream.query_api.recall.score import Scored
from memstream.query_api.recall.session_context import by_session_match, in_session_context
from memstream.schemas.memory import MemoryType
from tests.unit.test_recall_score import make_memory


def _chunk(text: str, session: str, score: float) -> Scored:
    memory = make_memory(
        f"{text} ({session}, {score})",
        MemoryType.EPISODE,
        attributes={"kind": "chunk", "session": session},
    )
    return Scored(memory, "episodes", score, {"relevance": score}, ("keyword match",))


@pytest.mark.parametrize(
    ("said", "aside"),
    [
        ("Ann: we hiked up to the lake", "Ann: thanks, see you"),
        ("安：我们徒步去了湖边", "安：谢谢，再见"),
    ],
)
def test_an_excerpt_is_lifted_by_the_best_other_match_of_its_session(said: str, aside: str) -> None:
    best = _chunk(said, "s1", 0.8)
    neighbour = _chunk(aside, "s1", 0.4)
    isolated = _chunk(aside, "s2", 0.45)
    lifted = in_session_context([best, neighbour, isolated], 0.2)
    assert [item.memory.id for item in lifted] == [
        best.memory.id,
        neighbour.memory.id,
        isolated.memory.id,
    ]
    assert lifted[1].score == pytest.approx(0.4 + 0.2 * 0.8)
    assert lifted[1].score > lifted[2].score  # its session is about the question
    assert lifted[0].score == pytest.approx(0.8 + 0.2 * 0.4)  # lifted by the second best
    assert lifted[2] is isolated  # alone in its session
    assert lifted[1].components["session_context"] == 0.8
    assert lifted[1].reasons[-1] == "its session matches elsewhere too (best other excerpt 0.80)"


def test_other_memories_and_a_zero_weight_change_nothing() -> None:
    fact = Scored(make_memory("Ann lives in Lyon"), "facts", 0.9, {}, ())
    summary = Scored(
        make_memory(
            "安搬到了里昂", MemoryType.EPISODE, attributes={"kind": "summary", "session": "s1"}
        ),
        "episodes",
        0.7,
        {},
        (),
    )
    chunk = _chunk("Ann: Lyon", "s1", 0.5)
    assert in_session_context([fact, summary, chunk], 0.2) == [fact, summary, chunk]
    pair = [_chunk("Ann: a", "s1", 0.5), _chunk("Ann: b", "s1", 0.3)]
    assert in_session_context(pair, 0.0) == pair


@pytest.mark.parametrize(
    ("about", "elsewhere"),
    [
        ("Ann: the trail was steep", "Ann: the soup was cold"),
        ("安：那条小路很陡", "安：汤是凉的"),
    ],
)
def test_an_excerpt_is_lifted_by_how_well_its_whole_session_matches(
    about: str, elsewhere: str
) -> None:
    in_matching = _chunk(about, "hike", 0.5)
    in_other = _chunk(elsewhere, "dinner", 0.55)
    unmatched_session = _chunk(elsewhere, "work", 0.6)
    lifted = by_session_match(
        [in_matching, in_other, unmatched_session], {"hike": 0.8, "dinner": 0.1}, 0.25
    )
    assert [item.memory.id for item in lifted] == [
        in_matching.memory.id,
        in_other.memory.id,
        unmatched_session.memory.id,
    ]
    assert lifted[0].score == pytest.approx(0.5 + 0.25 * 0.8)
    assert lifted[1].score == pytest.approx(0.55 + 0.25 * 0.1)
    assert lifted[0].score > lifted[2].score > lifted[1].score
    assert lifted[2] is unmatched_session  # its session matched nothing as a whole
    assert lifted[0].components["session_match"] == 0.8
    assert lifted[0].reasons[-1] == "its session as a whole matches the question (0.80)"


def test_a_session_match_lifts_only_excerpts_and_only_with_a_weight() -> None:
    fact = Scored(make_memory("Ann hiked to the lake"), "facts", 0.9, {}, ())
    summary = Scored(
        make_memory(
            "安去湖边徒步", MemoryType.EPISODE, attributes={"kind": "summary", "session": "s1"}
        ),
        "episodes",
        0.7,
        {},
        (),
    )
    chunk = _chunk("Ann: the lake", "s1", 0.5)
    matches = {"s1": 1.0}
    assert by_session_match([fact, summary], matches, 0.25) == [fact, summary]
    assert by_session_match([chunk], matches, 0.0) == [chunk]
    assert by_session_match([chunk], {}, 0.25) == [chunk]
