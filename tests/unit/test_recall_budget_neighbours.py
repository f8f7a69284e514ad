"""In a small packet, the turns a question matches in the next excerpts come before the
unmatched neighbours of the best one (`ScoringConfig.excerpt_rest`; English and Chinese)."""

from __future__ import annotations

import pytest

from memstream.query_api.recall.budget import fill_budget
from memstream.query_api.recall.excerpt import query_forms
from memstream.query_api.recall.found import ScoringConfig
from memstream.query_api.recall.render import frame_tokens, piece, section_tokens
from memstream.query_api.recall.route import route
from memstream.query_api.recall.score import Scored
from memstream.schemas.memory import Memory, MemoryType, Provenance
from memstream.text import estimate_tokens
from tests.unit.test_recall_score import make_memory

PAST = route("what did Ann do last week?", False)
CASES = [
    (
        ["Ann: We went hiking in the Alps.", "Bob: Nice!", "Ann: So cold."],
        ["Ann: Next month I go hiking again, in Norway this time, with my brother."],
        "hiking",
    ),
    (
        ["安: 我们去阿尔卑斯山徒步了。", "博: 真好！", "安: 好冷。"],
        ["安: 下个月我还要和我哥哥一起去挪威徒步，这次走更长的路线。"],
        "徒步",
    ),
]


def _chunk(lines: list[str], session: str) -> Memory:
    memory = make_memory(
        "\n".join(lines),
        MemoryType.EPISODE,
        key=f"session:{session}:chunk:1",
        attributes={"kind": "chunk", "session": session, "started_at": "2023-05-20T10:00:00+00:00"},
    )
    events = [f"{session}-{n}" for n in range(len(lines))]
    provenance = Provenance(event_ids=events, matcher="test", matcher_version="1")
    return memory.model_copy(update={"provenance": provenance})


@pytest.mark.parametrize(("best", "next_", "word"), CASES)
def test_the_next_excerpts_match_comes_before_the_best_ones_neighbours(
    best: list[str], next_: list[str], word: str
) -> None:
    first = Scored(_chunk(best, "s1"), "episodes", 1.0, {}, ())
    second = Scored(_chunk(next_, "s2"), "episodes", 0.85, {}, ())
    cores = (query_forms([word]), ScoringConfig().excerpt_rest)
    # Room for both matched turns and their heads; the best excerpt's short neighbours would
    # fit too, but leave no room for the next excerpt's match.
    head = piece("markdown", first.memory).head
    room = frame_tokens("markdown") + section_tokens("markdown", "episodes") + 2 * head
    room += estimate_tokens(best[0]) + estimate_tokens(next_[0])
    assert estimate_tokens(f"{best[1]} {best[2]}") <= head + estimate_tokens(next_[0])
    packet = fill_budget({"episodes": [first, second]}, PAST, "markdown", room, cores)
    assert best[0] in packet.text and next_[0] in packet.text
    assert best[2] not in packet.text
