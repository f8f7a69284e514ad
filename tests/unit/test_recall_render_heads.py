"""An excerpt's head: its date alone on a line, its turns under it, counted exactly in the
excerpt's own language (English and Chinese)."""

from __future__ import annotations

import pytest

from memstream.query_api.recall.budget import fill_budget
from memstream.query_api.recall.render import excerpt_head, frame_tokens, piece, section_tokens
from memstream.query_api.recall.route import route
from memstream.query_api.recall.score import Scored
from memstream.schemas.memory import Memory, MemoryType
from memstream.text import estimate_tokens
from tests.unit.test_recall_score import make_memory

PAST = route("what did Ann do last week?", False)
SESSIONS = [
    (["Ann: I moved to Lyon in May.", "Bob: Nice, enjoy it!"], "20 May 2023:"),
    (["安: 我五月搬到里昂了。", "博: 真好，祝你愉快！"], "2023年5月20日："),
]


def _chunk(lines: list[str], number: int = 1) -> Memory:
    return make_memory(
        "\n".join(lines),
        MemoryType.EPISODE,
        key=f"session:s1:chunk:{number}",
        attributes={"kind": "chunk", "session": "s1", "started_at": "2023-05-20T10:00:00+00:00"},
    )


@pytest.mark.parametrize(("lines", "head"), SESSIONS)
def test_an_excerpt_opens_with_its_date_alone_and_its_turns_under_it(
    lines: list[str], head: str
) -> None:
    packet = fill_budget(
        {"episodes": [Scored(_chunk(lines), "episodes", 1.0, {}, ())]}, PAST, "markdown", 200
    )
    shown = packet.text.splitlines()
    at = shown.index(head)
    assert shown[at + 1 : at + 1 + len(lines)] == [f"  {line}" for line in lines]
    # Shorter than the bullet and brackets it replaces.
    assert estimate_tokens(head) < estimate_tokens(f"- ({head[:-1]})")


@pytest.mark.parametrize(("lines", "head"), SESSIONS)
def test_an_excerpt_head_is_counted_in_its_own_language(lines: list[str], head: str) -> None:
    chunk = _chunk(lines)
    assert excerpt_head(head[:-1]) == head
    found = piece("markdown", chunk)
    assert found.head == estimate_tokens(head)
    # The pieces' counts add up to the packet's, to the token: no budget is left unused.
    packet = fill_budget(
        {"episodes": [Scored(chunk, "episodes", 1.0, {}, ())]}, PAST, "markdown", 200
    )
    parts = frame_tokens("markdown") + section_tokens("markdown", "episodes")
    assert packet.tokens == parts + found.head + found.body
