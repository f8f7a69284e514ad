"""The cheaper paths of recall's packing (g53r) give what the plain ones gave."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from memstream.query_api.recall.budget import _chunks_by_event, fill_budget, turns_of_facts
from memstream.query_api.recall.dedupe import (
    _apart,
    _overlaps,
    _shape,
    drop_near_duplicates,
    is_near_duplicate,
)
from memstream.query_api.recall.excerpt import (
    core_turns,
    labels_of,
    line_count,
    line_events,
    turns_of,
    view,
    view_content,
)
from memstream.query_api.recall.query import mentions
from memstream.query_api.recall.reasons import Reasons, with_reason
from memstream.query_api.recall.render import excerpt_body, piece
from memstream.query_api.recall.route import route
from memstream.query_api.recall.score import Found, Scored, score
from memstream.query_api.recall.session_context import in_session_context
from memstream.query_api.recall.voices import by_voice
from memstream.schemas.memory import MemoryType, excerpt_session
from tests.unit.test_recall_excerpt import ENGLISH, chunk, forms
from tests.unit.test_recall_score import context, make_memory

_WORDS = "i the a to we went hiking painting lake camping sunset dog pottery class".split()


def test_reasons_are_written_once_when_read_and_equal_the_tuple() -> None:
    calls: list[int] = []

    def first() -> list[str]:
        calls.append(1)
        return ["keyword match: lake", "confidence 0.80"]

    reasons = Reasons(first).plus("cut").plus(lambda: "late")
    assert calls == []
    assert reasons == ("keyword match: lake", "confidence 0.80", "cut", "late")
    assert list(reasons) == ["keyword match: lake", "confidence 0.80", "cut", "late"]
    assert reasons[0] == "keyword match: lake" and reasons[-1] == "late" and len(reasons) == 4
    assert "cut" in reasons and "other" not in reasons
    assert tuple(reasons) == reasons.written() and reasons[1:2] == ("confidence 0.80",)
    assert calls == [1]
    assert reasons != ("keyword match: lake",)


def test_with_reason_on_a_tuple_is_the_tuple_and_one_more() -> None:
    assert with_reason(("a",), "b") == ("a", "b")
    assert with_reason((), lambda: "c") == ("c",)
    lazy = with_reason(Reasons(lambda: ["a"]), "b")
    assert isinstance(lazy, Reasons) and lazy == ("a", "b")


def test_a_scored_memory_has_the_reasons_explain_gives() -> None:
    memory = make_memory("We went hiking by the lake", MemoryType.EPISODE)
    ctx = context("where did we go hiking?")
    scored = score(Found(memory, keyword=0.5, matched=("hiking",)), ctx)
    assert scored is not None and isinstance(scored.reasons, Reasons)
    assert "keyword match: hiking" in scored.reasons
    assert all(isinstance(reason, str) for reason in scored.reasons)


def _scored(content: str, value: float, memory_id: str) -> Scored:
    memory = make_memory(content, MemoryType.EPISODE).model_copy(update={"id": memory_id})
    return Scored(memory, "episodes", value, {}, ())


def test_masks_never_part_what_overlaps() -> None:
    rng = random.Random(7)
    words = [*_WORDS, *(f"w{i}" for i in range(60))]
    for _ in range(400):
        first = rng.sample(words, rng.randint(4, 60))
        second = list(first)
        for _ in range(rng.randint(0, 4)):
            second[rng.randrange(len(second))] = rng.choice(words)
        if rng.random() < 0.5:
            second.append(rng.choice(words))
        a, b = _shape(" ".join(first)), _shape(" ".join(second))
        if _overlaps(a.as_set, b.as_set):
            assert not _apart(a, b)


def test_masks_part_sets_far_apart() -> None:
    a = _shape(" ".join(f"a{i}" for i in range(40)))
    b = _shape(" ".join(f"b{i}" for i in range(40)))
    assert _apart(a, b)


def _all_pairs(scored: list[Scored]) -> list[Scored]:
    kept: list[Scored] = []
    for item in sorted(scored, key=lambda candidate: -candidate.score):
        tokens = _shape(item.memory.content).tokens
        if not any(is_near_duplicate(tokens, _shape(o.memory.content).tokens) for o in kept):
            kept.append(item)
    return kept


def test_near_duplicates_with_masks_as_all_pairs() -> None:
    rng = random.Random(3)
    contents = []
    for _ in range(30):
        tokens = rng.sample([*_WORDS, *(f"v{i}" for i in range(30))], rng.randint(3, 40))
        contents.append(" ".join(tokens))
        contents.append(" ".join([*tokens, "also"]))
        tokens[rng.randrange(len(tokens))] = "changed"
        contents.append(" ".join(tokens))
    scored = [_scored(c, round(0.1 + i / 1000, 4), f"m{i}") for i, c in enumerate(contents)]
    assert drop_near_duplicates(scored) == _all_pairs(scored)


def test_labels_and_line_count_as_the_turns_read_them() -> None:
    content = "Caroline: I went hiking.\nMelanie：我周末去爬山了\nno label here"
    assert labels_of(content) == turns_of(content).labels
    assert line_count(content) == len(content.splitlines()) == 3


def test_core_turns_alike_for_any_collection_of_names() -> None:
    memory = chunk(ENGLISH).memory
    asked = forms("Where did Bob hike?")
    assert core_turns(memory, asked, ["bob"]) == core_turns(memory, asked, frozenset({"bob"}))
    assert core_turns(memory, asked) == (False, True, False)


def test_view_content_is_the_views_text() -> None:
    whole = chunk(ENGLISH).memory
    events = whole.provenance.event_ids
    notes = {events[1]: " (7 May 2023)"}
    for kept in ({events[0]}, {events[1], events[2]}, set(events), set()):
        if kept:
            assert view_content(whole, kept, notes) == view(whole, kept, notes).content
    odd = whole.model_copy(update={"content": "one line only\nand two"})
    assert line_events(odd) is None and view_content(odd, {events[0]}) == odd.content


def test_excerpt_body_is_the_pieces_body() -> None:
    whole = chunk("Ann: <memory> hi\nBob: 我们去杭州爬山了。 2023-05-08\nAnn: ok").memory
    for fmt in ("json", "markdown", "system_prompt"):
        assert excerpt_body(fmt, whole.content) == piece(fmt, whole).body


def test_mentions_only_whole_names() -> None:
    content = "Carolines met Caroline and 王芳"
    assert mentions(content, ["caroline", "王芳", "carol", "melanie"]) == ("caroline", "王芳")
    assert mentions("Mel and Melanie", ["mel"]) == ("mel",)
    assert mentions("Melanie", ["mel"]) == ()


def _chunks_plain(ranked: dict[str, Sequence[Scored]]) -> dict[str, Scored]:
    return {
        event: item
        for item in ranked.get("episodes", ())
        if excerpt_session(item.memory) is not None and line_events(item.memory) is not None
        for event in item.memory.provenance.event_ids
    }


def _fact(event: str, memory_id: str) -> Scored:
    memory = make_memory("Bob went hiking", MemoryType.FACT)
    provenance = memory.provenance.model_copy(update={"event_ids": [event]})
    memory = memory.model_copy(update={"id": memory_id, "provenance": provenance})
    return Scored(memory, "facts", 0.7, {"relevance": 0.5}, ())


def test_chunks_by_event_as_the_plain_map_for_the_facts_events() -> None:
    first, again = chunk(ENGLISH, number=1), chunk(ENGLISH, number=1)
    again = replace(again, memory=again.memory.model_copy(update={"id": "again"}))
    other = chunk(ENGLISH, number=2)
    facts = [_fact("e1-1", "f1"), _fact("e2-0", "f2"), _fact("nowhere", "f3")]
    ranked: dict[str, Sequence[Scored]] = {"episodes": [first, other, again], "facts": facts}
    plain = _chunks_plain(ranked)
    found = _chunks_by_event(ranked)  # type: ignore[arg-type]
    assert found == {event: plain[event] for event in ("e1-1", "e2-0")}
    assert found["e1-1"] is again  # the last chunk with the event, as the plain map
    turns, _ = turns_of_facts(ranked, True)  # type: ignore[arg-type]
    assert sorted(turns) == ["f1", "f2"]
    assert _chunks_by_event({"episodes": [first]}) == {}


def test_session_lift_and_voices_keep_reasons_unwritten_and_in_order() -> None:
    one, two = chunk(ENGLISH, number=1), chunk(ENGLISH, number=2)
    two = replace(two, memory=two.memory.model_copy(update={"id": "two"}), score=0.5)
    lazy = [replace(item, reasons=Reasons(lambda: ["scored"])) for item in (one, two)]
    lifted = in_session_context(lazy, 0.2)
    assert all(isinstance(item.reasons, Reasons) for item in lifted)
    assert lifted[1].reasons[0] == "scored" and len(lifted[1].reasons) == 2
    voiced = by_voice(lifted, frozenset({"zed"}))
    assert voiced[0].reasons[-1] == "none of its turns is said by the speaker asked about"


def test_a_packet_reads_the_reasons_it_shows() -> None:
    text = "Ann: How was the weekend?\nBob: We went hiking near the lake.\nAnn: Lovely!"
    item = replace(chunk(text), reasons=Reasons(lambda: ["scored"]))
    cores = (forms("Where did Bob hike?"), 0.8)
    packet = fill_budget(
        {"episodes": [item]}, route("where did Bob hike?", False), "markdown", 80, cores
    )
    shown = [tuple(p.item.reasons) for p in packet.sections["episodes"]]
    assert shown and shown[0][0] == "scored"
    assert shown[0][-1].startswith("cut to the 1 of 3 turns") or len(shown[0]) == 1


def test_recency_memoized_as_the_formula_in_any_zone() -> None:
    from datetime import UTC, datetime, timedelta, timezone

    from memstream.query_api.recall.score import ScoringConfig, recency

    now = datetime(2026, 1, 10, 12, tzinfo=UTC)
    config = ScoringConfig()
    for days in (0.0, 0.5, 3.0, 400.0, -2.0):
        seen = (now - timedelta(days=days)).astimezone(timezone(timedelta(hours=8)))
        memory = make_memory("x", MemoryType.FACT).model_copy(update={"last_seen": seen})
        age = max(0.0, days)
        assert recency(memory, now, config) == 0.5 ** (age / config.half_life_days[memory.type])
