"""Turn units: each turn of an excerpt a point of its own, read back by the `turns` signal."""

from __future__ import annotations

from memstream.processors.chunks import MAX_TURNS
from memstream.projections.turns import MAX_LINES, gone_points, turn_point_id, turn_texts
from memstream.query_api.recall.excerpt import near_lines
from memstream.query_api.recall.signals import SignalQuery, by_excerpt, turns
from memstream.schemas.memory import Memory, MemoryType, Provenance
from tests.unit.test_recall_score import make_memory


def _chunk(content: str) -> Memory:
    lines = content.splitlines()
    return make_memory(
        content,
        MemoryType.EPISODE,
        key="session:s1:chunk:1",
        attributes={"kind": "chunk", "session": "s1"},
        provenance=Provenance(
            event_ids=[f"e{i}" for i in range(len(lines))], matcher="episodes", matcher_version="3"
        ),
    )


def test_each_turn_of_an_excerpt_is_a_point_named_by_its_line() -> None:
    english = _chunk("Ann: How was the weekend?\nBob: We went hiking near the lake.")
    chinese = _chunk("小红：周末过得怎么样？\n\n小明：我们去杭州爬山了。")
    assert turn_texts(english) == [
        (f"{english.id}#0", "Ann: How was the weekend?"),
        (f"{english.id}#1", "Bob: We went hiking near the lake."),
    ]
    points = turn_texts(chinese)
    assert [text for _, text in points] == ["小红：周末过得怎么样？", "小明：我们去杭州爬山了。"]
    assert [point for point, _ in points][-1].endswith("#2")


def test_a_memory_that_is_no_excerpt_has_no_turn_points() -> None:
    assert turn_texts(make_memory("Bob likes hiking", MemoryType.FACT)) == []
    assert turn_texts(make_memory("我喜欢爬山", MemoryType.PREFERENCE)) == []


def test_a_gone_excerpt_takes_every_point_it_may_have_had() -> None:
    gone = gone_points(["m1"])
    assert len(gone) == MAX_LINES >= MAX_TURNS
    assert gone[0] == turn_point_id("m1", 0) == "m1#0"


def test_excerpts_take_their_nearest_turns_calibrated_cosine_and_name_that_turn() -> None:
    nearest = [("m1#2", 0.6), ("m2#0", 0.4), ("m1#0", 0.5), ("m3#1", 0.1), ("会话#1", 0.3)]
    found = dict(by_excerpt(nearest))
    assert found == {"m1": 1.0, "m1#2": 1.0, "m2": 0.5, "m2#0": 0.5, "会话": 0.25, "会话#1": 0.25}
    assert near_lines(found) == {
        "m1": frozenset({2}),
        "m2": frozenset({0}),
        "会话": frozenset({1}),
    }


class _Port:
    def __init__(self) -> None:
        self.asked: list[tuple[str, str, str, int]] = []

    def nearest(self, tenant: str, user: str, text: str, limit: int) -> list[tuple[str, float]]:
        self.asked.append((tenant, user, text, limit))
        return [("m1#1", 0.45)]


def test_the_turns_signal_asks_with_the_question_text_and_skips_an_empty_one() -> None:
    port = _Port()
    english = SignalQuery("t", "u", "Where did Bob hike?", ("bob", "hike"), 50)
    assert turns(port, english) == [("m1", 0.625), ("m1#1", 0.625)]
    chinese = SignalQuery("t", "u", "小明去哪里爬山了？", ("小明", "爬山"), 50)
    assert turns(port, chinese)[0] == ("m1", 0.625)
    assert turns(port, SignalQuery("t", "u", "  ", (), 50)) == []
    assert [asked[2] for asked in port.asked] == ["Where did Bob hike?", "小明去哪里爬山了？"]
