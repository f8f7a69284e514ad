"""The memoized and pruned paths of recall's packing give what the plain ones gave."""

from __future__ import annotations

import random

from memstream.query_api.recall.dedupe import (
    NEAR_DUPLICATE_JACCARD,
    content_tokens,
    drop_near_duplicates,
    is_near_duplicate,
)
from memstream.query_api.recall.excerpt import query_forms, speaker_of, turn_words, turns_of
from memstream.query_api.recall.query import mentions
from memstream.query_api.recall.render import min_tokens
from memstream.query_api.recall.score import Scored
from memstream.schemas.memory import MemoryType
from tests.unit.test_recall_score import make_memory

_EN = "i the a to we went hiking painting lake camping sunset dog pottery class friends".split()
_ZH = "我 的 了 去 爬山 画画 湖边 露营 日落 小狗 陶艺 课 朋友 周末".split()


def _scored(content: str, value: float, memory_id: str) -> Scored:
    memory = make_memory(content, MemoryType.EPISODE).model_copy(update={"id": memory_id})
    return Scored(memory, "episodes", value, {}, ())


def _all_pairs(scored: list[Scored]) -> list[Scored]:
    """The definition: keep each item, best first, unless it repeats one kept."""
    kept: list[Scored] = []
    for item in sorted(scored, key=lambda candidate: -candidate.score):
        tokens = content_tokens(item.memory.content)
        if not any(
            is_near_duplicate(tokens, content_tokens(other.memory.content)) for other in kept
        ):
            kept.append(item)
    return kept


def _contents(words: list[str], joiner: str, seed: int) -> list[str]:
    rng = random.Random(seed)
    base = [rng.sample(words, rng.randint(3, len(words))) for _ in range(12)]
    variants = []
    for tokens in base:
        variants.append(joiner.join(tokens))
        changed = list(tokens)
        changed[rng.randrange(len(changed))] = f"x{rng.randint(0, 9)}"
        variants.append(joiner.join(changed))
        variants.append(joiner.join([*tokens, "also"]))
    return variants


def test_near_duplicates_pruned_as_all_pairs_english_and_chinese() -> None:
    for words, joiner in ((_EN, " "), (_ZH, "，")):
        for seed in range(5):
            contents = _contents(words, joiner, seed)
            scored = [_scored(c, round(0.1 + i / 100, 4), f"m{i}") for i, c in enumerate(contents)]
            assert drop_near_duplicates(scored) == _all_pairs(scored)


def test_long_sets_one_token_apart_are_near_duplicates() -> None:
    words = [f"w{i}" for i in range(40)]
    first = _scored(" ".join(words), 0.9, "a")
    second = _scored(" ".join([*words[:-1], "other"]), 0.5, "b")
    assert NEAR_DUPLICATE_JACCARD <= 39 / 41
    assert [item.memory.id for item in drop_near_duplicates([first, second])] == ["a"]


def test_turns_read_once_hold_labels_and_words() -> None:
    content = "Caroline: I went hiking by the lake.\nMelanie: 我周末去爬山了"
    turns = turns_of(content)
    assert turns.lines == tuple(content.splitlines())
    assert turns.labels == tuple(speaker_of(line) for line in turns.lines)
    assert turns.labels == ("caroline", "melanie")
    assert turns.words == tuple(turn_words(line) for line in turns.lines)
    assert turns_of(content) is turns


def test_mentions_from_any_iterable_english_and_chinese() -> None:
    content = "Caroline met 王芳 at the lake; Carolines is not a name here."
    assert mentions(content, ["caroline", "王芳", "melanie"]) == ("caroline", "王芳")
    assert mentions(content, (name for name in ("王芳",))) == ("王芳",)
    assert mentions(content, ()) == ()
    assert mentions("Carolines' house", ["caroline"]) == ()


def test_query_forms_alike_from_list_or_tuple() -> None:
    assert query_forms(["hike", "爬山"]) == query_forms(("hike", "爬山"))
    assert {"hiking", "hiked", "爬山"} <= query_forms(["hike", "爬山"])


def test_min_tokens_counts_the_content() -> None:
    memory = make_memory("We   went hiking\n我们去爬山", MemoryType.EPISODE)
    assert min_tokens(memory) == len("We went hiking 我们去爬山") // 5
