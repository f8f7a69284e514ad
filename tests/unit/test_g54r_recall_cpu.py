"""The cheaper paths of a whole recall (g54r) give what the plain ones gave."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta

from memstream.query_api.recall.budget import _unit
from memstream.query_api.recall.excerpt import (
    _forms_of,
    _spoken_by,
    core_turns,
    is_question,
    turns_of,
)
from memstream.query_api.recall.found import Found, RecallContext, Scored
from memstream.query_api.recall.query import mentions
from memstream.query_api.recall.score import (
    _unmatched_always,
    components_of,
    in_period,
    is_digest,
    is_working_memory,
    recency,
    relevance_of,
    semantic_component,
    type_weight,
)
from memstream.query_api.recall.session_context import _lift
from memstream.schemas.base import Scope
from memstream.schemas.memory import Memory, MemoryType, excerpt_session
from tests.unit.test_recall_excerpt import chunk, forms
from tests.unit.test_recall_score import NOW, context, make_memory

_SPEAKERS = ("Caroline", "Melanie", "Ann Lee", "小红")
_WORDS = "we went hiking painting lake camping sunset dog pottery class ann caroline".split()


def _plain_relevance(found: Found, ctx: RecallContext) -> tuple[float, float, float]:
    """`relevance_of` as it was: the formula, with no shortcut."""
    config = ctx.config
    semantic = semantic_component(found.cosine, config)
    keyword = min(1.0, max(0.0, found.keyword * config.keyword_scale))
    if found.hop is not None:
        keyword *= config.hop_discount
    if found.instance is not None:
        keyword *= config.instance_discount
    missed = (1.0 - keyword) * (1.0 - config.dense_weight * semantic)
    for evidence in found.signals.values():
        missed *= 1.0 - evidence
    return round(semantic, 4), round(keyword, 4), round(1.0 - missed, 4)


def _plain_components(found: Found, ctx: RecallContext) -> dict[str, float]:
    """`components_of` as it was before g54r."""
    memory, config = found.memory, ctx.config
    semantic, keyword, relevance = _plain_relevance(found, ctx)
    names = ctx.query.entities
    entity = len(mentions(memory.content, names)) / len(names) if names else 0.0
    return {
        "semantic": semantic,
        "keyword": keyword,
        "relevance": relevance,
        "entity": round(entity, 4),
        "period": 1.0 if in_period(memory, ctx) else 0.0,
        "recency": round(recency(memory, ctx.now, config), 4),
        "importance": memory.importance,
        "confidence": memory.confidence,
        "type": type_weight(memory, ctx),
        "pinned": 1.0 if memory.pinned else 0.0,
        "working_memory": 1.0 if is_working_memory(memory, ctx.session) else 0.0,
        "unmatched": 1.0 if _unmatched_always(memory, ctx, relevance) else 0.0,
        "digest": 1.0 if is_digest(memory, ctx) else 0.0,
        "policy": ctx.policy.should_recall(memory, ctx.query.text),
        **{name: round(evidence, 4) for name, evidence in found.signals.items()},
    }


def _memories() -> list[Memory]:
    session = Scope(tenant="t", user="u", session="s1")
    return [
        make_memory("Caroline went hiking near the lake", MemoryType.EPISODE),
        make_memory("Likes pottery", MemoryType.PREFERENCE),
        make_memory("Lives in Berlin", MemoryType.PROFILE, pinned=True),
        make_memory("Melanie paints sunsets", MemoryType.FACT, days_ago=400.0),
        make_memory("Working on the lake trip", MemoryType.FACT, scope=session, level="session"),
        make_memory("A recap", MemoryType.EPISODE, attributes={"kind": "summary"}),
        make_memory(
            "Went camping in May",
            MemoryType.FACT,
            attributes={"dates": ["2023-05-07"]},
            valid_from=NOW - timedelta(days=30),
        ),
    ]


def _founds(memory: Memory, rng: random.Random) -> list[Found]:
    found = [Found(memory), Found(memory, keyword=0.0, cosine=None)]
    for _ in range(6):
        found.append(
            Found(
                memory,
                keyword=rng.choice((0.0, 0.05, 0.4, 1.3)),
                cosine=rng.choice((None, 0.1, 0.35, 0.9)),
                hop=rng.choice((None, "caroline")),
                instance=rng.choice((None, "hiking")),
                signals=rng.choice(({}, {"clicks": 0.3}, {"semantic": 0.2, "z": 0.01})),
            )
        )
    return found


def test_components_equal_the_plain_ones_key_for_key_and_in_order() -> None:
    rng = random.Random(54)
    contexts = [
        context(""),
        context("What did Caroline do at the lake?"),
        context("What did Caroline and Melanie do in May 2023?"),
        context("what are we working on", session="s1"),
        context("last time we talked about hiking"),
    ]
    checked = 0
    for ctx in contexts:
        for memory in _memories():
            for found in _founds(memory, rng):
                got, want = components_of(found, ctx), _plain_components(found, ctx)
                assert list(got.items()) == list(want.items())
                checked += 1
    assert checked == 5 * 7 * 8


def test_no_evidence_is_no_relevance_as_the_formula_says() -> None:
    ctx = context("hiking")
    memory = make_memory("Likes pottery", MemoryType.PREFERENCE)
    for found in (Found(memory), Found(memory, keyword=-0.0), Found(memory, hop="x")):
        assert relevance_of(found, ctx.config) == _plain_relevance(found, ctx) == (0, 0, 0)
    some = Found(memory, keyword=0.5, cosine=0.4, signals={"s": 0.2})
    assert relevance_of(some, ctx.config) == _plain_relevance(some, ctx)
    assert relevance_of(some, ctx.config)[2] > 0.0


def _plain_core_turns(
    content: str, wanted: frozenset[str], names: frozenset[str]
) -> tuple[bool, ...]:
    """`excerpt._core_turns` as it was before g54r."""
    turns = turns_of(content)
    lines, labels = turns.lines, turns.labels
    spoken = tuple(_spoken_by(label, names) for label in labels)
    if any(spoken):
        speakers = frozenset(n for n in names if any(_spoken_by(label, (n,)) for label in labels))
        wanted = wanted - _forms_of(speakers)
    matched = tuple(not words.isdisjoint(wanted) for words in turns.words)
    core = tuple(
        hit or (i > 0 and matched[i - 1] and is_question(lines[i - 1]))
        for i, hit in enumerate(matched)
    )
    theirs = tuple(c and s for c, s in zip(core, spoken, strict=True))
    if any(theirs):
        return theirs
    return core if any(core) else spoken


def _random_chunk(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 7)):
        words = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(1, 6)))
        end = rng.choice(("?", ".", "!", " 吗", ""))
        lines.append(f"{rng.choice(_SPEAKERS)}: {words}{end}")
    return "\n".join(lines)


def test_core_turns_equal_the_plain_ones_on_random_chunks() -> None:
    rng = random.Random(5)
    questions = ["Where did Caroline go hiking?", "What did Ann paint?", "What class?", ""]
    name_sets = [frozenset(), frozenset({"caroline"}), frozenset({"ann", "melanie"})]
    differs = 0
    for _ in range(300):
        content = _random_chunk(rng)
        memory = chunk(content).memory
        for question in questions:
            for names in name_sets:
                got = core_turns(memory, forms(question), names)
                want = _plain_core_turns(content, forms(question), names)
                assert got == want
                differs += got != core_turns(memory, forms(question), frozenset())
    assert differs > 0  # the names change some cores: the speaker path is exercised


def test_a_question_turn_brings_its_reply_and_a_named_speaker_their_turns() -> None:
    content = "Ann: Did you go hiking?\nBob: Yes, up the hill.\nAnn: Nice."
    memory = chunk(content).memory
    assert core_turns(memory, forms("hiking"), frozenset()) == (True, True, False)
    assert core_turns(memory, forms("What did Ann say?"), frozenset({"ann"})) == (
        True,
        False,
        True,
    )


def _plain_excerpt_session(memory: Memory) -> str | None:
    """`excerpt_session` as it was before g54r."""
    session = memory.attributes.get("session")
    if memory.type is MemoryType.EPISODE and memory.attributes.get("kind") == "chunk" and session:
        return str(session)
    return None


def test_excerpt_session_is_what_it_was_for_every_kind_of_memory() -> None:
    sessions: list[object] = ["s1", "", None, 7]
    seen = []
    for memory_type in MemoryType:
        for kind in ("chunk", "summary", None):
            for session in sessions:
                attributes = {"kind": kind, "session": session}
                memory = make_memory(f"{memory_type} {kind} {session}", memory_type)
                memory = memory.model_copy(update={"attributes": attributes})
                seen.append(excerpt_session(memory))
                assert excerpt_session(memory) == _plain_excerpt_session(memory)
    assert seen.count("s1") == 1 and seen.count("7") == 1


def test_a_lift_and_a_unit_are_the_item_with_only_their_changes() -> None:
    item = Scored(make_memory("Went hiking"), "episodes", 0.5, {"keyword": 0.5}, ("kw",))
    lifted = _lift(item, "session_match", 0.33333, 0.25, "its session matches")
    assert lifted == replace(
        item,
        score=round(0.5 + 0.25 * 0.33333, 4),
        components={"keyword": 0.5, "session_match": 0.3333},
        reasons=("kw", "its session matches"),
    )
    assert item.components == {"keyword": 0.5}  # the item's own components are not changed
    other = make_memory("Went camping")
    assert _unit(item, other, 0.4, ("x",)) == replace(item, memory=other, score=0.4, reasons=("x",))
