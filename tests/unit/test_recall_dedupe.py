from __future__ import annotations

from memstream.query_api.recall.dedupe import drop_near_duplicates, is_near_duplicate, merge_by_id
from memstream.query_api.recall.score import Found, Scored
from memstream.schemas.memory import MemoryType
from tests.unit.test_recall_score import make_memory


def _scored(content: str, value: float, memory_id: str | None = None) -> Scored:
    memory = make_memory(content, MemoryType.PREFERENCE)
    if memory_id is not None:
        memory = memory.model_copy(update={"id": memory_id})
    return Scored(memory, "preferences", value, {}, ())


def test_merge_by_id_combines_what_every_source_measured() -> None:
    old = make_memory("Uses Go at work")
    new = old.model_copy(update={"version": 2})
    merged = merge_by_id(
        [
            Found(old, origins=frozenset({"structured"})),
            Found(new, keyword=0.5, origins=frozenset({"keyword"})),
            Found(old, cosine=0.4, origins=frozenset({"dense"})),
            Found(make_memory("Lives in Lyon"), cosine=0.2, origins=frozenset({"dense"})),
        ]
    )
    assert len(merged) == 2
    first = merged[0]
    assert first.memory.version == 2
    assert (first.keyword, first.cosine) == (0.5, 0.4)
    assert first.origins == {"structured", "keyword", "dense"}


def test_near_identical_contents_keep_the_best_scored() -> None:
    kept = drop_near_duplicates(
        [
            _scored("I prefer Python.", 0.4, "a"),
            _scored("i prefer   python", 0.7, "b"),
            _scored("我喜欢绿茶。", 0.5, "c"),
            _scored("我喜欢绿茶", 0.3, "d"),
            _scored("I prefer Rust", 0.2, "e"),
        ]
    )
    assert [item.memory.id for item in kept] == ["b", "c", "e"]


def test_long_contents_that_differ_by_one_word_are_duplicates() -> None:
    long_a = "user runs all their services on kubernetes in the frankfurt region of aws today"
    long_b = long_a + " indeed"
    assert is_near_duplicate(long_a.split(), long_b.split())
    assert not is_near_duplicate(["prefers", "tea"], ["prefers", "coffee"])
