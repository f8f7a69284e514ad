"""Render the chosen memories as a packet: `json`, `markdown` or `system_prompt`.

Every rendering joins its pieces with newlines or JSON punctuation, so the token
count of a packet (`estimate_tokens`) is the sum of the counts of its pieces: the
frame, a heading per non-empty section and each item. `frame_tokens`,
`section_tokens` and `item_tokens` give those counts (upper bounds for JSON, whose
commas are counted for every item), which is how the budget is filled.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

from memstream.query_api.models import Format
from memstream.query_api.recall.score import SECTIONS, Section
from memstream.schemas.memory import Memory, MemoryType
from memstream.text import estimate_tokens

SYSTEM_PROMPT_HEADER: Final = "Memory about the user (may be incomplete or out of date):"
_MARKDOWN_TITLES: Final[dict[Section, str]] = {
    "profile": "## Profile",
    "preferences": "## Preferences",
    "facts": "## Facts",
    "episodes": "## Earlier sessions",
}
_PROMPT_TITLES: Final[dict[Section, str]] = {
    "profile": "About the user:",
    "preferences": "How the user wants you to work:",
    "facts": "What you know:",
    "episodes": "Earlier sessions:",
}
_MAX_OPEN_QUESTIONS: Final = 3
Chosen = Mapping[Section, Sequence[Memory]]


def _one_line(text: str) -> str:
    return " ".join(text.split())


def open_questions(memory: Memory) -> list[str]:
    """An episode's open questions (from its attributes), at most three."""
    questions = memory.attributes.get("open_questions")
    if not isinstance(questions, list):
        return []
    return [_one_line(str(q)) for q in questions if str(q).strip()][:_MAX_OPEN_QUESTIONS]


def item_text(memory: Memory) -> str:
    """One memory as one line of text (episodes: dated, with their open questions)."""
    text = _one_line(memory.content)
    if memory.type is not MemoryType.EPISODE:
        return text
    questions = open_questions(memory)
    tail = f" Open questions: {'; '.join(questions)}" if questions else ""
    return f"({memory.valid_from.date().isoformat()}) {text}{tail}"


def item_value(memory: Memory) -> Any:
    """One memory as a JSON value (episodes: an object with date and summary)."""
    if memory.type is not MemoryType.EPISODE:
        return _one_line(memory.content)
    value: dict[str, Any] = {
        "date": memory.valid_from.date().isoformat(),
        "summary": _one_line(memory.content),
    }
    if questions := open_questions(memory):
        value["open_questions"] = questions
    return value


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _render_json(chosen: Chosen) -> str:
    return _dumps({s: [item_value(m) for m in chosen[s]] for s in SECTIONS if chosen.get(s)})


def _render_lines(chosen: Chosen, titles: Mapping[Section, str], header: str | None) -> str:
    lines = [header, ""] if header else []
    for section in SECTIONS:
        if chosen.get(section):
            lines.append(titles[section])
            lines.extend(f"- {item_text(memory)}" for memory in chosen[section])
            lines.append("")
    return "\n".join(lines).strip()


def render_packet(fmt: Format, chosen: Chosen) -> str:
    """The packet text for the chosen memories ("" when nothing was chosen)."""
    if not any(chosen.get(section) for section in SECTIONS):
        return ""
    if fmt == "json":
        return _render_json(chosen)
    if fmt == "markdown":
        return _render_lines(chosen, _MARKDOWN_TITLES, None)
    return _render_lines(chosen, _PROMPT_TITLES, SYSTEM_PROMPT_HEADER)


def frame_tokens(fmt: Format) -> int:
    """Tokens of what a non-empty packet always holds (header or outer braces)."""
    if fmt == "json":
        return estimate_tokens("{}")
    return estimate_tokens(SYSTEM_PROMPT_HEADER) if fmt == "system_prompt" else 0


def section_tokens(fmt: Format, section: Section) -> int:
    """Tokens a section adds when it has at least one item (its heading)."""
    if fmt == "json":
        return estimate_tokens(f",{_dumps(section)}:[]")
    titles = _MARKDOWN_TITLES if fmt == "markdown" else _PROMPT_TITLES
    return estimate_tokens(titles[section])


def item_tokens(fmt: Format, memory: Memory) -> int:
    """Tokens one item adds to the packet, separators included."""
    if fmt == "json":
        return estimate_tokens("," + _dumps(item_value(memory)))
    return estimate_tokens(f"- {item_text(memory)}")
