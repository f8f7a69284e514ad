from __future__ import annotations

from datetime import UTC, datetime

from memstream.query_api.recall.assemble import excerpt_edge
from memstream.query_api.recall.budget import fill_budget
from memstream.query_api.recall.edges import across_edges, by_place, chunk_place
from memstream.query_api.recall.excerpt import query_forms
from memstream.query_api.recall.found import ScoringConfig
from memstream.query_api.recall.query import query_terms, understand
from memstream.query_api.recall.score import Scored
from memstream.schemas.memory import MemoryType
from tests.unit.test_recall_excerpt import FRAME, PAST, chunk
from tests.unit.test_recall_score import make_memory

ASKED = "Ann: How was the weekend?\nBob: Busy, but fine.\nAnn: Do you have any pets?"
ANSWERED = "Bob: Looky here, I got this new pup!\nAnn: So cute!\nBob: Thanks, he is a handful."
ZH_ASKED = "小红：周末过得怎么样？\n小明：挺忙的，还行。\n小红：你养宠物吗？"
ZH_ANSWERED = "小明：你看，我刚领回来一只小狗！\n小红：好可爱！\n小明：谢谢，它可调皮了。"
OTHER = "Cat: Any news?\nDan: My pets are fine, the cat sleeps all day.\nCat: Good to hear."


def _forms(question: str) -> frozenset[str]:
    return query_forms(query_terms(question))


def _edges(question: str, items: list[Scored]) -> list[str]:
    places = by_place(items)
    found = across_edges(items[0], places, _forms(question))
    return [unit.memory.content for unit in found]


def test_an_excerpt_knows_its_place_in_its_session() -> None:
    assert chunk_place(chunk(ASKED, "s1", 3).memory) == ("session:s1", 3)
    assert chunk_place(make_memory("Bob has a pup", MemoryType.FACT)) is None


def test_a_matched_question_at_the_edge_brings_the_reply_across_it() -> None:
    items = [chunk(ASKED, "s1", 1), chunk(ANSWERED, "s1", 2)]
    assert _edges("Does Bob have pets?", items) == ["Bob: Looky here, I got this new pup!"]


def test_a_chinese_question_at_the_edge_brings_the_reply_across_it() -> None:
    items = [chunk(ZH_ASKED, "s1", 1), chunk(ZH_ANSWERED, "s1", 2)]
    assert _edges("小明养了什么宠物？", items) == ["小明：你看，我刚领回来一只小狗！"]


def test_a_reply_at_the_edge_brings_the_question_before_it() -> None:
    items = [chunk(ANSWERED, "s1", 2), chunk(ASKED, "s1", 1)]
    assert _edges("Who got a new pup?", items) == ["Ann: Do you have any pets?"]
    zh = [chunk(ZH_ANSWERED, "s1", 2), chunk(ZH_ASKED, "s1", 1)]
    assert _edges("谁领回来一只小狗？", zh) == ["小红：你养宠物吗？"]


def test_no_turn_across_an_edge_that_needs_none() -> None:
    asked = [chunk(ASKED, "s1", 1), chunk(ANSWERED, "s1", 2)]
    assert _edges("How was the weekend?", asked) == []  # the matched question is not at the edge
    assert _edges("Does Bob have pets?", [asked[0], chunk(ANSWERED, "s2", 2)]) == []
    assert _edges("Does Bob have pets?", [asked[0], chunk(ANSWERED, "s1", 3)]) == []
    zh = [chunk(ZH_ASKED, "s1", 1), chunk(ZH_ANSWERED, "s2", 2)]
    assert _edges("小明养了什么宠物？", zh) == []


def _packet(question: str, items: list[Scored], budget: int, edge: float) -> str:
    cores = (_forms(question), 0.5)
    return fill_budget({"episodes": items}, PAST, "markdown", FRAME + budget, cores, edge=edge).text


def test_a_small_packet_shows_the_reply_with_its_question() -> None:
    items = [chunk(ASKED, "s1", 1), chunk(OTHER, "s2", 1), chunk(ANSWERED, "s1", 2)]
    items[2] = Scored(items[2].memory, "episodes", 0.3, {"relevance": 0.1}, ())
    without = _packet("Does Bob have pets?", items, 60, 0.0)
    assert "Do you have any pets?" in without and "new pup" not in without
    shown = _packet("Does Bob have pets?", items, 60, 0.95)
    assert "Do you have any pets?" in shown and "new pup" in shown
    assert "So cute" not in shown


def test_a_small_chinese_packet_shows_the_reply_with_its_question() -> None:
    items = [chunk(ZH_ASKED, "s1", 1), chunk(ZH_ANSWERED, "s1", 2)]
    items[1] = Scored(items[1].memory, "episodes", 0.3, {"relevance": 0.1}, ())
    without = _packet("小明养了什么宠物？", items, 40, 0.0)
    assert "你养宠物吗" in without and "小狗" not in without
    shown = _packet("小明养了什么宠物？", items, 40, 0.95)
    assert "你养宠物吗" in shown and "小狗" in shown and "好可爱" not in shown


NOW = datetime(2024, 5, 1, tzinfo=UTC)


def test_a_question_about_when_needs_no_turn_across_an_edge() -> None:
    config = ScoringConfig()
    for when in ("When did Bob get his pup?", "小明什么时候领回来一只小狗？"):
        assert excerpt_edge(config, understand(when, NOW)) == 0.0
    for what in ("What pet does Bob have?", "小明养了什么宠物？"):
        assert excerpt_edge(config, understand(what, NOW)) == config.excerpt_edge > 0.0
