"""Pure helpers of the model-call middleware: find the query, inject the packet, read replies.

Messages and response items may be plain dicts or SDK objects; these functions read
both and never mutate what they are given (a new list comes back).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

Position = Literal["system_start", "system_end"]
SECTIONS = ("profile", "preferences", "facts", "episodes")
HEADER = "What you remember about this user (from memstream):"


def _get(item: Any, name: str, default: Any = None) -> Any:
    if isinstance(item, Mapping):
        return item.get(name, default)
    return getattr(item, name, default)


def content_text(content: Any) -> str:
    """The text of a message content: a string, or the text parts of a list of parts."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    parts = [_get(part, "text") for part in content if _get(part, "type") in _TEXT_PARTS]
    return "\n".join(part for part in parts if isinstance(part, str))


_TEXT_PARTS = {"text", "input_text", "output_text"}


def last_user_text(messages: Iterable[Any]) -> str:
    """The text of the last user message (empty when there is none)."""
    text = ""
    for message in messages:
        if _get(message, "role") == "user":
            text = content_text(_get(message, "content"))
    return text


def response_input_text(input_: Any) -> str:
    """The user's text in a Responses API `input` (a string or a list of items)."""
    if isinstance(input_, str):
        return input_
    if input_ is None:
        return ""
    return last_user_text(item for item in input_ if _get(item, "type", "message") == "message")


def render_packet(answer: Mapping[str, Any], min_confidence: float) -> str:
    """The packet to inject: the server's, or only the hits at or above `min_confidence`."""
    hits = [(s, h) for s in SECTIONS for h in answer.get(s, [])]
    if all(float(h["confidence"]) >= min_confidence for _, h in hits):
        return str(answer.get("packet", "")).strip()
    kept = [f"- ({s}) {h['content']}" for s, h in hits if float(h["confidence"]) >= min_confidence]
    return "\n".join(kept)


def memory_block(packet: str) -> str:
    """The packet with a heading the model can recognise (empty when there is nothing)."""
    return f"{HEADER}\n{packet}" if packet.strip() else ""


def join_system(existing: str, block: str, position: Position) -> str:
    """A system text with the memory block at its start or its end."""
    if not existing:
        return block
    return f"{block}\n\n{existing}" if position == "system_start" else f"{existing}\n\n{block}"


def inject_messages(messages: Sequence[Any], block: str, position: Position) -> list[Any]:
    """The messages with `block` in the first system message (a new one first if none)."""
    result = list(messages)
    if not block:
        return result
    for index, message in enumerate(result):
        if _get(message, "role") in ("system", "developer"):
            text = join_system(content_text(_get(message, "content")), block, position)
            result[index] = {"role": _get(message, "role"), "content": text}
            return result
    return [{"role": "system", "content": block}, *result]


def chat_reply_text(completion: Any) -> str:
    """The assistant's text in a chat completion (the first choice)."""
    choices = _get(completion, "choices") or []
    return content_text(_get(_get(choices[0], "message"), "content")) if choices else ""


def chat_chunk_text(chunk: Any) -> str:
    """The text a streamed chat chunk adds (first choice)."""
    choices = _get(chunk, "choices") or []
    return str(_get(_get(choices[0], "delta"), "content") or "") if choices else ""


def response_reply_text(response: Any) -> str:
    """The assistant's text in a Responses API response (its output_text parts)."""
    texts = [
        content_text(_get(item, "content"))
        for item in _get(response, "output") or []
        if _get(item, "type") == "message"
    ]
    return "".join(texts)


def response_event_text(event: Any) -> str:
    """The text a Responses API stream event adds (only `response.output_text.delta`)."""
    if _get(event, "type") != "response.output_text.delta":
        return ""
    return str(_get(event, "delta") or "")
