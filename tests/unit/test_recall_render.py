from __future__ import annotations

import json

from memstream.query_api.recall.render import (
    SYSTEM_PROMPT_HEADER,
    frame_tokens,
    item_tokens,
    render_packet,
    section_tokens,
)
from memstream.query_api.recall.score import Section
from memstream.schemas.memory import Memory, MemoryType
from memstream.text import estimate_tokens
from tests.unit.test_recall_score import make_memory


def _chosen() -> dict[Section, list[Memory]]:
    episode = make_memory(
        "Planned the Atlas migration.",
        MemoryType.EPISODE,
        attributes={"open_questions": ["Which region?", "Who reviews?"]},
    )
    return {
        "profile": [make_memory("Name is Ada", MemoryType.PROFILE)],
        "preferences": [make_memory("回答请简短", MemoryType.PREFERENCE)],
        "facts": [],
        "episodes": [episode],
    }


def test_markdown_has_a_heading_per_non_empty_section() -> None:
    text = render_packet("markdown", _chosen())
    assert text.splitlines()[:2] == ["## Profile", "- Name is Ada"]
    assert "## Preferences\n- 回答请简短" in text
    assert "## Facts" not in text
    assert "- (2026-02-28) Planned the Atlas migration. Open questions: Which region?; Who" in text


def test_json_is_valid_and_episodes_are_objects() -> None:
    data = json.loads(render_packet("json", _chosen()))
    assert list(data) == ["profile", "preferences", "episodes"]
    assert data["preferences"] == ["回答请简短"]
    assert data["episodes"][0]["date"] == "2026-02-28"
    assert data["episodes"][0]["open_questions"] == ["Which region?", "Who reviews?"]


def test_system_prompt_starts_with_its_header() -> None:
    text = render_packet("system_prompt", _chosen())
    assert text.startswith(SYSTEM_PROMPT_HEADER)
    assert "About the user:\n- Name is Ada" in text
    assert "Earlier sessions:" in text


def test_nothing_chosen_renders_nothing() -> None:
    empty: dict[Section, list[Memory]] = {"profile": [], "facts": []}
    for fmt in ("json", "markdown", "system_prompt"):
        assert render_packet(fmt, empty) == ""


def test_piece_counts_add_up_to_the_rendered_count() -> None:
    chosen = _chosen()
    for fmt in ("json", "markdown", "system_prompt"):
        pieces = frame_tokens(fmt) + sum(
            section_tokens(fmt, section) + sum(item_tokens(fmt, m) for m in items)
            for section, items in chosen.items()
            if items
        )
        rendered = estimate_tokens(render_packet(fmt, chosen))
        assert rendered <= pieces
        assert pieces - rendered <= (4 if fmt == "json" else 0)
