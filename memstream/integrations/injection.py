"""Pure helpers of the model-call middleware: find the query, inject the packet, read replies.

Messages and response items may be plain dicts or SDK objects; these functions read
both and never mutate what they are given (a new list comes back). The injected block is
the server's `system_prompt` packet, or the hits kept by `min_confidence` under the same
guard: recalled memories are data, not instructions, inside a `<memory>` block that no
memory can close (angle brackets in a memory are replaced).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final, Literal

from memstream.producers.results import RecallResult
from memstream.query_api.recall.render import MEMORY_CLOSE, MEMORY_OPEN, SYSTEM_PROMPT_HEADER

Position = Literal["system_start", "system_end"]
GUARD: Final = SYSTEM_PROMPT_HEADER
_BRACKETS: Final = str.maketrans({"<": "‹", ">": "›", "＜": "‹", "＞": "›", "﹤": "‹", "﹥": "›"})


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


def render_packet(answer: RecallResult, min_confidence: float) -> str:
    """The block to inject: the server's `system_prompt` packet, or the hits at or above
    `min_confidence` under the same guard ("" when nothing is left)."""
    hits = answer.hits
    if all(hit.confidence >= min_confidence for _, hit in hits):
        return answer.packet.strip()
    kept = [f"- ({s}) {_inert(h.content)}" for s, h in hits if h.confidence >= min_confidence]
    return guarded(kept)


def guarded(lines: Sequence[str]) -> str:
    """Memory lines inside the guarded `<memory>` block ("" for no lines)."""
    return "\n".join([GUARD, MEMORY_OPEN, *lines, MEMORY_CLOSE]) if lines else ""


def _inert(text: str) -> str:
    """One line with no angle brackets, so it can open or close no tag."""
    return " ".join(text.translate(_BRACKETS).split())


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
