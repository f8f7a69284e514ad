"""The optional LLM extractor's pure half: its prompt, its response parsing, its candidates.

The HTTP call lives in `memstream/extractors/llm.py`, outside the extract stage: what
the model proposed is recorded as a `memory.extracted` event, and the extract stage
turns that event into candidates here (matcher "llm", version "<model>+<prompt
version>", inferred), so a replay reads the record and never calls the model again.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

from pydantic import ValidationError

from memstream.processors.matchers.choices import dimension_keys
from memstream.processors.matchers.common import IMPORTANCE
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import ExtractedMemory, ExtractionRecorded
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import MemoryType, Provenance

MATCHER: Final = "llm"
PROMPT_VERSION: Final = "1"
MAX_MEMORIES: Final = 10
KINDS: Final = ("profile", "preference", "fact", "lesson")
_FENCE: Final = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)

SYSTEM_PROMPT: Final = """You extract durable memories about the USER from one message they wrote.
Return only JSON: {"memories": [{"type": "profile|preference|fact|lesson", "key": "...",
"value": "...", "content": "...", "confidence": 0.0-1.0, "single_valued": true|false,
"quote": "..."}]}.
Rules:
- Only what the user states about themselves, their preferences, facts of their life, or
  how they want to be helped. Nothing about other people's opinions, no guesses, nothing
  tentative ("maybe", "not sure", "可能", "再说吧"). Return {"memories": []} when there is none.
- key: for a profile field "profile.<field>" (name, occupation, employer, location, ...);
  for a preference one of these dimensions when it fits: {dimensions}; otherwise
  "pref:<object>"; for a fact "fact:<subject>"; for a lesson "lesson:<topic>".
- value: the canonical value, short; content: one sentence in the user's language
  ("Prefers concise answers", "喜欢简洁的回答"); quote: the words of the message it comes from.
- single_valued: false when the user can have several values at once (likes, skills).
"""


def build_prompt(text: str) -> list[dict[str, str]]:
    """The chat messages that ask the model for the memories of one user message."""
    dimensions = ", ".join(dimension_keys())
    return [
        {"role": "system", "content": SYSTEM_PROMPT.replace("{dimensions}", dimensions)},
        {"role": "user", "content": text},
    ]


def parse_response(text: str) -> list[ExtractedMemory]:
    """The valid memories of a model's answer (invalid items skipped; none for non-JSON)."""
    document = _json_document(text)
    items = document.get("memories") if isinstance(document, dict) else document
    if not isinstance(items, list):
        return []
    found = []
    for item in items[:MAX_MEMORIES]:
        memory = _memory(item)
        if memory is not None:
            found.append(memory)
    return found


def _json_document(text: str) -> Any:
    fenced = _FENCE.search(text)
    body = fenced.group(1) if fenced else text
    start = min((i for i in (body.find("{"), body.find("[")) if i >= 0), default=-1)
    if start < 0:
        return None
    try:
        document, _ = json.JSONDecoder().raw_decode(body[start:])
    except ValueError:
        return None
    return document


def _memory(item: Any) -> ExtractedMemory | None:
    if not isinstance(item, dict) or item.get("type") not in KINDS:
        return None
    try:
        memory = ExtractedMemory.model_validate(item)
    except ValidationError:
        return None
    return memory if memory.content.strip() and memory.key.strip() else None


def match_extraction(event: ExtractionRecorded) -> list[MemoryCandidate]:
    """Candidates for what an extractor proposed (inferred; matcher "llm")."""
    payload = event.payload
    version = f"{payload.model}+{payload.prompt_version}"
    return [
        MemoryCandidate(
            id=derive_id(event.id, MATCHER, index),
            scope=event.scope,
            type=MemoryType(memory.type),
            key=memory.key.strip(),
            value=memory.value,
            content=memory.content,
            attributes=memory.attributes | {"extractor": payload.extractor},
            confidence=memory.confidence,
            importance=IMPORTANCE[MemoryType(memory.type)],
            single_valued=memory.single_valued,
            provenance=Provenance(
                event_ids=[payload.source_event_id, event.id],
                matcher=MATCHER,
                matcher_version=version,
                explicit=False,
                speaker="user",
                quote=memory.quote,
            ),
            event_time=event.time,
        )
        for index, memory in enumerate(payload.memories)
        if memory.type != "episode"
    ]
