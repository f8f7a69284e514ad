from __future__ import annotations

import pytest

from memstream.query_api.recall.score import Scored
from memstream.query_api.recall.session_context import in_session_context
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
